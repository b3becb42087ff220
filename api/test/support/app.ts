import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { CSRF_HEADER } from '@pesa/shared/protocol'
import { buildApp, type AppOptions } from '../../src/app'
import type { AttachmentStorage } from '../../src/platform/attachments/storage'
import type { Clock } from '../../src/platform/clock'
import { loadConfig, type Config } from '../../src/platform/config'
import { databaseCounters, redisCounters, type Counters } from '../../src/platform/counters'
import type { Platform } from '../../src/platform/types'
import { loadMunicipality } from '../../src/platform/municipality'
import { testClock } from './clock'
import { openTestDatabase } from './databases'

/** A logged-in caller: the cookie header of a session. */
export interface Caller {
  cookie: string
}

export interface TestApp {
  app: FastifyInstance
  platform: Platform
  /** Injects a request: with the CSRF header unless `csrf: false`, as `caller` when given. */
  request(options: InjectOptions & { as?: Caller; csrf?: boolean }): Promise<LightMyRequestResponse>
  /** A session for the person with the identity code, through the dev API. */
  login(ssn: string, authLevel?: 'WEAK' | 'STRONG'): Promise<Caller>
  close(): Promise<void>
}

export function cookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name.endsWith('pesa-session'))
  if (!cookie) throw new Error(`No session cookie in the answer (${response.statusCode}: ${response.body})`)
  return `${cookie.name}=${cookie.value}`
}

/**
 * The counters of a test app: Redis when the run has REDIS_URL (the test command sets it where
 * one answers), under a prefix of this app's own so parallel files and runs never share a count.
 */
async function testCounters(db: Platform['db']): Promise<Counters> {
  const redisUrl = process.env.REDIS_URL
  if (!redisUrl) return databaseCounters(db)
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 })
  await redis.connect()
  return redisCounters(redis, `pesa-test:${process.env.PESA_TEST_RUN_ID ?? 'local'}:${randomUUID()}:`)
}

/**
 * The app on its own database (see databases.ts), in test mode unless `config` says otherwise.
 * Routes of the test itself may be registered on `app` before its first request.
 */
export async function createTestApp(
  options: { config?: Partial<Config>; clock?: Clock; logger?: AppOptions['logger']; attachmentStorage?: AttachmentStorage } = {}
): Promise<TestApp> {
  const { db, drop } = await openTestDatabase()
  const counters = await testCounters(db)
  const config: Config = { ...loadConfig({ PESA_ENV: 'test' }), staticDir: undefined, remotesFile: undefined, ...options.config }
  const platform: Platform = {
    config,
    db,
    clock: options.clock ?? testClock,
    counters,
    municipality: loadMunicipality(config.municipality, { tileUrl: config.mapTileUrl })
  }
  const app = await buildApp(platform, { logger: options.logger ?? false, attachmentStorage: options.attachmentStorage })

  const request: TestApp['request'] = ({ as, csrf = true, headers, ...rest }) =>
    app.inject({
      ...rest,
      headers: { ...(csrf ? { [CSRF_HEADER]: '1' } : {}), ...(as ? { cookie: as.cookie } : {}), ...headers }
    })

  return {
    app,
    platform,
    request,
    async login(ssn, authLevel = 'STRONG') {
      if (config.env === 'production') throw new Error('No dev API in production mode')
      return { cookie: cookieOf(await request({ method: 'POST', url: '/api/dev-api/login', payload: { ssn, authLevel } })) }
    },
    async close() {
      await app.close()
      await counters.close()
      await drop()
    }
  }
}

/**
 * The demo seed queues jobs of its own (decision PDFs, pushes). A test about other jobs marks
 * them done first, so its drain runs only its own: rendering the seed's PDFs took a test past
 * its limit on a loaded machine.
 */
export async function settleSeedJobsExcept(t: TestApp, keep: readonly string[] = []): Promise<void> {
  await t.platform.db.query('update job set done_at = now() where done_at is null and not (type = any($1::text[]))', [keep])
}

/**
 * Runs the queued one-off jobs (the seed's decision PDFs, say) until none is left, for a test that
 * downloads what they make. A try that failed on a loaded machine waits minutes for its retry, so
 * a drain alone left the PDF "not ready" (the authorization matrix on PostgreSQL beside the e2e
 * suite): a job tried and not done is made due again, for three rounds; one still not done then
 * fails the test with its last error. Jobs not yet tried keep their time.
 */
export async function runQueuedJobs(t: TestApp): Promise<void> {
  const retried = 'done_at is null and failed_at is null and recurring_key is null and attempts > 0'
  for (let round = 0; round < 3; round++) {
    await t.app.jobs.drain()
    const waiting = await t.platform.db.query<{ id: string }>(`update job set run_at = $1, locked_until = null where ${retried} returning id`, [
      t.platform.clock.now()
    ])
    if (waiting.length === 0) return
  }
  const left = await t.platform.db.query<{ type: string; lastError: string | null }>(`select type, last_error as "lastError" from job where ${retried}`)
  throw new Error(`Queued jobs not done after three rounds: ${JSON.stringify(left)}`)
}
