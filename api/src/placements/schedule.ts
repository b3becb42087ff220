import type { ClubTerm, PreschoolTerm } from '../units/schemas'

/** Spec part 2 §3 scheduleType: who reserves times, who follows a fixed schedule, whose term is on a break. */
export type ScheduleType = 'RESERVATION_REQUIRED' | 'FIXED_SCHEDULE' | 'TERM_BREAK'

const PRESCHOOL_ONLY = new Set(['PRESCHOOL', 'PREPARATORY'])
const CLUB = new Set(['CLUB'])
/** Placement types with preschool or preparatory education (absence applications, §9). */
export const PRESCHOOL_TYPES = new Set([
  'PRESCHOOL',
  'PREPARATORY',
  'PRESCHOOL_DAYCARE',
  'PRESCHOOL_DAYCARE_ONLY',
  'PRESCHOOL_CLUB',
  'PRESCHOOL_WITH_DAYCARE',
  'PREPARATORY_DAYCARE',
  'PREPARATORY_WITH_DAYCARE'
])

interface Term {
  term: { start: string; end: string }
  termBreaks: { start: string; end: string }[]
}

const inRange = (date: string, range: { start: string; end: string }) => range.start <= date && date <= range.end
const inTerm = (terms: Term[], date: string) => terms.some((term) => inRange(date, term.term) && !term.termBreaks.some((gap) => inRange(date, gap)))

/** Whether preschool is taught on the date's term: in a term and not on one of its breaks. */
export function inPreschoolTerm(terms: PreschoolTerm[], date: string): boolean {
  return inTerm(
    terms.map((term) => ({ term: term.finnishPreschool, termBreaks: term.termBreaks })),
    date
  )
}

/**
 * Daycare (with or without preschool) is reserved; preschool or club alone follows the term's
 * fixed schedule, and outside it (a break, the summer) there is nothing to attend.
 */
export function scheduleType(placementType: string, date: string, terms: { preschool: PreschoolTerm[]; club: ClubTerm[] }): ScheduleType {
  if (PRESCHOOL_ONLY.has(placementType)) return inPreschoolTerm(terms.preschool, date) ? 'FIXED_SCHEDULE' : 'TERM_BREAK'
  if (CLUB.has(placementType)) return inTerm(terms.club, date) ? 'FIXED_SCHEDULE' : 'TERM_BREAK'
  return 'RESERVATION_REQUIRED'
}
