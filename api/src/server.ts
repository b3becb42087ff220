import { buildApp } from './app'
import { systemClock } from './platform/clock'
import { loadConfig, productionConfigProblem } from './platform/config'
import { openCounters } from './platform/counters'
import { openDb } from './platform/db'
import { loggerOptions } from './platform/logging'
import { startMetricsServer } from './platform/metrics'
import { migrate } from './platform/migrate'
import { isEmpty, seedDemo } from './seed'
import { loadMunicipality } from './platform/municipality'

/** `server.cjs migrate`: applies the missing migrations and exits, the first step of a rolling release (docs/deploy.md). */
async function migrateOnly(): Promise<void> {
  const db = await openDb(loadConfig())
  const applied = await migrate(db)
  await db.close()
  console.log(applied.length === 0 ? 'No migrations to apply' : `Applied ${applied.join(', ')}`)
}

/** Listening, the job runner and graceful close around the app (app.ts). */
async function main(): Promise<void> {
  const started = Date.now()
  const config = loadConfig()
  const problem = productionConfigProblem(config)
  if (problem) throw new Error(problem)
  const municipality = loadMunicipality(config.municipality, { tileUrl: config.mapTileUrl })
  const db = await openDb(config)
  const applied = await migrate(db)
  if (config.seedDemoData && (await isEmpty(db))) await seedDemo(db, systemClock.now())
  const counters = await openCounters(db, config.redisUrl, config.redisKeyPrefix)
  const app = await buildApp({ config, db, clock: systemClock, counters, municipality }, { logger: loggerOptions(process.env.LOG_LEVEL ?? 'info') })
  app.server.keepAliveTimeout = 65_000
  // A 25 MB upload takes about three and a half minutes on a 1 Mbit/s line (ARCHITECTURE.md, "Attachments").
  app.server.requestTimeout = 5 * 60_000

  const metricsServer = config.metricsPort === undefined ? undefined : await startMetricsServer(app, config.metricsPort, config.host)

  const close = async (signal: string) => {
    app.log.info({ signal }, 'closing')
    metricsServer?.close()
    await app.shutdown.drainAndClose(config.shutdownDrainMs)
    await counters.close()
    await db.close()
    process.exit(0)
  }
  process.once('SIGINT', () => void close('SIGINT'))
  process.once('SIGTERM', () => void close('SIGTERM'))

  await app.listen({ port: config.port, host: config.host })
  // Housekeeping, emails and other queued work: claimed from the database by every instance (ARCHITECTURE.md, "Jobs").
  if (config.jobs.enabled) app.jobs.start()
  const url = `http://localhost:${config.port}/`
  app.log.info({ env: config.env, database: db.kind, migrations: applied.length, startupMs: Date.now() - started }, `Pesä is running at ${url}`)
  if (process.env.PESA_PRINT_URL === 'true') console.log(`\nPesä is running at ${url}\n`)
}

;(process.argv[2] === 'migrate' ? migrateOnly() : main()).catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
