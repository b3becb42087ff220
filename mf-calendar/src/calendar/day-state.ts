import type { ReservationResponseDay, ReservationResponseDayChild, ReservationsResponse } from '@pesa/shared/api/types'

type Range = ReservationsResponse['reservableRange']

/**
 * Spec part 2 §4 day states of one child: read-only ones first (why the day cannot be reserved),
 * then what is reserved.
 */
export type ChildDayState =
  'absentNotEditable' | 'termBreak' | 'notYetReservable' | 'reservationClosed' | 'fixedSchedule' | 'absent' | 'reserved' | 'present' | 'notSet'

export function childDayState(child: ReservationResponseDayChild, date: string, range: Range): ChildDayState {
  if (child.absence && !child.absence.editable) return 'absentNotEditable'
  if (child.scheduleType === 'TERM_BREAK') return 'termBreak'
  if (child.holidayPeriodEffect?.type === 'NotYetReservable') return 'notYetReservable'
  if (child.absence) return 'absent'
  if (child.reservations.some((r) => r.type === 'TIMES')) return 'reserved'
  if (child.reservations.length > 0) return 'present'
  if (child.scheduleType === 'FIXED_SCHEDULE') return 'fixedSchedule'
  if (date < range.start || child.holidayPeriodEffect?.type === 'ReservationsClosed') return 'reservationClosed'
  return 'notSet'
}

/** Spec §4: reservations are editable within the reservable range unless every absence is staff-marked. */
export function reservationsEditable(day: ReservationResponseDay, range: Range): boolean {
  if (day.date < range.start || day.date > range.end || day.children.length === 0) return false
  return !day.children.every((c) => c.absence && !c.absence.editable)
}

/** Spec §4: absences are editable from today on unless every absence of the day is staff-marked. */
export function absencesEditable(day: ReservationResponseDay, today: string): boolean {
  if (day.date < today || day.children.length === 0) return false
  return !day.children.every((c) => c.absence && !c.absence.editable)
}

/** Whether the guardian's answer for the child's day may be written (what the reservation modal sends). */
export function childDayWritable(child: ReservationResponseDayChild, date: string, range: Range): boolean {
  if (date < range.start || date > range.end) return false
  if (child.absence && !child.absence.editable) return false
  if (child.scheduleType === 'TERM_BREAK') return false
  const effect = child.holidayPeriodEffect?.type
  if (effect === 'NotYetReservable') return false
  if (effect === 'ReservationsClosed') return child.reservations.length > 0 && !child.absence
  return true
}
