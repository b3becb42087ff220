import { ApiError, type ApiErrorCode } from '@pesa/shared'
import type { ReservationsResponse } from '@pesa/shared/api/types'
import { REFUSED_DAY_REASONS, type RefusedDayReason } from '@pesa/shared/protocol'
import { childName } from './children'

/**
 * Why the server refused a day (spec part 2 §8 NON_RESERVABLE_DAYS and its kin): exactly the codes
 * it answers in `days[].reason`, so each language's texts (`satisfies Record<RefusalReason | 'UNKNOWN', string>`)
 * fail to type-check when the server gains a reason.
 */
export type RefusalReason = RefusedDayReason
const REASONS: readonly string[] = REFUSED_DAY_REASONS

export interface RefusedDay {
  childId: string
  date: string
  /** A reason this client has no text for is shown as "cannot be saved" */
  reason: RefusalReason | undefined
}

/** A write the server refused in full, naming the days it would not carry out. */
export interface Refusal {
  code: ApiErrorCode
  days: RefusedDay[]
}

/** The refused days of an error body, read defensively: anything not a { childId, date } entry is left out. */
export function refusalOf(caught: unknown): Refusal | undefined {
  if (!(caught instanceof ApiError)) return undefined
  const days = (caught.body as { days?: unknown } | null | undefined)?.days
  if (!Array.isArray(days)) return undefined
  const read = days.flatMap((entry: unknown): RefusedDay[] => {
    if (typeof entry !== 'object' || entry === null) return []
    const { childId, date, reason } = entry as Record<string, unknown>
    if (typeof childId !== 'string' || typeof date !== 'string') return []
    return [{ childId, date, reason: typeof reason === 'string' && REASONS.includes(reason) ? (reason as RefusalReason) : undefined }]
  })
  return read.length > 0 ? { code: caught.errorCode, days: read } : undefined
}

/**
 * Runs a modal's save: true when it was carried out; a refusal naming days goes to `onRefused`
 * and answers false, so the modal stays open with the days listed. Any other error is thrown on.
 */
export async function savedUnlessRefused(save: () => Promise<unknown>, onRefused: (refusal: Refusal) => void): Promise<boolean> {
  try {
    await save()
    return true
  } catch (caught) {
    const refused = refusalOf(caught)
    if (!refused) throw caught
    onRefused(refused)
    return false
  }
}

/** One line per child and reason, in the order the days came: the child's name, the dates, why. */
export function refusalLines(
  refusal: Refusal,
  data: ReservationsResponse,
  formatDate: (date: string) => string,
  reasons: Record<RefusalReason | 'UNKNOWN', string>
): { key: string; text: string }[] {
  const groups = new Map<string, { childId: string; reason: RefusalReason | undefined; dates: string[] }>()
  for (const day of refusal.days) {
    const key = `${day.childId}/${day.reason ?? 'UNKNOWN'}`
    const group = groups.get(key) ?? { childId: day.childId, reason: day.reason, dates: [] }
    if (!group.dates.includes(day.date)) group.dates.push(day.date)
    groups.set(key, group)
  }
  return [...groups.entries()].map(([key, group]) => ({
    key,
    text: `${childName(data, group.childId) || '?'}: ${[...group.dates].sort().map(formatDate).join(', ')} – ${reasons[group.reason ?? 'UNKNOWN']}`
  }))
}
