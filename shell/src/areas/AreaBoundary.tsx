import { Component, type ReactNode } from 'react'
import { reportClientError } from '../errors/client-error-reporter'

interface Props {
  area: string
  fallback: (retry: () => void, error: unknown) => ReactNode
  onRetry: () => Promise<void>
  children: ReactNode
}

interface State {
  failed: boolean
  error?: unknown
}

/**
 * Catches whatever an area throws — a load failure from the federation runtime or a bug in
 * the remote's own rendering — so only that area shows the unavailable panel.
 */
export class AreaBoundary extends Component<Props, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error }
  }

  override componentDidCatch(error: unknown): void {
    console.error(`Area ${this.props.area} failed`, error)
    reportClientError('area-render', error, this.props.area)
  }

  // The owner remounts the boundary with a fresh load once the retry has been prepared.
  private retry = (): void => {
    void this.props.onRetry()
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry, this.state.error) : this.props.children
  }
}
