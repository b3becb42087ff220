/*
 * Business dates are calendar dates in Europe/Helsinki (DESIGN §3), whatever the time zone
 * of the device or the server. Dates travel as ISO yyyy-mm-dd strings.
 */
export const BUSINESS_TIME_ZONE = 'Europe/Helsinki'

let isoDateFormat: Intl.DateTimeFormat | undefined

/**
 * Made at its first use, not when the module loads: the first formatter with a time zone loads
 * the zone's data, about 50 ms of CPU (212 ms in the page bench's 4× slowed profile), and every
 * page's boot loads this module, most of them before they show any date (`/login` shows none).
 */
const isoDateFormatter = () =>
  (isoDateFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit'
  }))

/**
 * The Helsinki calendar date of an instant, as yyyy-mm-dd: the one way an instant (a Date, or an
 * ISO timestamp as the API sends `createdAt`) becomes a date shown to a person — never its UTC
 * `toISOString().slice(0, 10)`, which is yesterday between midnight and 02/03 Helsinki time.
 */
export function helsinkiDate(instant: Date | string): string {
  return isoDateFormatter().format(typeof instant === 'string' ? new Date(instant) : instant)
}

/**
 * Today's Helsinki date in the browser: the one "today" of the front end. It follows the e2e
 * suite's clock (`window.__pesaTest.mockedTime`, the clock the API client sends the server as
 * its mocked-time header, else the run's shift, `clockShiftMs`, which the suite's servers share:
 * `./story-clock.ts`), so a page and the server agree on the day in a test. The server has its
 * own, `helsinkiDate(request.now())`; the `serverTodayFromRequest` rule keeps this one out of `api/`.
 */
export function today(): string {
  // The shape of `TestHooks` (api/client.ts), whose module this one does not reach (sharedSubpathsUseTheSingleton).
  const hooks = (globalThis as { __pesaTest?: { mockedTime?: string; clockShiftMs?: number } }).__pesaTest
  return helsinkiDate(hooks?.mockedTime ? new Date(hooks.mockedTime) : new Date(Date.now() + (hooks?.clockShiftMs ?? 0)))
}

export { addDays, addMonths, daysBetween, datesOf, firstOfMonth } from './arithmetic'
export { easterSunday, finnishHolidays, firstWeekWorkingOn, isFinnishHoliday, isWorkingDay, isoWeekday } from './holidays'
