import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { errorResponses } from '../platform/errors'
import { DailyServiceTimeNotification, DismissNotificationsBody } from './service-time-schemas'
import * as service from './service-time-service'

/** Daily service time notifications (spec part 2 §7 "Calendar"); WEAK is enough, each caller sees only their own. */
export const serviceTimeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { platform } = app
  const tags = ['calendar']

  app.get(
    '/daily-service-time-notifications',
    {
      config: { auth: 'WEAK', relation: 'self' },
      schema: {
        operationId: 'getDailyServiceTimeNotifications',
        tags,
        summary: "The caller's notifications of changed daily service times not yet acknowledged, oldest first",
        response: { 200: Type.Array(DailyServiceTimeNotification), ...errorResponses(401) }
      }
    },
    async (request) => {
      const notifications = await service.notifications(platform, request.session!.personId)
      await request.audit('DailyServiceTimeNotificationsRead', [...new Set(notifications.map((n) => n.childId))])
      return notifications
    }
  )

  app.post(
    '/daily-service-time-notifications/dismiss',
    {
      config: { auth: 'WEAK', relation: 'self' },
      schema: {
        operationId: 'dismissDailyServiceTimeNotifications',
        tags,
        summary: "Acknowledges the caller's notifications (all or nothing); an id not the caller's notification is 404",
        body: DismissNotificationsBody,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 404) }
      }
    },
    async (request, reply) => {
      await service.dismiss(platform, request.session!.personId, request.body, request.now())
      await request.audit('DailyServiceTimeNotificationsDismissed', [...new Set(request.body)])
      return reply.code(204).send(null)
    }
  )
}
