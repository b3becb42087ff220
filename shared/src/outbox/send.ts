import { ApiError, apiRequest } from '../api/client'
import { markRefused, outboxItems, removeFromOutbox, used, type OutboxItem } from './outbox'

/**
 * Sends the logged-in person's waiting writes (issue 37 §2), from whichever page is open: the
 * shell calls it on every auth status answer (the start, a login, each poll) and when the
 * browser comes back online (shared/src/forms/DECISIONS.md, "Outbox").
 */

/**
 * Offline means the browser says it has no network, or the request got no answer at all. A
 * gateway's 502–504 is not: the service answered, and the guardian is told as for any failed save.
 */
export function isOffline(caught?: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true
  return caught instanceof ApiError && caught.errorCode === 'NETWORK_ERROR'
}

/**
 * Whether a failed send is to be tried again on a later round rather than kept as refused: no
 * network, an answer that is not the API's, a session gone (401: the client starts over at the
 * front page, where the auth store drops the outbox) or a service that did not answer (5xx).
 */
function tryAgainLater(caught: unknown): boolean {
  return isOffline(caught) || !(caught instanceof ApiError) || caught.status === 401 || caught.status >= 500
}

/** Sends the items oldest first; stops at the first that is to be tried again, so their order holds. */
async function sendRound(personId: string): Promise<void> {
  const items = await outboxItems(personId)
  for (const item of items) {
    // An item without a request was queued by an earlier version of its area: the area upgrades it when it reads it.
    if (item.refused || !(item as Partial<OutboxItem>).request) continue
    try {
      await apiRequest({ method: item.request.method, path: item.request.path, body: item.request.body })
      await removeFromOutbox(item.id, item.kind, 'sent')
    } catch (caught) {
      if (tryAgainLater(caught)) return
      const refused = caught as ApiError
      await markRefused(item, { status: refused.status, body: refused.body ?? { errorCode: refused.errorCode } })
    }
  }
}

/** One round at a time per page: the start, a poll and the `online` event may come together. */
let round: Promise<void> | undefined

/**
 * One round of sending, shared by concurrent callers. Across the tabs of one browser a Web Lock
 * lets one send at a time (where there is none, a write sent twice is still one: the server's
 * writes the outbox carries are idempotent, e.g. the absence's upsert on child and day).
 */
export function sendOutbox(personId: string): Promise<void> {
  if (!used() || isOffline()) return Promise.resolve()
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  round ??= (locks ? locks.request('pesa-outbox-send', () => sendRound(personId)) : sendRound(personId))
    .catch((error: unknown) => console.error('The outbox could not be sent', error))
    .finally(() => {
      round = undefined
    })
  return round
}
