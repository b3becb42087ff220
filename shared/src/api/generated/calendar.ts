// GENERATED FILE by api/src/codegen from the API route schemas (pnpm generate). Do not edit.
import { apiRequest, type RequestOptions } from '@pesa/shared'
import type { AbsenceRequest, ReservationsQuery, ReservationsRequest, ReservationsResponse } from './types'

export type { AbsenceRequest, ReservationsQuery, ReservationsRequest, ReservationsResponse }

/** GET /api/citizen/reservations (WEAK): The caller's children and, per day of the range, their reservations, absences, attendances and hours */
export function getReservations(args: { query: ReservationsQuery }, options: RequestOptions = {}): Promise<ReservationsResponse> {
  return apiRequest<ReservationsResponse>({ method: 'GET', path: `/citizen/reservations`, query: { ...args.query }, ...options })
}

/** POST /api/citizen/absences (WEAK): Full-day absences from today to the end of the reservable range on the operating days; 400 ATTENDANCE_ALREADY_EXISTS, ABSENCE_APPLICATION_REQUIRED (over 5 preschool days, not sick leave); a child not of the caller is 404 */
export function postAbsences(args: { body: AbsenceRequest }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/citizen/absences`, body: args.body, ...options })
}

/** POST /api/citizen/reservations (WEAK): Replaces the days of the request (all or nothing); a child not of the caller is 404 */
export function postReservations(args: { body: ReservationsRequest }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/citizen/reservations`, body: args.body, ...options })
}
