import { addDays, isoWeekday, isWorkingDay } from '@pesa/shared/dates'
import { placementOn, type Placement, type ServiceNeed } from '../placements/repository'
import { reservableTimeRange, type ReservableTimeRange } from '../placements/operating-days'
import { inPreschoolTerm, PRESCHOOL_TYPES, scheduleType, type ScheduleType } from '../placements/schedule'
import type { ClubTerm, PreschoolTerm } from '../units/schemas'
import type { HolidayPeriod } from './repository'

export interface DateRange {
  start: string
  end: string
}

export type HolidayPeriodEffect =
  { type: 'NotYetReservable'; period: DateRange; reservationsOpenOn: string } | { type: 'ReservationsOpen' } | { type: 'ReservationsClosed' }

/** What a child's day is, when the child is shown on it (placed, and the unit takes the child). */
export interface ChildDay {
  placement: Placement
  serviceNeed: ServiceNeed | null
  reservableTimeRange: ReservableTimeRange
  scheduleType: ScheduleType
  holidayPeriodEffect: HolidayPeriodEffect | null
  shiftCare: boolean
}

/**
 * The reservable range (a decision where the spec is silent, api/src/calendar/DECISIONS.md "Calendar"): from
 * the first Monday after now plus the municipality's threshold hours, so staff plan a week with
 * what was reserved by then, to 31 August ending the season of that Monday (the next year's when
 * the Monday is in July or later, as the next season's planning has begun).
 */
export function reservableRange(now: Date, thresholdHours: number, helsinkiDate: (instant: Date) => string): DateRange {
  const threshold = helsinkiDate(new Date(now.getTime() + thresholdHours * 3_600_000))
  const start = addDays(threshold, 8 - isoWeekday(threshold))
  const year = Number(start.slice(0, 4))
  return { start, end: start < `${year}-07-01` ? `${year}-08-31` : `${year + 1}-08-31` }
}

/** Spec §4: a holiday period is reservable from its opening day to its deadline. */
export function holidayPeriodEffect(periods: HolidayPeriod[], date: string, today: string): HolidayPeriodEffect | null {
  const period = periods.find((p) => p.period.start <= date && date <= p.period.end)
  if (!period) return null
  if (today < period.reservationsOpenOn) return { type: 'NotYetReservable', period: period.period, reservationsOpenOn: period.reservationsOpenOn }
  return today <= period.reservationDeadline ? { type: 'ReservationsOpen' } : { type: 'ReservationsClosed' }
}

/** The facts every calendar rule reads, loaded once per request for the children and dates. */
export interface CalendarFacts {
  today: string
  placements: Map<string, Placement[]>
  terms: { preschool: PreschoolTerm[]; club: ClubTerm[] }
  holidayPeriods: HolidayPeriod[]
}

/** The child's day, or null when the child is not shown on it (no placement, the unit closed to the child). */
export function childDay(facts: CalendarFacts, childId: string, date: string): ChildDay | null {
  const placed = placementOn(facts.placements.get(childId) ?? [], date)
  if (!placed) return null
  const shiftCare = placed.serviceNeed?.shiftCare ?? 'NONE'
  const range = reservableTimeRange(placed.placement.unit, shiftCare, date)
  if (!range) return null
  return {
    placement: placed.placement,
    serviceNeed: placed.serviceNeed,
    reservableTimeRange: range,
    scheduleType: scheduleType(placed.placement.type, date, facts.terms),
    holidayPeriodEffect: holidayPeriodEffect(facts.holidayPeriods, date, facts.today),
    shiftCare: shiftCare !== 'NONE' && placed.placement.unit.shiftCareOperationTimes !== null
  }
}

/**
 * Whether preschool is taught to the child on the date (spec part 2 §5, §9: the days an absence
 * application counts): a preschool placement, the unit takes the child, a working day of the
 * preschool term outside its breaks.
 */
export function isPreschoolOperationalDay(facts: CalendarFacts, childId: string, date: string): boolean {
  const day = childDay(facts, childId, date)
  return day !== null && PRESCHOOL_TYPES.has(day.placement.type) && isWorkingDay(date) && inPreschoolTerm(facts.terms.preschool, date)
}

/** Why the child has no day on the date: not placed, or placed in a unit that does not take the child then. */
export function noDayReason(facts: CalendarFacts, childId: string, date: string): 'NO_PLACEMENT' | 'CLOSED' {
  return placementOn(facts.placements.get(childId) ?? [], date) ? 'CLOSED' : 'NO_PLACEMENT'
}

/** Spec §5, §9: more than 5 absence days from preschool in a row need an absence application. */
export const MAX_ABSENCE_DAYS_WITHOUT_APPLICATION = 5
/** How far around the written days a continuous absence is followed: wider than a preschool term's break. */
export const ABSENCE_RUN_WINDOW_DAYS = 42

/**
 * The written days that would sit in a continuous preschool absence of more than five days
 * (spec §5 "A continuous absence over one week from preschool needs an application"), whichever
 * path wrote its days. The run is counted over the child's preschool operational days only
 * (isPreschoolOperationalDay): weekends, holidays, term breaks and days the unit is closed to the
 * child neither count nor break it, as eVaka counts operational days. `counted(date)` tells
 * whether the day is, after the write, an absence the rule counts: a guardian's absence other
 * than sick leave. Decision where the spec is silent: staff-marked absences (an accepted
 * application among them) are not the guardian's, so they neither count nor join two runs.
 */
export function overlongAbsenceDays(
  facts: CalendarFacts,
  childId: string,
  written: Set<string>,
  counted: (date: string) => boolean,
  window: DateRange
): string[] {
  const refused: string[] = []
  let run: string[] = []
  let length = 0
  const close = () => {
    if (length > MAX_ABSENCE_DAYS_WITHOUT_APPLICATION) refused.push(...run.filter((date) => written.has(date)))
    run = []
    length = 0
  }
  for (let date = window.start; date <= window.end; date = addDays(date, 1)) {
    if (!isPreschoolOperationalDay(facts, childId, date)) continue
    if (counted(date)) {
      run.push(date)
      length += 1
    } else close()
  }
  close()
  return refused
}
