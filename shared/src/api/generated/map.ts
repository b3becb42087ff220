// GENERATED FILE by api/src/codegen from the API route schemas (pnpm generate). Do not edit.
import { apiRequest } from '@pesa/shared'
import type { AutocompleteResponse, WalkingQueryBody, WalkingQueryResponse } from './types'

export type { AutocompleteResponse, WalkingQueryBody, WalkingQueryResponse }

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

/** POST /api/citizen/public/map-api/query (public): Walking distances (OpenTripPlanner planConnection, walking only, at most 15 destinations); null where unknown */
export function queryWalkingDistances(args: { body: WalkingQueryBody }, signal?: AbortSignal): Promise<WalkingQueryResponse> {
  return apiRequest<WalkingQueryResponse>({ method: 'POST', path: `/citizen/public/map-api/query`, body: args.body, signal })
}
