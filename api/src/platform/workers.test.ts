import http from 'node:http'
import { openTestDatabase, type TestDatabase } from '../../test/support/databases'
import { bundleServer, startInstance, type Bundle, type Instance } from '../../test/support/instances'
import { loadConfig } from './config'
import { effectiveWorkers, workerMetricsPort } from './workers'

describe('PESA_WORKERS', () => {
  test('defaults to the number of cores; PGlite, one process’s database, always has one', () => {
    const cores = loadConfig({}).workers
    expect(cores).toBeGreaterThanOrEqual(1)
    expect(effectiveWorkers(loadConfig({ PESA_WORKERS: '4', DATABASE_URL: 'postgres://db/pesa' }))).toBe(4)
    expect(effectiveWorkers(loadConfig({ PESA_WORKERS: '4' }))).toBe(1)
    expect(loadConfig({ PESA_WORKERS: '0' }).workers).toBe(1)
  })

  test('each worker serves its metrics on a port of its own', () => {
    expect([1, 2, 3].map((n) => workerMetricsPort(9464, n))).toEqual([9464, 9465, 9466])
    expect(workerMetricsPort(undefined, 2)).toBeUndefined()
  })
})

const onServer = process.env.DATABASE_URL ? describe : describe.skip

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** A GET on a connection of its own: the cluster hands out connections, not requests. */
const statusOnNewConnection = (url: string) =>
  new Promise<number>((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode!))
      })
      .on('error', reject)
  })

async function until(what: string, done: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

onServer('two workers sharing one port', () => {
  let database: TestDatabase
  let bundle: Bundle
  let instance: Instance

  beforeAll(async () => {
    database = await openTestDatabase()
    bundle = bundleServer('workers')
    instance = await startInstance({ bundle, name: 'workers', databaseUrl: database.url!, env: { PESA_WORKERS: '2', SHUTDOWN_DRAIN_MS: '100' } })
  }, 90_000)

  afterAll(async () => {
    await instance?.kill()
    await database?.drop()
    bundle?.remove()
  })

  const workerPids = () =>
    new Set(instance.log.filter((line) => typeof line.msg === 'string' && line.msg.startsWith('Pesä is running')).map((line) => line.pid as number))
  const servedBy = () => new Set(instance.log.filter((line) => line.msg === 'incoming request').map((line) => line.pid as number))

  test('both workers answer; one that dies is started again; SIGTERM closes them all', async () => {
    await until('both workers listen', () => workerPids().size === 2)
    const first = [...workerPids()]
    expect(first).not.toContain(instance.pid)
    for (let i = 0; i < 40 && servedBy().size < 2; i++) expect(await statusOnNewConnection(`${instance.url}/api/citizen/auth/status`)).toBe(200)
    expect([...servedBy()].sort()).toEqual([...first].sort())

    process.kill(first[0]!, 'SIGKILL')
    await until('another worker listens', () => workerPids().size === 3)
    expect(instance.log.some((line) => line.msg === 'worker died; starting another')).toBe(true)
    expect((await fetch(`${instance.url}/api/ready`)).status).toBe(200)

    const workers = [...workerPids()].filter(alive)
    expect(workers).toHaveLength(2)
    await instance.stop()
    expect(await instance.exited).toBe(0)
    await until('every worker has exited', () => workers.every((pid) => !alive(pid)), 10_000)
  }, 90_000)
})
