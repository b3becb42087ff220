import { ApiError } from '@pesa/shared'
import type { AbsenceRequest, ReservationResponseDay } from '@pesa/shared/api/types'
import { datesOf } from '@pesa/shared/dates'
import { addToOutbox, outboxItems, removeFromOutbox, type OutboxItem } from '@pesa/shared/forms'
import { refusalOf, type Refusal } from './refusal'

/**
 * Issue 37 §2: an absence reported offline waits in the outbox (shared/src/forms/outbox.ts) and is
 * sent through the same POST /citizen/absences when the network returns; a refusal then stays with
 * the item until the guardian has read it (mf-calendar/src/calendar/DECISIONS.md, "Absences reported offline").
 */
export const ABSENCE_KIND = 'calendar/absence'

export interface QueuedAbsenceBody {
  request: AbsenceRequest
  /** The server's answer when the item was sent and refused: shown until dismissed, never sent again */
  refusal?: Refusal
}

export type QueuedAbsence = OutboxItem<QueuedAbsenceBody>

/**
 * Offline means the browser says it has no network, or the request got no answer at all. A
 * gateway's 502–504 is not: the service answered, the guardian is told as for any failed save.
 */
export function isOffline(caught?: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true
  return caught instanceof ApiError && caught.errorCode === 'NETWORK_ERROR'
}

export const queuedAbsences = (personId: string) => outboxItems<QueuedAbsenceBody>(ABSENCE_KIND, personId)

export async function queueAbsence(personId: string, request: AbsenceRequest, now = Date.now()): Promise<void> {
  await addToOutbox<QueuedAbsenceBody>({ id: crypto.randomUUID(), personId, kind: ABSENCE_KIND, body: { request }, queuedAt: now })
}

export const dropQueuedAbsence = removeFromOutbox

/**
 * A refusal of the whole request with no days named (an invalid body, a child no longer the
 * guardian's): every day of it, each "cannot be saved", so the guardian still sees which days.
 */
function wholeRequestRefused(code: Refusal['code'], request: AbsenceRequest): Refusal {
  const dates = datesOf(request.dateRange.start, request.dateRange.end)
  return { code, days: request.childIds.flatMap((childId) => dates.map((date) => ({ childId, date, reason: undefined }))) }
}

/**
 * Sends the waiting items oldest first through `post` (the modal's own save). A sent one leaves
 * the outbox; a refused one keeps its refusal to be shown; no network stops the round, and so
 * does a 401 (the client starts over at the front page, where the auth store drops the outbox)
 * or a service that did not answer (502–504): they are tried again on the next round.
 */
export async function sendQueuedAbsences(items: QueuedAbsence[], post: (request: AbsenceRequest) => Promise<unknown>): Promise<void> {
  for (const item of items) {
    if (item.body.refusal) continue
    try {
      await post(item.body.request)
      await removeFromOutbox(item.id)
    } catch (caught) {
      if (isOffline(caught) || !(caught instanceof ApiError) || caught.status === 401 || caught.status >= 500) return
      const refusal = refusalOf(caught) ?? wholeRequestRefused(caught.errorCode, item.body.request)
      await addToOutbox<QueuedAbsenceBody>({ ...item, body: { ...item.body, refusal } })
    }
  }
}

/** Whether a child's day is covered by an absence still waiting to be sent (the day's mark). */
export function pendingOn(items: QueuedAbsence[], childId: string, day: Pick<ReservationResponseDay, 'date'>): boolean {
  return items.some(
    ({ body }) => !body.refusal && body.request.childIds.includes(childId) && body.request.dateRange.start <= day.date && day.date <= body.request.dateRange.end
  )
}
