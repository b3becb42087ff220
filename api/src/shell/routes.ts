import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { errorResponses } from '../platform/errors'
import { MunicipalityConfig } from '../platform/municipality-schema'
import { enforceClientErrorLimit, logClientError } from './client-errors'
import { currentSystemNotification } from './repository'
import { ClientErrorReport, CurrentSystemNotification } from './schemas'

/** Far above the largest valid report (the field limits), far below the API's 1 MB. */
const CLIENT_ERROR_BODY_LIMIT = 16 * 1024

export const shellPublicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/municipality-config',
    {
      config: { auth: 'public', relation: 'none' },
      schema: {
        operationId: 'getMunicipalityConfig',
        tags: ['shell'],
        summary: "The municipality's feature flags, texts, links, logo and map settings",
        response: { 200: MunicipalityConfig }
      }
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache')
      return app.platform.municipality
    }
  )

  app.get(
    '/system-notifications/current',
    {
      config: { auth: 'public', relation: 'none' },
      schema: {
        operationId: 'getCurrentSystemNotification',
        tags: ['shell'],
        summary: 'The service notice shown on the login page, in three languages, while it is valid',
        response: { 200: CurrentSystemNotification }
      }
    },
    async (request) => {
      const row = await currentSystemNotification(app.platform.db, request.now())
      return {
        notification: row ? { text: row.text_fi, textSv: row.text_sv, textEn: row.text_en, validTo: row.valid_to.toISOString() } : null
      }
    }
  )

  app.post(
    '/client-errors',
    {
      config: { auth: 'public', relation: 'none', anonymous: true },
      bodyLimit: CLIENT_ERROR_BODY_LIMIT,
      // Counted before the body is read, so a flood of bad or oversized reports is limited too.
      onRequest: async (request) => enforceClientErrorLimit(app.platform, request.ip, request.now()),
      schema: {
        operationId: 'reportClientError',
        tags: ['shell'],
        summary: 'An error of the page (render, failed remote, unhandled), without personal data, for the log; limited per client',
        body: ClientErrorReport,
        response: { 204: Type.Null(), ...errorResponses(400, 403, 413, 429) }
      }
    },
    async (request, reply) => {
      logClientError(request.log, request.body)
      return reply.code(204).send(null)
    }
  )
}
