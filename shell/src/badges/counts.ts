import { ApiError, apiRequest } from '@pesa/shared'

/** What the navigation badges count; a count that is unknown shows no badge. */
export interface BadgeCounts {
  /** Unread message threads */
  messages?: number
  /** Decisions awaiting the guardian's answer */
  decisions?: number
  /** Unread child documents and the like, over all children */
  children?: number
}

/** Count endpoints that answered 404: that area is not deployed, so this page does not ask again. */
const missingEndpoints = new Set<string>()

async function countFrom<T>(path: string, toCount: (body: T) => number): Promise<number | undefined> {
  if (missingEndpoints.has(path)) return undefined
  try {
    const count = toCount(await apiRequest<T>({ method: 'GET', path }))
    return Number.isFinite(count) ? count : undefined
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) missingEndpoints.add(path)
    // A badge is a hint: when its count cannot be read, the entry simply shows none.
    return undefined
  }
}

/** GET /api/citizen/messages/unread-count → the number of unread threads. */
export function unreadMessagesCount(): Promise<number | undefined> {
  return countFrom<number>('/citizen/messages/unread-count', (count) => count)
}

/** GET /api/citizen/applications/by-guardian/notifications → decisions awaiting an answer. */
export function decisionsAwaitingAnswerCount(): Promise<number | undefined> {
  return countFrom<number>('/citizen/applications/by-guardian/notifications', (count) => count)
}

/** GET /api/citizen/children/unread-counts → per child `{ childId, count }`, summed. */
export function childrenUnreadCount(): Promise<number | undefined> {
  return countFrom<{ childId: string; count: number }[]>('/citizen/children/unread-counts', (counts) => counts.reduce((sum, { count }) => sum + count, 0))
}

/** What the user may read, from the auth status: the other counts would be refused anyway. */
export interface CountAccess {
  strong: boolean
  messages: boolean
  childDocumentation: boolean
}

export async function fetchBadgeCounts(access: CountAccess): Promise<BadgeCounts> {
  const [messages, decisions, children] = await Promise.all([
    access.messages ? unreadMessagesCount() : undefined,
    access.strong ? decisionsAwaitingAnswerCount() : undefined,
    access.childDocumentation ? childrenUnreadCount() : undefined
  ])
  return { messages, decisions, children }
}

/** For tests: forget which endpoints were missing. */
export function resetMissingCountEndpoints(): void {
  missingEndpoints.clear()
}
