import { randomUUID } from 'node:crypto'
import { CSRF_HEADER } from '@pesa/shared/protocol'
import { DEMO_SSN, DEMO_WEAK_LOGIN } from '../../src/seed/demo-people'
import { openTestDatabase, type TestDatabase } from '../support/databases'
import { bundleServer, freePort, startInstance, type Bundle, type Instance } from '../support/instances'
import { hasNginx, startNginx, type RunningNginx } from '../support/nginx'

/*
 * Scale-out (issue 18 §2): two server processes on one PostgreSQL database (and Redis when the
 * run has one) behind Debian's nginx, configured by the deployment guide's own file
 * (deploy/nginx.conf). Nothing an instance keeps in its memory may be needed by the other: a
 * session, a logout, the weak-login limit and a write are seen through either; an instance
 * killed, or both restarted one after the other under load, costs no read.
 */
const runs = Boolean(process.env.DATABASE_URL) && (hasNginx() || process.env.CI === 'true')
const describeScaleOut = runs ? describe : describe.skip

const STATUS = '/api/citizen/auth/status'

interface Session {
  cookie: string
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith('pesa-session='))!
    .split(';')[0]!

async function call(base: string, pathname: string, { as, method = 'GET', body }: { as?: Session; method?: string; body?: unknown } = {}) {
  return fetch(`${base}${pathname}`, {
    method,
    redirect: 'manual',
    headers: {
      [CSRF_HEADER]: '1',
      ...(as ? { cookie: as.cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' })
    },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
}

async function loggedIn(base: string, as: Session): Promise<boolean> {
  const response = await call(base, STATUS, { as })
  expect(response.status).toBe(200)
  return ((await response.json()) as { loggedIn: boolean }).loggedIn
}

const requestsTo = (instance: Instance, url: string) =>
  instance.log.filter((line) => line.msg === 'incoming request' && (line.req as { url?: string } | undefined)?.url === url).length

describeScaleOut('two instances behind nginx', () => {
  let database: TestDatabase
  let bundle: Bundle
  let nginx: RunningNginx
  let instances: Instance[] = []
  let ports: number[] = []
  const redisPrefix = `pesa-test:${process.env.PESA_TEST_RUN_ID ?? 'local'}:${randomUUID()}:`

  const start = (name: string, port: number) =>
    startInstance({
      bundle,
      name,
      port,
      databaseUrl: database.url!,
      // nginx's own address, as docs/deploy.md advises: the instances believe X-Forwarded-For only from it.
      env: { TRUST_PROXY: '127.0.0.1', REDIS_URL: process.env.REDIS_URL, REDIS_KEY_PREFIX: redisPrefix, JOBS_POLL_MS: '200' }
    })

  beforeAll(async () => {
    if (!hasNginx()) throw new Error('The scale-out suite needs nginx: run `node scripts/debian-packages.mjs nginx` (the test command does in CI).')
    database = await openTestDatabase()
    bundle = bundleServer('scale-out')
    ports = [await freePort(), await freePort()]
    instances = await Promise.all(ports.map((port, i) => start(`api-${i + 1}`, port)))
    nginx = await startNginx(ports)
  }, 150_000)

  afterAll(async () => {
    await nginx?.stop()
    await Promise.all(instances.map((instance) => instance.kill()))
    await database?.drop()
    bundle?.remove()
  })

  test('a guardian logged in through nginx has one session on both instances; logout on one is logout on both', async () => {
    const login = await call(nginx.url, '/api/citizen/auth/weak-login', { method: 'POST', body: DEMO_WEAK_LOGIN })
    expect(login.status).toBe(204)
    const guardian = { cookie: cookieOf(login) }
    const before = instances.map((instance) => requestsTo(instance, STATUS))
    for (let i = 0; i < 6; i++) expect(await loggedIn(nginx.url, guardian)).toBe(true)
    // Round robin: both instances answered some of them.
    instances.forEach((instance, i) => expect(requestsTo(instance, STATUS)).toBeGreaterThan(before[i]!))

    const [first, second] = instances as [Instance, Instance]
    expect(await loggedIn(second.url, guardian)).toBe(true)
    expect((await call(first.url, '/api/citizen/auth/logout', { as: guardian })).status).toBe(302)
    expect(await loggedIn(second.url, guardian)).toBe(false)
    expect(await loggedIn(first.url, guardian)).toBe(false)
    expect(await loggedIn(nginx.url, guardian)).toBe(false)
  })

  test('the weak-login limit holds across instances: the 21st attempt is refused whichever instance gets it', async () => {
    const username = `arvaaja-${randomUUID()}@example.fi`
    for (let attempt = 0; attempt < 20; attempt++) {
      const instance = instances[attempt % 2]!
      const response = await call(instance.url, '/api/citizen/auth/weak-login', { method: 'POST', body: { username, password: `väärä-${attempt}` } })
      expect(response.status).toBe(403)
    }
    for (const base of [...instances.map((instance) => instance.url), nginx.url]) {
      const response = await call(base, '/api/citizen/auth/weak-login', { method: 'POST', body: { username, password: 'väärä' } })
      expect(response.status).toBe(429)
      expect(((await response.json()) as { errorCode: string }).errorCode).toBe('TOO_MANY_LOGIN_ATTEMPTS')
    }
  })

  test('client-error reports with rotating forged X-Forwarded-For through nginx all count against the one client, logged as itself', async () => {
    // The instances' counters are shared (the database or Redis); the limit is 30 a minute per client.
    const statuses: number[] = []
    for (let i = 0; i < 40; i++) {
      const response = await fetch(`${nginx.url}/api/citizen/public/client-errors`, {
        method: 'POST',
        headers: { [CSRF_HEADER]: '1', 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i + 1}` },
        body: JSON.stringify({ kind: 'area-render', message: `forged ${i}`, stack: null, route: '/map', appVersion: 'dev', area: 'map' })
      })
      statuses.push(response.status)
    }
    expect(statuses.filter((status) => status === 204)).toHaveLength(30)
    expect(statuses.slice(30)).toEqual(Array(10).fill(429))
    const logged = () =>
      instances.flatMap((instance) =>
        instance.log.filter(
          (line) => line.msg === 'incoming request' && (line.req as { url?: string } | undefined)?.url === '/api/citizen/public/client-errors'
        )
      )
    // The instances' lines arrive through their output pipes, on a busy machine a moment after the answers.
    for (const until = Date.now() + 10_000; logged().length < 40 && Date.now() < until;) await new Promise((resolve) => setTimeout(resolve, 100))
    const reports = logged()
    expect(reports).toHaveLength(40)
    expect(new Set(reports.map((line) => (line.req as { remoteAddress?: string }).remoteAddress))).toEqual(new Set(['127.0.0.1']))
    expect(JSON.stringify(instances.map((instance) => instance.log))).not.toContain('198.51.100.')
  })

  test('a write through one instance is read at once through the other', async () => {
    const [first, second] = instances as [Instance, Instance]
    const login = await call(first.url, '/api/dev-api/login', { method: 'POST', body: { ssn: DEMO_SSN.anna, authLevel: 'STRONG' } })
    const guardian = { cookie: cookieOf(login) }
    const settings = '/api/citizen/personal-data/notification-settings'
    for (const turnedOff of [['MESSAGE_NOTIFICATION', 'INCOME_NOTIFICATION'], ['BULLETIN_NOTIFICATION'], []]) {
      expect((await call(first.url, settings, { as: guardian, method: 'PUT', body: turnedOff })).status).toBe(204)
      const read = await call(second.url, settings, { as: guardian })
      expect(read.status).toBe(200)
      expect(((await read.json()) as string[]).sort()).toEqual([...turnedOff].sort())
    }
  })

  test('rolling restart of both instances under a steady read load: no read fails', async () => {
    const login = await call(nginx.url, '/api/dev-api/login', { method: 'POST', body: { ssn: DEMO_SSN.anna, authLevel: 'WEAK' } })
    const guardian = { cookie: cookieOf(login) }
    let reading = true
    const failures: string[] = []
    let reads = 0
    const reader = async () => {
      while (reading) {
        try {
          const response = await call(nginx.url, STATUS, { as: guardian })
          const body = await response.text()
          if (response.status !== 200 || !body.includes('"loggedIn":true')) failures.push(`${response.status} ${body.slice(0, 100)}`)
        } catch (error) {
          failures.push(String(error))
        }
        reads++
      }
    }
    const readers = Array.from({ length: 4 }, reader)

    for (let i = 0; i < instances.length; i++) {
      // Graceful: SIGTERM stops accepting, finishes what is in flight, closes the pool.
      await instances[i]!.stop()
      instances[i] = await start(instances[i]!.name, ports[i]!)
      // Before the next instance goes, nginx must have taken this one back (it leaves an instance
      // that failed out for fail_timeout): the operator's rolling release waits the same way.
      const restarted = instances[i]!
      for (let tries = 0; requestsTo(restarted, STATUS) === 0; tries++) {
        if (tries > 200) throw new Error(`nginx did not send requests to ${restarted.name} again`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }
    reading = false
    await Promise.all(readers)
    // On a failure, what nginx saw: the tries it made and the instances it gave up on.
    const retried =
      failures.length > 0
        ? nginx
            .accessLog()
            .split('\n')
            .filter((line) => !/upstream_status=200 /.test(line))
        : []
    expect({ failures, retried, nginxErrors: failures.length > 0 ? nginx.errors() : '' }).toEqual({ failures: [], retried: [], nginxErrors: '' })
    expect(reads).toBeGreaterThan(100)
    // Two starts of a server process: about 25 s on two quiet cores, over a minute on busy ones.
  }, 150_000)

  test('one instance killed in the middle of a walk: the next reads and a write succeed through the other', async () => {
    const login = await call(nginx.url, '/api/dev-api/login', { method: 'POST', body: { ssn: DEMO_SSN.anna, authLevel: 'STRONG' } })
    const guardian = { cookie: cookieOf(login) }
    expect(await loggedIn(nginx.url, guardian)).toBe(true)
    await instances[0]!.kill()
    for (let i = 0; i < 6; i++) {
      const response = await call(nginx.url, '/api/citizen/children', { as: guardian })
      expect(response.status).toBe(200)
    }
    const settings = '/api/citizen/personal-data/notification-settings'
    expect((await call(nginx.url, settings, { as: guardian, method: 'PUT', body: ['BULLETIN_NOTIFICATION'] })).status).toBe(204)
    expect(await (await call(nginx.url, settings, { as: guardian })).json()).toEqual(['BULLETIN_NOTIFICATION'])
  })
})
