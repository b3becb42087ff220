import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { errorResponses } from '../platform/errors'
import { CalendarFeedStatus, CreatedCalendarFeed, FeedTokenParams } from './feed-schemas'
import * as service from './feed-service'

const tags = ['calendar']

/** The caller's calendar feed (issue 14, "Feed"): read and revoke with a weak login, make one only strongly identified. */
export const feedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { platform } = app

  app.get(
    '/calendar-feed',
    {
      config: { auth: 'WEAK', relation: 'self' },
      schema: {
        operationId: 'getCalendarFeed',
        tags,
        summary: 'Whether the caller has a calendar feed in use and when it was made; never its address',
        response: { 200: CalendarFeedStatus, ...errorResponses(401) }
      }
    },
    async (request) => {
      const status = await service.feedStatus(platform, request.session!.personId)
      await request.audit('CalendarFeedStatusRead', [request.session!.personId])
      return status
    }
  )

  app.post(
    '/calendar-feed',
    {
      config: { auth: 'STRONG', relation: 'self' },
      schema: {
        operationId: 'postCalendarFeed',
        tags,
        summary:
          'Makes a calendar feed and answers its address, this once (a lasting credential: 403 STRONG_AUTH_REQUIRED for a weak login); ' +
          'the feed in use before it stops answering',
        response: { 200: CreatedCalendarFeed, ...errorResponses(401, 403) }
      }
    },
    async (request) => {
      const personId = request.session!.personId
      const created = await service.createFeed(platform, personId, request.now())
      await request.audit('CalendarFeedCreated', [personId, created.id], { revokedFeedId: created.revokedId })
      return created.feed
    }
  )

  app.delete(
    '/calendar-feed',
    {
      config: { auth: 'WEAK', relation: 'self' },
      schema: {
        operationId: 'deleteCalendarFeed',
        tags,
        summary: "Revokes the caller's calendar feed (its address answers 404 from now on); nothing to revoke is no error",
        response: { 204: Type.Null(), ...errorResponses(401) }
      }
    },
    async (request, reply) => {
      const personId = request.session!.personId
      const revokedId = await service.revokeFeed(platform, personId, request.now())
      await request.audit('CalendarFeedRevoked', revokedId ? [personId, revokedId] : [personId])
      return reply.code(204).send(null)
    }
  )
}

/**
 * The feed itself, polled by calendar apps without a session (anonymous: no cookie is read even
 * when a browser sends one). The token is the only credential; the request log cuts it out of the
 * path (platform/logging.ts).
 */
export const feedPublicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { platform } = app

  app.get(
    '/calendar-feed/:token.ics',
    {
      config: { auth: 'public', relation: 'none', anonymous: true },
      // HEAD answers as GET without the body (a calendar app may ask before subscribing); it is counted and audited as a read.
      exposeHeadRoute: true,
      schema: {
        operationId: 'getCalendarFeedIcs',
        tags,
        summary:
          "The feed's iCalendar: the daycare events of the owner's children a month back and a year ahead (all-day) and their booked " +
          'discussion times (Europe/Helsinki); an unknown or revoked token is 404, too many requests for one token 429',
        params: FeedTokenParams,
        response: { 200: Type.String({ description: 'The iCalendar file', contentMediaType: 'text/calendar' }), ...errorResponses(404, 429) }
      }
    },
    async (request, reply) => {
      const feed = await service.feedIcs(platform, request.params.token, request.now())
      // Who read the children's events: whoever holds the owner's address (no session to name).
      await request.audit('CalendarFeedRead', [feed.personId], { feedId: feed.feedId })
      return reply.header('content-type', 'text/calendar; charset=utf-8').header('cache-control', 'private, no-store').send(feed.text)
    }
  )
}
