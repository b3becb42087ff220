import cluster, { type Worker } from 'node:cluster'
import type { Config } from './config'

/*
 * PESA_WORKERS: one server process per core sharing the port (node:cluster hands each new
 * connection to the next worker). The primary process serves nothing: it runs the migrations
 * once, starts the workers, starts a worker again when one dies, and on SIGTERM passes the signal
 * on and waits for every worker's graceful close. Each worker is a whole instance (its own pool,
 * job runner and metrics port); nothing one keeps in memory is needed by another.
 */

/** PGlite is one process's database: with it there is one worker whatever PESA_WORKERS says. */
export function effectiveWorkers(config: Pick<Config, 'workers' | 'databaseUrl'>): number {
  return config.databaseUrl ? config.workers : 1
}

/** Worker n (from 1) serves its metrics on METRICS_PORT + n − 1, so a scrape sees one process's counts, never a random one's. */
export function workerMetricsPort(metricsPort: number | undefined, workerNumber: number): number | undefined {
  return metricsPort === undefined ? undefined : metricsPort + workerNumber - 1
}

/** The worker's number, 1…PESA_WORKERS (1 without workers): the primary gives it in the environment. */
export function workerNumber(): number {
  return cluster.isWorker ? Number(process.env.PESA_WORKER_NUMBER) : 1
}

/** A JSON log line on standard output, in the workers' (pino's) shape. */
const line = (level: number, msg: string, fields: Record<string, unknown> = {}) =>
  process.stdout.write(`${JSON.stringify({ level, time: Date.now(), pid: process.pid, role: 'primary', ...fields, msg })}\n`)

/** A worker that dies within this of its start is started again only after a pause, so a crash at start does not spin. */
const QUICK_DEATH_MS = 5000

export function runPrimary(workers: number): void {
  let stopping = false
  const startedAt = new Map<Worker, number>()
  const fork = (number: number) => {
    const worker = cluster.fork({ PESA_WORKER_NUMBER: String(number) })
    startedAt.set(worker, Date.now())
    worker.on('exit', (code, signal) => {
      const lived = Date.now() - startedAt.get(worker)!
      startedAt.delete(worker)
      if (stopping) return
      line(50, 'worker died; starting another', { worker: number, code, signal })
      setTimeout(() => fork(number), lived < QUICK_DEATH_MS ? 1000 : 0)
    })
  }
  for (let number = 1; number <= workers; number++) fork(number)
  line(30, `started ${workers} workers`, { workers })

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    line(30, 'closing', { signal })
    const running = [...startedAt.keys()]
    let left = running.length
    if (left === 0) process.exit(0)
    for (const worker of running) {
      worker.once('exit', () => {
        if (--left === 0) process.exit(0)
      })
      worker.process.kill(signal)
    }
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}
