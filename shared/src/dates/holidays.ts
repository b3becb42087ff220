import { addDays } from './arithmetic'

/** Easter Sunday of the Gregorian calendar (anonymous Gregorian algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/**
 * ISO weekday, Monday 1 … Sunday 7, of a yyyy-mm-dd date. Counted from the day number, not by
 * parsing a date text: the calendar's year read asks this several times per child and day, and
 * the parse was a tenth of the read's CPU. 1970-01-01 was a Thursday (4).
 */
export function isoWeekday(date: string): number {
  const days = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000
  return ((((days + 3) % 7) + 7) % 7) + 1
}

/** The first date on or after `from` that falls on the weekday. */
function firstWeekdayFrom(from: string, weekday: number): string {
  return addDays(from, (weekday - isoWeekday(from) + 7) % 7)
}

/**
 * Finnish public holidays and the eves that are days off (midsummer eve, Christmas eve):
 * the days a guardian is not on the way to daycare.
 */
export function finnishHolidays(year: number): Set<string> {
  const easter = easterSunday(year)
  const midsummerDay = firstWeekdayFrom(`${year}-06-20`, 6)
  return new Set([
    `${year}-01-01`,
    `${year}-01-06`,
    addDays(easter, -2),
    easter,
    addDays(easter, 1),
    `${year}-05-01`,
    addDays(easter, 39),
    addDays(midsummerDay, -1),
    midsummerDay,
    firstWeekdayFrom(`${year}-10-31`, 6),
    `${year}-12-06`,
    `${year}-12-24`,
    `${year}-12-25`,
    `${year}-12-26`
  ])
}

/** A weekday that is not a public holiday: the unit of notice periods (discussion-time cancellation, §9). */
export function isWorkingDay(date: string): boolean {
  return isoWeekday(date) <= 5 && !isFinnishHoliday(date)
}

/**
 * The first Monday on or after `monday` (a Monday) whose first `days` days are all working days.
 * The demo seed puts its first reservable week's reservations and staff-marked absence on Monday
 * to Thursday of that week, and the tests read them there: the reservable range may start on a
 * Christmas, Epiphany or Easter week, and a reservation seeded on a holiday is a day no guardian
 * could have reserved.
 */
export function firstWeekWorkingOn(monday: string, days: number): string {
  let week = monday
  while (!Array.from({ length: days }, (_, offset) => addDays(week, offset)).every(isWorkingDay)) week = addDays(week, 7)
  return week
}

const holidaysByYear = new Map<number, Set<string>>()

/** Whether the date is one of `finnishHolidays` (computed once a year: calendars ask for every day). */
export function isFinnishHoliday(date: string): boolean {
  const year = Number(date.slice(0, 4))
  let holidays = holidaysByYear.get(year)
  if (!holidays) {
    holidays = finnishHolidays(year)
    holidaysByYear.set(year, holidays)
  }
  return holidays.has(date)
}
