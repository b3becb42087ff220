import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { ApiError, errorResponses } from '../platform/errors'
import { clubTerms, preschoolTerms, serviceNeedOptions, unitsProviding } from './repository'
import {
  ApplicationType,
  AutocompleteQuery,
  AutocompleteResponse,
  ClubTerm,
  PreschoolTerm,
  PublicUnit,
  ServiceNeedOption,
  ServiceNeedOptionsQuery,
  WalkingQueryBody,
  WalkingQueryResponse
} from './schemas'
import { autocomplete, enforceRateLimit, walkingDistances } from './service'
import { parseWalkingQuery } from './walking-query'

/** Units, terms and options change a few times a year: browsers and proxies may keep them briefly. */
const PUBLIC_CACHE = 'public, max-age=300'

/** Public data of the unit map and the application forms: no personal data, no session needed. */
export const mapPublicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/units/:applicationType',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'getPublicUnits',
        tags: ['map'],
        summary: 'Units that take the kind of application, with location, address and application periods',
        params: Type.Object({ applicationType: ApplicationType }),
        response: { 200: Type.Array(PublicUnit), ...errorResponses(400) }
      }
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE)
      return unitsProviding(app.platform.db, request.params.applicationType)
    }
  )

  app.get(
    '/club-terms',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'getClubTerms',
        tags: ['map'],
        summary: 'Club terms with their application periods',
        response: { 200: Type.Array(ClubTerm) }
      }
    },
    async (_request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE)
      return clubTerms(app.platform.db)
    }
  )

  app.get(
    '/preschool-terms',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'getPreschoolTerms',
        tags: ['map'],
        summary: 'Preschool terms (Finnish, Swedish, extended) with their application periods',
        response: { 200: Type.Array(PreschoolTerm) }
      }
    },
    async (_request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE)
      return preschoolTerms(app.platform.db)
    }
  )

  app.get(
    '/service-needs/options',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'getServiceNeedOptions',
        tags: ['map'],
        summary: 'Service-need options valid for the placement types',
        querystring: ServiceNeedOptionsQuery,
        response: { 200: Type.Array(ServiceNeedOption), ...errorResponses(400) }
      }
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE)
      return serviceNeedOptions(app.platform.db, request.query.placementTypes)
    }
  )

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
