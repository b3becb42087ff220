import { addDays, addMonths } from '../../dates'

export { addMonths }

/*
 * Calendar arithmetic on ISO yyyy-mm-dd dates for the picker. Weeks start on Monday, as in
 * Finland (ISO 8601), whatever the language shown.
 */

function parts(iso: string): [number, number, number] {
  return iso.split('-').map(Number) as [number, number, number]
}

function isoOf(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10)
}

/** 1 = Monday … 7 = Sunday. */
export function isoWeekday(iso: string): number {
  const [year, month, day] = parts(iso)
  return ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1
}

export const startOfWeek = (iso: string) => addDays(iso, 1 - isoWeekday(iso))
export const endOfWeek = (iso: string) => addDays(iso, 7 - isoWeekday(iso))

export function clampDate(iso: string, min: string | undefined, max: string | undefined): string {
  if (min !== undefined && iso < min) return min
  if (max !== undefined && iso > max) return max
  return iso
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

export const monthOf = (iso: string) => iso.slice(0, 7)

/** The weeks of the month that holds `iso`, Monday first; days of other months are null. */
export function monthWeeks(iso: string): (string | null)[][] {
  const [year, month] = parts(iso)
  const first = isoOf(year, month, 1)
  const days = [...Array<null>(isoWeekday(first) - 1).fill(null), ...Array.from({ length: daysInMonth(year, month) }, (_, index) => addDays(first, index))]
  const weeks: (string | null)[][] = []
  for (let start = 0; start < days.length; start += 7) {
    const week = days.slice(start, start + 7)
    weeks.push([...week, ...Array<null>(7 - week.length).fill(null)])
  }
  return weeks
}
