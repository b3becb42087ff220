import { addDays } from '../../dates/arithmetic'
import { fieldErrors, type FieldErrors } from '../codes'
import { dateWithin, isoDate } from '../dates'

/** The kinds of placement decision (spec part 1 §3 "Application decision"). */
export const DECISION_TYPES = ['DAYCARE', 'DAYCARE_PART_TIME', 'PRESCHOOL', 'PRESCHOOL_DAYCARE', 'PRESCHOOL_CLUB', 'PREPARATORY_EDUCATION', 'CLUB'] as const
export type DecisionTypeName = (typeof DECISION_TYPES)[number]

/** Preschool and preparatory education start on the decided date: the guardian cannot choose another. */
export const hasFixedStartDate = (type: DecisionTypeName) => type === 'PRESCHOOL' || type === 'PREPARATORY_EDUCATION'

/** The places connected to a preschool decision: answered only after it is accepted, rejected with it. */
export const isConnectedDecision = (type: DecisionTypeName) => type === 'PRESCHOOL_DAYCARE' || type === 'PRESCHOOL_CLUB'

export interface DatePeriod {
  start: string
  end: string
}

/**
 * The days a guardian may ask the place to start (spec part 1 §5): from the decision's start to
 * the earlier of its end and `windowDays` after the start (municipality configuration); only the
 * start for preschool and preparatory education.
 */
export function validRequestedStartDatePeriod(decision: { type: DecisionTypeName; startDate: string; endDate: string }, windowDays: number): DatePeriod {
  if (hasFixedStartDate(decision.type)) return { start: decision.startDate, end: decision.startDate }
  const windowEnd = addDays(decision.startDate, windowDays)
  return { start: decision.startDate, end: windowEnd < decision.endDate ? windowEnd : decision.endDate }
}

/** The accept body's rule, shared by the answer form and the server: a real date within the period. */
export function validateAcceptDecisionBody(body: { requestedStartDate?: string | null }, period: DatePeriod): FieldErrors<'requestedStartDate'> {
  const value = body.requestedStartDate ?? ''
  return fieldErrors({
    requestedStartDate: value === '' ? 'REQUIRED' : (isoDate(value) ?? dateWithin(period.start, period.end)(value))
  })
}
