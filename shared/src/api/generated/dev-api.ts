// GENERATED FILE by api/src/codegen from the API route schemas (pnpm generate). Do not edit.
import { apiRequest, type RequestOptions } from '@pesa/shared'
import type { ApplicationForm, ApplicationStatus, ApplicationType, DevEmail, DevLoginRequest, DevPerson, DevPlacement, DevStaffAccount, DevStaffMessage, DevStaffThread, DevSystemNotification, IdResponse, IncomeStatementType } from './types'

export type { ApplicationForm, ApplicationStatus, ApplicationType, DevEmail, DevLoginRequest, DevPerson, DevPlacement, DevStaffAccount, DevStaffMessage, DevStaffThread, DevSystemNotification, IdResponse, IncomeStatementType }

/** POST /api/dev-api/income-statements/:id/paper-attachment (public): Staff adds a scanned paper attachment (a PDF) to a statement */
export function devAddIncomePaperAttachment(args: { params: {
  id: string
}; body: {
  attachmentType: string
  name?: string
} }, options: RequestOptions = {}): Promise<{
  id: string
}> {
  return apiRequest<{
  id: string
}>({ method: 'POST', path: `/dev-api/income-statements/${encodeURIComponent(args.params.id)}/paper-attachment`, body: args.body, ...options })
}

/** POST /api/dev-api/applications (public): An application in any status with a filled form (the first units on offer), sent `sentDaysAgo` days ago unless CREATED */
export function devCreateApplication(args: { body: {
  guardianSsn: string
  childSsn: string
  type: ApplicationType
  status: ApplicationStatus
  startDate?: string
  sentDaysAgo?: number
  allowOtherGuardianAccess?: boolean
} }, options: RequestOptions = {}): Promise<{
  id: string
}> {
  return apiRequest<{
  id: string
}>({ method: 'POST', path: `/dev-api/applications`, body: args.body, ...options })
}

/** POST /api/dev-api/calendar/attendances (public): Staff record a realized attendance of a child in its unit */
export function devCreateAttendance(args: { body: {
  childSsn: string
  date: string
  start: string
  end: null | string
} }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/dev-api/calendar/attendances`, body: args.body, ...options })
}

/** POST /api/dev-api/calendar/holiday-periods (public): Staff open a holiday period for answers */
export function devCreateHolidayPeriod(args: { body: {
  start: string
  end: string
  reservationsOpenOn: string
  reservationDeadline: string
} }, options: RequestOptions = {}): Promise<{
  id: string
}> {
  return apiRequest<{
  id: string
}>({ method: 'POST', path: `/dev-api/calendar/holiday-periods`, body: args.body, ...options })
}

/** POST /api/dev-api/income-statements (public): A statement of the person in any state, without the citizen's rules (body: the stored answers) */
export function devCreateIncomeStatement(args: { body: {
  ssn: string
  type: IncomeStatementType
  status: 'DRAFT' | 'SENT' | 'HANDLED'
  startDate: string
  endDate?: string
  body?: Record<string, unknown>
} }, options: RequestOptions = {}): Promise<{
  id: string
}> {
  return apiRequest<{
  id: string
}>({ method: 'POST', path: `/dev-api/income-statements`, body: args.body, ...options })
}

/** POST /api/dev-api/persons (public): Adds a person to the population register stand-in */
export function devCreatePerson(args: { body: DevPerson }, options: RequestOptions = {}): Promise<IdResponse> {
  return apiRequest<IdResponse>({ method: 'POST', path: `/dev-api/persons`, body: args.body, ...options })
}

/** POST /api/dev-api/placements (public): Places a child in a unit (named) */
export function devCreatePlacement(args: { body: DevPlacement }, options: RequestOptions = {}): Promise<IdResponse> {
  return apiRequest<IdResponse>({ method: 'POST', path: `/dev-api/placements`, body: args.body, ...options })
}

/** POST /api/dev-api/calendar/staff-absences (public): Staff mark a child absent (the guardian cannot change it) */
export function devCreateStaffAbsence(args: { body: {
  childSsn: string
  date: string
  absenceType: 'SICKLEAVE' | 'OTHER_ABSENCE'
} }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/dev-api/calendar/staff-absences`, body: args.body, ...options })
}

/** DELETE /api/dev-api/system-notification (public): Removes the login page notice */
export function devDeleteSystemNotification(options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'DELETE', path: `/dev-api/system-notification`, ...options })
}

/** PUT /api/dev-api/applications/:applicationId/form (public): Staff edit the form as the guardian asked them to (no rules: staff decide) */
export function devEditApplication(args: { params: {
  applicationId: string
}; body: {
  form: ApplicationForm
} }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'PUT', path: `/dev-api/applications/${encodeURIComponent(args.params.applicationId)}/form`, body: args.body, ...options })
}

