// GENERATED FILE by api/scripts/codegen from the API route schemas (pnpm generate). Do not edit.
import { apiRequest, type RequestOptions } from '@pesa/shared'
import type { ApplicationForm, ApplicationStatus, ApplicationType, DecisionType, DevEmail, DevLoginRequest, DevPerson, DevPlacement, DevStaffAccount, DevStaffMessage, DevStaffThread, DevSystemNotification, IdResponse, IncomeStatementType } from './types'

export type { ApplicationForm, ApplicationStatus, ApplicationType, DecisionType, DevEmail, DevLoginRequest, DevPerson, DevPlacement, DevStaffAccount, DevStaffMessage, DevStaffThread, DevSystemNotification, IdResponse, IncomeStatementType }

/** POST /api/dev-api/applications/:applicationId/paper-attachment (public): Staff add a scanned paper attachment (a PDF) to an application; an urgency file of a sent urgent application moves its due date (spec part 1 §9) */
export function devAddApplicationPaperAttachment(args: { params: {
  applicationId: string
}; body: {
  attachmentType: 'URGENCY' | 'EXTENDED_CARE'
  name?: string
} }, options: RequestOptions = {}): Promise<{
  id: string
  dueDate: string | null
}> {
  return apiRequest<{
  id: string
  dueDate: string | null
}>({ method: 'POST', path: `/dev-api/applications/${encodeURIComponent(args.params.applicationId)}/paper-attachment`, body: args.body, ...options })
}

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

/** POST /api/dev-api/persons/:ssn/age-sessions (public): Moves the person's sessions this many minutes into the past, as if the server's clock had run on: idle and absolute expiry come nearer */
export function devAgeSessions(args: { params: {
  ssn: string
}; body: {
  minutes: number
} }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/dev-api/persons/${encodeURIComponent(args.params.ssn)}/age-sessions`, body: args.body, ...options })
}

/** POST /api/dev-api/decisions/assistance/:kind/:id/annul (public): Annuls an assistance decision with a reason */
export function devAnnulAssistanceDecision(args: { params: {
  kind: 'ASSISTANCE_NEED' | 'ASSISTANCE_NEED_PRESCHOOL'
  id: string
}; body: {
  reason: string
} }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/dev-api/decisions/assistance/${encodeURIComponent(args.params.kind)}/${encodeURIComponent(args.params.id)}/annul`, body: args.body, ...options })
}

/** POST /api/dev-api/decisions/finance/:id/annul (public): Annuls a finance decision: guardians no longer see it */
export function devAnnulFinanceDecision(args: { params: {
  id: string
} }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/dev-api/decisions/finance/${encodeURIComponent(args.params.id)}/annul`, ...options })
}

/** POST /api/dev-api/calendar/event-times/:id/staff-booking (public): Staff book a free discussion time for a child (any child: staff know who attends); 409 when it is taken */
export function devBookCalendarEventTime(args: { params: {
  id: string
}; body: {
  childSsn: string
} }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/dev-api/calendar/event-times/${encodeURIComponent(args.params.id)}/staff-booking`, body: args.body, ...options })
}

