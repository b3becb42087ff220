import { ApiError, apiRequest, serviceUnreachable, setUnreachableHandler } from './client'

const answer = (status: number) => ({ ok: status < 400, status, headers: { get: () => null }, text: () => Promise.resolve('') })

describe('serviceUnreachable', () => {
  it('is true for no connection and a gateway without an instance behind it, never for an answer of the service', () => {
    expect(serviceUnreachable(new ApiError(0, undefined))).toBe(true)
    expect([502, 503, 504].map((status) => serviceUnreachable(new ApiError(status, undefined)))).toEqual([true, true, true])
    expect([400, 401, 404, 500].map((status) => serviceUnreachable(new ApiError(status, undefined)))).toEqual([false, false, false, false])
    expect(serviceUnreachable(new Error('bug'))).toBe(false)
  })
})

describe('the unreachable handler', () => {
  const unreachable = jest.fn()
  beforeEach(() => {
    unreachable.mockClear()
    setUnreachableHandler(unreachable)
  })
  afterAll(() => setUnreachableHandler(() => undefined))

  it('hears a request of the guardian that gets no connection or a 503, and not one the service answered', async () => {
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')))
    await expect(apiRequest({ method: 'PUT', path: '/citizen/personal-data' })).rejects.toMatchObject({ errorCode: 'NETWORK_ERROR' })
    expect(unreachable).toHaveBeenCalledTimes(1)

    globalThis.fetch = jest.fn(() => Promise.resolve(answer(503) as unknown as Response))
    await expect(apiRequest({ method: 'PUT', path: '/citizen/personal-data' })).rejects.toMatchObject({ status: 503 })
    expect(unreachable).toHaveBeenCalledTimes(2)

    globalThis.fetch = jest.fn(() => Promise.resolve(answer(500) as unknown as Response))
    await expect(apiRequest({ method: 'PUT', path: '/citizen/personal-data' })).rejects.toMatchObject({ status: 500 })
    expect(unreachable).toHaveBeenCalledTimes(2)
  })

  it('is not called by a background request: the status poll that it starts is one', async () => {
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')))
    await expect(apiRequest({ method: 'GET', path: '/citizen/auth/status', background: true })).rejects.toMatchObject({ status: 0 })
    expect(unreachable).not.toHaveBeenCalled()
  })
})
