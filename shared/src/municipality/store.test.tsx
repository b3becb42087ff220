import { act, render } from '@testing-library/react'
import { Component, Suspense, type ReactNode } from 'react'
import { ApiError } from '../api/client'
import { loadMunicipalityConfig, useMunicipalityConfig } from './store'

/** A fetch answer's headers, as the client reads them (the request id of an error). */
const NO_HEADERS = { get: () => null }

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? <p>failed</p> : this.props.children
  }
}

function Name() {
  return <p>{useMunicipalityConfig().id}</p>
}

describe('the municipality configuration', () => {
  // A failed load also must not leave a rejection unhandled (the page would report it as an error).
  it('keeps a failure for rendering, and an explicit load after it asks again', async () => {
    const answers = [
      { ok: false, headers: NO_HEADERS, status: 503, text: async () => JSON.stringify({ errorCode: 'SERVICE_UNAVAILABLE' }) },
      { ok: true, headers: NO_HEADERS, status: 200, text: async () => JSON.stringify({ id: 'pesala', textOverrides: {} }) }
    ]
    const fetch = jest.fn(async () => answers.shift())
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch

    await expect(loadMunicipalityConfig()).rejects.toBeInstanceOf(ApiError)
    // React logs the error its boundary caught.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const view = render(
      <Boundary>
        <Suspense fallback="…">
          <Name />
        </Suspense>
      </Boundary>
    )
    await act(async () => undefined)
    logged.mockRestore()
    expect(view.container.textContent).toBe('failed')
    expect(fetch).toHaveBeenCalledTimes(1)

    expect((await loadMunicipalityConfig()).id).toBe('pesala')
    expect(fetch).toHaveBeenCalledTimes(2)
    await loadMunicipalityConfig()
    expect(fetch).toHaveBeenCalledTimes(2)
  })
})
