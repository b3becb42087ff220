// GENERATED FILE by api/src/codegen from the API route schemas (pnpm generate). Do not edit.
import { apiRequest } from '@pesa/shared'
import type { DevEmail, DevLoginRequest, DevPerson, DevPlacement, DevSystemNotification, IdResponse } from './types'

export type { DevEmail, DevLoginRequest, DevPerson, DevPlacement, DevSystemNotification, IdResponse }

/** POST /api/dev-api/calendar/attendances (public): Staff record a realized attendance of a child in its unit */
export function devCreateAttendance(args: { body: {
  childSsn: string
  date: string
  start: string
  end: null | string
} }, signal?: AbortSignal): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/dev-api/calendar/attendances`, body: args.body, signal })
}

/** POST /api/dev-api/calendar/holiday-periods (public): Staff open a holiday period for answers */
export function devCreateHolidayPeriod(args: { body: {
  start: string
  end: string
  reservationsOpenOn: string
  reservationDeadline: string
} }, signal?: AbortSignal): Promise<{
  id: string
}> {
  return apiRequest<{
  id: string
}>({ method: 'POST', path: `/dev-api/calendar/holiday-periods`, body: args.body, signal })
}

/** POST /api/dev-api/persons (public): Adds a person to the population register stand-in */
export function devCreatePerson(args: { body: DevPerson }, signal?: AbortSignal): Promise<IdResponse> {
  return apiRequest<IdResponse>({ method: 'POST', path: `/dev-api/persons`, body: args.body, signal })
}

/** POST /api/dev-api/placements (public): Places a child in a unit (named) */
export function devCreatePlacement(args: { body: DevPlacement }, signal?: AbortSignal): Promise<IdResponse> {
  return apiRequest<IdResponse>({ method: 'POST', path: `/dev-api/placements`, body: args.body, signal })
}

/** POST /api/dev-api/calendar/staff-absences (public): Staff mark a child absent (the guardian cannot change it) */
export function devCreateStaffAbsence(args: { body: {
  childSsn: string
  date: string
  absenceType: 'SICKLEAVE' | 'OTHER_ABSENCE'
} }, signal?: AbortSignal): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/dev-api/calendar/staff-absences`, body: args.body, signal })
}

/** DELETE /api/dev-api/system-notification (public): Removes the login page notice */
export function devDeleteSystemNotification(signal?: AbortSignal): Promise<void> {
  return apiRequest<void>({ method: 'DELETE', path: `/dev-api/system-notification`, signal })
}

/** POST /api/dev-api/persons/:ssn/expire-sessions (public): Ends the person's sessions as an idle timeout would */
export function devExpireSessions(args: { params: {
  ssn: string
} }, signal?: AbortSignal): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/dev-api/persons/${encodeURIComponent(args.params.ssn)}/expire-sessions`, signal })
}

/** GET /api/dev-api/emails (public): The email outbox, newest first */
export function devGetEmails(signal?: AbortSignal): Promise<DevEmail[]> {
  return apiRequest<DevEmail[]>({ method: 'GET', path: `/dev-api/emails`, signal })
}

/** POST /api/dev-api/login (public): Starts a session as the person (tests skip the login pages) */
export function devLogin(args: { body: DevLoginRequest }, signal?: AbortSignal): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/dev-api/login`, body: args.body, signal })
}

/** POST /api/dev-api/reset (public): Empties the database and seeds the demo municipality */
export function devReset(signal?: AbortSignal): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/dev-api/reset`, signal })
}

/** PUT /api/dev-api/system-notification (public): Sets the login page notice */
export function devSetSystemNotification(args: { body: DevSystemNotification }, signal?: AbortSignal): Promise<void> {
  return apiRequest<void>({ method: 'PUT', path: `/dev-api/system-notification`, body: args.body, signal })
}
