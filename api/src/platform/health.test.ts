import { buildApp } from '../app'
import { loadMunicipality } from './municipality'
import { loadConfig } from './config'
import { databaseCounters } from './counters'
import type { Db } from './db'

describe('GET /api/health', () => {
  it('answers without a database or a session, in production mode too', async () => {
    const unreachable = (): never => {
      throw new Error('the health route must not use the database')
    }
    const db = { kind: 'postgresql', query: unreachable, transaction: unreachable, exec: unreachable, close: async () => undefined } as unknown as Db
    const config = { ...loadConfig({ PESA_ENV: 'production' }), staticDir: undefined, remotesFile: undefined }
    const app = await buildApp({
      config,
      db,
      clock: { now: () => new Date() },
      counters: databaseCounters(db),
      municipality: loadMunicipality(config.municipality)
    })
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
