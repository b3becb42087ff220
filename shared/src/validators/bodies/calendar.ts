import type { AbsenceRequest, ReservableTimeRange, ReservationsRequest, TimeRange } from '../../api/generated/types'
import type { FieldErrors, ValidationCode } from '../codes'

/*
 * The rules of the calendar's request bodies that need no database (spec part 2 §5 "Calendar"),
 * called by the reservation and absence forms (guidance) and by api/src/calendar/service.ts
 * (enforcement). The hours a child may be reserved on a day are a fact both sides have (the
 * reservations response): a parameter here, so both run the same check on the same facts.
 */

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** 'HH:MM' (00:00–23:59): a time of day as the calendar stores it. */
export function isTime(value: string): boolean {
  return TIME.test(value)
}

/** Minutes since midnight of a valid 'HH:MM'. */
export function minutesOfTime(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
}

/** Whether the range is inside the day's reservable hours (intermittent shift care: any time). */
export function withinReservableRange(range: TimeRange, reservable: ReservableTimeRange): boolean {
  if (reservable.type === 'INTERMITTENT_SHIFT_CARE') return true
  return reservable.range.start <= range.start && range.end <= reservable.range.end
}

/** Spec §5: a time range is two valid times, the end after the start, inside the child's hours ('range'). */
export function timeRangeErrors(range: TimeRange, reservable: ReservableTimeRange | null | undefined): { start?: ValidationCode; end?: ValidationCode } {
  const start = isTime(range.start) ? undefined : range.start.trim() === '' ? 'REQUIRED' : 'INVALID_TIME'
  const end = isTime(range.end) ? undefined : range.end.trim() === '' ? 'REQUIRED' : 'INVALID_TIME'
  if (start || end) return { start, end }
  if (range.end <= range.start) return { end: 'TIME_ORDER' }
  if (reservable && reservable.type !== 'INTERMITTENT_SHIFT_CARE') {
    if (range.start < reservable.range.start || range.start > reservable.range.end) return { start: 'TIME_OUTSIDE_RANGE' }
    if (range.end > reservable.range.end) return { end: 'TIME_OUTSIDE_RANGE' }
  }
  return {}
}

const overlaps = (a: TimeRange, b: TimeRange) => a.start < b.end && b.start < a.end

/**
 * Spec §5 reservations: RESERVATIONS has one or two ranges, each valid and inside the child's
 * hours of the day, the two not overlapping; the other types carry none; one entry per child and day. `reservableTimeRange`
 * answers the hours of a child's day when known (the server knows every day it accepts).
 */
export function validateReservationsRequest(
  body: ReservationsRequest,
  facts: { reservableTimeRange(childId: string, date: string): ReservableTimeRange | null | undefined }
): FieldErrors {
  const errors: FieldErrors = {}
  const seen = new Set<string>()
  body.forEach((item, index) => {
    const key = `${item.childId}/${item.date}`
    if (seen.has(key)) errors[`${index}.date`] = 'DATE_UNSELECTABLE'
    seen.add(key)
    if (item.type !== 'RESERVATIONS') {
      // Times beside PRESENT, ABSENT or NOTHING would not be stored: refused, never dropped.
      if (item.reservation) errors[`${index}.reservation`] = 'INVALID_FORMAT'
      if (item.secondReservation) errors[`${index}.secondReservation`] = 'INVALID_FORMAT'
      return
    }
    if (!item.reservation) {
      errors[`${index}.reservation`] = 'REQUIRED'
      return
    }
    const reservable = facts.reservableTimeRange(item.childId, item.date)
    const ranges = item.secondReservation ? [item.reservation, item.secondReservation] : [item.reservation]
    ranges.forEach((range, rangeIndex) => {
      const field = rangeIndex === 0 ? 'reservation' : 'secondReservation'
      const rangeErrors = timeRangeErrors(range, reservable)
      if (rangeErrors.start) errors[`${index}.${field}.start`] = rangeErrors.start
      if (rangeErrors.end) errors[`${index}.${field}.end`] = rangeErrors.end
    })
    const [first, second] = ranges
    if (second && !errors[`${index}.secondReservation.start`] && !errors[`${index}.reservation.start`] && overlaps(first!, second)) {
      errors[`${index}.secondReservation.start`] = 'TIMES_OVERLAP'
    }
  })
  return errors
}

/** Spec §5 absences: at least one child, a date range whose end is not before its start. */
export function validateAbsenceRequest(body: AbsenceRequest): FieldErrors<'childIds' | 'dateRange.end'> {
  const errors: FieldErrors<'childIds' | 'dateRange.end'> = {}
  if (body.childIds.length === 0) errors.childIds = 'REQUIRED'
  if (body.dateRange.end < body.dateRange.start) errors['dateRange.end'] = 'DATE_TOO_EARLY'
  return errors
}

const DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * Spec §5 "Holiday open ranges": each range inside the questionnaire's period (DATE_TOO_EARLY,
 * DATE_TOO_LATE), the end not before the start, and no two ranges sharing a day (RANGES_OVERLAP).
 * Keys are `<index>.start` / `<index>.end`.
 */
export function openRangeErrors(ranges: { start: string; end: string }[], period: { start: string; end: string }): FieldErrors {
  const errors: FieldErrors = {}
  ranges.forEach((range, index) => {
    if (!DATE.test(range.start)) errors[`${index}.start`] = range.start === '' ? 'REQUIRED' : 'INVALID_DATE'
    else if (range.start < period.start) errors[`${index}.start`] = 'DATE_TOO_EARLY'
    else if (range.start > period.end) errors[`${index}.start`] = 'DATE_TOO_LATE'
    if (!DATE.test(range.end)) errors[`${index}.end`] = range.end === '' ? 'REQUIRED' : 'INVALID_DATE'
    else if (range.end > period.end) errors[`${index}.end`] = 'DATE_TOO_LATE'
    else if (DATE.test(range.start) && range.end < range.start) errors[`${index}.end`] = 'DATE_TOO_EARLY'
  })
  ranges.forEach((range, index) => {
    if (errors[`${index}.start`] || errors[`${index}.end`]) return
    const overlaps = ranges.some(
      (other, j) => j !== index && DATE.test(other.start) && DATE.test(other.end) && other.start <= range.end && range.start <= other.end
    )
    if (overlaps) errors[`${index}.start`] = 'RANGES_OVERLAP'
  })
  return errors
}
