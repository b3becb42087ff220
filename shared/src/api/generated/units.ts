// GENERATED FILE by api/scripts/codegen from the API route schemas (pnpm generate). Do not edit.
import { apiRequest, type RequestOptions } from '@pesa/shared'
import type { ApplicationUnit, ClubTerm, PlacementType, PreschoolTerm, PublicUnit, PublicUnitApplicationType, ServiceNeedOption } from './types'

export type { ApplicationUnit, ClubTerm, PlacementType, PreschoolTerm, PublicUnit, PublicUnitApplicationType, ServiceNeedOption }

/** GET /api/citizen/units (WEAK): Units an application of the type can prefer: taking such applications, open on the date, with shift care when asked; by name */
export function getApplicationUnits(args: { query: {
  type: PublicUnitApplicationType
  date: string
  shiftCare?: boolean
} }, options: RequestOptions = {}): Promise<ApplicationUnit[]> {
  return apiRequest<ApplicationUnit[]>({ method: 'GET', path: `/citizen/units`, query: args.query, ...options })
}

/** GET /api/citizen/public/club-terms (public): Club terms with their application periods */
export function getClubTerms(options: RequestOptions = {}): Promise<ClubTerm[]> {
  return apiRequest<ClubTerm[]>({ method: 'GET', path: `/citizen/public/club-terms`, ...options })
}

/** GET /api/citizen/public/preschool-terms (public): Preschool terms (Finnish, Swedish, extended) with their application periods */
export function getPreschoolTerms(options: RequestOptions = {}): Promise<PreschoolTerm[]> {
  return apiRequest<PreschoolTerm[]>({ method: 'GET', path: `/citizen/public/preschool-terms`, ...options })
}

/** GET /api/citizen/public/units/:applicationType (public): Units that take the kind of application and have not closed, with location, address and application periods */
export function getPublicUnits(args: { params: {
  applicationType: PublicUnitApplicationType
} }, options: RequestOptions = {}): Promise<PublicUnit[]> {
  return apiRequest<PublicUnit[]>({ method: 'GET', path: `/citizen/public/units/${encodeURIComponent(args.params.applicationType)}`, ...options })
}

/** GET /api/citizen/public/service-needs/options (public): Service-need options valid for the placement types */
export function getServiceNeedOptions(args: { query: {
  placementTypes: PlacementType[]
} }, options: RequestOptions = {}): Promise<ServiceNeedOption[]> {
  return apiRequest<ServiceNeedOption[]>({ method: 'GET', path: `/citizen/public/service-needs/options`, query: args.query, ...options })
}
