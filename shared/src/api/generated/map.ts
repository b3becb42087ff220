// GENERATED FILE by api/src/codegen from the API route schemas (pnpm generate). Do not edit.
import { apiRequest } from '@pesa/shared'
import type { AutocompleteResponse, ClubTerm, PlacementType, PreschoolTerm, PublicUnit, PublicUnitApplicationType, ServiceNeedOption, WalkingQueryBody, WalkingQueryResponse } from './types'

export type { AutocompleteResponse, ClubTerm, PlacementType, PreschoolTerm, PublicUnit, PublicUnitApplicationType, ServiceNeedOption, WalkingQueryBody, WalkingQueryResponse }

/** GET /api/citizen/public/map-api/autocomplete (public): Address search (Pelias autocomplete) within the search area; an empty text answers no addresses */
export function autocompleteAddress(args: { query: {
  text: string
  layers?: 'address'
  "boundary.rect.min_lon"?: number
  "boundary.rect.max_lon"?: number
  "boundary.rect.min_lat"?: number
  "boundary.rect.max_lat"?: number
} }, signal?: AbortSignal): Promise<AutocompleteResponse> {
  return apiRequest<AutocompleteResponse>({ method: 'GET', path: `/citizen/public/map-api/autocomplete`, query: args.query, signal })
}

/** GET /api/citizen/public/club-terms (public): Club terms with their application periods */
export function getClubTerms(signal?: AbortSignal): Promise<ClubTerm[]> {
  return apiRequest<ClubTerm[]>({ method: 'GET', path: `/citizen/public/club-terms`, signal })
}

/** GET /api/citizen/public/preschool-terms (public): Preschool terms (Finnish, Swedish, extended) with their application periods */
export function getPreschoolTerms(signal?: AbortSignal): Promise<PreschoolTerm[]> {
  return apiRequest<PreschoolTerm[]>({ method: 'GET', path: `/citizen/public/preschool-terms`, signal })
}

/** GET /api/citizen/public/units/:applicationType (public): Units that take the kind of application, with location, address and application periods */
export function getPublicUnits(args: { params: {
  applicationType: PublicUnitApplicationType
} }, signal?: AbortSignal): Promise<PublicUnit[]> {
  return apiRequest<PublicUnit[]>({ method: 'GET', path: `/citizen/public/units/${encodeURIComponent(args.params.applicationType)}`, signal })
}

/** GET /api/citizen/public/service-needs/options (public): Service-need options valid for the placement types */
export function getServiceNeedOptions(args: { query: {
  placementTypes: PlacementType[]
} }, signal?: AbortSignal): Promise<ServiceNeedOption[]> {
  return apiRequest<ServiceNeedOption[]>({ method: 'GET', path: `/citizen/public/service-needs/options`, query: args.query, signal })
}

/** POST /api/citizen/public/map-api/query (public): Walking distances (OpenTripPlanner planConnection, walking only, at most 15 destinations); null where unknown */
export function queryWalkingDistances(args: { body: WalkingQueryBody }, signal?: AbortSignal): Promise<WalkingQueryResponse> {
  return apiRequest<WalkingQueryResponse>({ method: 'POST', path: `/citizen/public/map-api/query`, body: args.body, signal })
}
