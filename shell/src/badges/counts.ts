import { ApiError, type RequestOptions } from '@pesa/shared'
import { getChildDocumentsUnreadCount } from '@pesa/shared/api/child-documents'
import { getPedagogicalDocumentsUnreadCount } from '@pesa/shared/api/children'
import { getAssistanceNeedDecisionUnreadCounts, getAssistanceNeedPreschoolDecisionUnreadCounts, getDecisionNotifications } from '@pesa/shared/api/decisions'
import { getUnreadMessageCount } from '@pesa/shared/api/messages'

/** What the navigation badges count; a count that is unknown shows no badge. */
export interface BadgeCounts {
  /** Unread messages */
  messages?: number
  /** Application decisions awaiting the guardian's answer and unread assistance decisions, over all children */
  decisions?: number
  /** Unread pedagogical documents and child documents, over all children */
  children?: number
}

/*
 * Each badge is the sum of the spec's count calls (part 1 §7, part 2 §7), each owned by the
 * area that serves it. Their shapes, where the spec does not give them, follow the reference
 * service (shared/DECISIONS.md, "Badge counts"): a number, a list of `{ childId, count }`, or an
 * object of counts by child id. An answer of another shape counts as no answer, so a badge never
 * shows a number it could not read.
 */
type Reader = (body: unknown) => number | undefined

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0

const aNumber: Reader = (body) => (isCount(body) ? body : undefined)

const perChildList: Reader = (body) => {
  if (!Array.isArray(body)) return undefined
  const counts = body.map((item: unknown) => (typeof item === 'object' && item !== null ? (item as { count?: unknown }).count : undefined))
  return counts.every(isCount) ? counts.reduce((sum, count) => sum + count, 0) : undefined
}

const perChildObject: Reader = (body) => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined
  const counts = Object.values(body)
  return counts.every(isCount) ? counts.reduce((sum, count) => sum + count, 0) : undefined
}

/*
 * Each call is the generated client function of its endpoint, so a renamed or retyped endpoint is a
 * type error here. The readers still check the answer's shape at run time: an area deployed at another
 * version may answer otherwise, and a badge never shows a number it could not read.
 */
interface CountCall {
  fetch: (options: RequestOptions) => Promise<unknown>
  read: Reader
}

const MESSAGES: CountCall[] = [{ fetch: getUnreadMessageCount, read: aNumber }]
const DECISIONS: CountCall[] = [
  { fetch: getDecisionNotifications, read: aNumber },
  { fetch: getAssistanceNeedDecisionUnreadCounts, read: perChildList },
  { fetch: getAssistanceNeedPreschoolDecisionUnreadCounts, read: perChildList }
]
const CHILDREN: CountCall[] = [
  { fetch: getPedagogicalDocumentsUnreadCount, read: perChildObject },
  { fetch: getChildDocumentsUnreadCount, read: perChildObject }
]

/** Count calls that answered 404: that area is not deployed, so this page does not ask again. */
const missingEndpoints = new Set<CountCall>()

async function countFrom(call: CountCall): Promise<number | undefined> {
  if (missingEndpoints.has(call)) return undefined
  try {
    return call.read(await call.fetch({ background: true }))
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) missingEndpoints.add(call)
    // A badge is a hint: a count that cannot be read is left out of it.
    return undefined
  }
}

/** The sum of the calls that answered; undefined (no badge) when none did. */
async function badge(calls: CountCall[]): Promise<number | undefined> {
  const parts = (await Promise.all(calls.map(countFrom))).filter((part): part is number => part !== undefined)
  return parts.length === 0 ? undefined : parts.reduce((sum, part) => sum + part, 0)
}

/** What the user may read, from the auth status: the other counts would be refused anyway. */
export interface CountAccess {
  strong: boolean
  messages: boolean
  childDocumentation: boolean
}

export async function fetchBadgeCounts(access: CountAccess): Promise<BadgeCounts> {
  const [messages, decisions, children] = await Promise.all([
    access.messages ? badge(MESSAGES) : undefined,
    access.strong ? badge(DECISIONS) : undefined,
    access.childDocumentation ? badge(CHILDREN) : undefined
  ])
  return { messages, decisions, children }
}

/** For tests: forget which endpoints were missing. */
export function resetMissingCountEndpoints(): void {
  missingEndpoints.clear()
}
