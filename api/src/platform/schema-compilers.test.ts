import ValidatorSelector from '@fastify/ajv-compiler'
import SerializerSelector from '@fastify/fast-json-stringify-compiler'
import Fastify from 'fastify'
import { schemaCompilers, type BuildValidator } from './schema-compilers'
import { AJV_OPTIONS } from './validation'

/** An app of four routes with request and response schemas, whose compiles are counted. */
async function appCounting(production: boolean) {
  const compiled: string[] = []
  const eagerSerializer = SerializerSelector()
  const buildSerializer: typeof eagerSerializer = (external, options) => {
    const compile = eagerSerializer(external, options)
    return (route) => {
      compiled.push(`serializer ${route.method} ${route.url} ${route.httpStatus}`)
      return compile(route)
    }
  }
  const eagerValidator = ValidatorSelector() as unknown as BuildValidator
  const buildValidator: BuildValidator = (external, options) => {
    const compile = eagerValidator(external, options)
    return (route) => {
      compiled.push(`validator ${route.method} ${route.url} ${route.httpPart}`)
      return compile(route)
    }
  }
  const app = Fastify({ ajv: AJV_OPTIONS, schemaController: schemaCompilers(production, { buildSerializer, buildValidator }) })
  const response = { 200: { type: 'object', properties: { name: { type: 'string' } } } }
  app.get('/child', { schema: { response } }, async () => ({ name: 'Ella', ssn: '010120A1234' }))
  const body = { type: 'object', required: ['name'], additionalProperties: false, properties: { name: { type: 'string', maxLength: 5 } } }
  app.post('/child', { schema: { body, response } }, async (request) => request.body)
  const querystring = { type: 'object', properties: { ids: { type: 'array', items: { type: 'integer' } } } }
  app.get('/ids', { schema: { querystring } }, async (request) => request.query)
  app.post('/ids', { schema: { body: querystring.properties.ids } }, async (request) => request.body)
  await app.ready()
  return { app, compiled }
}

describe('request validators and response serializers', () => {
  it('outside production, are compiled at a route’s first request, once each', async () => {
    const { app, compiled } = await appCounting(false)
    expect(compiled).toEqual([])
    await app.inject({ method: 'GET', url: '/child' })
    await app.inject({ method: 'GET', url: '/child' })
    expect(compiled).toEqual(['serializer GET /child 200'])
    await app.inject({ method: 'POST', url: '/child', payload: { name: 'Ella' } })
    await app.inject({ method: 'POST', url: '/child', payload: { name: 'Aino' } })
    expect(compiled).toEqual(['serializer GET /child 200', 'validator POST /child body', 'serializer POST /child 200'])
    await app.close()
  })

  it('answer alike outside production and in it: a field the schema does not name is left out, a bad body refused with Ajv’s errors, a query value coerced and a body not', async () => {
    for (const production of [false, true]) {
      const { app } = await appCounting(production)
      expect((await app.inject({ method: 'GET', url: '/child' })).json()).toEqual({ name: 'Ella' })
      const tooLong = await app.inject({ method: 'POST', url: '/child', payload: { name: 'Elisabet' } })
      expect(tooLong.statusCode).toBe(400)
      expect(tooLong.json().message).toBe('body/name must NOT have more than 5 characters')
      const extra = await app.inject({ method: 'POST', url: '/child', payload: { name: 'Ella', ssn: '010120A1234' } })
      expect(extra.json().message).toBe('body must NOT have additional properties')
      // A lone value becomes an array: Ajv replaces the property through its parent object.
      expect((await app.inject({ method: 'GET', url: '/ids?ids=7' })).json()).toEqual({ ids: [7] })
      expect((await app.inject({ method: 'GET', url: '/ids?ids=x' })).statusCode).toBe(400)
      // A body is JSON, typed by its sender: a number is no text, a lone value no list, null no text.
      const numberForText = await app.inject({ method: 'POST', url: '/child', payload: { name: 5 } })
      expect([numberForText.statusCode, numberForText.json().message]).toEqual([400, 'body/name must be string'])
      expect((await app.inject({ method: 'POST', url: '/child', payload: { name: null } })).statusCode).toBe(400)
      expect((await app.inject({ method: 'POST', url: '/ids', headers: { 'content-type': 'application/json' }, payload: '7' })).statusCode).toBe(400)
      expect((await app.inject({ method: 'POST', url: '/ids', headers: { 'content-type': 'application/json' }, payload: '[7]' })).json()).toEqual([7])
      await app.close()
    }
  })

  it('in production, are all compiled as the app gets ready, as fastify does', async () => {
    const { app, compiled } = await appCounting(true)
    expect(compiled.sort()).toEqual([
      'serializer GET /child 200',
      'serializer HEAD /child 200',
      'serializer POST /child 200',
      'validator GET /ids querystring',
      'validator HEAD /ids querystring',
      'validator POST /child body',
      'validator POST /ids body'
    ])
    await app.close()
  })
})