/** POST /api/dev-api/calendar/daily-service-times (public): Staff change a child's daily service time from validFrom on: reservations from then on (after today) are removed, each guardian gets a notification */
export function devChangeDailyServiceTime(args: { body: {
  childSsn: string
  type: 'REGULAR' | 'IRREGULAR' | 'VARIABLE_TIME'
  validFrom: string
  regularTimes?: {
    start: string
    end: string
  }
  weekdayTimes?: Record<string, null | {
    start: string
    end: string
  }>
} }, options: RequestOptions = {}): Promise<{
  id: string
  notificationIds: string[]
}> {
  return apiRequest<{
  id: string
  notificationIds: string[]
}>({ method: 'POST', path: `/dev-api/calendar/daily-service-times`, body: args.body, ...options })
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

/** POST /api/dev-api/decisions/assistance (public): An assistance decision of either kind for the child (sent unless DRAFT or NEEDS_WORK) */
export function devCreateAssistanceDecision(args: { body: {
  kind: 'ASSISTANCE_NEED' | 'ASSISTANCE_NEED_PRESCHOOL'
  childSsn: string
  status: 'DRAFT' | 'NEEDS_WORK' | 'ACCEPTED' | 'REJECTED' | 'ANNULLED'
  language?: 'FI' | 'SV'
  unitName?: string
  annulmentReason?: string
} }, options: RequestOptions = {}): Promise<{
  id: string
}> {
  return apiRequest<{
  id: string
}>({ method: 'POST', path: `/dev-api/decisions/assistance`, body: args.body, ...options })
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

/** POST /api/dev-api/calendar/events (public): Staff publish an event for the unit, the group or the child alone of the child's latest placement */
export function devCreateCalendarEvent(args: { body: {
  title: string
  description?: string
  period: {
    start: string
    end: string
  }
  eventType: 'DAYCARE_EVENT' | 'DISCUSSION_SURVEY'
  attendee: 'UNIT' | 'GROUP' | 'CHILD'
  childSsn: string
} }, options: RequestOptions = {}): Promise<{
  id: string
}> {
  return apiRequest<{
  id: string
}>({ method: 'POST', path: `/dev-api/calendar/events`, body: args.body, ...options })
}

/** POST /api/dev-api/calendar/event-times (public): Staff add discussion times to a survey */
export function devCreateCalendarEventTimes(args: { body: {
  eventId: string
  times: {
    date: string
    startTime: string
    endTime: string
  }[]
} }, options: RequestOptions = {}): Promise<{
  ids: string[]
}> {
  return apiRequest<{
  ids: string[]
}>({ method: 'POST', path: `/dev-api/calendar/event-times`, body: args.body, ...options })
}

/** POST /api/dev-api/children/documents (public): A published child document (CITIZEN_BASIC: the every-question template) in the status, with an optional decision */
export function devCreateChildDocument(args: { body: {
  childSsn: string
  type: 'VASU' | 'LEOPS' | 'MIGRATED_VASU' | 'MIGRATED_LEOPS' | 'HOJKS' | 'CITIZEN_BASIC' | 'OTHER_DECISION' | 'OTHER'
  status: 'DRAFT' | 'PREPARED' | 'CITIZEN_DRAFT' | 'DECISION_PROPOSAL' | 'COMPLETED' | 'ACCEPTED' | 'REJECTED' | 'ANNULLED'
  name?: string
  published?: boolean
} }, options: RequestOptions = {}): Promise<{
  id: string
}> {
  return apiRequest<{
  id: string
}>({ method: 'POST', path: `/dev-api/children/documents`, body: args.body, ...options })
}

/** POST /api/dev-api/decisions/finance (public): A fee or voucher value decision, sent now unless DRAFT */
export function devCreateFinanceDecision(args: { body: {
  type: 'FEE_DECISION' | 'VOUCHER_VALUE_DECISION'
  status?: 'DRAFT' | 'SENT'
  headOfFamilySsn: string
  partnerSsn?: string
  validFrom?: string
  validTo?: string
  children: {
    ssn: string
    unitName?: string
    amountCents: number
  }[]
} }, options: RequestOptions = {}): Promise<{
  id: string
}> {
  return apiRequest<{
  id: string
}>({ method: 'POST', path: `/dev-api/decisions/finance`, body: args.body, ...options })
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

/** POST /api/dev-api/calendar/holiday-questionnaires (public): Staff publish a holiday questionnaire (FIXED_PERIOD with periodOptions, OPEN_RANGES with period) */
export function devCreateHolidayQuestionnaire(args: { body: {
  type: 'FIXED_PERIOD' | 'OPEN_RANGES'
  absenceType?: 'OTHER_ABSENCE' | 'PLANNED_ABSENCE' | 'FREE_ABSENCE'
  requiresStrongAuth: boolean
  active: {
    start: string
    end: string
  }
  title: {
    fi: string
    sv: string
    en: string
  }
  description?: {
    fi: string
    sv: string
    en: string
  }
  periodOptions?: {
    start: string
    end: string
  }[]
  periodOptionLabel?: {
    fi: string
    sv: string
    en: string
  }
  period?: {
    start: string
    end: string
  }
  continuousPlacement?: {
    start: string
    end: string
  }
} }, options: RequestOptions = {}): Promise<{
  id: string
}> {
  return apiRequest<{
  id: string
}>({ method: 'POST', path: `/dev-api/calendar/holiday-questionnaires`, body: args.body, ...options })
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

/** POST /api/dev-api/children/pedagogical-documents (public): A pedagogical document of the child; files go to …/files */
export function devCreatePedagogicalDocument(args: { body: {
  childSsn: string
  description: string
} }, options: RequestOptions = {}): Promise<{
  id: string
}> {
  return apiRequest<{
  id: string
}>({ method: 'POST', path: `/dev-api/children/pedagogical-documents`, body: args.body, ...options })
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

/** POST /api/dev-api/children/absence-applications/:id/decision (public): Staff accept (days marked absent) or reject with a reason */
export function devDecideAbsenceApplication(args: { params: {
  id: string
}; body: {
  accept: boolean
  reason?: string
} }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/dev-api/children/absence-applications/${encodeURIComponent(args.params.id)}/decision`, body: args.body, ...options })
}

/** POST /api/dev-api/children/service-applications/:id/decision (public): Staff accept (the need starts) or reject with a reason */
export function devDecideServiceApplication(args: { params: {
  id: string
}; body: {
  accept: boolean
  reason?: string
} }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/dev-api/children/service-applications/${encodeURIComponent(args.params.id)}/decision`, body: args.body, ...options })
}

/** POST /api/dev-api/decisions/fixture (public): A sent application of the guardian for the child with its decisions sent (the other guardians recorded, with access) */
export function devDecisionFixture(args: { body: {
  guardianSsn: string
  childSsn: string
  type: ApplicationType
  decisions: {
    type: DecisionType
    unitName?: string
    startDate: string
    endDate: string
  }[]
} }, options: RequestOptions = {}): Promise<{
  applicationId: string
  decisionIds: string[]
}> {
  return apiRequest<{
  applicationId: string
  decisionIds: string[]
}>({ method: 'POST', path: `/dev-api/decisions/fixture`, body: args.body, ...options })
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

/** POST /api/dev-api/children/transfer-application (public): Marks an application as a transfer (a placement termination cancels open ones) */
export function devMakeTransferApplication(args: { body: {
  applicationId: string
} }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/dev-api/children/transfer-application`, body: args.body, ...options })
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

/** POST /api/dev-api/decisions/preschool-offer (public): A six-year-old child of the guardian (and the guardian's co-guardians) with a pending preschool and connected daycare pair */
export function devPreschoolOffer(args: { body: {
  guardianSsn: string
  firstName?: string
} }, options: RequestOptions = {}): Promise<{
  childId: string
  applicationId: string
  decisionIds: string[]
}> {
  return apiRequest<{
  childId: string
  applicationId: string
  decisionIds: string[]
}>({ method: 'POST', path: `/dev-api/decisions/preschool-offer`, body: args.body, ...options })
}

/** POST /api/dev-api/children/documents/:id/publish (public): Publishes or republishes a document now (unread again for every guardian) */
export function devPublishChildDocument(args: { params: {
  id: string
} }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/dev-api/children/documents/${encodeURIComponent(args.params.id)}/publish`, ...options })
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

/** POST /api/dev-api/reset (public): Empties the database and the file storage and seeds the demo municipality */
export function devReset(options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/dev-api/reset`, ...options })
}

/** POST /api/dev-api/decisions/run-jobs (public): Runs every due job now (decision PDFs among them) and waits for them */
export function devRunDecisionJobs(options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/dev-api/decisions/run-jobs`, ...options })
}

/** POST /api/dev-api/decisions/applications/:applicationId (public): Decisions for the application, sent now: the application waits for the guardian's answer */
export function devSendDecisions(args: { params: {
  applicationId: string
}; body: {
  decisions: {
    type: DecisionType
    unitName?: string
    startDate: string
    endDate: string
  }[]
} }, options: RequestOptions = {}): Promise<{
  applicationId: string
  decisionIds: string[]
}> {
  return apiRequest<{
  applicationId: string
  decisionIds: string[]
}>({ method: 'POST', path: `/dev-api/decisions/applications/${encodeURIComponent(args.params.applicationId)}`, body: args.body, ...options })
}

/** POST /api/dev-api/income/reminders (public): Runs the expiry reminders now (4 and 2 weeks before, once each) */
export function devSendIncomeReminders(options: RequestOptions = {}): Promise<{
  sent: number
}> {
  return apiRequest<{
  sent: number
}>({ method: 'POST', path: `/dev-api/income/reminders`, ...options })
}

/** POST /api/dev-api/calendar/reservation-reminders (public): Run the weekly reminder of missing reservations now (at the mocked time, if any) */
export function devSendReservationReminders(options: RequestOptions = {}): Promise<{
  sent: number
}> {
  return apiRequest<{
  sent: number
}>({ method: 'POST', path: `/dev-api/calendar/reservation-reminders`, ...options })
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

/** POST /api/dev-api/children/documents/:id/status (public): Sets the status and optionally a decision */
export function devSetChildDocumentStatus(args: { params: {
  id: string
}; body: {
  status: 'DRAFT' | 'PREPARED' | 'CITIZEN_DRAFT' | 'DECISION_PROPOSAL' | 'COMPLETED' | 'ACCEPTED' | 'REJECTED' | 'ANNULLED'
  decision?: {
    number: string
    status: 'ACCEPTED' | 'REJECTED' | 'ANNULLED'
    validFrom: string
  }
} }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/dev-api/children/documents/${encodeURIComponent(args.params.id)}/status`, body: args.body, ...options })
}

/** POST /api/dev-api/children/image (public): Gives the child an image (a generated PNG), shown on the child's card */
export function devSetChildImage(args: { body: {
  childSsn: string
} }, options: RequestOptions = {}): Promise<{
  id: string
}> {
  return apiRequest<{
  id: string
}>({ method: 'POST', path: `/dev-api/children/image`, body: args.body, ...options })
}

/** PUT /api/dev-api/system-notification (public): Sets the login page notice */
export function devSetSystemNotification(args: { body: DevSystemNotification }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'PUT', path: `/dev-api/system-notification`, body: args.body, ...options })
}

/** POST /api/dev-api/children/unit-features (public): Sets a unit's features (CHILD_DOCUMENTATION, PLACEMENT_TERMINATION, SERVICE_APPLICATIONS, RESERVATIONS, MESSAGING) */
export function devSetUnitFeatures(args: { body: {
  unitName: string
  features: string[]
} }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/dev-api/children/unit-features`, body: args.body, ...options })
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
