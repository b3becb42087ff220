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

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

const twoDigits = (value: number) => (value < 10 ? `0${value}` : String(value))

/**
 * Every date of the inclusive range, in order. The day, month and year are counted up and the
 * text written from them, not a Date made and formatted per day: the calendar's year read lists
 * 400 dates per request, and toISOString was a twentieth of that read's CPU.
 */
export function datesOf(start: string, end: string): string[] {
  const dates: string[] = []
  let year = Number(start.slice(0, 4))
  let month = Number(start.slice(5, 7))
  let day = Number(start.slice(8, 10))
  let monthLength = daysInMonth(year, month)
  for (let date = start; date <= end;) {
    dates.push(date)
    if (++day > monthLength) {
      day = 1
      if (++month > 12) {
        month = 1
        year += 1
      }
      monthLength = daysInMonth(year, month)
    }
    date = `${year}-${twoDigits(month)}-${twoDigits(day)}`
  }
  return dates
}

/** The first day of the date's month. */
export function firstOfMonth(isoDate: string): string {
  return `${isoDate.slice(0, 7)}-01`
}
