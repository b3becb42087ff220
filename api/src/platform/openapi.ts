import fastifySwagger from '@fastify/swagger'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * The OpenAPI document is generated from the same route schemas that validate requests
 * and from which the client types are generated: GET /api/openapi.json.
 */
interface OpenApiDocument {
  paths?: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: { contentMediaType?: string } }> }> }>>
}

/**
 * A binary answer (a PDF, an iCalendar file, a stored file) says its media type in its schema's
 * `contentMediaType`, the one place it is written; the document lists it under that media type
 * instead of JSON.
 */
export function answersInTheirMediaTypes<T extends OpenApiDocument>(document: T): T {
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      for (const response of Object.values(operation?.responses ?? {})) {
        const schema = response.content?.['application/json']?.schema
        if (!schema?.contentMediaType) continue
        const { contentMediaType, ...rest } = schema
        response.content = { [contentMediaType]: { schema: { ...rest, type: 'string', format: 'binary' } as typeof schema } }
      }
    }
  }
  return document
}

async function openApi(app: FastifyInstance, { version }: { version: string }): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Pesä API', description: 'Citizen API of Pesä', version },
      // The paths include /api: the document describes the site it is served from.
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'pesa-session' },
          csrf: { type: 'apiKey', in: 'header', name: 'x-pesa-csrf' }
        }
      }
    },
    transformObject: (document) => answersInTheirMediaTypes(('openapiObject' in document ? document.openapiObject : document.swaggerObject) as OpenApiDocument),
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
