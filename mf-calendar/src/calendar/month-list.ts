import type { ReservationResponseDay } from '@pesa/shared/api/types'
import { addDays, isoWeekday } from '@pesa/shared/dates'

/** ISO 8601 week number of a yyyy-mm-dd date (the week with the year's first Thursday is 1). */
export function isoWeek(date: string): number {
  const thursday = addDays(date, 4 - isoWeekday(date))
  const firstOfYear = `${thursday.slice(0, 4)}-01-01`
  const dayOfYear = Math.round((Date.parse(`${thursday}T00:00:00Z`) - Date.parse(`${firstOfYear}T00:00:00Z`)) / 86_400_000)
  return Math.floor(dayOfYear / 7) + 1
}

export interface Week {
  week: number
  days: ReservationResponseDay[]
}

export interface Month {
  /** yyyy-mm */
  month: string
  weeks: Week[]
}

/**
 * Spec part 2 §2: months, their weeks and days. Weekends are left out unless a child is taken
 * then (the 5 or 7 columns of the grid).
 */
export function monthList(days: ReservationResponseDay[]): Month[] {
  const months: Month[] = []
  for (const day of days) {
    if (isoWeekday(day.date) > 5 && day.children.length === 0) continue
    const monthKey = day.date.slice(0, 7)
    let month = months[months.length - 1]
    if (!month || month.month !== monthKey) {
      month = { month: monthKey, weeks: [] }
      months.push(month)
    }
    const week = isoWeek(day.date)
    let current = month.weeks[month.weeks.length - 1]
    if (!current || current.week !== week) {
      current = { week, days: [] }
      month.weeks.push(current)
    }
    current.days.push(day)
  }
  return months
}
