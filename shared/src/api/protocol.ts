/**
 * Facts of the HTTP contract that the server and every client must agree on.
 * The server imports these too, so a rename cannot leave one side behind.
 */
export const API_BASE = '/api'

/** Every state-changing request carries this header with the value '1' (CSRF defence). */
export const CSRF_HEADER = 'x-pesa-csrf'

/** Honoured by the server only in test mode: the ISO instant the request should see as now. */
export const MOCKED_TIME_HEADER = 'x-pesa-mocked-time'

/** The language the page is shown in (fi, sv, en): the server writes the person's emails in the one they last used. */
export const LANGUAGE_HEADER = 'x-pesa-lang'

/** The server's id of a request, in every answer: the error dialog shows it so support can find the request's log lines. */
export const REQUEST_ID_HEADER = 'x-request-id'

/**
 * Sent with '1' on requests the page makes on its own (the auth-status poll, badge counts, inbox
 * polling): they are not the guardian's activity, so they never extend the session's idle expiry
 * and an untouched tab on a shared computer logs out on time.
 */
export const BACKGROUND_HEADER = 'x-pesa-background'

/**
 * Set by the service worker (never by the server) on an answer it served from its cache because
 * the network failed: when that answer was read from the network, an ISO instant. The page shows
 * "offline — shown as of <time>" from it (shell/DECISIONS.md, "Offline").
 */
export const CACHED_AT_HEADER = 'x-pesa-cached-at'

/**
 * Why the server refused a child's day of a calendar write (NON_RESERVABLE_DAYS and its kin name
 * the days): PAST a day before today; NOT_RESERVABLE_YET before the reservable range starts;
 * BEYOND_RESERVABLE_RANGE after it ends; NO_PLACEMENT the child is not placed that day; CLOSED the
 * child's unit does not take the child that day; HOLIDAY_PERIOD_NOT_OPEN a holiday period whose
 * reservations have not opened; HOLIDAY_PERIOD_CLOSED past its deadline, only a reserved day may
 * change or turn absent; STAFF_MARKED an absence staff marked; ATTENDANCE_EXISTS the child already
 * attended; CONTINUOUS_ABSENCE the day would make a preschool absence of over five days in a row;
 * TERM_BREAK the child's preschool or club has a break (the day is read-only); FIXED_SCHEDULE the
 * child's preschool or club has set hours, so the day takes present or absent but no times.
 */
export const REFUSED_DAY_REASONS = [
  'PAST',
  'NOT_RESERVABLE_YET',
  'BEYOND_RESERVABLE_RANGE',
  'NO_PLACEMENT',
  'CLOSED',
  'HOLIDAY_PERIOD_NOT_OPEN',
  'HOLIDAY_PERIOD_CLOSED',
  'STAFF_MARKED',
  'ATTENDANCE_EXISTS',
  'CONTINUOUS_ABSENCE',
  'TERM_BREAK',
  'FIXED_SCHEDULE'
] as const
export type RefusedDayReason = (typeof REFUSED_DAY_REASONS)[number]

/** A child's day the server refused to write, with why. */
export interface RefusedDay {
  childId: string
  /** YYYY-MM-DD */
  date: string
  reason?: RefusedDayReason
}

/** Error body of every 4xx/5xx answer. */
export interface ApiErrorBody {
  statusCode: number
  errorCode: string
  message: string
  fieldErrors?: Record<string, string>
  /** For calendar writes refused in part: the refused child-days, so the guardian sees which and why */
  days?: RefusedDay[]
}
