import { addMonths, helsinkiDate } from '@pesa/shared/dates'
import { formatFinnishDate, terminatedPlacements } from '@pesa/shared/validators'
import type { ChildDocumentSummary, PlacementGroup, ServiceApplication, ServiceNeedSummary } from '@pesa/shared/api/types'

/** An instant of the child pages (createdAt, sentAt, publishedAt…) as the Helsinki date it fell on, dd.mm.yyyy (DESIGN §3). */
export const dateOf = (instant: string) => formatFinnishDate(helsinkiDate(instant))

/** Spec part 2 §9: pedagogical documents 10 per page. */
export const PEDAGOGICAL_PAGE_SIZE = 10
/** Spec part 2 §9: a description longer than this is shown shortened with an expand button. */
export const DESCRIPTION_PREVIEW_LENGTH = 50
/** Attendance summary months shown at most, the current one first. */
export const ATTENDANCE_MONTHS = 12

export type DocumentGroup = 'plans' | 'hojks' | 'others'

const PLAN_TYPES = new Set(['VASU', 'LEOPS', 'MIGRATED_VASU', 'MIGRATED_LEOPS'])

/** The child documents in the page's three groups (plans, HOJKS, others), each keeping the server's order (newest first). */
export function groupDocuments(documents: readonly ChildDocumentSummary[]): Record<DocumentGroup, ChildDocumentSummary[]> {
  const groups: Record<DocumentGroup, ChildDocumentSummary[]> = { plans: [], hojks: [], others: [] }
  for (const document of documents) {
    groups[PLAN_TYPES.has(document.type) ? 'plans' : document.type === 'HOJKS' ? 'hojks' : 'others'].push(document)
  }
  return groups
}

/** One page (from 1) of a list and the number of pages (at least 1). */
export function pageOf<T>(items: readonly T[], page: number, size = PEDAGOGICAL_PAGE_SIZE): { items: T[]; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / size))
  const shown = Math.min(Math.max(page, 1), pages)
  return { items: items.slice((shown - 1) * size, shown * size), pages }
}

/** The text shown folded: up to the preview length, cut at a word when there is one; null when the text fits whole. */
export function foldedText(text: string, length = DESCRIPTION_PREVIEW_LENGTH): string | null {
  if (text.length <= length) return null
  const cut = text.slice(0, length)
  const space = cut.lastIndexOf(' ')
  return `${(space > length / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}

/**
 * The months of the attendance summary, newest first: from the current month back to the first
 * month of the child's earliest service need, at most ATTENDANCE_MONTHS. No service need: none.
 */
export function attendanceMonths(today: string, serviceNeeds: readonly ServiceNeedSummary[]): string[] {
  const current = today.slice(0, 7)
  const starts = serviceNeeds.map((need) => need.startDate.slice(0, 7)).filter((month) => month <= current)
  if (starts.length === 0) return []
  const earliest = starts.reduce((a, b) => (a < b ? a : b))
  const months: string[] = []
  for (let month = current; month >= earliest && months.length < ATTENDANCE_MONTHS; month = addMonths(`${month}-01`, -1).slice(0, 7)) {
    months.push(month)
  }
  return months
}

/** A service need change can be applied for only while none of the child's applications waits for a decision. */
export function serviceApplicationOpen(applications: readonly ServiceApplication[]): boolean {
  return applications.some((application) => application.decision === null)
}

/** Spec part 2 §5: the last day of presence is from today to the latest end of the placements the termination ends. */
export function terminationDateRange(group: PlacementGroup, daycareOnly: boolean, today: string): { min: string; max: string } {
  const ends = terminatedPlacements(group.placements, daycareOnly).map((placement) => placement.endDate)
  return { min: today, max: ends.reduce((a, b) => (a > b ? a : b), today) }
}
