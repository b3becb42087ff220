// GENERATED FILE by api/scripts/codegen from the API route schemas (pnpm generate). Do not edit.
import { apiRequest, type RequestOptions } from '@pesa/shared'
import type { AutocompleteQuery, AutocompleteResponse, WalkingQueryBody, WalkingQueryResponse } from './types'

export type { AutocompleteQuery, AutocompleteResponse, WalkingQueryBody, WalkingQueryResponse }

/** GET /api/citizen/public/map-api/autocomplete (public): Address search (Pelias autocomplete) within the search area; blank text is REQUIRED */
export function autocompleteAddress(args: { query: AutocompleteQuery }, options: RequestOptions = {}): Promise<AutocompleteResponse> {
  return apiRequest<AutocompleteResponse>({ method: 'GET', path: `/citizen/public/map-api/autocomplete`, query: { ...args.query }, ...options })
}

/** POST /api/citizen/public/map-api/query (public): Walking distances (OpenTripPlanner planConnection, walking only, at most 15 destinations); null where unknown */
export function queryWalkingDistances(args: { body: WalkingQueryBody }, options: RequestOptions = {}): Promise<WalkingQueryResponse> {
  return apiRequest<WalkingQueryResponse>({ method: 'POST', path: `/citizen/public/map-api/query`, body: args.body, ...options })
}
