import { DEMO_SSN } from '../seed/demo-people'
import { createTestApp, type TestApp } from '../../test/support/app'

describe('sessions', () => {
  let t: TestApp
  let now = new Date('2026-11-23T08:00:00Z')

  beforeAll(async () => {
    t = await createTestApp({ clock: { now: () => now }, config: { sessionIdleMinutes: 30, sessionMaxHours: 12 } })
  })
  afterAll(() => t.close())

  const status = (cookie: string) => t.request({ method: 'GET', url: '/api/citizen/auth/status', as: { cookie } })
  const minutes = (count: number) => {
    now = new Date(now.getTime() + count * 60_000)
  }

  it('stores only a hash of the cookie token', async () => {
    const { cookie } = await t.login(DEMO_SSN.anna)
    const token = cookie.split('=')[1]!
    const rows = await t.platform.db.query<{ id: string }>('select id from session')
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.some((row) => row.id === token)).toBe(false)
  })

  it('slides: a session used every 20 minutes stays alive past the idle timeout', async () => {
    const { cookie } = await t.login(DEMO_SSN.anna)
    for (let step = 0; step < 4; step++) {
      minutes(20)
      expect((await status(cookie)).json().loggedIn).toBe(true)
    }
  })

  it('expires after the idle timeout', async () => {
    const { cookie } = await t.login(DEMO_SSN.anna)
    minutes(31)
    expect((await status(cookie)).json().loggedIn).toBe(false)
    expect((await t.request({ method: 'GET', url: '/api/citizen/children', as: { cookie } })).statusCode).toBe(401)
  })

  it("does not slide on background requests: an open tab's polling does not keep an untouched session alive", async () => {
    const { cookie } = await t.login(DEMO_SSN.anna)
    const poll = () => t.request({ method: 'GET', url: '/api/citizen/auth/status', as: { cookie }, headers: { 'x-pesa-background': '1' } })
    for (let step = 0; step < 3; step++) {
      minutes(9)
      expect((await poll()).json().loggedIn).toBe(true)
    }
    minutes(4)
    expect((await poll()).json().loggedIn).toBe(false)
  })

  it('slides on the first request the guardian makes after background polling', async () => {
    const { cookie } = await t.login(DEMO_SSN.anna)
    minutes(20)
    await t.request({ method: 'GET', url: '/api/citizen/auth/status', as: { cookie }, headers: { 'x-pesa-background': '1' } })
    expect((await status(cookie)).json().loggedIn).toBe(true)
    minutes(25)
    expect((await status(cookie)).json().loggedIn).toBe(true)
  })

  it('ends at the absolute limit however busy it is', async () => {
    const { cookie } = await t.login(DEMO_SSN.anna)
    for (let step = 0; step < 12 * 3; step++) {
      minutes(20)
      await status(cookie)
    }
    minutes(5)
    expect((await status(cookie)).json().loggedIn).toBe(false)
  })

  it('gives a new session id at every login (no fixation)', async () => {
    const first = await t.login(DEMO_SSN.anna, 'WEAK')
    const second = await t.request({ method: 'POST', url: '/api/dev-api/login', as: first, payload: { ssn: DEMO_SSN.anna, authLevel: 'STRONG' } })
    const secondCookie = second.cookies.find((c) => c.name === 'pesa-session')!
    expect(`pesa-session=${secondCookie.value}`).not.toBe(first.cookie)
    expect((await status(first.cookie)).json().loggedIn).toBe(false)
  })
})

describe('session cookie behind HTTPS', () => {
  it('is Secure, HttpOnly, SameSite=Lax and bound to the origin with __Host-', async () => {
    const t = await createTestApp({ config: { secureCookies: true } })
    try {
      const response = await t.request({ method: 'POST', url: '/api/dev-api/login', payload: { ssn: DEMO_SSN.anna, authLevel: 'WEAK' } })
      expect(response.cookies[0]).toMatchObject({ name: '__Host-pesa-session', secure: true, httpOnly: true, sameSite: 'Lax', path: '/' })
    } finally {
      await t.close()
    }
  })
})
