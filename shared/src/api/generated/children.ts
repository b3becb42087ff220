// GENERATED FILE by api/scripts/codegen from the API route schemas (pnpm generate). Do not edit.
import { apiRequest, type RequestOptions } from '@pesa/shared'
import type { AbsenceApplication, AbsenceApplicationRange, AbsenceApplicationRequest, AttendanceSummary, Child, ChildPlacements, ChildUnreadCount, CountsByChild, DailyServiceTime, PedagogicalDocument, PlacementTerminationRequest, ServiceApplication, ServiceApplicationOption, ServiceApplicationRequest, ServiceNeedSummary } from './types'

export type { AbsenceApplication, AbsenceApplicationRange, AbsenceApplicationRequest, AttendanceSummary, Child, ChildPlacements, ChildUnreadCount, CountsByChild, DailyServiceTime, PedagogicalDocument, PlacementTerminationRequest, ServiceApplication, ServiceApplicationOption, ServiceApplicationRequest, ServiceNeedSummary }

/** DELETE /api/citizen/absence-application/:id (WEAK): Cancels an application waiting for a decision, by its sender; otherwise 409 ABSENCE_APPLICATION_NOT_CANCELLABLE */
export function deleteAbsenceApplication(args: { params: {
  id: string
} }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'DELETE', path: `/citizen/absence-application/${encodeURIComponent(args.params.id)}`, ...options })
}

/** DELETE /api/citizen/service-applications/:id (STRONG): Cancels an undecided application, by its sender; otherwise 409 SERVICE_APPLICATION_NOT_CANCELLABLE */
export function deleteServiceApplication(args: { params: {
  id: string
} }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'DELETE', path: `/citizen/service-applications/${encodeURIComponent(args.params.id)}`, ...options })
}

/** GET /api/citizen/absence-application/application-possible (WEAK): The ranges an application may touch: preschool placement days from today within the terms, minus term breaks */
export function getAbsenceApplicationRanges(args: { query: {
  childId: string
} }, options: RequestOptions = {}): Promise<AbsenceApplicationRange[]> {
  return apiRequest<AbsenceApplicationRange[]>({ method: 'GET', path: `/citizen/absence-application/application-possible`, query: args.query, ...options })
}

/** GET /api/citizen/absence-application (WEAK): The child's long preschool absence applications with the caller's actions */
export function getAbsenceApplications(args: { query: {
  childId: string
} }, options: RequestOptions = {}): Promise<AbsenceApplication[]> {
  return apiRequest<AbsenceApplication[]>({ method: 'GET', path: `/citizen/absence-application`, query: args.query, ...options })
}

/** GET /api/citizen/children/:childId/attendance-summary/:yearMonth (WEAK): The month's (YYYY-MM) attendance days against its contract days; 404 with the citizenAttendanceSummary flag off */
export function getChildAttendanceSummary(args: { params: {
  childId: string
  yearMonth: string
} }, options: RequestOptions = {}): Promise<AttendanceSummary> {
  return apiRequest<AttendanceSummary>({ method: 'GET', path: `/citizen/children/${encodeURIComponent(args.params.childId)}/attendance-summary/${encodeURIComponent(args.params.yearMonth)}`, ...options })
}

/** GET /api/citizen/children/:childId/daily-service-times (WEAK): The child's daily service times, newest first; 403 without READ_DAILY_SERVICE_TIMES (no placement that has not ended) */
export function getChildDailyServiceTimes(args: { params: {
  childId: string
} }, options: RequestOptions = {}): Promise<DailyServiceTime[]> {
  return apiRequest<DailyServiceTime[]>({ method: 'GET', path: `/citizen/children/${encodeURIComponent(args.params.childId)}/daily-service-times`, ...options })
}

/** GET /api/citizen/child-images/:imageId (WEAK): A child's image, for the child's guardians */
export function getChildImage(args: { params: {
  imageId: string
} }, options: RequestOptions = {}): Promise<string> {
  return apiRequest<string>({ method: 'GET', path: `/citizen/child-images/${encodeURIComponent(args.params.imageId)}`, ...options })
}

/** GET /api/citizen/children/:childId/placements (STRONG): The child's placement groups that have not ended (consecutive placements of one kind in one unit), with their termination state */
export function getChildPlacements(args: { params: {
  childId: string
} }, options: RequestOptions = {}): Promise<ChildPlacements> {
  return apiRequest<ChildPlacements>({ method: 'GET', path: `/citizen/children/${encodeURIComponent(args.params.childId)}/placements`, ...options })
}

/** GET /api/citizen/children (WEAK): The caller's children (custodianship in the population register) with their placements and what the guardian may do */
export function getChildren(options: RequestOptions = {}): Promise<Child[]> {
  return apiRequest<Child[]>({ method: 'GET', path: `/citizen/children`, ...options })
}

