import { buildApp } from '../app'
import { loadMunicipality } from './municipality'
import { loadConfig } from './config'
import { databaseCounters } from './counters'
import type { Db } from './db'

async function appOn(db: Db) {
  const config = { ...loadConfig({ PESA_ENV: 'production' }), staticDir: undefined, remotesFile: undefined }
  return buildApp({ config, db, clock: { now: () => new Date() }, counters: databaseCounters(db), municipality: loadMunicipality(config.municipality) })
}

describe('GET /api/health', () => {
  it('answers without a database or a session, in production mode too', async () => {
    const unreachable = (): never => {
      throw new Error('the health route must not use the database')
    }
    const app = await appOn({
      kind: 'postgresql',
      query: unreachable,
      transaction: unreachable,
      exec: unreachable,
      close: async () => undefined
    } as unknown as Db)
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ status: 'ok' })
      expect(response.headers['cache-control']).toBe('no-store')
    } finally {
      await app.close()
    }
  })
})

describe('GET /api/ready', () => {
  const withQuery = (query: () => Promise<unknown>) =>
    ({ kind: 'postgresql', query, transaction: query, exec: query, close: async () => undefined }) as unknown as Db

  it('answers 200 when the database answers', async () => {
    const app = await appOn(withQuery(async () => [{ '?column?': 1 }]))
    try {
      const response = await app.inject({ method: 'GET', url: '/api/ready' })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ status: 'ready' })
      expect(response.headers['cache-control']).toBe('no-store')
    } finally {
      await app.close()
    }
  })

  it('answers 503 when the database refuses or does not answer, while liveness still answers', async () => {
    for (const query of [() => Promise.reject(new Error('connection refused')), () => new Promise(() => undefined)]) {
      const app = await appOn(withQuery(query))
      try {
        const response = await app.inject({ method: 'GET', url: '/api/ready' })
        expect(response.statusCode).toBe(503)
        expect(response.json()).toEqual({ status: 'not ready', reason: 'database' })
        expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
      } finally {
        await app.close()
      }
    }
  })
})

describe('graceful shutdown', () => {
  it('while draining, readiness answers 503 and every answer closes its connection; then the app closes', async () => {
    const app = await appOn({
      kind: 'postgresql',
      query: async () => [],
      transaction: async () => [],
      exec: async () => [],
      close: async () => undefined
    } as unknown as Db)
    expect((await app.inject({ method: 'GET', url: '/api/health' })).headers.connection).not.toBe('close')
    const closed = app.shutdown.drainAndClose(300)
    const ready = await app.inject({ method: 'GET', url: '/api/ready' })
    expect(ready.statusCode).toBe(503)
    expect(ready.json()).toEqual({ status: 'not ready', reason: 'shutting down' })
    const live = await app.inject({ method: 'GET', url: '/api/health' })
    expect(live.statusCode).toBe(200)
    expect(live.headers.connection).toBe('close')
    await closed
  })
})
