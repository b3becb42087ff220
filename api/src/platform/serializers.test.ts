import SerializerSelector from '@fastify/fast-json-stringify-compiler'
import Fastify from 'fastify'
import { serializers } from './serializers'

/** An app of two routes with response schemas, whose serializer compiles are counted. */
async function appCounting(production: boolean) {
  const compiled: string[] = []
  const eager = SerializerSelector()
  const counting: typeof eager = (external, options) => {
    const compile = eager(external, options)
    return (route) => {
      compiled.push(`${route.method} ${route.url} ${route.httpStatus}`)
      return compile(route)
    }
  }
  const app = Fastify({ schemaController: serializers(production, counting) })
  const response = { 200: { type: 'object', properties: { name: { type: 'string' } } } }
  app.get('/child', { schema: { response } }, async () => ({ name: 'Ella', ssn: '010120A1234' }))
  app.get('/other', { schema: { response } }, async () => ({ name: 'Aino' }))
  await app.ready()
  return { app, compiled }
}

describe('response serializers', () => {
  it('outside production, are compiled at a route’s first answer, once, and still leave out what the schema does not name', async () => {
    const { app, compiled } = await appCounting(false)
    expect(compiled).toEqual([])
    const first = await app.inject({ method: 'GET', url: '/child' })
    expect(first.json()).toEqual({ name: 'Ella' })
    await app.inject({ method: 'GET', url: '/child' })
    expect(compiled).toEqual(['GET /child 200'])
    await app.close()
  })

  it('in production, are all compiled as the app gets ready, as fastify does', async () => {
    const { app, compiled } = await appCounting(true)
    expect(compiled.sort()).toEqual(['GET /child 200', 'GET /other 200', 'HEAD /child 200', 'HEAD /other 200'])
    expect((await app.inject({ method: 'GET', url: '/child' })).json()).toEqual({ name: 'Ella' })
    await app.close()
  })
})
