import 'fake-indexeddb/auto'
import { setUnauthorizedHandler } from '../api/client'
import { addToOutbox, outboxItems, removeFromOutbox, type OutboxItem } from './outbox'
import { isOffline, sendOutbox } from './send'
import { ApiError } from '../api/client'

// jsdom has no structuredClone, which IndexedDB stores with; the items are plain JSON.
globalThis.structuredClone ??= <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

let clock = 1_000
const item = (day: string, personId = 'anna', kind = 'calendar/absence'): OutboxItem<{ day: string }> => ({
  id: `${personId}-${day}`,
  personId,
  kind,
  request: { method: 'POST', path: '/citizen/absences', body: { day } },
  shownAt: '/calendar',
  queuedAt: ++clock
})

const answer = (status: number, body?: unknown) =>
  Promise.resolve(new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }))
const refusal = {
  statusCode: 400,
  errorCode: 'ATTENDANCE_ALREADY_EXISTS',
  message: 'attended',
  days: [{ childId: 'ella', date: '2026-12-08', reason: 'ATTENDANCE_EXISTS' }]
}

let fetchMock: jest.Mock
/** The days the server was sent, in order. */
const sentDays = () => fetchMock.mock.calls.map(([, init]) => (JSON.parse((init as RequestInit).body as string) as { day: string }).day)

beforeEach(async () => {
  window.localStorage.clear()
  for (const personId of ['anna', 'liisa']) for (const left of await outboxItems(personId)) await removeFromOutbox(left.id)
  fetchMock = jest.fn(() => answer(204))
  globalThis.fetch = fetchMock as unknown as typeof fetch
  setUnauthorizedHandler(() => undefined)
})

afterEach(() => jest.restoreAllMocks())

describe('sending the outbox', () => {
  it('is offline when the browser says so or a request got no answer; a gateway error is not', () => {
    expect(isOffline(new ApiError(0, { message: 'Network error' }))).toBe(true)
    expect(isOffline(new ApiError(503, undefined))).toBe(false)
    expect(isOffline(new ApiError(400, { errorCode: 'ATTENDANCE_ALREADY_EXISTS' }))).toBe(false)
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    expect(isOffline()).toBe(true)
  })

  it('sends the person’s waiting writes oldest first, as they were queued, and removes each sent one', async () => {
    await addToOutbox(item('2026-12-08'))
    await addToOutbox(item('2026-12-09'))
    await addToOutbox(item('2026-12-10', 'liisa'))
    await sendOutbox('anna')
    expect(sentDays()).toEqual(['2026-12-08', '2026-12-09'])
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/api/citizen/absences')
    expect(init.method).toBe('POST')
    // The same request the area makes: the CSRF header and the session cookie
    expect(init.headers).toMatchObject({ 'x-pesa-csrf': '1' })
    expect(init.credentials).toBe('same-origin')
    expect(await outboxItems('anna')).toEqual([])
    expect(await outboxItems('liisa')).toHaveLength(1)
  })

  it('keeps what could not be sent for lack of network, and stops the round there', async () => {
    await addToOutbox(item('2026-12-08'))
    await addToOutbox(item('2026-12-09'))
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')))
    await sendOutbox('anna')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect((await outboxItems('anna')).map((i) => i.id)).toEqual(['anna-2026-12-08', 'anna-2026-12-09'])
  })

  it('tries nothing while the browser says it is offline', async () => {
    await addToOutbox(item('2026-12-08'))
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await sendOutbox('anna')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('keeps a refused write with the server’s answer, goes on with the next, and never sends the refused one again', async () => {
    await addToOutbox(item('2026-12-08'))
    await addToOutbox(item('2026-12-09'))
    fetchMock.mockImplementationOnce(() => answer(400, refusal))
    await sendOutbox('anna')
    expect(sentDays()).toEqual(['2026-12-08', '2026-12-09'])
    const left = await outboxItems('anna')
    expect(left.map((i) => [i.id, i.refused])).toEqual([['anna-2026-12-08', { status: 400, body: refusal }]])
    await sendOutbox('anna')
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('leaves the outbox as it is on a 401 or a service that did not answer: tried again later', async () => {
    await addToOutbox(item('2026-12-08'))
    for (const status of [401, 502, 503, 500]) {
      fetchMock.mockImplementationOnce(() => answer(status))
      await sendOutbox('anna')
      expect((await outboxItems('anna'))[0]!.refused).toBeUndefined()
    }
    await sendOutbox('anna')
    expect(await outboxItems('anna')).toEqual([])
  })

  it('skips an item an earlier version of its area queued without a request: the area upgrades it when read', async () => {
    const { request: _, ...earlier } = item('2026-12-08')
    await addToOutbox({ ...earlier, body: { day: '2026-12-08' } } as unknown as OutboxItem)
    await sendOutbox('anna')
    expect(fetchMock).not.toHaveBeenCalled()
    expect(await outboxItems('anna')).toHaveLength(1)
  })

  it('runs one round at a time: callers at once share it, and nothing is sent twice', async () => {
    await addToOutbox(item('2026-12-08'))
    await Promise.all([sendOutbox('anna'), sendOutbox('anna'), sendOutbox('anna')])
    expect(sentDays()).toEqual(['2026-12-08'])
  })
})