/** POST /api/dev-api/persons/:ssn/expire-sessions (public): Ends the person's sessions as an idle timeout would */
export function devExpireSessions(args: { params: {
  ssn: string
} }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/dev-api/persons/${encodeURIComponent(args.params.ssn)}/expire-sessions`, ...options })
}

/** GET /api/dev-api/emails (public): The email outbox, newest first */
export function devGetEmails(options: RequestOptions = {}): Promise<DevEmail[]> {
  return apiRequest<DevEmail[]>({ method: 'GET', path: `/dev-api/emails`, ...options })
}

/** GET /api/dev-api/messages/accounts (public): Staff message accounts */
export function devGetStaffMessageAccounts(options: RequestOptions = {}): Promise<DevStaffAccount[]> {
  return apiRequest<DevStaffAccount[]>({ method: 'GET', path: `/dev-api/messages/accounts`, ...options })
}

/** GET /api/dev-api/messages/accounts/:accountId/threads (public): The threads a staff account takes part in, newest first, with their messages */
export function devGetStaffThreads(args: { params: {
  accountId: string
} }, options: RequestOptions = {}): Promise<DevStaffThread[]> {
  return apiRequest<DevStaffThread[]>({ method: 'GET', path: `/dev-api/messages/accounts/${encodeURIComponent(args.params.accountId)}/threads`, ...options })
}

/** POST /api/dev-api/income-statements/:id/handle (public): Staff handles a SENT statement */
export function devHandleIncomeStatement(args: { params: {
  id: string
} }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/dev-api/income-statements/${encodeURIComponent(args.params.id)}/handle`, ...options })
}

/** POST /api/dev-api/login (public): Starts a session as the person (tests skip the login pages) */
export function devLogin(args: { body: DevLoginRequest }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/dev-api/login`, body: args.body, ...options })
}

/** POST /api/dev-api/persons/:ssn/duplicate-of/:originalSsn (public): Records the person as a duplicate of another (applications list only the original) */
export function devMarkDuplicatePerson(args: { params: {
  ssn: string
  originalSsn: string
} }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/dev-api/persons/${encodeURIComponent(args.params.ssn)}/duplicate-of/${encodeURIComponent(args.params.originalSsn)}`, ...options })
}

/** POST /api/dev-api/applications/:applicationId/status (public): Staff move the application (spec part 1 §4); 409 APPLICATION_NOT_EDITABLE for a move that is not one of staff's */
export function devMoveApplication(args: { params: {
  applicationId: string
}; body: {
  status: ApplicationStatus
} }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/dev-api/applications/${encodeURIComponent(args.params.applicationId)}/status`, body: args.body, ...options })
}

/** POST /api/dev-api/applications/purge-drafts (public): Runs the draft housekeeping as at the given instant */
export function devPurgeApplicationDrafts(args: { body: {
  at: string
} }, options: RequestOptions = {}): Promise<{
  deleted: number
}> {
  return apiRequest<{
  deleted: number
}>({ method: 'POST', path: `/dev-api/applications/purge-drafts`, body: args.body, ...options })
}

/** POST /api/dev-api/reset (public): Empties the database and seeds the demo municipality */
export function devReset(options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/dev-api/reset`, ...options })
}

/** POST /api/dev-api/income/reminders (public): Runs the expiry reminders now (4 and 2 weeks before, once each) */
export function devSendIncomeReminders(options: RequestOptions = {}): Promise<{
  sent: number
}> {
  return apiRequest<{
  sent: number
}>({ method: 'POST', path: `/dev-api/income/reminders`, ...options })
}

/** POST /api/dev-api/messages (public): Staff send a message or bulletin to the guardians of the children (and any named), with emails as a real send */
export function devSendStaffMessage(args: { body: DevStaffMessage }, options: RequestOptions = {}): Promise<{
  threadId: string
  messageId: string
}> {
  return apiRequest<{
  threadId: string
  messageId: string
}>({ method: 'POST', path: `/dev-api/messages`, body: args.body, ...options })
}

/** PUT /api/dev-api/applications/:applicationId/due-date (public): Staff set the due date */
export function devSetApplicationDueDate(args: { params: {
  applicationId: string
}; body: {
  dueDate: string | null
} }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'PUT', path: `/dev-api/applications/${encodeURIComponent(args.params.applicationId)}/due-date`, body: args.body, ...options })
}

/** PUT /api/dev-api/system-notification (public): Sets the login page notice */
export function devSetSystemNotification(args: { body: DevSystemNotification }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'PUT', path: `/dev-api/system-notification`, body: args.body, ...options })
}

/** POST /api/dev-api/messages/threads/:threadId/read (public): Staff read a thread */
export function devStaffMarkRead(args: { params: {
  threadId: string
}; body: {
  accountId: string
} }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/dev-api/messages/threads/${encodeURIComponent(args.params.threadId)}/read`, body: args.body, ...options })
}

/** POST /api/dev-api/messages/threads/:threadId/reply (public): Staff answer a thread, to every guardian in it */
export function devStaffReply(args: { params: {
  threadId: string
}; body: {
  senderId: string
  content: string
} }, options: RequestOptions = {}): Promise<{
  messageId: string
}> {
  return apiRequest<{
  messageId: string
}>({ method: 'POST', path: `/dev-api/messages/threads/${encodeURIComponent(args.params.threadId)}/reply`, body: args.body, ...options })
}
