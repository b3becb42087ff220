import SerializerSelector from '@fastify/fast-json-stringify-compiler'
import type { FastifyServerOptions } from 'fastify'

type BuildSerializer = ReturnType<typeof SerializerSelector>
type SchemaController = NonNullable<FastifyServerOptions['schemaController']>

/*
 * Fastify compiles every route's response serializers (fast-json-stringify) while the app gets
 * ready: about a second of CPU for our routes, paid by every API test file that builds the app
 * (two runs of some 80 files), every e2e worker's server and every start. Outside production a
 * serializer is compiled at the first answer that needs it instead; most of a test's app answers
 * a few routes. It is the same serializer, so a field the schema does not name is still left out.
 *
 * Production compiles them all at start, as fastify does: a schema fast-json-stringify cannot
 * compile stops the server there (production-mode.test.ts builds the app so), not at a guardian's
 * first request to it, and no first answer of a route waits for its compile.
 */
export function serializers(production: boolean, buildSerializer: BuildSerializer = SerializerSelector()): SchemaController {
  if (production) return { compilersFactory: { buildSerializer } }
  return {
    compilersFactory: {
      buildSerializer: (externalSchemas, serializerOptions) => {
        const compile = buildSerializer(externalSchemas, serializerOptions)
        return (route) => {
          let serialize: ((data: unknown) => string) | undefined
          return (data) => (serialize ??= compile(route))(data)
        }
      }
    }
  }
}
