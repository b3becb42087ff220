import { addToOutbox, ApiError, outboxItems, removeFromOutbox, type OutboxItem, type OutboxRefusal, type OutboxRequest } from '@pesa/shared'
import type { AbsenceRequest, ReservationResponseDay } from '@pesa/shared/api/types'
import { datesOf } from '@pesa/shared/dates'
import { refusalOf, type Refusal } from './refusal'

/**
 * Issue 37 §2: an absence reported offline waits in the outbox (shared/src/outbox/) as the plain
 * POST /citizen/absences the modal would have made; the shell sends it from whichever page is
 * open when the network returns, and a refusal then stays with the item until the guardian has
 * read it here (mf-calendar/src/calendar/DECISIONS.md, "Absences reported offline").
 */
export const ABSENCE_KIND = 'calendar/absence'
/** The generated client's `postAbsences` path (a test holds them together) */
export const ABSENCES_PATH = '/citizen/absences'
/** Where the waiting and refused absences are shown: the shell links here from any other page */
const SHOWN_AT = '/calendar'

/** What the calendar shows of a queued absence: the request, and the server's refusal once it was sent and refused. */
export interface QueuedAbsence {
  id: string
  request: AbsenceRequest
  refusal?: Refusal
}

type Stored = OutboxItem<AbsenceRequest>
/** An item the calendar queued before the outbox held plain requests: upgraded when read, so it is sent. */
interface Earlier extends Omit<Stored, 'request' | 'shownAt' | 'refused'> {
  body: { request: AbsenceRequest; refusal?: Refusal }
}

const requestOf = (body: AbsenceRequest): OutboxRequest<AbsenceRequest> => ({ method: 'POST', path: ABSENCES_PATH, body })

async function upgraded(item: Stored | Earlier): Promise<Stored> {
  if ('request' in item && item.request) return item
  const { body, ...rest } = item as Earlier
  const refused: OutboxRefusal | undefined = body.refusal ? { status: 400, body: { errorCode: body.refusal.code, days: body.refusal.days } } : undefined
  const next: Stored = { ...rest, request: requestOf(body.request), shownAt: SHOWN_AT, ...(refused ? { refused } : {}) }
  await addToOutbox(next)
  return next
}

/**
 * A refusal as the calendar shows it: the days the server named, or, refused without days (an
 * invalid body, a child no longer the guardian's), every day of the request as "cannot be saved".
 */
function refusalOfAnswer(refused: OutboxRefusal, request: AbsenceRequest): Refusal {
  const error = new ApiError(refused.status, refused.body as ConstructorParameters<typeof ApiError>[1])
  const named = refusalOf(error)
  if (named) return named
  const dates = datesOf(request.dateRange.start, request.dateRange.end)
  return { code: error.errorCode, days: request.childIds.flatMap((childId) => dates.map((date) => ({ childId, date, reason: undefined }))) }
}

export async function queuedAbsences(personId: string): Promise<QueuedAbsence[]> {
  const items = await outboxItems<AbsenceRequest>(personId, ABSENCE_KIND)
  return Promise.all(
    items.map(async (item) => {
      const stored = await upgraded(item as Stored | Earlier)
      const request = stored.request.body
      return { id: stored.id, request, ...(stored.refused ? { refusal: refusalOfAnswer(stored.refused, request) } : {}) }
    })
  )
}

export async function queueAbsence(personId: string, request: AbsenceRequest, now = Date.now()): Promise<void> {
  await addToOutbox<AbsenceRequest>({ id: crypto.randomUUID(), personId, kind: ABSENCE_KIND, request: requestOf(request), shownAt: SHOWN_AT, queuedAt: now })
}

export const dropQueuedAbsence = (id: string) => removeFromOutbox(id, ABSENCE_KIND)

/** Whether a child's day is covered by an absence still waiting to be sent (the day's mark). */
export function pendingOn(items: QueuedAbsence[], childId: string, day: Pick<ReservationResponseDay, 'date'>): boolean {
  return items.some(
    ({ request, refusal }) => !refusal && request.childIds.includes(childId) && request.dateRange.start <= day.date && day.date <= request.dateRange.end
  )
}
