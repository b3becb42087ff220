import type { MonthSummary, ReservationResponseDay, ReservationsResponse } from '@pesa/shared/api/types'
import { addDays, addMonths, isoWeekday } from '@pesa/shared/dates'
import { isoWeek } from './month-list'

/** The furthest back the calendar pages (months before today's): a read stays within the server's 15 months. */
export const MAX_MONTHS_BACK = 12

/** yyyy-mm moved by whole months. */
export const monthOffset = (month: string, months: number) => addMonths(`${month}-01`, months).slice(0, 7)

/** Spec part 2 §2: seven weekday columns when a child is taken on a weekend day of the loaded days, else five. */
export function weekdayColumns(days: ReservationResponseDay[]): 5 | 7 {
  return days.some((day) => isoWeekday(day.date) > 5 && day.children.length > 0) ? 7 : 5
}

export interface GridCell {
  date: string
  /** The server's day, when the date is loaded */
  day: ReservationResponseDay | undefined
  /** false for the days of the neighbouring months that fill the first and last week */
  inMonth: boolean
}

export interface GridWeek {
  week: number
  cells: GridCell[]
}

/**
 * Spec part 2 §2: the desktop month as whole weeks, Monday first, of five or seven days; the
 * first and last week are filled with the neighbouring months' days.
 */
export function monthGrid(month: string, columns: 5 | 7, days: ReservationResponseDay[]): GridWeek[] {
  const byDate = new Map(days.map((day) => [day.date, day]))
  const first = `${month}-01`
  const last = addDays(`${monthOffset(month, 1)}-01`, -1)
  const weeks: GridWeek[] = []
  for (let monday = addDays(first, 1 - isoWeekday(first)); monday <= last; monday = addDays(monday, 7)) {
    const cells = Array.from({ length: columns }, (_, i) => {
      const date = addDays(monday, i)
      return { date, day: byDate.get(date), inMonth: date.slice(0, 7) === month }
    })
    weeks.push({ week: isoWeek(monday), cells })
  }
  return weeks
}

/**
 * Spec part 2 §7: the initial read covers the month before today's onwards; a month earlier than
 * that is read as one more range, from its first week to the day before the initial read.
 */
export function earlierRange(initialFrom: string, earliestMonth: string): { from: string; to: string } | null {
  const first = `${earliestMonth}-01`
  if (first >= initialFrom) return null
  return { from: addDays(first, 1 - isoWeekday(first)), to: addDays(initialFrom, -1) }
}

/** Two reads' summaries of a child: a month both cover (the week across their border) is added up. */
function mergeSummaries(before: MonthSummary[], after: MonthSummary[]): MonthSummary[] {
  const byMonth = new Map<string, MonthSummary>()
  for (const summary of [...before, ...after]) {
    const key = `${summary.year}-${summary.month}`
    const seen = byMonth.get(key)
    byMonth.set(
      key,
      seen
        ? {
            ...seen,
            reservedMinutes: seen.reservedMinutes + summary.reservedMinutes,
            usedServiceMinutes: seen.usedServiceMinutes + summary.usedServiceMinutes,
            serviceNeedMinutes: seen.serviceNeedMinutes + summary.serviceNeedMinutes,
            attendanceDays: seen.attendanceDays + summary.attendanceDays,
            contractDaysPerMonth: summary.contractDaysPerMonth ?? seen.contractDaysPerMonth
          }
        : summary
    )
  }
  return [...byMonth.values()]
}

/** The initial read with the earlier one before it: days in order, children of either, their month summaries joined. */
export function withEarlier(initial: ReservationsResponse, earlier: ReservationsResponse | undefined): ReservationsResponse {
  if (!earlier) return initial
  const firstDate = initial.days[0]?.date
  const days = [...earlier.days.filter((day) => !firstDate || day.date < firstDate), ...initial.days]
  const children = [
    ...initial.children.map((child) => ({
      ...child,
      monthSummaries: mergeSummaries(earlier.children.find((c) => c.id === child.id)?.monthSummaries ?? [], child.monthSummaries)
    })),
    ...earlier.children.filter((child) => !initial.children.some((c) => c.id === child.id))
  ]
  return { ...initial, days, children }
}
