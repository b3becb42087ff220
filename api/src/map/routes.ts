import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ApiError, errorResponses } from '../platform/errors'
import { AutocompleteQuery, AutocompleteResponse, WalkingQueryBody, WalkingQueryResponse } from './schemas'
import { autocomplete, enforceRateLimit, walkingDistances } from './service'
import { parseWalkingQuery } from './walking-query'

/** The map's own calls: address search and walking distances (the units it shows: api/src/units). No session needed. */
export const mapPublicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/map-api/autocomplete',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'autocompleteAddress',
        tags: ['map'],
        summary: 'Address search (Pelias autocomplete) within the search area; an empty text answers no addresses',
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
      config: { auth: 'public' },
      schema: {
        operationId: 'queryWalkingDistances',
        tags: ['map'],
        summary: 'Walking distances (OpenTripPlanner planConnection, walking only, at most 15 destinations); null where unknown',
        body: WalkingQueryBody,
        response: { 200: WalkingQueryResponse, ...errorResponses(400, 403, 429) }
      }
    },
    async (request) => {
      const pairs = parseWalkingQuery(request.body.query)
      if (!pairs) throw new ApiError('VALIDATION_FAILED', 'Only walking planConnection queries for at most 15 destinations are accepted')
      await enforceRateLimit(app.platform, 'query', request.ip, request.now())
      return walkingDistances(app.platform, app.platform.db, pairs, request.now())
    }
  )
}
