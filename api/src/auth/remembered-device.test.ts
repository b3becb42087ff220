import type { LightMyRequestResponse } from 'fastify'
import { DEMO_SSN, DEMO_WEAK_LOGIN } from '../seed/demo-people'
import { createTestApp, type TestApp } from '../../test/support/app'

/*
 * Issue 37 §4: "remember this device" after a weak login. The clock is injected: sessions and
 * remembered devices run on it (the real clock in production, never the test-mode "today").
 */

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const NEW_PASSWORD = 'Sininen-kirahvi-tanssii-2027'

describe('a remembered device', () => {
  let t: TestApp
  let now = new Date('2026-11-23T08:00:00Z')
  const minutes = (count: number) => {
    now = new Date(now.getTime() + count * 60_000)
  }

  beforeAll(async () => {
    t = await createTestApp({ clock: { now: () => now }, config: { sessionIdleMinutes: 30, sessionMaxHours: 12, rememberedDeviceDays: 30 } })
  })
  afterAll(() => t.close())

  const cookieNamed = (response: LightMyRequestResponse, suffix: string) => {
    const cookie = response.cookies.find((c) => c.name.endsWith(suffix) && c.value !== '')
    return cookie ? `${cookie.name}=${cookie.value}` : undefined
  }
  const weakLogin = (rememberDevice?: boolean, cookie?: string) =>
    t.request({
      method: 'POST',
      url: '/api/citizen/auth/weak-login',
      payload: { username: DEMO_WEAK_LOGIN.username, password: DEMO_WEAK_LOGIN.password, ...(rememberDevice === undefined ? {} : { rememberDevice }) },
      headers: { 'user-agent': ANDROID_CHROME, ...(cookie ? { cookie } : {}) }
    })
  /** A weak login with "remember this device": its session cookie and its device cookie. */
  const remembered = async () => {
    const response = await weakLogin(true)
    expect(response.statusCode).toBe(204)
    return { session: cookieNamed(response, 'pesa-session')!, device: cookieNamed(response, 'pesa-device')! }
  }
  /** The shell's start-up status read with only the device cookie (the session has ended). */
  const start = (device: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url: '/api/citizen/auth/status', headers: { cookie: device, ...headers } })
  const devices = (cookie: string) => t.request({ method: 'GET', url: '/api/citizen/personal-data/devices', as: { cookie } })

  it('is not remembered without the choice', async () => {
    const response = await weakLogin(false)
    expect(response.statusCode).toBe(204)
    expect(cookieNamed(response, 'pesa-device')).toBeUndefined()
  })

  it('sets an HttpOnly, SameSite=Strict cookie for the whole site lasting the configured days, and stores only its hash', async () => {
    const response = await weakLogin(true)
    const cookie = response.cookies.find((c) => c.name === 'pesa-device')!
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', maxAge: 30 * 24 * 3600 })
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const rows = await t.platform.db.query<{ token_hash: string }>('select token_hash from remembered_device')
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.some((row) => row.token_hash === cookie.value)).toBe(false)
  })

  it('starts a new WEAK session after the session ended, without the password, and rotates its token', async () => {
    const { session, device } = await remembered()
    minutes(31) // the session's idle limit passes
    expect((await t.request({ method: 'GET', url: '/api/citizen/auth/status', as: { cookie: session } })).json().loggedIn).toBe(false)
    const resumed = await start(device)
    expect(resumed.json()).toMatchObject({ loggedIn: true, authLevel: 'WEAK', user: { id: expect.any(String) } })
    const newSession = cookieNamed(resumed, 'pesa-session')!
    expect(newSession).toBeDefined()
    expect(newSession).not.toBe(session)
    const rotated = cookieNamed(resumed, 'pesa-device')!
    expect(rotated).toBeDefined()
    expect(rotated).not.toBe(device)
    // It never gives STRONG: a STRONG route answers as to any weak session.
    const strong = await t.request({ method: 'PUT', url: '/api/citizen/personal-data/notification-settings', as: { cookie: newSession }, payload: [] })
    expect(strong.statusCode).toBe(403)
    expect(strong.json().errorCode).toBe('STRONG_AUTH_REQUIRED')
    // Idle limit applies to the session it started.
    minutes(31)
    expect((await t.request({ method: 'GET', url: '/api/citizen/auth/status', as: { cookie: newSession } })).json().loggedIn).toBe(false)
  })

  it("is not used by a background request (the open tab's poll), so the idle limit still ends an untouched session", async () => {
    const { device } = await remembered()
    const polled = await start(device, { 'x-pesa-background': '1' })
    expect(polled.json().loggedIn).toBe(false)
    expect(cookieNamed(polled, 'pesa-session')).toBeUndefined()
    expect((await start(device)).json().loggedIn).toBe(true)
  })

  it('lasts the configured 30 days from the login that remembered it', async () => {
    const first = await remembered()
    const second = await remembered()
    minutes(29 * 24 * 60)
    expect((await start(first.device)).json().loggedIn).toBe(true)
    minutes(24 * 60 + 1)
    const expired = await start(second.device)
    expect(expired.json().loggedIn).toBe(false)
    expect(cookieNamed(expired, 'pesa-session')).toBeUndefined()
  })

  it('is listed with a readable name and its last use, the current one marked', async () => {
    const { session, device } = await remembered()
    const response = await devices(`${session}; ${device}`)
    expect(response.statusCode).toBe(200)
    const list = response.json() as { id: string; name: string; lastUsedAt: string; current: boolean }[]
    expect(list.length).toBeGreaterThan(0)
    expect(list.filter((d) => d.current)).toHaveLength(1)
    expect(list.find((d) => d.current)).toMatchObject({ name: 'Chrome, Android', lastUsedAt: now.toISOString() })
  })

  it('is revoked one by one; another family (Liisa) gets 404 for its id and revokes nothing', async () => {
    const { session, device } = await remembered()
    const mine = (await devices(`${session}; ${device}`)).json() as { id: string; current: boolean }[]
    const id = mine.find((d) => d.current)!.id
    const liisa = await t.login(DEMO_SSN.liisa, 'WEAK')
    const other = await t.request({ method: 'DELETE', url: `/api/citizen/personal-data/devices/${id}`, as: liisa })
    expect(other.statusCode).toBe(404)
    expect(other.json().errorCode).toBe('NOT_FOUND')
    const still = await start(device)
    expect(still.json().loggedIn).toBe(true)
    const revoke = await t.request({ method: 'DELETE', url: `/api/citizen/personal-data/devices/${id}`, as: { cookie: session } })
    expect(revoke.statusCode).toBe(204)
    expect((await start(cookieNamed(still, 'pesa-device')!)).json().loggedIn).toBe(false)
    expect((await t.request({ method: 'DELETE', url: `/api/citizen/personal-data/devices/${id}`, as: { cookie: session } })).statusCode).toBe(404)
  })

  it('is revoked all at once', async () => {
    const a = await remembered()
    const b = await remembered()
    const response = await t.request({ method: 'DELETE', url: '/api/citizen/personal-data/devices', as: { cookie: a.session } })
    expect(response.statusCode).toBe(204)
    expect((await start(a.device)).json().loggedIn).toBe(false)
    expect((await start(b.device)).json().loggedIn).toBe(false)
    expect((await devices(a.session)).json()).toEqual([])
  })

  it('needs a session to be listed or revoked', async () => {
    expect((await t.request({ method: 'GET', url: '/api/citizen/personal-data/devices' })).statusCode).toBe(401)
    expect((await t.request({ method: 'DELETE', url: '/api/citizen/personal-data/devices' })).statusCode).toBe(401)
  })

  it("is bound to its person: a weak login as someone else in that browser forgets it, and it opens only its own person's session", async () => {
    const { device } = await remembered()
    const resumed = await start(device)
    const annaId = resumed.json().user.id as string
    const rotated = cookieNamed(resumed, 'pesa-device')!
    const row = await t.platform.db.query<{ person_id: string }>('select person_id from remembered_device order by last_used_at desc limit 1')
    expect(row[0]!.person_id).toBe(annaId)
    // Liisa has no weak login in the seed; a second login of Anna's own keeps the device, a login of another person would not.
    const again = await weakLogin(false, rotated)
    expect(again.statusCode).toBe(204)
    const again2 = await start(rotated)
    expect(again2.json().user.id).toBe(annaId)
    const latest = cookieNamed(again2, 'pesa-device')!
    // The same browser's device, were it another person's (Liisa has no weak login in the seed, so the row is moved to her).
    await t.platform.db.query('update remembered_device set person_id = (select id from person where ssn = $1) where person_id = $2', [DEMO_SSN.liisa, annaId])
    const foreign = await weakLogin(false, latest)
    expect(foreign.statusCode).toBe(204)
    expect(foreign.cookies.find((c) => c.name === 'pesa-device')?.value).toBe('')
    expect(await t.platform.db.query('select id from remembered_device where person_id <> $1', [annaId])).toEqual([])
  })

  it('is forgotten at logout: the guardian who signs out is asked for the password next time', async () => {
    const { session, device } = await remembered()
    const logout = await t.request({ method: 'GET', url: '/api/citizen/auth/logout', headers: { cookie: `${session}; ${device}` } })
    expect(logout.statusCode).toBe(302)
    expect(logout.cookies.find((c) => c.name === 'pesa-device')?.value).toBe('')
    expect((await start(device)).json().loggedIn).toBe(false)
  })

  it('starts no session for someone who may no longer use the service (Pekka, a custodian of no one)', async () => {
    const { device } = await remembered()
    await t.platform.db.query(
      'update remembered_device set person_id = (select id from person where ssn = $1) where person_id <> (select id from person where ssn = $1)',
      [DEMO_SSN.pekka]
    )
    const response = await start(device)
    expect(response.json().loggedIn).toBe(false)
    expect(cookieNamed(response, 'pesa-session')).toBeUndefined()
    await t.platform.db.query('delete from remembered_device')
  })

  it('detects a rotated token used again: the device is revoked, also for the token it rotated to', async () => {
    const { device } = await remembered()
    const resumed = await start(device)
    const rotated = cookieNamed(resumed, 'pesa-device')!
    minutes(1) // past the grace of two tabs that started at once
    const reused = await start(device)
    expect(reused.json().loggedIn).toBe(false)
    expect((await start(rotated)).json().loggedIn).toBe(false)
    const events = await t.platform.db.query<{ event: string }>("select event from audit_log where event = 'RememberedDeviceTokenReused'")
    expect(events).toHaveLength(1)
  })

  it('lets two tabs that start at once both through without revoking the device', async () => {
    const { device } = await remembered()
    const first = await start(device)
    expect(first.json().loggedIn).toBe(true)
    const second = await start(device)
    expect(second.json().loggedIn).toBe(false) // no new token to give it; the first tab's session is the browser's
    expect((await start(cookieNamed(first, 'pesa-device')!)).json().loggedIn).toBe(true)
  })

  it('is revoked everywhere by a strong login choosing "sign out everywhere" (a weak session may not)', async () => {
    const { session, device } = await remembered()
    const weak = await t.request({ method: 'POST', url: '/api/citizen/personal-data/sign-out-everywhere', as: { cookie: session } })
    expect(weak.statusCode).toBe(403)
    const strong = await t.login(DEMO_SSN.anna, 'STRONG')
    const response = await t.request({ method: 'POST', url: '/api/citizen/personal-data/sign-out-everywhere', as: strong })
    expect(response.statusCode).toBe(204)
    expect((await start(device)).json().loggedIn).toBe(false)
    expect((await t.request({ method: 'GET', url: '/api/citizen/auth/status', as: { cookie: session } })).json().loggedIn).toBe(false)
    expect((await t.request({ method: 'GET', url: '/api/citizen/auth/status', as: strong })).json().loggedIn).toBe(true)
  })

  it('is revoked by a password change', async () => {
    const { device } = await remembered()
    const strong = await t.login(DEMO_SSN.anna, 'STRONG')
    const change = await t.request({
      method: 'PUT',
      url: '/api/citizen/personal-data/weak-login-credentials',
      as: strong,
      payload: { username: DEMO_WEAK_LOGIN.username, password: NEW_PASSWORD }
    })
    expect(change.statusCode).toBe(204)
    expect((await start(device)).json().loggedIn).toBe(false)
  })
})

describe('a remembered device behind HTTPS', () => {
  it('is a __Host- cookie with Secure', async () => {
    const t = await createTestApp({ config: { secureCookies: true } })
    try {
      const response = await t.request({
        method: 'POST',
        url: '/api/citizen/auth/weak-login',
        payload: { username: DEMO_WEAK_LOGIN.username, password: DEMO_WEAK_LOGIN.password, rememberDevice: true }
      })
      expect(response.cookies.find((c) => c.name === '__Host-pesa-device')).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Strict' })
    } finally {
      await t.close()
    }
  })
})
