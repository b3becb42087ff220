import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'

export const Health = Type.Object({ status: Type.Literal('ok') }, { title: 'Health' })

/**
 * Answers as soon as the process serves requests, touching neither the database nor a
 * session: for a load balancer's liveness check, and the benchmarks' measure of what this
 * server on this machine can answer at most.
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
}
