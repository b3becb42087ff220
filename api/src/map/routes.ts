import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errorResponses } from '../platform/errors'
import { AutocompleteQuery, AutocompleteResponse, WalkingQueryBody, WalkingQueryResponse } from './schemas'
import { autocomplete, enforceRateLimit, walkingDistances, walkingLegs } from './service'

/** The map's own calls: address search and walking distances (the units it shows: api/src/units). No session needed. */
export const mapPublicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/map-api/autocomplete',
    {
      config: { auth: 'public', relation: 'none' },
      schema: {
        operationId: 'autocompleteAddress',
        tags: ['map'],
        summary: 'Address search (Pelias autocomplete) within the search area; blank text is REQUIRED',
        querystring: AutocompleteQuery,
        response: { 200: AutocompleteResponse, ...errorResponses(400, 429, 502) }
      }
    },
    async (request) => {
      await enforceRateLimit(app.platform, 'autocomplete', request.ip, request.now())
      return autocomplete(app.platform, request.query)
    }
  )

  app.post(
    '/map-api/query',
    {
      config: { auth: 'public', relation: 'none' },
      schema: {
        operationId: 'queryWalkingDistances',
        tags: ['map'],
        summary: 'Walking distances (OpenTripPlanner planConnection, walking only, at most 15 destinations); null where unknown',
        body: WalkingQueryBody,
        response: { 200: WalkingQueryResponse, ...errorResponses(400, 403, 429) }
      }
    },
    async (request) => {
      const legs = walkingLegs(request.body)
      await enforceRateLimit(app.platform, 'query', request.ip, request.now())
      return walkingDistances(app.platform, app.platform.db, legs, request.now())
    }
  )
}
