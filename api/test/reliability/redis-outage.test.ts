import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DEMO_SSN, DEMO_WEAK_LOGIN } from '../../src/seed/demo-people'
import { createTestApp, type TestApp } from '../support/app'
import { freePort, portAnswers } from '../support/instances'

/*
 * Redis away (api/test/reliability/DECISIONS.md, "Faults"): the test starts its own redis-server on a free port in
 * a temporary folder, so nothing shared is stopped. While it is down, sessions (in the database)
 * keep working; the weak-login limit fails closed with 503 and Retry-After, at once; the
 * limits on map searches and client error reports fail open. When it is back, logins work again.
 */
const hasRedis = spawnSync('redis-server', ['--version']).status === 0
const describeWithRedis = hasRedis ? describe : describe.skip

describeWithRedis('Redis down and back', () => {
  let t: TestApp
  let port: number
  let folder: string
  let redis: ChildProcess | undefined

  async function startRedis() {
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', folder], { stdio: 'ignore' })
    for (let tries = 0; tries < 100 && !(await portAnswers(port)); tries++) await new Promise((resolve) => setTimeout(resolve, 50))
  }
  async function stopRedis() {
    const stopped = new Promise((resolve) => redis!.once('exit', resolve))
    redis!.kill('SIGTERM')
    await stopped
    redis = undefined
  }

  beforeAll(async () => {
    port = await freePort()
    folder = mkdtempSync(path.join(os.tmpdir(), 'pesa-redis-'))
    await startRedis()
    const previous = process.env.REDIS_URL
    process.env.REDIS_URL = `redis://127.0.0.1:${port}`
    try {
      t = await createTestApp()
    } finally {
      if (previous === undefined) delete process.env.REDIS_URL
      else process.env.REDIS_URL = previous
    }
  }, 60_000)
  afterAll(async () => {
    if (!redis) await startRedis() // the counters' quit needs an answer
    await t.close()
    await stopRedis()
    rmSync(folder, { recursive: true, force: true })
  })

  const weakLogin = () => t.request({ method: 'POST', url: '/api/citizen/auth/weak-login', payload: DEMO_WEAK_LOGIN })
  const clientError = () =>
    t.request({
      method: 'POST',
      url: '/api/citizen/public/client-errors',
      payload: { kind: 'window-error', message: 'redis outage', stack: null, route: '/', appVersion: 'test', area: 'shell' }
    })
  const autocomplete = () => t.request({ method: 'GET', url: '/api/citizen/public/map-api/autocomplete', query: { text: 'Kuusikuja' } })

  it('keeps sessions, refuses weak logins with 503 at once, lets map searches and error reports through, and recovers', async () => {
    expect((await weakLogin()).statusCode).toBe(204)
    const anna = await t.login(DEMO_SSN.anna, 'STRONG')
    const searchBefore = (await autocomplete()).statusCode
    const reportBefore = (await clientError()).statusCode

    await stopRedis()

    const started = Date.now()
    const refused = await weakLogin()
    expect(Date.now() - started).toBeLessThan(5_000)
    expect([refused.statusCode, refused.json<{ errorCode: string }>().errorCode]).toEqual([503, 'SERVICE_UNAVAILABLE'])
    expect(refused.headers['retry-after']).toBe('5')
    expect((await t.request({ method: 'GET', url: '/api/citizen/children', as: anna })).statusCode).toBe(200)
    expect((await autocomplete()).statusCode).toBe(searchBefore)
    expect((await clientError()).statusCode).toBe(reportBefore)

    await startRedis()
    const deadline = Date.now() + 5_000
    let status = 0
    while (Date.now() < deadline && status !== 204) {
      status = (await weakLogin()).statusCode
      if (status !== 204) await new Promise((resolve) => setTimeout(resolve, 200))
    }
    expect(status).toBe(204)
  }, 60_000)
})
