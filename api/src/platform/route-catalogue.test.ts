import Fastify from 'fastify'
import { DEMO_SSN } from '../seed/demo-people'
import { createTestApp, type Caller, type TestApp } from '../../test/support/app'
import { loadMunicipality } from './municipality'
import { loadConfig } from './config'
import { databaseCounters } from './counters'
import type { Db } from './db'
import platformPlugin from './platform-plugin'
import type { RouteRecord } from './types'

/*
 * Enumerates every registered route, so a route added later is covered without anyone
 * remembering to write its security test.
 */
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/** Routes where another proof replaces the CSRF header; each must still refuse a bare call. */
const CSRF_EXCEPTIONS = ['POST /api/citizen/auth/sfi/mock-acs']

function concreteUrl(route: RouteRecord): string {
  return route.url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000').replace(/\*$/, 'x')
}

describe('route catalogue', () => {
  let t: TestApp
  let strongCaller: Caller

  beforeAll(async () => {
    t = await createTestApp()
    strongCaller = await t.login(DEMO_SSN.anna, 'STRONG')
  })
  afterAll(() => t.close())

  it('knows the routes of every area', () => {
    const urls = t.app.routeCatalogue.map((route) => `${route.method} ${route.url}`)
    expect(urls).toEqual(expect.arrayContaining(['GET /api/citizen/auth/status', 'POST /api/citizen/auth/weak-login', 'GET /api/citizen/children']))
    expect(t.app.routeCatalogue.length).toBeGreaterThan(10)
  })

  it('has an auth level declared on every route', () => {
    for (const route of t.app.routeCatalogue) expect(['public', 'WEAK', 'STRONG']).toContain(route.auth)
  })

  it('answers 401 without a session on every route that is not public', async () => {
    const protectedRoutes = t.app.routeCatalogue.filter((route) => route.auth !== 'public')
    expect(protectedRoutes.length).toBeGreaterThan(0)
    for (const route of protectedRoutes) {
      const response = await t.request({ method: route.method as 'GET', url: concreteUrl(route) })
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401
      })
    }
  })

  it('answers 403 without the CSRF header on every state-changing route', async () => {
    const mutating = t.app.routeCatalogue.filter((route) => MUTATING.has(route.method) && route.csrf)
    expect(mutating.length).toBeGreaterThan(0)
    for (const route of mutating) {
      const response = await t.request({ method: route.method as 'POST', url: concreteUrl(route), as: strongCaller, csrf: false, payload: {} })
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode, code: response.json().errorCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 403,
        code: 'CSRF_HEADER_MISSING'
      })
    }
  })

  it('lets only the listed routes go without the CSRF header, and they refuse a bare call', async () => {
    const exceptions = t.app.routeCatalogue.filter((route) => MUTATING.has(route.method) && !route.csrf)
    expect(exceptions.map((route) => `${route.method} ${route.url}`)).toEqual(CSRF_EXCEPTIONS)
    for (const route of exceptions) {
      const response = await t.request({
        method: route.method as 'POST',
        url: concreteUrl(route),
        csrf: false,
        payload: 'state=forged&action=login&ssn=120385-1243',
        headers: { 'content-type': 'application/x-www-form-urlencoded' }
      })
      expect(response.statusCode).toBe(403)
    }
  })
})

describe('route declarations', () => {
  it('stop the start-up when a route does not declare its auth level', async () => {
    const app = Fastify()
    const db = { query: async () => [] } as unknown as Db
    await app.register(platformPlugin, {
      config: loadConfig({ PESA_ENV: 'test' }),
      db,
      clock: { now: () => new Date() },
      counters: databaseCounters(db),
      municipality: loadMunicipality('pesala')
    })
    expect(() => app.get('/api/undeclared', async () => 'hello')).toThrow(/does not declare its auth level/)
    await app.close()
  })
})
