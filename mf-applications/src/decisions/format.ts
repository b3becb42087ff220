import { formatFinnishDate } from '@pesa/shared/validators'

/** A period as the pages show it: "1.8.2026 – 31.5.2027", an open end as the given word. */
export const period = (start: string, end: string | null, ongoing = '') => `${formatFinnishDate(start)} – ${end ? formatFinnishDate(end) : ongoing}`

/** Euros from cents, with a comma and two decimals. */
export const euros = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`

/** Items of one page of ten (spec part 1 §2 "Lists are paged"). */
export const PAGE_SIZE = 10
export const pageOf = <T>(items: T[], page: number) => items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)
export const pageCount = (count: number) => Math.max(1, Math.ceil(count / PAGE_SIZE))

/** The dates one may pick, as a date field's hint says it: "01.12.–15.12.2026" within a year, both in full across one. */
export function dateRange(start: string, end: string): string {
  if (start.slice(0, 4) !== end.slice(0, 4)) return period(start, end)
  return `${formatFinnishDate(start).slice(0, -4)}–${formatFinnishDate(end)}`
}

/** A pending decision's status to the caller: "waiting for your answer" only to one who can answer (spec part 1 §4). */
export const statusText = (
  decision: { status: 'PENDING' | 'ACCEPTED' | 'REJECTED'; canDecide: boolean },
  texts: { status: Record<'PENDING' | 'ACCEPTED' | 'REJECTED', string>; awaitsApplicant: string }
) => (decision.status === 'PENDING' && !decision.canDecide ? texts.awaitsApplicant : texts.status[decision.status])
