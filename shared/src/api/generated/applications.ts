// GENERATED FILE by api/scripts/codegen from the API route schemas (pnpm generate). Do not edit.
import { apiRequest, type RequestOptions } from '@pesa/shared'
import type { ApplicationChild, ApplicationDetails, ApplicationIdResponse, ApplicationUpdate, ApplicationsOfChild, ByApplicationType, NewApplication } from './types'

export type { ApplicationChild, ApplicationDetails, ApplicationIdResponse, ApplicationUpdate, ApplicationsOfChild, ByApplicationType, NewApplication }

/** POST /api/citizen/applications (STRONG): A draft for the child: 400 APPLICATION_TYPE_NOT_AVAILABLE for a kind the municipality does not take, 409 DUPLICATE_APPLICATION when the caller has an unfinished one of the child and kind, 404 for a child not the caller’s */
export function createApplication(args: { body: NewApplication }, options: RequestOptions = {}): Promise<ApplicationIdResponse> {
  return apiRequest<ApplicationIdResponse>({ method: 'POST', path: `/citizen/applications`, body: args.body, ...options })
}

/** DELETE /api/citizen/applications/:applicationId (STRONG): Deletes a draft with its files, cancels a sent application; 409 APPLICATION_NOT_EDITABLE later */
export function deleteApplication(args: { params: {
  applicationId: string
} }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'DELETE', path: `/citizen/applications/${encodeURIComponent(args.params.applicationId)}`, ...options })
}

/** GET /api/citizen/applications/:applicationId (STRONG): One application: the applicant's, or the other guardian's read without the private answers */
export function getApplication(args: { params: {
  applicationId: string
} }, options: RequestOptions = {}): Promise<ApplicationDetails> {
  return apiRequest<ApplicationDetails>({ method: 'GET', path: `/citizen/applications/${encodeURIComponent(args.params.applicationId)}`, ...options })
}

/** GET /api/citizen/applications/active-placements/:childId (STRONG): Per kind: the child has a placement of it today (a new application is a transfer) */
export function getApplicationActivePlacements(args: { params: {
  childId: string
} }, options: RequestOptions = {}): Promise<ByApplicationType> {
  return apiRequest<ByApplicationType>({ method: 'GET', path: `/citizen/applications/active-placements/${encodeURIComponent(args.params.childId)}`, ...options })
}

/** GET /api/citizen/applications/children (STRONG): The children the caller may apply for (custodianship) */
export function getApplicationChildren(options: RequestOptions = {}): Promise<ApplicationChild[]> {
  return apiRequest<ApplicationChild[]>({ method: 'GET', path: `/citizen/applications/children`, ...options })
}

/** GET /api/citizen/applications/duplicates/:childId (STRONG): Per kind: the caller has an unfinished application of the child */
export function getApplicationDuplicates(args: { params: {
  childId: string
} }, options: RequestOptions = {}): Promise<ByApplicationType> {
  return apiRequest<ByApplicationType>({ method: 'GET', path: `/citizen/applications/duplicates/${encodeURIComponent(args.params.childId)}`, ...options })
}

/** GET /api/citizen/applications/by-guardian (STRONG): The caller's children, each with the applications the caller made or may read */
export function getApplicationsByGuardian(options: RequestOptions = {}): Promise<ApplicationsOfChild[]> {
  return apiRequest<ApplicationsOfChild[]>({ method: 'GET', path: `/citizen/applications/by-guardian`, ...options })
}

/** PUT /api/citizen/applications/:applicationId/draft (STRONG): Saves a draft as typed (shape and lengths only); 409 APPLICATION_NOT_EDITABLE when it is no longer a draft */
export function saveApplicationDraft(args: { params: {
  applicationId: string
}; body: ApplicationUpdate }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'PUT', path: `/citizen/applications/${encodeURIComponent(args.params.applicationId)}/draft`, body: args.body, ...options })
}

/** POST /api/citizen/applications/:applicationId/actions/send-application (STRONG): Sends a draft after checking its stored form against today (400 VALIDATION_FAILED); a sent one answers 204 again */
export function sendApplication(args: { params: {
  applicationId: string
} }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/citizen/applications/${encodeURIComponent(args.params.applicationId)}/actions/send-application`, ...options })
}

/** PUT /api/citizen/applications/:applicationId (STRONG): Saves the form with every rule (400 VALIDATION_FAILED, fieldErrors by form path); 409 APPLICATION_NOT_EDITABLE once processing began */
export function updateApplication(args: { params: {
  applicationId: string
}; body: ApplicationUpdate }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'PUT', path: `/citizen/applications/${encodeURIComponent(args.params.applicationId)}`, body: args.body, ...options })
}
