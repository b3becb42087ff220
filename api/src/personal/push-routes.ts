import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { deviceName } from '../platform/device-name'
import { ApiError, errorResponses } from '../platform/errors'
import { listSubscriptions, removeSubscription, saveSubscription, subscriptionProblem } from '../platform/push/subscriptions'
import { PushPublicKey, PushSubscriptionCreated, PushSubscriptionIdParams, PushSubscriptionInput, PushSubscriptions } from './schemas'

/**
 * Push on this device (issue 37 §3): the VAPID key a browser subscribes with, the caller's devices
 * with push on, and turning it on or off. WEAK, like remembered devices: a notice tells nothing
 * but that something waits, and turning push off only takes a channel away.
 */
export const pushRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { platform } = app
  const tags = ['personal']

  const keys = () => {
    if (!app.vapidKeys) throw new ApiError('PUSH_NOT_CONFIGURED', 'Push is not configured on this server')
    return app.vapidKeys
  }

  app.get(
    '/public-key',
    {
      config: { auth: 'WEAK', relation: 'self' },
      schema: {
        operationId: 'getPushPublicKey',
        tags,
        summary: 'The VAPID public key a browser subscribes with (applicationServerKey); 503 PUSH_NOT_CONFIGURED without one',
        response: { 200: PushPublicKey, ...errorResponses(401, 503) }
      }
    },
    async () => ({ publicKey: keys().publicKey })
  )

  app.get(
    '/subscriptions',
    {
      config: { auth: 'WEAK', relation: 'self' },
      schema: {
        operationId: 'getPushSubscriptions',
        tags,
        summary: "The caller's devices with push on, the newest first (the browser finds itself by its endpoint)",
        response: { 200: PushSubscriptions, ...errorResponses(401) }
      }
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const personId = request.session!.personId
      const rows = await listSubscriptions(platform.db, personId)
      await request.audit('PushSubscriptionsRead', [personId])
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        endpoint: row.endpoint,
        createdAt: row.created_at.toISOString(),
        lastSentAt: row.last_sent_at?.toISOString() ?? null
      }))
    }
  )

  app.post(
    '/subscriptions',
    {
      config: { auth: 'WEAK', relation: 'self' },
      schema: {
        operationId: 'createPushSubscription',
        tags,
        summary:
          "Turns push on for the browser (its PushSubscription's endpoint and keys); the same endpoint again replaces the device. " +
          '400 PUSH_SUBSCRIPTION_INVALID: not a push service address (https, a known push service) or keys of the wrong size; ' +
          '503 PUSH_NOT_CONFIGURED',
        body: PushSubscriptionInput,
        response: { 200: PushSubscriptionCreated, ...errorResponses(400, 401, 503) }
      }
    },
    async (request) => {
      keys()
      const personId = request.session!.personId
      const problem = subscriptionProblem(request.body, platform.config)
      if (problem) throw new ApiError('PUSH_SUBSCRIPTION_INVALID', `The subscription's ${problem} is not accepted`)
      const id = await saveSubscription(platform.db, personId, request.body, deviceName(request.headers['user-agent']), platform.clock.now())
      await request.audit('PushSubscribed', [personId], { subscriptionId: id })
      return { id }
    }
  )

  app.delete(
    '/subscriptions/:id',
    {
      config: { auth: 'WEAK', relation: 'push-subscription-owner' },
      schema: {
        operationId: 'deletePushSubscription',
        tags,
        summary: "Turns push off for one of the caller's devices; 404 NOT_FOUND for any other id",
        params: PushSubscriptionIdParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 404) }
      }
    },
    async (request, reply) => {
      const personId = request.session!.personId
      if (!(await removeSubscription(platform.db, personId, request.params.id))) throw new ApiError('NOT_FOUND', 'No such device')
      await request.audit('PushUnsubscribed', [personId], { subscriptionId: request.params.id })
      return reply.code(204).send(null)
    }
  )
}
