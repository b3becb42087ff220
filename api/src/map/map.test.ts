import { validateAutocompleteQuery, validateWalkingQueryBody, walkingQuery as writeWalkingQuery } from '@pesa/shared/validators'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createTestApp, type TestApp } from '../../test/support/app'

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void

/** A geocoder and router stand-in on loopback whose answers each test sets. */
async function startUpstream(): Promise<{
  url: string
  requests: { url: string; headers: IncomingMessage['headers']; body: string }[]
  handle: (handler: Handler) => void
  close: () => Promise<void>
}> {
  let handler: Handler = (_request, _body, response) => response.writeHead(500).end()
  const requests: { url: string; headers: IncomingMessage['headers']; body: string }[] = []
  const server: Server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      requests.push({ url: request.url ?? '', headers: request.headers, body })
      handler(request, body, response)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle: (next) => (handler = next),
    close: () => new Promise((resolve) => server.close(() => resolve()))
  }
}

const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))

const HOME = { lat: 64.1301, lon: 28.3902 }
/** Queries as the map writes them, with the grammar the server reads (@pesa/shared/validators). */
const connection = (alias: string, to: { lat: number; lon: number }, from = HOME) =>
  writeWalkingQuery([{ alias, origin: from, destination: to }]).replace(/^\{\n|\n\}$/g, '')
const walkingQuery = (count: number) =>
  writeWalkingQuery(Array.from({ length: count }, (_, index) => ({ alias: `u${index}`, origin: HOME, destination: { lat: 64.13 + index / 1000, lon: 28.4 } })))

describe('map API without a geocoder or a router', () => {
  let t: TestApp

  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  describe('GET /api/citizen/public/map-api/autocomplete (address register)', () => {
    const search = (query: string) => t.request({ method: 'GET', url: `/api/citizen/public/map-api/autocomplete?${query}` })

    it('finds addresses of the register in the Pelias shape', async () => {
      const response = await search('text=kauppakatu%201&layers=address')
      expect(response.statusCode).toBe(200)
      const body = response.json()
      expect(body.type).toBe('FeatureCollection')
      expect(body.features[0]).toEqual({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [expect.any(Number), expect.any(Number)] },
        properties: { name: 'Kauppakatu 1', postalcode: '88600', locality: 'Pesälä' }
      })
      expect(body.features.map((feature: { properties: { name: string } }) => feature.properties.name)).toEqual([
        'Kauppakatu 1',
        'Kauppakatu 12',
        'Kauppakatu 18'
      ])
    })

    it('refuses blank text with the shared rule of the search', async () => {
      const response = await search('text=%20%20')
      expect(response.statusCode).toBe(400)
      expect(response.json().errorCode).toBe('VALIDATION_FAILED')
      expect(response.json().fieldErrors).toEqual(validateAutocompleteQuery({ text: '  ' }))
      expect(response.json().fieldErrors).toEqual({ text: 'REQUIRED' })
    })

    it('keeps to the boundary rectangle', async () => {
      const body = (await search('text=kauppakatu&boundary.rect.min_lat=64.2&boundary.rect.max_lat=64.3')).json()
      expect(body.features).toEqual([])
    })

    it('treats SQL wildcards as text', async () => {
      expect((await search('text=%25')).json().features).toEqual([])
    })

    it('refuses another layer than address', async () => {
      expect((await search('text=kauppa&layers=venue')).statusCode).toBe(400)
    })
  })

  describe('POST /api/citizen/public/map-api/query without a router', () => {
    it('answers null distances, not an error', async () => {
      const response = await t.request({ method: 'POST', url: '/api/citizen/public/map-api/query', payload: { query: walkingQuery(2) } })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ data: { u0: null, u1: null } })
    })

    it('needs the CSRF header like every state-changing call', async () => {
      const response = await t.request({ method: 'POST', url: '/api/citizen/public/map-api/query', payload: { query: walkingQuery(1) }, csrf: false })
      expect(response.statusCode).toBe(403)
    })
  })
})

