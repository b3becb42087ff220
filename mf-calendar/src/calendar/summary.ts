import type { MonthSummary, ReservationsResponse } from '@pesa/shared/api/types'

/** Spec part 2 §5 warnings of a child's month. */
export type SummaryWarning = 'usedServiceExceeded' | 'plannedServiceExceeded' | 'contractDaysExceeded'

export interface SummaryMonth extends MonthSummary {
  /** yyyy-mm */
  key: string
  warnings: SummaryWarning[]
}

export interface ChildSummary {
  childId: string
  months: SummaryMonth[]
}

const monthKey = (summary: MonthSummary) => `${summary.year}-${String(summary.month).padStart(2, '0')}`

/**
 * The §5 warnings of a month. A month without a service need in hours (shift care, where the
 * server counts none) has nothing to compare reserved and used hours with, so it warns only of
 * contract days.
 */
export function monthWarnings(summary: MonthSummary): SummaryWarning[] {
  const warnings: SummaryWarning[] = []
  const need = summary.serviceNeedMinutes
  if (need > 0 && summary.usedServiceMinutes > need) warnings.push('usedServiceExceeded')
  if (need > 0 && summary.reservedMinutes > need) warnings.push('plannedServiceExceeded')
  if (summary.contractDaysPerMonth !== null && summary.attendanceDays > summary.contractDaysPerMonth) warnings.push('contractDaysExceeded')
  return warnings
}

/**
 * Per child the months the panel shows: from the first month read whole (the read begins on the
 * Monday before the first of a month, whose few days would make a month look short) to the last
 * month the page shows, leaving out months with nothing reserved, used or attended.
 */
export function childSummaries(data: ReservationsResponse, lastShownMonth: string): ChildSummary[] {
  const firstDay = data.days[0]?.date
  if (!firstDay) return []
  const firstMonth = firstDay.endsWith('-01') ? firstDay.slice(0, 7) : nextMonth(firstDay.slice(0, 7))
  return data.children
    .map((child) => ({
      childId: child.id,
      months: child.monthSummaries
        .map((summary) => ({ ...summary, key: monthKey(summary), warnings: monthWarnings(summary) }))
        .filter((m) => m.key >= firstMonth && m.key <= lastShownMonth)
        .filter((m) => m.reservedMinutes > 0 || m.usedServiceMinutes > 0 || m.attendanceDays > 0)
        .sort((a, b) => a.key.localeCompare(b.key))
    }))
    .filter((child) => child.months.length > 0)
}

function nextMonth(month: string): string {
  const year = Number(month.slice(0, 4))
  const index = Number(month.slice(5, 7))
  return index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, '0')}`
}

/** Spec §4: the panel opens by itself when a month's reserved time exceeds the service need. */
export const opensItself = (children: ChildSummary[]) => children.some((child) => child.months.some((m) => m.warnings.includes('plannedServiceExceeded')))

/** Whole hours and the minutes left, for "12 h 30 min". */
export const hoursAndMinutes = (minutes: number) => ({ hours: Math.floor(minutes / 60), minutes: minutes % 60 })
