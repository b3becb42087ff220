/*
 * Business dates are calendar dates in Europe/Helsinki (DESIGN §3), whatever the time zone
 * of the device or the server. Dates travel as ISO yyyy-mm-dd strings.
 */
export const BUSINESS_TIME_ZONE = 'Europe/Helsinki'

const isoDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit'
})

/** The Helsinki calendar date of an instant, as yyyy-mm-dd. */
export function helsinkiDate(instant: Date): string {
  return isoDateFormat.format(instant)
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

/** The same day of another month, or that month's last day when it is shorter (31.1. + 1 → 28.2.). */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number]
  const first = new Date(Date.UTC(year, month - 1 + months, 1))
  const targetYear = first.getUTCFullYear()
  const targetMonth = first.getUTCMonth() + 1
  return new Date(Date.UTC(targetYear, targetMonth - 1, Math.min(day, daysInMonth(targetYear, targetMonth)))).toISOString().slice(0, 10)
}

/** Adds days to an ISO date (calendar arithmetic, no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day + days))
  return date.toISOString().slice(0, 10)
}
