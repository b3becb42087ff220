import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { helsinkiDate } from '@pesa/shared/dates'
import { errorResponses } from '../platform/errors'
import { applicationUnits, clubTerms, preschoolTerms, serviceNeedOptions, unitsProviding } from './repository'
import {
  ApplicationType,
  ApplicationUnit,
  ApplicationUnitsQuery,
  ClubTerm,
  PreschoolTerm,
  PublicUnit,
  ServiceNeedOption,
  ServiceNeedOptionsQuery
} from './schemas'

/** Units, terms and options change a few times a year: browsers and proxies may keep them briefly. */
const PUBLIC_CACHE = 'public, max-age=300'

/**
 * Units, terms and service-need options (spec part 1 §7 "Units and terms"): public for the map
 * and the application forms, and the application editor's unit choice for a logged-in guardian.
 */
export const unitRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.platform

  app.get(
    '/public/units/:applicationType',
    {
      config: { auth: 'public', relation: 'none' },
      schema: {
        operationId: 'getPublicUnits',
        tags: ['units'],
        summary: 'Units that take the kind of application and have not closed, with location, address and application periods',
        params: Type.Object({ applicationType: ApplicationType }),
        response: { 200: Type.Array(PublicUnit), ...errorResponses(400) }
      }
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE)
      return unitsProviding(db, request.params.applicationType, helsinkiDate(request.now()))
    }
  )

  app.get(
    '/units',
    {
      config: { auth: 'WEAK', relation: 'none' },
      schema: {
        operationId: 'getApplicationUnits',
        tags: ['units'],
        summary: 'Units an application of the type can prefer: taking such applications, open on the date, with shift care when asked; by name',
        querystring: ApplicationUnitsQuery,
        response: { 200: Type.Array(ApplicationUnit), ...errorResponses(400, 401) }
      }
    },
    async (request) => applicationUnits(db, request.query.type, request.query.date, request.query.shiftCare ?? false)
  )

  app.get(
    '/public/club-terms',
    {
      config: { auth: 'public', relation: 'none' },
      schema: {
        operationId: 'getClubTerms',
        tags: ['units'],
        summary: 'Club terms with their application periods',
        response: { 200: Type.Array(ClubTerm) }
      }
    },
    async (_request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE)
      return clubTerms(db)
    }
  )

  app.get(
    '/public/preschool-terms',
    {
      config: { auth: 'public', relation: 'none' },
      schema: {
        operationId: 'getPreschoolTerms',
        tags: ['units'],
        summary: 'Preschool terms (Finnish, Swedish, extended) with their application periods',
        response: { 200: Type.Array(PreschoolTerm) }
      }
    },
    async (_request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE)
      return preschoolTerms(db)
    }
  )

  app.get(
    '/public/service-needs/options',
    {
      config: { auth: 'public', relation: 'none' },
      schema: {
        operationId: 'getServiceNeedOptions',
        tags: ['units'],
        summary: 'Service-need options valid for the placement types',
        querystring: ServiceNeedOptionsQuery,
        response: { 200: Type.Array(ServiceNeedOption), ...errorResponses(400) }
      }
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE)
      return serviceNeedOptions(db, request.query.placementTypes)
    }
  )
}
