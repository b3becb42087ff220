import { reportClientError, reportUncaughtErrors, resetClientErrorReports } from './client-error-reporter'

let fetchMock: jest.Mock
const bodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string) as Record<string, unknown>)

beforeEach(() => {
  resetClientErrorReports()
  fetchMock = jest.fn(async () => ({ ok: true, status: 204 }))
  globalThis.fetch = fetchMock as unknown as typeof fetch
  window.history.replaceState(null, '', '/children/3f2504e0-4f89-41d3-9a0c-0305e82c3301?tab=documents')
})

describe('reportClientError', () => {
  it('posts the report with the CSRF header, without cookies, surviving a reload', () => {
    reportClientError('area-render', new TypeError('boom'), 'calendar')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/api/citizen/public/client-errors')
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit', headers: { 'x-pesa-csrf': '1', 'content-type': 'application/json' } })
    expect(bodies()[0]).toEqual({
      kind: 'area-render',
      message: 'TypeError: boom',
      stack: expect.stringContaining('TypeError: boom'),
      route: '/children/:id',
      appVersion: 'dev',
      area: 'calendar'
    })
  })

  it('sends an identical report once a page, and the same error object once', () => {
    reportClientError('shell-render', new Error('same'))
    reportClientError('shell-render', new Error('same'))
    const error = new Error('once')
    reportClientError('window-error', error)
    reportClientError('unhandled-rejection', error)
    expect(bodies().map((body) => body.message)).toEqual(['Error: same', 'Error: once'])
  })

  it('does not report again an error caused by one it reported (the boundary after a failed load)', () => {
    const loadError = new Error('ScriptExternalLoadError')
    reportClientError('remote-load', loadError, 'income')
    reportClientError('area-render', new Error('Area income is unavailable', { cause: loadError }), 'income')
    expect(bodies().map((body) => body.kind)).toEqual(['remote-load'])
  })

  it('stops after ten reports on one page', () => {
    for (let index = 0; index < 15; index++) reportClientError('window-error', new Error(`error ${index}`))
    expect(fetchMock).toHaveBeenCalledTimes(10)
  })

  it('never throws, whether fetch throws or fails', async () => {
    globalThis.fetch = jest.fn(() => {
      throw new Error('no fetch')
    }) as unknown as typeof fetch
    expect(() => reportClientError('window-error', new Error('a'))).not.toThrow()
    const rejected = jest.fn(() => Promise.reject(new Error('offline')))
    globalThis.fetch = rejected as unknown as typeof fetch
    expect(() => reportClientError('window-error', new Error('b'))).not.toThrow()
    await Promise.resolve()
    expect(rejected).toHaveBeenCalledTimes(1)
  })

  it('does not report an error raised while it reports', () => {
    fetchMock.mockImplementation(() => {
      reportClientError('window-error', new Error('inside the reporter'))
      return Promise.resolve({ ok: true, status: 204 })
    })
    reportClientError('window-error', new Error('outside'))
    expect(bodies().map((body) => body.message)).toEqual(['Error: outside'])
  })
})

describe('reportUncaughtErrors', () => {
  it('reports window errors and unhandled rejections', () => {
    const target = new EventTarget() as Window
    reportUncaughtErrors(target)
    target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('thrown in a timer'), message: 'Uncaught Error' }))
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'rejected without a catch' }))
    expect(bodies().map((body) => [body.kind, body.message])).toEqual([
      ['window-error', 'Error: thrown in a timer'],
      ['unhandled-rejection', 'rejected without a catch']
    ])
  })
})
