// jest: slow — among the longest files on PGlite, so it starts first (shared/build/jest-slow-first-sequencer.cjs).
import { Writable } from 'node:stream'
import { MOCKED_TIME_HEADER } from '@pesa/shared/protocol'
import { createTestApp, type TestApp } from '../../test/support/app'
import { loadConfig, parseTrustProxy } from './config'
import { loggerOptions } from './logging'

/*
 * Behind the load balancer every per-client limit keys on the real client: the API believes
 * X-Forwarded-For only as far as the configured proxies reach, so addresses a client writes into
 * the header itself are never its identity (nor what the log records as the client).
 */
const PROXY = '10.0.0.5'
const CLIENT = '203.0.113.7'
const forged = (i: number) => `198.51.100.${i + 1}`
/*
 * The limits count per minute window (counters.ts). Each request is sent at one instant inside a
 * minute: on the real clock a slow run crossed a minute's end mid-loop and the new window let every
 * request through (40 of 40 answered 204 on a busy CI machine).
 */
const AT = { [MOCKED_TIME_HEADER]: '2026-06-15T09:00:20Z' }

const report = {
  kind: 'area-render',
  message: 'TypeError: x is undefined',
  stack: null,
  route: '/map',
  appVersion: 'build-42',
  area: 'map'
}

describe.each([
  ['true (one hop)', 'true'],
  ["the proxy's address", `${PROXY},127.0.0.1`],
  ["the proxy's network", '10.0.0.0/8']
])('TRUST_PROXY as %s', (_name, trustProxy) => {
  let t: TestApp
  const logLines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as Record<string, unknown>)
      done()
    }
  })

  beforeAll(async () => {
    t = await createTestApp({
      config: { trustProxy: loadConfig({ PESA_ENV: 'test', TRUST_PROXY: trustProxy }).trustProxy, clientErrorsPerMinute: 30, mapAutocompletePerMinute: 5 },
      logger: loggerOptions('info', stream)
    })
  })
  afterAll(() => t.close())

  it('40 client-error reports with rotating forged X-Forwarded-For all count against the one client; the log names the client', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 40; i++) {
      // What the balancer passes on when it appends: the client's own header, then the address it saw.
      const response = await t.request({
        method: 'POST',
        url: '/api/citizen/public/client-errors',
        payload: report,
        remoteAddress: PROXY,
        headers: { ...AT, 'x-forwarded-for': `${forged(i)}, ${CLIENT}` }
      })
      statuses.push(response.statusCode)
    }
    expect(statuses.filter((status) => status === 204)).toHaveLength(30)
    expect(statuses.slice(30)).toEqual(Array(10).fill(429))
    const addresses = new Set(logLines.map((line) => (line.req as { remoteAddress?: string } | undefined)?.remoteAddress).filter(Boolean))
    expect([...addresses]).toEqual([CLIENT])
    expect(JSON.stringify(logLines)).not.toContain('198.51.100.')
  })

  it('address searches with forged addresses share one limit', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 8; i++) {
      const response = await t.request({
        method: 'GET',
        url: '/api/citizen/public/map-api/autocomplete?text=Kirkkokatu',
        remoteAddress: PROXY,
        headers: { ...AT, 'x-forwarded-for': `${forged(i)}, ${CLIENT}` }
      })
      statuses.push(response.statusCode)
    }
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(200))
    expect(statuses.slice(5)).toEqual(Array(3).fill(429))
  })
})

describe('TRUST_PROXY as addresses', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ config: { trustProxy: parseTrustProxy(PROXY), clientErrorsPerMinute: 2 } })
  })
  afterAll(() => t.close())

  it('a client reaching the instance past the balancer is itself the client, whatever header it sends', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      const response = await t.request({
        method: 'POST',
        url: '/api/citizen/public/client-errors',
        payload: report,
        remoteAddress: CLIENT,
        headers: { ...AT, 'x-forwarded-for': forged(i) }
      })
      statuses.push(response.statusCode)
    }
    expect(statuses).toEqual([204, 204, 429, 429])
  })
})

describe('parseTrustProxy', () => {
  it('reads off, one hop for true, hop counts and address lists; refuses anything else', () => {
    expect(parseTrustProxy(undefined)).toBe(false)
    expect(parseTrustProxy('')).toBe(false)
    expect(parseTrustProxy('false')).toBe(false)
    expect(parseTrustProxy('0')).toBe(false)
    expect(parseTrustProxy('true')).toEqual({ hops: 1 })
    expect(parseTrustProxy('2')).toEqual({ hops: 2 })
    expect(parseTrustProxy(' 10.0.0.1, 10.1.0.0/16 ,::1,loopback')).toEqual({ addresses: ['10.0.0.1', '10.1.0.0/16', '::1', 'loopback'] })
    expect(() => parseTrustProxy('yes')).toThrow(/TRUST_PROXY/)
    expect(() => parseTrustProxy('10.0.0.1; rm')).toThrow(/TRUST_PROXY/)
  })
})
