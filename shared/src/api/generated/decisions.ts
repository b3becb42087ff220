// GENERATED FILE by api/scripts/codegen from the API route schemas (pnpm generate). Do not edit.
import { apiRequest, type RequestOptions } from '@pesa/shared'
import type { AcceptDecisionBody, AssistanceDecisionUnreadCounts, AssistanceNeedDecision, AssistanceNeedDecisionListItem, AssistanceNeedPreschoolDecision, AssistanceNeedPreschoolDecisionListItem, CitizenDecision, FinanceDecision, ProcessMetadataResponse, RejectDecisionBody } from './types'

export type { AcceptDecisionBody, AssistanceDecisionUnreadCounts, AssistanceNeedDecision, AssistanceNeedDecisionListItem, AssistanceNeedPreschoolDecision, AssistanceNeedPreschoolDecisionListItem, CitizenDecision, FinanceDecision, ProcessMetadataResponse, RejectDecisionBody }

/** POST /api/citizen/applications/:applicationId/actions/accept-decision (STRONG): Accepts a pending decision from the requested start date (400 VALIDATION_FAILED: REQUIRED, INVALID_DATE, DATE_TOO_EARLY, DATE_TOO_LATE); 409 DECISION_NOT_PENDING once answered, 409 DECISION_BLOCKED for a connected place before preschool is accepted; 403 for the other guardian at another address; 404 when the body names another application than the path */
export function acceptDecision(args: { params: {
  applicationId: string
}; body: AcceptDecisionBody }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/citizen/applications/${encodeURIComponent(args.params.applicationId)}/actions/accept-decision`, body: args.body, ...options })
}

/** GET /api/citizen/children/assistance-need-decision/:id/pdf (STRONG): The assistance decision as a PDF */
export function downloadAssistanceNeedDecisionPdf(args: { params: {
  id: string
} }, options: RequestOptions = {}): Promise<string> {
  return apiRequest<string>({ method: 'GET', path: `/citizen/children/assistance-need-decision/${encodeURIComponent(args.params.id)}/pdf`, ...options })
}

/** GET /api/citizen/children/assistance-need-preschool-decisions/:id/pdf (STRONG): The preschool support decision as a PDF */
export function downloadAssistanceNeedPreschoolDecisionPdf(args: { params: {
  id: string
} }, options: RequestOptions = {}): Promise<string> {
  return apiRequest<string>({ method: 'GET', path: `/citizen/children/assistance-need-preschool-decisions/${encodeURIComponent(args.params.id)}/pdf`, ...options })
}

/** GET /api/citizen/decisions/:id/download (STRONG): The decision as a PDF; 404 DOCUMENT_NOT_READY before it is rendered */
export function downloadDecisionPdf(args: { params: {
  id: string
} }, options: RequestOptions = {}): Promise<string> {
  return apiRequest<string>({ method: 'GET', path: `/citizen/decisions/${encodeURIComponent(args.params.id)}/download`, ...options })
}

/** GET /api/citizen/fee-decisions/:id/download (STRONG): The decision as a PDF for its head of family or partner (another guardian of the child: 404) */
export function downloadFeeDecisionPdf(args: { params: {
  id: string
} }, options: RequestOptions = {}): Promise<string> {
  return apiRequest<string>({ method: 'GET', path: `/citizen/fee-decisions/${encodeURIComponent(args.params.id)}/download`, ...options })
}

/** GET /api/citizen/voucher-value-decisions/:id/download (STRONG): The decision as a PDF for its head of family or partner (another guardian of the child: 404) */
export function downloadVoucherValueDecisionPdf(args: { params: {
  id: string
} }, options: RequestOptions = {}): Promise<string> {
  return apiRequest<string>({ method: 'GET', path: `/citizen/voucher-value-decisions/${encodeURIComponent(args.params.id)}/download`, ...options })
}

/** GET /api/citizen/process-metadata/applications/:applicationId (STRONG): The application's archive case for whoever may read the application (404 while showMetadataToCitizen is off) */
export function getApplicationProcessMetadata(args: { params: {
  applicationId: string
} }, options: RequestOptions = {}): Promise<ProcessMetadataResponse> {
  return apiRequest<ProcessMetadataResponse>({ method: 'GET', path: `/citizen/process-metadata/applications/${encodeURIComponent(args.params.applicationId)}`, ...options })
}

/** GET /api/citizen/children/assistance-need-decision/:id (STRONG): One assistance decision with every field */
export function getAssistanceNeedDecision(args: { params: {
  id: string
} }, options: RequestOptions = {}): Promise<AssistanceNeedDecision> {
  return apiRequest<AssistanceNeedDecision>({ method: 'GET', path: `/citizen/children/assistance-need-decision/${encodeURIComponent(args.params.id)}`, ...options })
}

/** GET /api/citizen/assistance-need-decisions (STRONG): Sent assistance decisions of the caller's children with the caller's unread marks */
export function getAssistanceNeedDecisions(options: RequestOptions = {}): Promise<AssistanceNeedDecisionListItem[]> {
  return apiRequest<AssistanceNeedDecisionListItem[]>({ method: 'GET', path: `/citizen/assistance-need-decisions`, ...options })
}

/** GET /api/citizen/children/assistance-need-decisions/unread-counts (WEAK): Unread assistance decisions per child */
export function getAssistanceNeedDecisionUnreadCounts(options: RequestOptions = {}): Promise<AssistanceDecisionUnreadCounts> {
  return apiRequest<AssistanceDecisionUnreadCounts>({ method: 'GET', path: `/citizen/children/assistance-need-decisions/unread-counts`, ...options })
}

/** GET /api/citizen/children/assistance-need-preschool-decisions/:id (STRONG): One preschool support decision with every field */
export function getAssistanceNeedPreschoolDecision(args: { params: {
  id: string
} }, options: RequestOptions = {}): Promise<AssistanceNeedPreschoolDecision> {
  return apiRequest<AssistanceNeedPreschoolDecision>({ method: 'GET', path: `/citizen/children/assistance-need-preschool-decisions/${encodeURIComponent(args.params.id)}`, ...options })
}

/** GET /api/citizen/assistance-need-preschool-decisions (STRONG): Sent preschool support decisions of the caller's children with the caller's unread marks */
export function getAssistanceNeedPreschoolDecisions(options: RequestOptions = {}): Promise<AssistanceNeedPreschoolDecisionListItem[]> {
  return apiRequest<AssistanceNeedPreschoolDecisionListItem[]>({ method: 'GET', path: `/citizen/assistance-need-preschool-decisions`, ...options })
}

/** GET /api/citizen/children/assistance-need-preschool-decisions/unread-counts (WEAK): Unread preschool support decisions per child */
export function getAssistanceNeedPreschoolDecisionUnreadCounts(options: RequestOptions = {}): Promise<AssistanceDecisionUnreadCounts> {
  return apiRequest<AssistanceDecisionUnreadCounts>({ method: 'GET', path: `/citizen/children/assistance-need-preschool-decisions/unread-counts`, ...options })
}

/** GET /api/citizen/applications/by-guardian/notifications (WEAK): The decisions badge: pending decisions the caller can answer now */
export function getDecisionNotifications(options: RequestOptions = {}): Promise<number> {
  return apiRequest<number>({ method: 'GET', path: `/citizen/applications/by-guardian/notifications`, ...options })
}

/** GET /api/citizen/decisions (STRONG): Every sent placement decision of applications the caller made or is the other guardian of, newest first */
export function getDecisions(options: RequestOptions = {}): Promise<CitizenDecision[]> {
  return apiRequest<CitizenDecision[]>({ method: 'GET', path: `/citizen/decisions`, ...options })
}

/** GET /api/citizen/applications/:applicationId/decisions (STRONG): The application's sent decisions (sent date descending, type ascending) with the valid start dates and whether the caller may answer */
export function getDecisionsOfApplication(args: { params: {
  applicationId: string
} }, options: RequestOptions = {}): Promise<CitizenDecision[]> {
  return apiRequest<CitizenDecision[]>({ method: 'GET', path: `/citizen/applications/${encodeURIComponent(args.params.applicationId)}/decisions`, ...options })
}

/** GET /api/citizen/process-metadata/fee-decisions/:id (STRONG): The decision's archive case for its head of family or partner (404 while showMetadataToCitizen is off) */
export function getFeeDecisionProcessMetadata(args: { params: {
  id: string
} }, options: RequestOptions = {}): Promise<ProcessMetadataResponse> {
  return apiRequest<ProcessMetadataResponse>({ method: 'GET', path: `/citizen/process-metadata/fee-decisions/${encodeURIComponent(args.params.id)}`, ...options })
}

/** GET /api/citizen/finance-decisions/by-liable-citizen (STRONG): Sent fee and voucher value decisions where the caller is head of family or partner, by validFrom then sentAt descending */
export function getFinanceDecisions(options: RequestOptions = {}): Promise<FinanceDecision[]> {
  return apiRequest<FinanceDecision[]>({ method: 'GET', path: `/citizen/finance-decisions/by-liable-citizen`, ...options })
}

/** GET /api/citizen/process-metadata/voucher-value-decisions/:id (STRONG): The decision's archive case for its head of family or partner (404 while showMetadataToCitizen is off) */
export function getVoucherValueDecisionProcessMetadata(args: { params: {
  id: string
} }, options: RequestOptions = {}): Promise<ProcessMetadataResponse> {
  return apiRequest<ProcessMetadataResponse>({ method: 'GET', path: `/citizen/process-metadata/voucher-value-decisions/${encodeURIComponent(args.params.id)}`, ...options })
}

/** POST /api/citizen/children/assistance-need-decision/:id/read (STRONG): Marks it read for the caller (idempotent) */
export function markAssistanceNeedDecisionRead(args: { params: {
  id: string
} }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/citizen/children/assistance-need-decision/${encodeURIComponent(args.params.id)}/read`, ...options })
}

/** PUT /api/citizen/children/assistance-need-preschool-decisions/:id/read (STRONG): Marks it read for the caller (idempotent) */
export function markAssistanceNeedPreschoolDecisionRead(args: { params: {
  id: string
} }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'PUT', path: `/citizen/children/assistance-need-preschool-decisions/${encodeURIComponent(args.params.id)}/read`, ...options })
}

/** POST /api/citizen/applications/:applicationId/actions/reject-decision (STRONG): Rejects a pending decision; rejecting preschool also rejects its pending connected place. 409 and 404 as for accepting */
export function rejectDecision(args: { params: {
  applicationId: string
}; body: RejectDecisionBody }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/citizen/applications/${encodeURIComponent(args.params.applicationId)}/actions/reject-decision`, body: args.body, ...options })
}
