import fastifySwagger from '@fastify/swagger'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * The OpenAPI document is generated from the same route schemas that validate requests
 * and from which the client types are generated: GET /api/openapi.json.
 */
async function openApi(app: FastifyInstance, { version }: { version: string }): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Pesä API', description: 'Citizen API of Pesä', version },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'pesa-session' },
          csrf: { type: 'apiKey', in: 'header', name: 'x-pesa-csrf' }
        }
      }
    },
    // Dev API and static files are not part of the published contract.
    transform: ({ schema, url, route }) => {
      const hidden = url.startsWith('/api/dev-api') || !url.startsWith('/api/')
      const auth = route.config?.auth
      const security = auth && auth !== 'public' ? [{ session: [], csrf: [] }] : []
      return { schema: { ...schema, hide: hidden || schema?.hide, security, 'x-auth-level': auth } as typeof schema, url }
    }
  })
}

export default fp(openApi, { name: 'openapi' })
