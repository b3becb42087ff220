import { useSyncExternalStore } from 'react'
import { apiRequest } from '../api/client'
import type { AuthStatus } from '../api/generated/auth'
import { keepOutboxOf } from '../outbox/outbox'
import { clearOtherPersonsTabDrafts } from '../forms/tab-drafts'

export type { AuthStatus }

type Listener = () => void

/**
 * The one auth state of the page. The shell refreshes it (start-up, polling, after login);
 * remotes only read it. It must exist once: `@pesa/shared` is a federation singleton, and
 * the instance counter below lets the e2e suite prove it.
 */
class AuthStore {
  private status: AuthStatus | undefined
  private error: unknown
  private inFlight: Promise<AuthStatus> | undefined
  private readonly listeners = new Set<Listener>()

  getSnapshot = (): AuthStatus | undefined => this.status

  getError = (): unknown => this.error

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /**
   * Fetches GET /api/citizen/auth/status; concurrent callers share one request. A `background`
   * check (the poll) does not count as the guardian's activity.
   */
  refresh = ({ background = false }: { background?: boolean } = {}): Promise<AuthStatus> => {
    this.inFlight ??= apiRequest<AuthStatus>({ method: 'GET', path: '/citizen/auth/status', background })
      .then((status) => {
        this.error = undefined
        this.set(status)
        return status
      })
      .catch((error: unknown) => {
        this.error = error
        this.emit()
        throw error
      })
      .finally(() => {
        this.inFlight = undefined
      })
    return this.inFlight
  }

  /** For standalone hosts and tests that know the state without asking the server. */
  set = (status: AuthStatus | undefined): void => {
    this.status = status
    // A shared computer: whoever logs in next in this tab never finds the previous person's drafts.
    if (status?.user) clearOtherPersonsTabDrafts(status.user.id)
    // Unlike a draft, a queued write is dropped when its session ends (forms/outbox.ts).
    if (status) keepOutboxOf(status.user?.id)
    this.emit()
  }

  private emit(): void {
    this.listeners.forEach((listener) => listener())
  }
}

export const authStore = new AuthStore()

const registry = globalThis as { __pesaAuthStoreInstances?: number }
registry.__pesaAuthStoreInstances = (registry.__pesaAuthStoreInstances ?? 0) + 1

/** The current auth status, or undefined until the first answer has arrived. */
export function useAuthStatus(): AuthStatus | undefined {
  return useSyncExternalStore(authStore.subscribe, authStore.getSnapshot, authStore.getSnapshot)
}

/** The logged-in user, or undefined for an anonymous visitor. */
export function useUser(): AuthStatus['user'] {
  return useAuthStatus()?.user
}

/** Why the last auth-status check failed, or undefined after a successful one. */
export function useAuthError(): unknown {
  return useSyncExternalStore(authStore.subscribe, authStore.getError, authStore.getError)
}
