import { execFileSync } from 'node:child_process'
import { chownSync, existsSync, readdirSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { CSRF_HEADER } from '@pesa/shared/protocol'
import { buildApp } from '../../src/app'
import { loadConfig } from '../../src/platform/config'
import { databaseCounters } from '../../src/platform/counters'
import { openPostgres, type Db } from '../../src/platform/db'
import { migrate } from '../../src/platform/migrate'
import { loadMunicipality } from '../../src/platform/municipality'
import { seedDemo } from '../../src/seed'
import { DEMO_SSN } from '../../src/seed/demo-people'

/*
 * PostgreSQL goes down under a logged-in guardian and comes back (api/test/reliability/DECISIONS.md, "Faults"):
 * while it is down every request fails at once with 503 and Retry-After; within five seconds of
 * its return requests succeed on the same API process; a write acknowledged before the outage is
 * still there. The test runs its own server from Debian's binaries in a temporary folder, so
 * nothing shared is stopped; it runs where `npm test` uses a PostgreSQL server (CI mode).
 */
const binDir = ['/usr/lib/postgresql']
  .flatMap((root) => (existsSync(root) ? readdirSync(root).map((version) => path.join(root, version, 'bin')) : []))
  .find((dir) => existsSync(path.join(dir, 'pg_ctl')))
const onServer = process.env.DATABASE_URL && binDir ? describe : describe.skip

/** initdb and postgres refuse to run as root: as root, run them as the postgres user. */
function asPostgres(command: string, args: string[]): void {
  const program = path.join(binDir!, command)
  if (process.getuid?.() === 0) execFileSync('runuser', ['-u', 'postgres', '--', program, ...args], { stdio: 'pipe' })
  else execFileSync(program, args, { stdio: 'pipe' })
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

onServer('PostgreSQL down and back', () => {
  let dir: string
  let port: number
  let db: Db
  let app: FastifyInstance
  const pgCtl = (...args: string[]) => asPostgres('pg_ctl', ['-D', path.join(dir, 'data'), '-w', '-t', '30', ...args])
  const start = () => pgCtl('-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, '-l', path.join(dir, 'log'), 'start')

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'pesa-outage-'))
    if (process.getuid?.() === 0)
      chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()))
    port = await freePort()
    asPostgres('initdb', ['-D', path.join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync'])
    start()
    db = await openPostgres(`postgres://postgres@127.0.0.1:${port}/postgres`, 4)
    await migrate(db)
    await seedDemo(db, new Date())
    const config = { ...loadConfig({ PESA_ENV: 'test' }), staticDir: undefined, remotesFile: undefined }
    app = await buildApp({ config, db, clock: { now: () => new Date() }, counters: databaseCounters(db), municipality: loadMunicipality(config.municipality) })
  }, 120_000)
  afterAll(async () => {
    await app?.close()
    await db?.close()
    try {
      pgCtl('-m', 'immediate', 'stop')
    } catch {
      // already stopped by a failed test
    }
    await rm(dir, { recursive: true, force: true })
  })

  it('answers 503 with Retry-After at once while it is down, and serves again within 5 s of its return with nothing lost', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/dev-api/login',
      headers: { [CSRF_HEADER]: '1' },
      payload: { ssn: DEMO_SSN.liisa, authLevel: 'STRONG' }
    })
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ')
    const details = { preferredName: 'Liisa', phone: '044 555 0199', backupPhone: '', email: 'liisa.korhonen@example.fi' }
    const saved = await app.inject({ method: 'PUT', url: '/api/citizen/personal-data', headers: { cookie, [CSRF_HEADER]: '1' }, payload: details })
    expect(saved.statusCode).toBe(204)
    const status = () => app.inject({ method: 'GET', url: '/api/citizen/auth/status', headers: { cookie } })

    pgCtl('-m', 'fast', 'stop')
    const began = Date.now()
    const during = await Promise.all(Array.from({ length: 20 }, status))
    expect(Date.now() - began).toBeLessThan(5000)
    for (const response of during) {
      expect(response.statusCode).toBe(503)
      expect(response.headers['retry-after']).toBe('5')
      expect(response.json().errorCode).toBe('SERVICE_UNAVAILABLE')
    }

    start()
    const back = Date.now()
    let answer = await status()
    while (answer.statusCode !== 200 && Date.now() - back < 5000) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      answer = await status()
    }
    expect(answer.statusCode).toBe(200)
    expect(answer.json().user).toMatchObject({ phone: '044 555 0199' })
  }, 120_000)
})
