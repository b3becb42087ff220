import { ApiError, apiRequest } from '@pesa/shared'

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

interface CountCall {
  path: string
  read: Reader
}

const MESSAGES: CountCall[] = [{ path: '/citizen/messages/unread-count', read: aNumber }]
const DECISIONS: CountCall[] = [
  { path: '/citizen/applications/by-guardian/notifications', read: aNumber },
  { path: '/citizen/children/assistance-need-decisions/unread-counts', read: perChildList },
  { path: '/citizen/children/assistance-need-preschool-decisions/unread-counts', read: perChildList }
]
const CHILDREN: CountCall[] = [
  { path: '/citizen/pedagogical-documents/unread-count', read: perChildObject },
  { path: '/citizen/child-documents/unread-count', read: perChildObject }
]

/** Count calls that answered 404: that area is not deployed, so this page does not ask again. */
const missingEndpoints = new Set<string>()

async function countFrom({ path, read }: CountCall): Promise<number | undefined> {
  if (missingEndpoints.has(path)) return undefined
  try {
    return read(await apiRequest<unknown>({ method: 'GET', path, background: true }))
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) missingEndpoints.add(path)
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
