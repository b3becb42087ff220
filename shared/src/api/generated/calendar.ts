// GENERATED FILE by api/scripts/codegen from the API route schemas (pnpm generate). Do not edit.
import { apiRequest, type RequestOptions } from '@pesa/shared'
import type { AbsenceRequest, ActiveQuestionnaireList, CalendarEventTimeReservation, CalendarEventsQuery, CalendarFeedStatus, CitizenCalendarEvent, CreatedCalendarFeed, DailyServiceTimeNotification, DismissDailyServiceTimeNotifications, FixedPeriodsBody, HolidayPeriodList, OpenRangesBody, PreschoolOperationalDates, PreschoolOperationalDatesRequest, ReservationsQuery, ReservationsRequest, ReservationsResponse } from './types'

export type { AbsenceRequest, ActiveQuestionnaireList, CalendarEventTimeReservation, CalendarEventsQuery, CalendarFeedStatus, CitizenCalendarEvent, CreatedCalendarFeed, DailyServiceTimeNotification, DismissDailyServiceTimeNotifications, FixedPeriodsBody, HolidayPeriodList, OpenRangesBody, PreschoolOperationalDates, PreschoolOperationalDatesRequest, ReservationsQuery, ReservationsRequest, ReservationsResponse }

/** DELETE /api/citizen/calendar-event/reservation (WEAK): Cancels the child’s booked time up to two working days before its date (else 403 CANCELLATION_CLOSED); another family’s is 404 */
export function deleteCalendarEventReservation(args: { query: CalendarEventTimeReservation }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'DELETE', path: `/citizen/calendar-event/reservation`, query: { ...args.query }, ...options })
}

/** DELETE /api/citizen/calendar-feed (WEAK): Revokes the caller's calendar feed (its address answers 404 from now on); nothing to revoke is no error */
export function deleteCalendarFeed(options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'DELETE', path: `/citizen/calendar-feed`, ...options })
}

/** POST /api/citizen/daily-service-time-notifications/dismiss (WEAK): Acknowledges the caller's notifications (all or nothing); an id not the caller's notification is 404 */
export function dismissDailyServiceTimeNotifications(args: { body: DismissDailyServiceTimeNotifications }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/citizen/daily-service-time-notifications/dismiss`, body: args.body, ...options })
}

/** GET /api/citizen/holiday-period/questionnaire (WEAK): The questionnaires active today with the caller's children (eligible or why not) and their last answers */
export function getActiveQuestionnaires(options: RequestOptions = {}): Promise<ActiveQuestionnaireList> {
  return apiRequest<ActiveQuestionnaireList>({ method: 'GET', path: `/citizen/holiday-period/questionnaire`, ...options })
}

/** GET /api/citizen/calendar-events/:id/ics (WEAK): The event as an all-day iCalendar entry (DTEND the day after its last day); an event none of the caller’s children attends is 404 */
export function getCalendarEventIcs(args: { params: {
  id: string
} }, options: RequestOptions = {}): Promise<string> {
  return apiRequest<string>({ method: 'GET', path: `/citizen/calendar-events/${encodeURIComponent(args.params.id)}/ics`, ...options })
}

/** GET /api/citizen/calendar-events (WEAK): The events of the range the caller's children attend; surveys with the free times from today on and the children's own bookings */
export function getCalendarEvents(args: { query: CalendarEventsQuery }, options: RequestOptions = {}): Promise<CitizenCalendarEvent[]> {
  return apiRequest<CitizenCalendarEvent[]>({ method: 'GET', path: `/citizen/calendar-events`, query: { ...args.query }, ...options })
}

/** GET /api/citizen/calendar-event-times/:id/ics (WEAK): A booked discussion time as an iCalendar entry in Europe/Helsinki time; a time not booked for the caller’s child is 404 */
export function getCalendarEventTimeIcs(args: { params: {
  id: string
} }, options: RequestOptions = {}): Promise<string> {
  return apiRequest<string>({ method: 'GET', path: `/citizen/calendar-event-times/${encodeURIComponent(args.params.id)}/ics`, ...options })
}

/** GET /api/citizen/calendar-feed (WEAK): Whether the caller has a calendar feed in use and when it was made; never its address */
export function getCalendarFeed(options: RequestOptions = {}): Promise<CalendarFeedStatus> {
  return apiRequest<CalendarFeedStatus>({ method: 'GET', path: `/citizen/calendar-feed`, ...options })
}

/** GET /api/citizen/public/calendar-feed/:token.ics (public): The feed's iCalendar: the daycare events of the owner's children a month back and a year ahead (all-day) and their booked discussion times (Europe/Helsinki); an unknown or revoked token is 404, too many requests for one token 429 */
export function getCalendarFeedIcs(args: { params: {
  token: string
} }, options: RequestOptions = {}): Promise<string> {
  return apiRequest<string>({ method: 'GET', path: `/citizen/public/calendar-feed/${encodeURIComponent(args.params.token)}.ics`, ...options })
}

/** GET /api/citizen/daily-service-time-notifications (WEAK): The caller's notifications of changed daily service times not yet acknowledged, oldest first */
export function getDailyServiceTimeNotifications(options: RequestOptions = {}): Promise<DailyServiceTimeNotification[]> {
  return apiRequest<DailyServiceTimeNotification[]>({ method: 'GET', path: `/citizen/daily-service-time-notifications`, ...options })
}

/** GET /api/citizen/holiday-period (WEAK): The holiday periods that have not ended, with their answering window */
export function getHolidayPeriods(options: RequestOptions = {}): Promise<HolidayPeriodList> {
  return apiRequest<HolidayPeriodList>({ method: 'GET', path: `/citizen/holiday-period`, ...options })
}

/** POST /api/citizen/preschool-operational-dates (WEAK): Per child, the days of the range (at most 15 months) preschool is taught to it: working days of the preschool term outside its breaks while placed in preschool; writes nothing; a child not of the caller is 404 */
export function getPreschoolOperationalDates(args: { body: PreschoolOperationalDatesRequest }, options: RequestOptions = {}): Promise<PreschoolOperationalDates> {
  return apiRequest<PreschoolOperationalDates>({ method: 'POST', path: `/citizen/preschool-operational-dates`, body: args.body, ...options })
}

/** GET /api/citizen/reservations (WEAK): The caller's children and, per day of the range, their reservations, absences, attendances and hours */
export function getReservations(args: { query: ReservationsQuery }, options: RequestOptions = {}): Promise<ReservationsResponse> {
  return apiRequest<ReservationsResponse>({ method: 'GET', path: `/citizen/reservations`, query: { ...args.query }, ...options })
}

/** POST /api/citizen/absences (WEAK): Full-day absences on the care days of the range (weekends, holidays, term breaks and unplaced days are passed over), all or none; 400 NON_RESERVABLE_DAYS (days: PAST, BEYOND_RESERVABLE_RANGE, HOLIDAY_PERIOD_NOT_OPEN, NO_PLACEMENT, CLOSED or TERM_BREAK for a child with no care day in the range), ABSENCE_NOT_EDITABLE (days: STAFF_MARKED), ATTENDANCE_ALREADY_EXISTS (days: ATTENDANCE_EXISTS), ABSENCE_APPLICATION_REQUIRED (days: CONTINUOUS_ABSENCE, over five preschool days in a row with the stored absences around them, not sick leave); a contract-day child's absence other than sick leave is stored as PLANNED_ABSENCE; a child not of the caller is 404 */
export function postAbsences(args: { body: AbsenceRequest }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/citizen/absences`, body: args.body, ...options })
}

