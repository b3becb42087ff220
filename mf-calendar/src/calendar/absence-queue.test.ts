import 'fake-indexeddb/auto'
import { addToOutbox, outboxItems } from '@pesa/shared'
import type { AbsenceRequest } from '@pesa/shared/api/types'
import { postAbsences } from '@pesa/shared/api/calendar'
import { ABSENCE_KIND, ABSENCES_PATH, dropQueuedAbsence, pendingOn, queueAbsence, queuedAbsences } from './absence-queue'
import { AINO, ELLA } from './test-data'

// jsdom has no structuredClone, which IndexedDB stores with; the items are plain JSON.
globalThis.structuredClone ??= <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

const request = (start: string, end = start, childIds = [ELLA]): AbsenceRequest => ({ childIds, dateRange: { start, end }, absenceType: 'SICKLEAVE' })

let now = 1_000
const queue = (body: AbsenceRequest, personId = 'anna') => queueAbsence(personId, body, ++now)

/** The shell's sender, as it stores a refusal (shared/src/outbox/send.ts): the answer's status and body. */
async function refuse(personId: string, status: number, body: unknown) {
  const [item] = await outboxItems(personId, ABSENCE_KIND)
  await addToOutbox({ ...item!, refused: { status, body } })
}

beforeEach(async () => {
  for (const personId of ['anna', 'liisa']) for (const item of await queuedAbsences(personId)) await dropQueuedAbsence(item.id)
})

describe('absences reported offline', () => {
  it('queues the plain request the modal would have made, for the shell to send from any page', async () => {
    await queue(request('2026-12-08'))
    const [item] = await outboxItems('anna', ABSENCE_KIND)
    expect(item).toMatchObject({
      personId: 'anna',
      kind: ABSENCE_KIND,
      shownAt: '/calendar',
      request: { method: 'POST', path: ABSENCES_PATH, body: request('2026-12-08') }
    })
  })

  it('queues to the path the generated client posts an absence to', async () => {
    const fetchMock = jest.fn(() => Promise.resolve(new Response(null, { status: 204 })))
    globalThis.fetch = fetchMock as unknown as typeof fetch
    await postAbsences({ body: request('2026-12-08') })
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe(`/api${ABSENCES_PATH}`)
  })

  it('shows a refusal with the server’s days and reasons', async () => {
    await queue(request('2026-12-08'))
    await refuse('anna', 400, { errorCode: 'ATTENDANCE_ALREADY_EXISTS', days: [{ childId: ELLA, date: '2026-12-08', reason: 'ATTENDANCE_EXISTS' }] })
    const [item] = await queuedAbsences('anna')
    expect(item!.refusal).toEqual({ code: 'ATTENDANCE_ALREADY_EXISTS', days: [{ childId: ELLA, date: '2026-12-08', reason: 'ATTENDANCE_EXISTS' }] })
  })

  it('names every day of an absence refused without days (a child no longer the guardian’s)', async () => {
    await queue(request('2026-12-08', '2026-12-09', [ELLA, AINO]))
    await refuse('anna', 404, { statusCode: 404, errorCode: 'NOT_FOUND', message: '' })
    const [item] = await queuedAbsences('anna')
    expect(item!.refusal!.code).toBe('NOT_FOUND')
    expect(item!.refusal!.days.map((d) => `${d.childId === ELLA ? 'E' : 'A'} ${d.date}`)).toEqual([
      'E 2026-12-08',
      'E 2026-12-09',
      'A 2026-12-08',
      'A 2026-12-09'
    ])
  })

  it('upgrades an absence queued before the outbox held plain requests, so it is sent; its refusal kept', async () => {
    await addToOutbox({ id: 'earlier', personId: 'anna', kind: ABSENCE_KIND, queuedAt: ++now, body: { request: request('2026-12-08') } } as never)
    const refusal = { code: 'NON_RESERVABLE_DAYS', days: [{ childId: ELLA, date: '2026-12-09', reason: 'NOT_RESERVABLE_YET' }] }
    await addToOutbox({ id: 'refused', personId: 'anna', kind: ABSENCE_KIND, queuedAt: ++now, body: { request: request('2026-12-09'), refusal } } as never)
    expect(await queuedAbsences('anna')).toEqual([
      { id: 'earlier', request: request('2026-12-08') },
      { id: 'refused', request: request('2026-12-09'), refusal }
    ])
    const [stored] = await outboxItems('anna', ABSENCE_KIND)
    expect(stored).toMatchObject({ request: { method: 'POST', path: ABSENCES_PATH, body: request('2026-12-08') }, shownAt: '/calendar' })
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
    const refusedItems = items.map((item) => ({ ...item, refusal: { code: 'NON_RESERVABLE_DAYS' as const, days: [] } }))
    expect(pendingOn(refusedItems, ELLA, { date: '2026-12-08' })).toBe(false)
  })
})
