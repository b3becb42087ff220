// GENERATED FILE by api/src/codegen from the API route schemas (pnpm generate). Do not edit.
import { apiRequest, type RequestOptions } from '@pesa/shared'
import type { AbsenceRequest, ActiveQuestionnaireList, FixedPeriodsBody, HolidayPeriodList, OpenRangesBody, ReservationsQuery, ReservationsRequest, ReservationsResponse } from './types'

export type { AbsenceRequest, ActiveQuestionnaireList, FixedPeriodsBody, HolidayPeriodList, OpenRangesBody, ReservationsQuery, ReservationsRequest, ReservationsResponse }

/** GET /api/citizen/holiday-period/questionnaire (WEAK): The questionnaires active today with the caller's children (eligible or why not) and their last answers */
export function getActiveQuestionnaires(options: RequestOptions = {}): Promise<ActiveQuestionnaireList> {
  return apiRequest<ActiveQuestionnaireList>({ method: 'GET', path: `/citizen/holiday-period/questionnaire`, ...options })
}

/** GET /api/citizen/holiday-period (WEAK): The holiday periods that have not ended, with their answering window */
export function getHolidayPeriods(options: RequestOptions = {}): Promise<HolidayPeriodList> {
  return apiRequest<HolidayPeriodList>({ method: 'GET', path: `/citizen/holiday-period`, ...options })
}

/** GET /api/citizen/reservations (WEAK): The caller's children and, per day of the range, their reservations, absences, attendances and hours */
export function getReservations(args: { query: ReservationsQuery }, options: RequestOptions = {}): Promise<ReservationsResponse> {
  return apiRequest<ReservationsResponse>({ method: 'GET', path: `/citizen/reservations`, query: { ...args.query }, ...options })
}

/** POST /api/citizen/absences (WEAK): Full-day absences from today to the end of the reservable range on the operating days; 400 ATTENDANCE_ALREADY_EXISTS, ABSENCE_APPLICATION_REQUIRED (over 5 preschool days, not sick leave); a child not of the caller is 404 */
export function postAbsences(args: { body: AbsenceRequest }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/citizen/absences`, body: args.body, ...options })
}

/** POST /api/citizen/holiday-period/questionnaire/fixed-period/:id (WEAK): Per child one of the options (absent then) or null; replaces the last answer and its absences. 403 STRONG_AUTH_REQUIRED, 400 QUESTIONNAIRE_CLOSED, CHILD_NOT_ELIGIBLE, VALIDATION_FAILED; a child not of the caller is 404 */
export function postFixedPeriodAnswer(args: { params: {
  id: string
}; body: FixedPeriodsBody }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/citizen/holiday-period/questionnaire/fixed-period/${encodeURIComponent(args.params.id)}`, body: args.body, ...options })
}

/** POST /api/citizen/holiday-period/questionnaire/open-range/:id (WEAK): Per child ranges of absence inside the period (DATE_TOO_EARLY, DATE_TOO_LATE, RANGES_OVERLAP); replaces the last answer and its absences. 403 STRONG_AUTH_REQUIRED, 400 QUESTIONNAIRE_CLOSED, CHILD_NOT_ELIGIBLE; a child not of the caller is 404 */
export function postOpenRangesAnswer(args: { params: {
  id: string
}; body: OpenRangesBody }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/citizen/holiday-period/questionnaire/open-range/${encodeURIComponent(args.params.id)}`, body: args.body, ...options })
}

/** POST /api/citizen/reservations (WEAK): Replaces the days of the request (all or nothing); a child not of the caller is 404 */
export function postReservations(args: { body: ReservationsRequest }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/citizen/reservations`, body: args.body, ...options })
}
