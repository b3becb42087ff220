import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { currentSystemNotification } from './repository'
import { CurrentSystemNotification } from './schemas'

export const shellPublicRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
        notification: row
          ? { text: row.text_fi, textSv: row.text_sv, textEn: row.text_en, validTo: row.valid_to.toISOString() }
          : null
      }
    }
  )
}
