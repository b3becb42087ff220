// GENERATED FILE by api/src/codegen from the API route schemas (pnpm generate). Do not edit.
import { apiRequest } from '@pesa/shared'
import type { ApplicationForm, ApplicationStatus, ApplicationType, DevEmail, DevLoginRequest, DevPerson, DevPlacement, DevStaffAccount, DevStaffMessage, DevStaffThread, DevSystemNotification, IdResponse } from './types'

export type { ApplicationForm, ApplicationStatus, ApplicationType, DevEmail, DevLoginRequest, DevPerson, DevPlacement, DevStaffAccount, DevStaffMessage, DevStaffThread, DevSystemNotification, IdResponse }

/** POST /api/dev-api/applications (public): An application in any status with a filled form (the first units on offer), sent `sentDaysAgo` days ago unless CREATED */
export function devCreateApplication(args: { body: {
  guardianSsn: string
  childSsn: string
  type: ApplicationType
  status: ApplicationStatus
  startDate?: string
  sentDaysAgo?: number
  allowOtherGuardianAccess?: boolean
} }, signal?: AbortSignal): Promise<{
  id: string
}> {
  return apiRequest<{
  id: string
}>({ method: 'POST', path: `/dev-api/applications`, body: args.body, signal })
}

/** POST /api/dev-api/persons (public): Adds a person to the population register stand-in */
export function devCreatePerson(args: { body: DevPerson }, signal?: AbortSignal): Promise<IdResponse> {
  return apiRequest<IdResponse>({ method: 'POST', path: `/dev-api/persons`, body: args.body, signal })
}

/** POST /api/dev-api/placements (public): Places a child in a unit (named) */
export function devCreatePlacement(args: { body: DevPlacement }, signal?: AbortSignal): Promise<IdResponse> {
  return apiRequest<IdResponse>({ method: 'POST', path: `/dev-api/placements`, body: args.body, signal })
}

/** DELETE /api/dev-api/system-notification (public): Removes the login page notice */
export function devDeleteSystemNotification(signal?: AbortSignal): Promise<void> {
  return apiRequest<void>({ method: 'DELETE', path: `/dev-api/system-notification`, signal })
}

/** PUT /api/dev-api/applications/:applicationId/form (public): Staff edit the form as the guardian asked them to (no rules: staff decide) */
export function devEditApplication(args: { params: {
  applicationId: string
}; body: {
  form: ApplicationForm
} }, signal?: AbortSignal): Promise<void> {
  return apiRequest<void>({ method: 'PUT', path: `/dev-api/applications/${encodeURIComponent(args.params.applicationId)}/form`, body: args.body, signal })
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

/** GET /api/dev-api/messages/accounts (public): Staff message accounts */
export function devGetStaffMessageAccounts(signal?: AbortSignal): Promise<DevStaffAccount[]> {
  return apiRequest<DevStaffAccount[]>({ method: 'GET', path: `/dev-api/messages/accounts`, signal })
}

/** GET /api/dev-api/messages/accounts/:accountId/threads (public): The threads a staff account takes part in, newest first, with their messages */
export function devGetStaffThreads(args: { params: {
  accountId: string
} }, signal?: AbortSignal): Promise<DevStaffThread[]> {
  return apiRequest<DevStaffThread[]>({ method: 'GET', path: `/dev-api/messages/accounts/${encodeURIComponent(args.params.accountId)}/threads`, signal })
}

/** POST /api/dev-api/login (public): Starts a session as the person (tests skip the login pages) */
export function devLogin(args: { body: DevLoginRequest }, signal?: AbortSignal): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/dev-api/login`, body: args.body, signal })
}

/** POST /api/dev-api/persons/:ssn/duplicate-of/:originalSsn (public): Records the person as a duplicate of another (applications list only the original) */
export function devMarkDuplicatePerson(args: { params: {
  ssn: string
  originalSsn: string
} }, signal?: AbortSignal): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/dev-api/persons/${encodeURIComponent(args.params.ssn)}/duplicate-of/${encodeURIComponent(args.params.originalSsn)}`, signal })
}

/** POST /api/dev-api/applications/:applicationId/status (public): Staff move the application (spec part 1 §4); 409 APPLICATION_NOT_EDITABLE for a move that is not one of staff's */
export function devMoveApplication(args: { params: {
  applicationId: string
}; body: {
  status: ApplicationStatus
} }, signal?: AbortSignal): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/dev-api/applications/${encodeURIComponent(args.params.applicationId)}/status`, body: args.body, signal })
}

/** POST /api/dev-api/applications/purge-drafts (public): Runs the draft housekeeping as at the given instant */
export function devPurgeApplicationDrafts(args: { body: {
  at: string
} }, signal?: AbortSignal): Promise<{
  deleted: number
}> {
  return apiRequest<{
  deleted: number
}>({ method: 'POST', path: `/dev-api/applications/purge-drafts`, body: args.body, signal })
}

/** POST /api/dev-api/reset (public): Empties the database and seeds the demo municipality */
export function devReset(signal?: AbortSignal): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/dev-api/reset`, signal })
}

/** POST /api/dev-api/messages (public): Staff send a message or bulletin to the guardians of the children (and any named), with emails as a real send */
export function devSendStaffMessage(args: { body: DevStaffMessage }, signal?: AbortSignal): Promise<{
  threadId: string
  messageId: string
}> {
  return apiRequest<{
  threadId: string
  messageId: string
}>({ method: 'POST', path: `/dev-api/messages`, body: args.body, signal })
}

/** PUT /api/dev-api/applications/:applicationId/due-date (public): Staff set the due date */
export function devSetApplicationDueDate(args: { params: {
  applicationId: string
}; body: {
  dueDate: string | null
} }, signal?: AbortSignal): Promise<void> {
  return apiRequest<void>({ method: 'PUT', path: `/dev-api/applications/${encodeURIComponent(args.params.applicationId)}/due-date`, body: args.body, signal })
}

/** PUT /api/dev-api/system-notification (public): Sets the login page notice */
export function devSetSystemNotification(args: { body: DevSystemNotification }, signal?: AbortSignal): Promise<void> {
  return apiRequest<void>({ method: 'PUT', path: `/dev-api/system-notification`, body: args.body, signal })
}

/** POST /api/dev-api/messages/threads/:threadId/read (public): Staff read a thread */
export function devStaffMarkRead(args: { params: {
  threadId: string
}; body: {
  accountId: string
} }, signal?: AbortSignal): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/dev-api/messages/threads/${encodeURIComponent(args.params.threadId)}/read`, body: args.body, signal })
}

/** POST /api/dev-api/messages/threads/:threadId/reply (public): Staff answer a thread, to every guardian in it */
export function devStaffReply(args: { params: {
  threadId: string
}; body: {
  senderId: string
  content: string
} }, signal?: AbortSignal): Promise<{
  messageId: string
}> {
  return apiRequest<{
  messageId: string
}>({ method: 'POST', path: `/dev-api/messages/threads/${encodeURIComponent(args.params.threadId)}/reply`, body: args.body, signal })
}
