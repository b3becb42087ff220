import type { AbsenceRequest, ReservationsResponse } from '@pesa/shared/api/types'
import { datesOf } from '@pesa/shared/dates'
import type { DateRangeProblems } from '@pesa/shared/kit/date-range-input'
import { hasErrors, validateAbsenceRequest, type FieldErrors } from '@pesa/shared/validators'

export type AbsenceType = AbsenceRequest['absenceType']

export interface AbsenceForm {
  childIds: string[]
  start: string | undefined
  end: string | undefined
  absenceType: AbsenceType | undefined
  /** The date fields' own problems (a start before today): shown there, and save waits for them */
  dateProblems?: DateRangeProblems
}

/** Spec §9: more than 5 absence days from preschool need an absence application. */
export const MAX_ABSENCE_DAYS_WITHOUT_APPLICATION = 5

export function toAbsenceRequest(form: AbsenceForm): AbsenceRequest | undefined {
  if (!form.start || !form.end || !form.absenceType) return undefined
  return { childIds: form.childIds, dateRange: { start: form.start, end: form.end }, absenceType: form.absenceType }
}

/** Spec §5: children, a range and a type, then the shared validator the server runs. */
export function validateAbsenceForm(form: AbsenceForm): FieldErrors<'childIds' | 'start' | 'end' | 'absenceType'> {
  const errors: FieldErrors<'childIds' | 'start' | 'end' | 'absenceType'> = {}
  if (form.childIds.length === 0) errors.childIds = 'REQUIRED'
  if (!form.start) errors.start = 'REQUIRED'
  if (!form.end) errors.end = 'REQUIRED'
  if (!form.absenceType) errors.absenceType = 'REQUIRED'
  const request = toAbsenceRequest(form)
  if (request) {
    const shared = validateAbsenceRequest(request)
    if (shared['dateRange.end']) errors.end = shared['dateRange.end']
  }
  // A date its field shows as wrong is not sent: the server would move or drop the days silently.
  if (form.dateProblems?.start) errors.start = form.dateProblems.start
  if (form.dateProblems?.end) errors.end ??= form.dateProblems.end
  return errors
}

/**
 * What to ask POST /citizen/preschool-operational-dates for the five-day rule (spec §5, §9): the
 * days the server would mark (today to the end of the reservable range) of the chosen children
 * an application is possible for; nothing for sick leave, or when no such day or child is left.
 */
export function operationalDatesRequest(
  form: AbsenceForm,
  data: ReservationsResponse,
  today: string
): { range: { start: string; end: string }; childIds: string[] } | undefined {
  const request = toAbsenceRequest(form)
  if (!request || request.absenceType === 'SICKLEAVE' || hasErrors(validateAbsenceForm(form))) return undefined
  // The server sets this for preschool children when absence applications are on.
  const childIds = request.childIds.filter((id) => data.children.find((c) => c.id === id)?.absenceApplicationCreationPossible)
  const start = request.dateRange.start < today ? today : request.dateRange.start
  const end = request.dateRange.end > data.reservableRange.end ? data.reservableRange.end : request.dateRange.end
  return childIds.length > 0 && start <= end ? { range: { start, end }, childIds } : undefined
}

/** The children whose absence would pass five preschool days, by the server's answer for the request. */
export function childrenNeedingApplication(operationalDates: Record<string, string[] | undefined> | undefined): string[] {
  return Object.entries(operationalDates ?? {}).flatMap(([childId, dates]) => ((dates?.length ?? 0) > MAX_ABSENCE_DAYS_WITHOUT_APPLICATION ? [childId] : []))
}

/**
 * Spec §5 warnings before sending: days already past the reservable range's start (locked), and
 * days in a holiday period whose deadline has passed.
 */
export function absenceWarnings(form: AbsenceForm, data: ReservationsResponse, today: string) {
  const request = toAbsenceRequest(form)
  if (!request) return { locked: false, closedHolidayPeriod: false }
  const dates = new Set(datesOf(request.dateRange.start < today ? today : request.dateRange.start, request.dateRange.end))
  const locked = request.dateRange.start < data.reservableRange.start && request.dateRange.start !== request.dateRange.end
  const closedHolidayPeriod = data.days.some(
    (day) => dates.has(day.date) && day.children.some((c) => request.childIds.includes(c.childId) && c.holidayPeriodEffect?.type === 'ReservationsClosed')
  )
  return { locked, closedHolidayPeriod }
}

/** Spec §5: PLANNED_ABSENCE is offered only with citizen shift care on and a shift-care child in the loaded days. */
export function plannedAbsenceOffered(flagOn: boolean, data: ReservationsResponse): boolean {
  return flagOn && data.days.some((day) => day.children.some((c) => c.shiftCare))
}
