import type { AbsenceRequest, ReservationsResponse } from '@pesa/shared/api/types'
import { datesOf } from '@pesa/shared/dates'
import { validateAbsenceRequest, type FieldErrors } from '@pesa/shared/validators'

export type AbsenceType = AbsenceRequest['absenceType']

export interface AbsenceForm {
  childIds: string[]
  start: string | undefined
  end: string | undefined
  absenceType: AbsenceType | undefined
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
  return errors
}

/**
 * Spec §5 warnings before sending: children whose absence would pass five preschool days (not
 * sick leave), days already past the reservable range's start (locked), and days in a holiday
 * period whose deadline has passed.
 */
export function absenceWarnings(form: AbsenceForm, data: ReservationsResponse, today: string) {
  const request = toAbsenceRequest(form)
  if (!request) return { needApplication: [] as string[], locked: false, closedHolidayPeriod: false }
  const dates = new Set(datesOf(request.dateRange.start < today ? today : request.dateRange.start, request.dateRange.end))
  const days = data.days.filter((day) => dates.has(day.date))
  const needApplication =
    request.absenceType === 'SICKLEAVE'
      ? []
      : request.childIds.filter((childId) => {
          const child = data.children.find((c) => c.id === childId)
          // The server sets this for preschool children when absence applications are on.
          if (!child?.absenceApplicationCreationPossible) return false
          return (
            days.filter((day) => day.children.some((c) => c.childId === childId && c.scheduleType !== 'TERM_BREAK')).length >
            MAX_ABSENCE_DAYS_WITHOUT_APPLICATION
          )
        })
  const locked = request.dateRange.start < data.reservableRange.start && request.dateRange.start !== request.dateRange.end
  const closedHolidayPeriod = days.some((day) =>
    day.children.some((c) => request.childIds.includes(c.childId) && c.holidayPeriodEffect?.type === 'ReservationsClosed')
  )
  return { needApplication, locked, closedHolidayPeriod }
}

/** Spec §5: PLANNED_ABSENCE is offered only with citizen shift care on and a shift-care child in the loaded days. */
export function plannedAbsenceOffered(flagOn: boolean, data: ReservationsResponse): boolean {
  return flagOn && data.days.some((day) => day.children.some((c) => c.shiftCare))
}