describe('map API with a geocoder and a router', () => {
  let t: TestApp
  let upstream: Awaited<ReturnType<typeof startUpstream>>

  beforeAll(async () => {
    upstream = await startUpstream()
    t = await createTestApp({
      config: { geocoderUrl: `${upstream.url}/geocoding/v1/autocomplete`, routerUrl: `${upstream.url}/routing`, mapApiKey: 'secret-key' }
    })
  })
  afterAll(async () => {
    await t.close()
    await upstream.close()
  })
  beforeEach(() => {
    upstream.requests.length = 0
  })

  describe('GET /api/citizen/public/map-api/autocomplete', () => {
    it('proxies the geocoder with the key and passes on only the map’s fields', async () => {
      upstream.handle((_request, _body, response) =>
        json(response, 200, {
          features: [
            { geometry: { coordinates: [28.4, 64.1] }, properties: { name: 'Testitie 1', postalcode: '88600', localadmin: 'Pesälä', secret: 'x' } },
            { geometry: {}, properties: { name: 'No coordinates' } }
          ]
        })
      )
      const response = await t.request({ method: 'GET', url: '/api/citizen/public/map-api/autocomplete?text=Testitie&layers=address' })
      expect(response.json().features).toEqual([
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [28.4, 64.1] },
          properties: { name: 'Testitie 1', postalcode: '88600', localadmin: 'Pesälä' }
        }
      ])
      const sent = new URL(upstream.requests[0]!.url, upstream.url)
      expect(sent.pathname).toBe('/geocoding/v1/autocomplete')
      expect(Object.fromEntries(sent.searchParams)).toEqual({
        text: 'Testitie',
        layers: 'address',
        'boundary.rect.min_lon': '27.9',
        'boundary.rect.max_lon': '28.9',
        'boundary.rect.min_lat': '63.9',
        'boundary.rect.max_lat': '64.4'
      })
      expect(upstream.requests[0]!.headers['digitransit-subscription-key']).toBe('secret-key')
    })

    it('answers 502 when the geocoder fails', async () => {
      upstream.handle((_request, _body, response) => json(response, 500, { error: 'down' }))
      const response = await t.request({ method: 'GET', url: '/api/citizen/public/map-api/autocomplete?text=Testitie' })
      expect(response.statusCode).toBe(502)
      expect(response.json().errorCode).toBe('GEOCODER_UNAVAILABLE')
    })

    it('does not call the geocoder for blank text', async () => {
      const response = await t.request({ method: 'GET', url: '/api/citizen/public/map-api/autocomplete?text=' })
      expect(response.statusCode).toBe(400)
      expect(response.json().fieldErrors).toEqual({ text: 'REQUIRED' })
      expect(upstream.requests).toEqual([])
    })
  })

  describe('POST /api/citizen/public/map-api/query', () => {
    const query = (body: unknown, ip = '10.0.0.1') =>
      t.request({ method: 'POST', url: '/api/citizen/public/map-api/query', payload: body as Record<string, unknown>, remoteAddress: ip })

    it('sends a walking query of its own to the router and answers the walked distances', async () => {
      upstream.handle((_request, body, response) => {
        const aliases = [...(JSON.parse(body) as { query: string }).query.matchAll(/(\w+): planConnection/g)].map((match) => match[1]!)
        json(response, 200, { data: Object.fromEntries(aliases.map((alias, index) => [alias, { edges: [{ node: { walkDistance: 500 + index } }] }])) })
      })
      const response = await query({ query: walkingQuery(3) })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({
        data: {
          u0: { edges: [{ node: { walkDistance: 500 } }] },
          u1: { edges: [{ node: { walkDistance: 501 } }] },
          u2: { edges: [{ node: { walkDistance: 502 } }] }
        }
      })
      expect(upstream.requests).toHaveLength(1)
      expect(upstream.requests[0]!.headers['digitransit-subscription-key']).toBe('secret-key')
      expect(JSON.parse(upstream.requests[0]!.body).query).toContain('direct: [WALK]')
    })

    it('answers from the cache without asking the router again', async () => {
      upstream.handle((_request, _body, response) => json(response, 200, { data: { a: { edges: [{ node: { walkDistance: 1234 } }] } } }))
      const body = { query: `{ ${connection('a', { lat: 64.2, lon: 28.5 })} }` }
      await query(body)
      upstream.handle((_request, _body, response) => json(response, 500, {}))
      const response = await query(body)
      expect(response.json()).toEqual({ data: { a: { edges: [{ node: { walkDistance: 1234 } }] } } })
      expect(upstream.requests).toHaveLength(1)
    })

    it("answers null for the router's 'No planConnection found' and 'No edges found'", async () => {
      upstream.handle((_request, _body, response) => json(response, 200, { data: { u0: null, u1: { edges: [] } }, errors: [{ message: 'No edges found' }] }))
      const body = { query: `{ ${connection('u0', { lat: 64.0, lon: 28.1 })} ${connection('u1', { lat: 64.0, lon: 28.2 })} }` }
      expect((await query(body)).json()).toEqual({ data: { u0: null, u1: null } })
    })

    it('answers null distances when the router fails or does not answer', async () => {
      upstream.handle((request) => request.socket.destroy())
      const response = await query({ query: `{ ${connection('x', { lat: 64.05, lon: 28.15 })} }` })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ data: { x: null } })
    })

    it.each([
      ['more than 15 destinations', walkingQuery(16)],
      ['a mutation', `mutation { ${connection('a', { lat: 64, lon: 28 })} }`],
      ['another mode than walking', walkingQuery(1).replace('direct: [WALK]', 'direct: [CAR]')],
      ['another field than the walked distance', walkingQuery(1).replace('walkDistance', 'legs { from { name } }')],
      ['another root field', '{ __schema { types { name } } }'],
      ['a repeated alias', `{ ${connection('a', { lat: 64, lon: 28 })} ${connection('a', { lat: 64, lon: 28.1 })} }`],
      ['a coordinate off the globe', `{ ${connection('a', { lat: 164, lon: 28 })} }`],
      ['an empty query', '{ }']
    ])('refuses %s with 400, as the shared validator does', async (_case, text) => {
      const response = await query({ query: text })
      expect(response.statusCode).toBe(400)
      expect(response.json().errorCode).toBe('VALIDATION_FAILED')
      expect(response.json().fieldErrors).toEqual(validateWalkingQueryBody({ query: text }))
      expect(response.json().fieldErrors).toEqual({ query: 'INVALID_FORMAT' })
      expect(upstream.requests).toEqual([])
    })

    it('does not count refused queries against the client', async () => {
      for (let index = 0; index <= t.platform.config.mapQueryPerMinute; index++) expect((await query({ query: '{ }' }, '10.7.7.7')).statusCode).toBe(400)
      upstream.handle((_request, _body, response) => json(response, 200, { data: {} }))
      expect((await query({ query: walkingQuery(1) }, '10.7.7.7')).statusCode).toBe(200)
    })

    it('accepts exactly 15 destinations', async () => {
      upstream.handle((_request, _body, response) => json(response, 200, { data: {} }))
      const response = await query({ query: walkingQuery(15) })
      expect(response.statusCode).toBe(200)
      expect(Object.keys(response.json().data)).toHaveLength(15)
    })

    it('limits the queries of one client per minute', async () => {
      upstream.handle((_request, _body, response) => json(response, 200, { data: {} }))
      const body = { query: walkingQuery(1) }
      for (let index = 0; index < t.platform.config.mapQueryPerMinute; index++) expect((await query(body, '10.9.9.9')).statusCode).toBe(200)
      const limited = await query(body, '10.9.9.9')
      expect(limited.statusCode).toBe(429)
      expect((await query(body, '10.9.9.8')).statusCode).toBe(200)
    })
  })
})
