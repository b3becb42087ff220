import { isFinnishHoliday, isoWeekday } from '@pesa/shared/dates'

/** A time of day range, 'HH:MM' each; the end is after the start (no range crosses midnight). */
export interface TimeRange {
  start: string
  end: string
}

export type ShiftCare = 'NONE' | 'FULL' | 'INTERMITTENT'

/** Per ISO weekday (index 0 = Monday) the hours, or null when closed. */
export type WeeklyTimes = (TimeRange | null)[]

export interface UnitOperation {
  operationTimes: WeeklyTimes
  /** null when the unit provides no shift care */
  shiftCareOperationTimes: WeeklyTimes | null
  shiftCareOpenOnHolidays: boolean
}

/** The hours a child may be reserved on a day (spec part 2 §3 reservableTimeRange). */
export type ReservableTimeRange = { type: 'NORMAL'; range: TimeRange } | { type: 'SHIFT_CARE'; range: TimeRange } | { type: 'INTERMITTENT_SHIFT_CARE' }

const WEEKDAYS_OPEN: TimeRange = { start: '06:30', end: '18:00' }
const ALL_DAY: TimeRange = { start: '00:00', end: '23:59' }

/** Spec part 2 §9: shift care is what falls outside weekdays 6:30–18:00, the default hours. */
export const DEFAULT_OPERATION_TIMES: WeeklyTimes = [WEEKDAYS_OPEN, WEEKDAYS_OPEN, WEEKDAYS_OPEN, WEEKDAYS_OPEN, WEEKDAYS_OPEN, null, null]
export const DEFAULT_SHIFT_CARE_TIMES: WeeklyTimes = Array.from({ length: 7 }, () => ALL_DAY)

/**
 * When the child's unit takes the child on the date, or null when it is closed to the child:
 * intermittent shift care any day and time; full shift care the unit's shift-care hours (on
 * holidays only when the unit is open then); everyone else the unit's weekday hours, never on
 * a holiday.
 */
export function reservableTimeRange(unit: UnitOperation, shiftCare: ShiftCare, date: string): ReservableTimeRange | null {
  const weekday = isoWeekday(date) - 1
  const holiday = isFinnishHoliday(date)
  if (shiftCare !== 'NONE' && unit.shiftCareOperationTimes) {
    if (shiftCare === 'INTERMITTENT') return { type: 'INTERMITTENT_SHIFT_CARE' }
    const range = unit.shiftCareOperationTimes[weekday]
    if (!range || (holiday && !unit.shiftCareOpenOnHolidays)) return null
    return { type: 'SHIFT_CARE', range }
  }
  const range = unit.operationTimes[weekday]
  return range && !holiday ? { type: 'NORMAL', range } : null
}

/** Minutes since midnight of 'HH:MM'. */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
}
