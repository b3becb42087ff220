import 'fake-indexeddb/auto'
import { ApiError } from '@pesa/shared'
import type { AbsenceRequest } from '@pesa/shared/api/types'
import { isOffline, pendingOn, queueAbsence, queuedAbsences, sendQueuedAbsences, dropQueuedAbsence } from './absence-queue'
import { AINO, ELLA } from './test-data'

// jsdom has no structuredClone, which IndexedDB stores with; the items are plain JSON.
globalThis.structuredClone ??= <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

const request = (start: string, end = start, childIds = [ELLA]): AbsenceRequest => ({ childIds, dateRange: { start, end }, absenceType: 'SICKLEAVE' })
const offline = () => new ApiError(0, { message: 'Network error' })
const refused = () =>
  new ApiError(400, {
    statusCode: 400,
    errorCode: 'ATTENDANCE_ALREADY_EXISTS',
    message: 'attended',
    days: [{ childId: ELLA, date: '2026-12-08', reason: 'ATTENDANCE_EXISTS' }]
  })

let now = 1_000
const queue = (body: AbsenceRequest, personId = 'anna') => queueAbsence(personId, body, ++now)

beforeEach(async () => {
  for (const personId of ['anna', 'liisa']) for (const item of await queuedAbsences(personId)) await dropQueuedAbsence(item.id)
})

describe('absences reported offline', () => {
  it('is offline when the browser says so or a request got no answer; a gateway error is not', () => {
    expect(isOffline(offline())).toBe(true)
    expect(isOffline(new ApiError(503, undefined))).toBe(false)
    expect(isOffline(refused())).toBe(false)
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    expect(isOffline()).toBe(true)
    onLine.mockRestore()
  })

  it('sends the waiting absences oldest first and removes each sent one', async () => {
    await queue(request('2026-12-08'))
    await queue(request('2026-12-09'))
    const post = jest.fn().mockResolvedValue(undefined)
    await sendQueuedAbsences(await queuedAbsences('anna'), post)
    expect(post.mock.calls.map(([body]) => (body as AbsenceRequest).dateRange.start)).toEqual(['2026-12-08', '2026-12-09'])
    expect(await queuedAbsences('anna')).toEqual([])
  })

  it('keeps what could not be sent for lack of network, and stops the round there', async () => {
    await queue(request('2026-12-08'))
    await queue(request('2026-12-09'))
    const post = jest.fn().mockRejectedValue(offline())
    await sendQueuedAbsences(await queuedAbsences('anna'), post)
    expect(post).toHaveBeenCalledTimes(1)
    expect((await queuedAbsences('anna')).map((item) => item.body.request.dateRange.start)).toEqual(['2026-12-08', '2026-12-09'])
  })

  it('keeps a refused absence with the server’s days and reasons, not to be sent again, until dismissed', async () => {
    await queue(request('2026-12-08'))
    await sendQueuedAbsences(await queuedAbsences('anna'), jest.fn().mockRejectedValue(refused()))
    const [item] = await queuedAbsences('anna')
    expect(item!.body.refusal).toEqual({ code: 'ATTENDANCE_ALREADY_EXISTS', days: [{ childId: ELLA, date: '2026-12-08', reason: 'ATTENDANCE_EXISTS' }] })
    const post = jest.fn()
    await sendQueuedAbsences(await queuedAbsences('anna'), post)
    expect(post).not.toHaveBeenCalled()
  })

  it('names every day of an absence refused without days (a child no longer the guardian’s)', async () => {
    await queue(request('2026-12-08', '2026-12-09', [ELLA, AINO]))
    await sendQueuedAbsences(
      await queuedAbsences('anna'),
      jest.fn().mockRejectedValue(new ApiError(404, { statusCode: 404, errorCode: 'NOT_FOUND', message: '' }))
    )
    const [item] = await queuedAbsences('anna')
    expect(item!.body.refusal!.code).toBe('NOT_FOUND')
    expect(item!.body.refusal!.days.map((d) => `${d.childId === ELLA ? 'E' : 'A'} ${d.date}`)).toEqual([
      'E 2026-12-08',
      'E 2026-12-09',
      'A 2026-12-08',
      'A 2026-12-09'
    ])
  })

  it('leaves the queue as it is on a 401 or a service that did not answer: tried again later', async () => {
    await queue(request('2026-12-08'))
    for (const status of [401, 503]) {
      await sendQueuedAbsences(await queuedAbsences('anna'), jest.fn().mockRejectedValue(new ApiError(status, undefined)))
      expect((await queuedAbsences('anna'))[0]!.body.refusal).toBeUndefined()
    }
  })

  it('is read only by the person who queued it', async () => {
    await queue(request('2026-12-08'), 'liisa')
    expect(await queuedAbsences('anna')).toEqual([])
    expect(await queuedAbsences('liisa')).toHaveLength(1)
  })

  it('marks the days of the chosen children in its range while waiting, not once refused', async () => {
    await queue(request('2026-12-08', '2026-12-10'))
    const items = await queuedAbsences('anna')
    expect(['2026-12-07', '2026-12-08', '2026-12-10', '2026-12-11'].map((date) => pendingOn(items, ELLA, { date }))).toEqual([false, true, true, false])
    expect(pendingOn(items, AINO, { date: '2026-12-08' })).toBe(false)
    const refusedItems = items.map((item) => ({ ...item, body: { ...item.body, refusal: { code: 'NON_RESERVABLE_DAYS' as const, days: [] } } }))
    expect(pendingOn(refusedItems, ELLA, { date: '2026-12-08' })).toBe(false)
  })
})