/** GET /api/citizen/children/unread-counts (WEAK): Per child of the caller, unread child documents and pedagogical documents (the navigation's badge) */
export function getChildrenUnreadCounts(options: RequestOptions = {}): Promise<ChildUnreadCount[]> {
  return apiRequest<ChildUnreadCount[]>({ method: 'GET', path: `/citizen/children/unread-counts`, ...options })
}

/** GET /api/citizen/children/:childId/service-needs (WEAK): The child's service needs, newest first */
export function getChildServiceNeeds(args: { params: {
  childId: string
} }, options: RequestOptions = {}): Promise<ServiceNeedSummary[]> {
  return apiRequest<ServiceNeedSummary[]>({ method: 'GET', path: `/citizen/children/${encodeURIComponent(args.params.childId)}/service-needs`, ...options })
}

/** GET /api/citizen/children/:childId/pedagogical-documents (STRONG): The child's pedagogical documents, newest first, read or not by the caller; one without files becomes read once shown */
export function getPedagogicalDocuments(args: { params: {
  childId: string
} }, options: RequestOptions = {}): Promise<PedagogicalDocument[]> {
  return apiRequest<PedagogicalDocument[]>({ method: 'GET', path: `/citizen/children/${encodeURIComponent(args.params.childId)}/pedagogical-documents`, ...options })
}

/** GET /api/citizen/pedagogical-documents/unread-count (WEAK): Unread pedagogical documents of the caller's children, by child id (the navigation's badge) */
export function getPedagogicalDocumentsUnreadCount(options: RequestOptions = {}): Promise<CountsByChild> {
  return apiRequest<CountsByChild>({ method: 'GET', path: `/citizen/pedagogical-documents/unread-count`, ...options })
}

/** GET /api/citizen/service-applications/options (WEAK): The options of the child's placement type valid on the date; empty when the child has no placement then */
export function getServiceApplicationOptions(args: { query: {
  childId: string
  date: string
} }, options: RequestOptions = {}): Promise<ServiceApplicationOption[]> {
  return apiRequest<ServiceApplicationOption[]>({ method: 'GET', path: `/citizen/service-applications/options`, query: args.query, ...options })
}

/** GET /api/citizen/service-applications (WEAK): The child's service need change applications with their decisions and the caller's actions */
export function getServiceApplications(args: { query: {
  childId: string
} }, options: RequestOptions = {}): Promise<ServiceApplication[]> {
  return apiRequest<ServiceApplication[]>({ method: 'GET', path: `/citizen/service-applications`, query: args.query, ...options })
}

/** POST /api/citizen/absence-application (WEAK): Sends an application: start from today, end not before it, start or end in a possible range and every day between the first and the last possible day (400 ABSENCE_APPLICATION_RANGE_INVALID), a reason; days of a waiting or accepted application of the child are 409 ABSENCE_APPLICATION_OVERLAPS */
export function postAbsenceApplication(args: { body: AbsenceApplicationRequest }, options: RequestOptions = {}): Promise<{
  id: string
}> {
  return apiRequest<{
  id: string
}>({ method: 'POST', path: `/citizen/absence-application`, body: args.body, ...options })
}

/** POST /api/citizen/pedagogical-documents/:documentId/mark-read (STRONG): Marks the pedagogical document read by the caller (opening or downloading a file does it too) */
export function postPedagogicalDocumentRead(args: { params: {
  documentId: string
} }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/citizen/pedagogical-documents/${encodeURIComponent(args.params.documentId)}/mark-read`, ...options })
}

/** POST /api/citizen/children/:childId/placements/terminate (STRONG): Ends a placement group (or only its invoiced daycare) on the date and cancels the open transfer applications starting after it: 400 DATE_TOO_EARLY/DATE_TOO_LATE, 404 no such group, 403 PLACEMENT_TERMINATION_DISABLED. No undo. */
export function postPlacementTermination(args: { params: {
  childId: string
}; body: PlacementTerminationRequest }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/citizen/children/${encodeURIComponent(args.params.childId)}/placements/terminate`, body: args.body, ...options })
}

/** POST /api/citizen/service-applications (STRONG): Sends a change: start from today (not a 1st: additionalInfo required); 400 SERVICE_APPLICATION_NO_PLACEMENT, SERVICE_NEED_OPTION_INVALID; 403 SERVICE_APPLICATIONS_DISABLED; 409 SERVICE_APPLICATION_ALREADY_OPEN */
export function postServiceApplication(args: { body: ServiceApplicationRequest }, options: RequestOptions = {}): Promise<{
  id: string
}> {
  return apiRequest<{
  id: string
}>({ method: 'POST', path: `/citizen/service-applications`, body: args.body, ...options })
}
