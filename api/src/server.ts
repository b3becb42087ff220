import cluster from 'node:cluster'
import { buildApp } from './app'
import { shiftedClock, systemClock, type Clock } from './platform/clock'
import { loadConfig, productionConfigProblem, type Config } from './platform/config'
import { openCounters } from './platform/counters'
import { openDb, type Db } from './platform/db'
import { loggerOptions } from './platform/logging'
import { startMetricsServer } from './platform/metrics'
import { migrate } from './platform/migrate'
import { isEmpty, seedDemo } from './seed'
import { loadMunicipality } from './platform/municipality'
import { effectiveWorkers, runPrimary, workerMetricsPort, workerNumber } from './platform/workers'

/** `server.cjs migrate`: applies the missing migrations and exits, the first step of a rolling release (docs/deploy.md). */
async function migrateOnly(): Promise<void> {
  const db = await openDb(loadConfig())
  const applied = await migrate(db)
  await db.close()
  console.log(applied.length === 0 ? 'No migrations to apply' : `Applied ${applied.join(', ')}`)
}

/** Migrations, and the demo data into an empty database: once per start, before any process serves. */
async function prepareDatabase(db: Db, config: Config): Promise<string[]> {
  const applied = await migrate(db)
  if (config.seedDemoData && (await isEmpty(db))) await seedDemo(db, serverClock(config).now())
  return applied
}

/** The real clock; in test mode, the test run's (`Config.testClockShiftMs`). */
function serverClock(config: Config): Clock {
  return shiftedClock(systemClock, config.testClockShiftMs)
}

/** With PESA_WORKERS above one, the primary prepares the database and starts the workers (platform/workers.ts). */
async function primary(config: Config, workers: number): Promise<void> {
  const problem = productionConfigProblem(config)
  if (problem) throw new Error(problem)
  const db = await openDb(config)
  await prepareDatabase(db, config)
  await db.close()
  runPrimary(workers)
}

/** Listening, the job runner and graceful close around the app (app.ts): the whole server, or one worker of it. */
async function main(): Promise<void> {
  const started = Date.now()
  const config = loadConfig()
  const problem = productionConfigProblem(config)
  if (problem) throw new Error(problem)
  const municipality = loadMunicipality(config.municipality, { tileUrl: config.mapTileUrl })
  const db = await openDb(config)
  // A worker's primary has prepared the database.
  const migrations = cluster.isWorker ? [] : await prepareDatabase(db, config)
  const counters = await openCounters(db, config.redisUrl, config.redisKeyPrefix)
  const app = await buildApp({ config, db, clock: serverClock(config), counters, municipality }, { logger: loggerOptions(process.env.LOG_LEVEL ?? 'info') })
  app.server.keepAliveTimeout = 65_000
  // A 25 MB upload takes about three and a half minutes on a 1 Mbit/s line (api/src/platform/attachments/DECISIONS.md, "Attachments").
  app.server.requestTimeout = 5 * 60_000

  const metricsPort = workerMetricsPort(config.metricsPort, workerNumber())
  const metricsServer = metricsPort === undefined ? undefined : await startMetricsServer(app, metricsPort, config.host)

  let closing = false
  // A terminal's Ctrl-C reaches a worker twice (from the terminal and from its primary): the second changes nothing.
  const close = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'closing')
    metricsServer?.close()
    await app.shutdown.drainAndClose(config.shutdownDrainMs)
    await counters.close()
    await db.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void close('SIGINT'))
  process.on('SIGTERM', () => void close('SIGTERM'))

  await app.listen({ port: config.port, host: config.host })
  // Housekeeping, emails and other queued work: claimed from the database by every instance (api/src/platform/jobs/DECISIONS.md, "Jobs").
  if (config.jobs.enabled) app.jobs.start()
  const url = `http://localhost:${config.port}/`
  app.log.info(
    { env: config.env, database: db.kind, migrations: migrations.length, worker: workerNumber(), startupMs: Date.now() - started },
    `Pesä is running at ${url}`
  )
  if (process.env.PESA_PRINT_URL === 'true' && workerNumber() === 1) console.log(`\nPesä is running at ${url}\n`)
}

function start(): Promise<void> {
  if (process.argv[2] === 'migrate') return migrateOnly()
  const config = loadConfig()
  const workers = effectiveWorkers(config)
  return cluster.isPrimary && workers > 1 ? primary(config, workers) : main()
}

start().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