/** POST /api/citizen/calendar-event/reservation (WEAK): Books a free discussion time that has not begun for a child attending the survey, one per child and survey: 409 TIME_ALREADY_RESERVED; another family’s child or time is 404 */
export function postCalendarEventReservation(args: { body: CalendarEventTimeReservation }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/citizen/calendar-event/reservation`, body: args.body, ...options })
}

/** POST /api/citizen/calendar-feed (STRONG): Makes a calendar feed and answers its address, this once (a lasting credential: 403 STRONG_AUTH_REQUIRED for a weak login); the feed in use before it stops answering */
export function postCalendarFeed(options: RequestOptions = {}): Promise<CreatedCalendarFeed> {
  return apiRequest<CreatedCalendarFeed>({ method: 'POST', path: `/citizen/calendar-feed`, ...options })
}

/** POST /api/citizen/holiday-period/questionnaire/fixed-period/:id (WEAK): Per child one of the options (absent then) or null; replaces the last answer and its absences. 403 STRONG_AUTH_REQUIRED, 400 QUESTIONNAIRE_CLOSED, CHILD_NOT_ELIGIBLE, VALIDATION_FAILED, ATTENDANCE_ALREADY_EXISTS (days: ATTENDANCE_EXISTS), ABSENCE_APPLICATION_REQUIRED (days: CONTINUOUS_ABSENCE), nothing saved then; a child not of the caller is 404 */
export function postFixedPeriodAnswer(args: { params: {
  id: string
}; body: FixedPeriodsBody }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/citizen/holiday-period/questionnaire/fixed-period/${encodeURIComponent(args.params.id)}`, body: args.body, ...options })
}

/** POST /api/citizen/holiday-period/questionnaire/open-range/:id (WEAK): Per child ranges of absence inside the period (DATE_TOO_EARLY, DATE_TOO_LATE, RANGES_OVERLAP); replaces the last answer and its absences. 403 STRONG_AUTH_REQUIRED, 400 QUESTIONNAIRE_CLOSED, CHILD_NOT_ELIGIBLE, ATTENDANCE_ALREADY_EXISTS (days: ATTENDANCE_EXISTS), ABSENCE_APPLICATION_REQUIRED (days: CONTINUOUS_ABSENCE), nothing saved then; a child not of the caller is 404 */
export function postOpenRangesAnswer(args: { params: {
  id: string
}; body: OpenRangesBody }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/citizen/holiday-period/questionnaire/open-range/${encodeURIComponent(args.params.id)}`, body: args.body, ...options })
}

/** POST /api/citizen/reservations (WEAK): Replaces the days of the request (all or nothing, the refused days named); a child not of the caller is 404 */
export function postReservations(args: { body: ReservationsRequest }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/citizen/reservations`, body: args.body, ...options })
}
