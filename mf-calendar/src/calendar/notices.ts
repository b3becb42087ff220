import type { AuthLevel } from '@pesa/shared/api/types'

/**
 * The notices above the calendar (spec part 2 §2 links out to child documents and /income).
 * Documents waiting for an answer are read only in a strong session, as their read needs one: a
 * weak session asks for nothing and sees no notice (the child pages show the lock instead).
 */
export const readsUnanswered = (authLevel: AuthLevel | undefined) => authLevel === 'STRONG'

/**
 * What a notice lists of its read: nothing while it loads, or when it failed — 404 when the area
 * is not deployed or its feature is off — so the calendar works as it does without the notice.
 */
export function noticeItems<T>(read: { data?: T[]; error?: unknown }): T[] {
  return read.error ? [] : (read.data ?? [])
}

/** Where a waiting document opens: ready to answer, and back to the calendar when done. */
export const documentLink = (id: string) => `/child-documents/${id}?returnTo=calendar&readOnly=false`

/** The income that runs out first: the read names each statement's end, in no order. */
export const firstExpiry = (dates: string[]): string | undefined => [...dates].sort()[0]
