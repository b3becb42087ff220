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

export { addDays, addMonths, daysBetween, datesOf, firstOfMonth } from './arithmetic'
export { easterSunday, finnishHolidays, isFinnishHoliday, isWorkingDay, isoWeekday } from './holidays'
