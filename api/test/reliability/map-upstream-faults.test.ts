import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Socket } from 'node:net'
import { walkingQuery } from '@pesa/shared/validators'
import { createTestApp, type TestApp } from '../support/app'

/*
 * The geocoder and the router slow or broken (issue 17, §4 Faults): a stand-in on loopback that
 * never answers, answers 500, or sends its headers and then stalls. Address search answers 502
 * and walking distances are unknown, both within MAP_UPSTREAM_TIMEOUT_MS, and the units the map
 * lists come meanwhile, since they never wait for either.
 */

const FAULTS = ['no answer', '500', 'a stalled body'] as const
type Fault = (typeof FAULTS)[number]
const TIMEOUT_MS = 400
/** What the API may add to the timeout: its own work on a loaded two-core machine (still far below the default 5 s). */
const MARGIN_MS = 2_000

async function startBrokenUpstream() {
  let fault: Fault = 'no answer'
  let calls = 0
  const sockets = new Set<Socket>()
  const server = createServer((_request, response: ServerResponse) => {
    calls += 1
    if (fault === '500') response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"down"}')
    else if (fault === 'a stalled body') response.writeHead(200, { 'content-type': 'application/json' }).write('{"features": [')
    // 'no answer': the request is left open until the server closes.
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    set: (next: Fault) => (fault = next),
    calls: () => calls,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      })
  }
}

describe('map with its geocoder and router slow or broken', () => {
  let t: TestApp
  let upstream: Awaited<ReturnType<typeof startBrokenUpstream>>

  beforeAll(async () => {
    upstream = await startBrokenUpstream()
    t = await createTestApp({
      config: { geocoderUrl: `${upstream.url}/geocoding/v1/autocomplete`, routerUrl: `${upstream.url}/routing`, mapUpstreamTimeoutMs: TIMEOUT_MS }
    })
    // The first request of an app compiles its routes and warms the database; the timings are of the upstream calls.
    await t.request({ method: 'GET', url: '/api/citizen/public/units/DAYCARE' })
  })
  afterAll(async () => {
    await t.close()
    await upstream.close()
  })

  const timed = async <T>(work: Promise<T>) => {
    const started = performance.now()
    const result = await work
    const ended = performance.now()
    return { result, ms: ended - started, ended }
  }

  it.each<Fault>(FAULTS)('with %s, answers within the timeout and still lists the units', async (fault) => {
    upstream.set(fault)
    const callsBefore = upstream.calls()
    const search = timed(t.request({ method: 'GET', url: '/api/citizen/public/map-api/autocomplete?text=Kauppakatu' }))
    const walks = timed(
      t.request({
        method: 'POST',
        url: '/api/citizen/public/map-api/query',
        // A destination of its own per fault, so that no cached distance answers for the router.
        payload: {
          query: walkingQuery([{ alias: 'u0', origin: { lat: 64.13, lon: 28.39 }, destination: { lat: 64.1 + FAULTS.indexOf(fault) / 1000, lon: 28.4 } }])
        }
      })
    )
    const units = await timed(t.request({ method: 'GET', url: '/api/citizen/public/units/DAYCARE' }))
    const [searched, walked] = await Promise.all([search, walks])

    expect(upstream.calls() - callsBefore).toBe(2)
    expect(searched.result.statusCode).toBe(502)
    expect(searched.result.json().errorCode).toBe('GEOCODER_UNAVAILABLE')
    expect(walked.result.statusCode).toBe(200)
    expect(walked.result.json()).toEqual({ data: { u0: null } })
    expect(units.result.statusCode).toBe(200)
    expect(units.result.json().length).toBeGreaterThan(0)
    for (const { ms } of [searched, walked]) expect(ms).toBeLessThan(TIMEOUT_MS + MARGIN_MS)
    if (fault !== '500') {
      // The upstream calls were held until the timeout, and the units did not wait for them.
      for (const { ms } of [searched, walked]) expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50)
      expect(units.ended).toBeLessThan(Math.min(searched.ended, walked.ended))
    }
  })
})
