import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'

export const Health = Type.Object({ status: Type.Literal('ok') }, { title: 'Health' })
export const Readiness = Type.Object(
  { status: Type.Union([Type.Literal('ready'), Type.Literal('not ready')]), reason: Type.Optional(Type.String()) },
  { title: 'Readiness' }
)

/** A database that does not answer within this is as good as none to a load balancer. */
const READINESS_DATABASE_TIMEOUT_MS = 2000

/**
 * Liveness and readiness, apart (docs/deploy.md, "Health and readiness"). Liveness answers as
 * soon as the process serves requests, touching neither the database nor a session: for a load
 * balancer's liveness check, and the benchmarks' measure of what this server on this machine can
 * answer at most. Readiness also asks the database: an instance that cannot reach it gets no traffic.
 */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'getHealth',
        tags: ['platform'],
        summary: 'Liveness: answers without the database or a session',
        response: { 200: Health }
      }
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return { status: 'ok' as const }
    }
  )

  // Draining (SIGTERM): 503, so that an orchestrator sends no more; once closing, Fastify answers 503 to everything.
  app.get(
    '/ready',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'getReadiness',
        tags: ['platform'],
        summary: 'Readiness: 200 when this instance can serve, its database answering; 503 otherwise',
        response: { 200: Readiness, 503: Readiness }
      }
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      if (app.shutdown.draining) return reply.code(503).send({ status: 'not ready' as const, reason: 'shutting down' })
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('the database did not answer in time')), READINESS_DATABASE_TIMEOUT_MS)
      })
      try {
        await Promise.race([app.platform.db.query('select 1'), timeout])
        return { status: 'ready' as const }
      } catch (error) {
        app.log.warn({ err: error }, 'not ready: the database does not answer')
        return reply.code(503).send({ status: 'not ready' as const, reason: 'database' })
      } finally {
        clearTimeout(timer)
      }
    }
  )
}
