import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { currentSystemNotification } from './repository'
import { MunicipalityConfig } from '../platform/municipality-schema'
import { CurrentSystemNotification } from './schemas'

export const shellPublicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/municipality-config',
    {
      config: { auth: 'public' },
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
      config: { auth: 'public' },
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
}
