import ValidatorSelector from '@fastify/ajv-compiler'
import SerializerSelector from '@fastify/fast-json-stringify-compiler'
import type { FastifyServerOptions } from 'fastify'

type BuildSerializer = ReturnType<typeof SerializerSelector>
type SchemaController = NonNullable<FastifyServerOptions['schemaController']>

/** What fastify calls to check a request part: Ajv's function, whose `errors` it reads after a `false`. */
type Validate = ((data: unknown, context?: unknown) => unknown) & { errors?: unknown; schemaEnv?: unknown }
/** Fastify's validator factory as it uses it (the package's own typings join Ajv's and JTD's): a compile per route and request part. */
export type BuildValidator = (
  externalSchemas: unknown,
  ajvOptions: unknown
) => (route: { method: string; url: string; httpPart: string; schema: unknown }) => Validate

/*
 * Fastify compiles every route's request validators (Ajv) and response serializers
 * (fast-json-stringify) while the app gets ready: about a second and a half of CPU for our routes
 * (the validators about 0.3 s of it), paid by every API test file that builds the app (two runs of
 * some 80 files), every e2e worker's server and every start. Outside production each is compiled
 * when a request first needs it instead; most of a test's app answers a few routes. It is the same
 * validator and serializer, so a request is refused and a field the schema does not name is left
 * out exactly as before.
 *
 * Production compiles them all at start, as fastify does: a schema that cannot compile stops the
 * server there (production-mode.test.ts builds the app so), not at a guardian's first request to
 * it, and no first request of a route waits for its compile.
 */
export function schemaCompilers(
  production: boolean,
  {
    buildSerializer = SerializerSelector(),
    buildValidator: buildAnyValidator = ValidatorSelector() as unknown as BuildValidator
  }: { buildSerializer?: BuildSerializer; buildValidator?: BuildValidator } = {}
): SchemaController {
  const buildValidator = bodiesUncoerced(buildAnyValidator)
  if (production) return { compilersFactory: { buildSerializer, buildValidator } as SchemaController['compilersFactory'] }
  const lazySerializers: BuildSerializer = (externalSchemas, serializerOptions) => {
    const compile = buildSerializer(externalSchemas, serializerOptions)
    return (route) => {
      let serialize: ((data: unknown) => string) | undefined
      return (data) => (serialize ??= compile(route))(data)
    }
  }
  const lazyValidators: BuildValidator = (externalSchemas, ajvOptions) => {
    const compile = buildValidator(externalSchemas, ajvOptions)
    return (route) => {
      let validate: Validate | undefined
      const lazy: Validate = (data, context) => {
        validate ??= compile(route)
        const result = validate(data, context)
        lazy.errors = validate.errors
        return result
      }
      // Fastify hands an Ajv validator the request as the parent of the part it checks, so that
      // coercion may replace the part itself; every validator here is Ajv's, so it always may.
      lazy.schemaEnv = true
      return lazy
    }
  }
  return { compilersFactory: { buildSerializer: lazySerializers, buildValidator: lazyValidators } as SchemaController['compilersFactory'] }
}

/**
 * A body is JSON, which carries its own types: a number sent for a text, or a null for a required
 * text, is refused, not turned into the text "5.8e-319" or "" and saved (the fuzzing found a
 * password set from a number). Query strings, path parameters and headers are text by nature, so
 * they keep Ajv's coercion (`coerceTypes` in validation.ts): `?shiftCare=true`, `?page=2`.
 */
function bodiesUncoerced(buildValidator: BuildValidator): BuildValidator {
  return (externalSchemas, ajvOptions) => {
    const options = ajvOptions as { customOptions?: Record<string, unknown> }
    const compileText = buildValidator(externalSchemas, ajvOptions)
    const compileBody = buildValidator(externalSchemas, { ...options, customOptions: { ...options.customOptions, coerceTypes: false } })
    return (route) => (route.httpPart === 'body' ? compileBody(route) : compileText(route))
  }
}
