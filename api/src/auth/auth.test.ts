import type { LightMyRequestResponse } from 'fastify'
import { DEMO_SSN, DEMO_WEAK_LOGIN } from '../seed/demo-people'
import { cookieOf, createTestApp, type TestApp } from '../../test/support/app'
import { helsinkiDate } from '@pesa/shared/dates'
import { accessibleFeatures } from '../family/repository'
import { authStatus, citizenUser } from './service'
import { testClock } from '../../test/support/clock'

describe('auth', () => {
  let t: TestApp

  beforeAll(async () => {
    t = await createTestApp({ config: { appVersion: 'build-42', weakLoginAttemptsPerHour: 5 } })
  })
  afterAll(() => t.close())

  const weakLogin = (username: string, password: string) => t.request({ method: 'POST', url: '/api/citizen/auth/weak-login', payload: { username, password } })

  const auditEvents = async (event: string) =>
    t.platform.db.query<{ actor_id: string | null; target_ids: string[] }>('select actor_id, target_ids from audit_log where event = $1', [event])

  describe('GET /api/citizen/auth/status', () => {
    it('tells an anonymous visitor that nobody is logged in, and the API version', async () => {
      const response = await t.request({ method: 'GET', url: '/api/citizen/auth/status' })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ loggedIn: false, apiVersion: 'build-42' })
      expect(response.headers['cache-control']).toBe('no-store')
    })

    it('describes a strongly identified guardian with her features', async () => {
      const anna = await t.login(DEMO_SSN.anna, 'STRONG')
      const body = (await t.request({ method: 'GET', url: '/api/citizen/auth/status', as: anna })).json()
      expect(body).toMatchObject({
        loggedIn: true,
        apiVersion: 'build-42',
        authLevel: 'STRONG',
        user: { firstName: 'Anna Maria', lastName: 'Virtanen', email: DEMO_WEAK_LOGIN.username, weakLoginUsername: DEMO_WEAK_LOGIN.username },
        accessibleFeatures: { reservations: true, messages: true, composeNewMessage: true, childDocumentation: true }
      })
    })

    it('gives a guardian without children no features', async () => {
      const pekka = await t.login(DEMO_SSN.pekka, 'WEAK')
      const body = (await t.request({ method: 'GET', url: '/api/citizen/auth/status', as: pekka })).json()
      expect(body.authLevel).toBe('WEAK')
      expect(body.accessibleFeatures).toEqual({ reservations: false, messages: false, composeNewMessage: false, childDocumentation: false })
    })

    it('reads the person, username and features in one statement besides the session and the audit, as their readers do', async () => {
      // Every open tab polls it: each statement costs the server and the database a round trip.
      const anna = await t.login(DEMO_SSN.anna, 'WEAK')
      const status = async () => (await t.request({ method: 'GET', url: '/api/citizen/auth/status', as: anna })).json()
      const first = await status()
      const query = jest.spyOn(t.platform.db, 'query')
      try {
        expect(await status()).toEqual(first)
        expect(query.mock.calls.map(([sql]) => sql.trim().split(/\s+/).slice(0, 3).join(' '))).toHaveLength(3)
      } finally {
        query.mockRestore()
      }
      const today = helsinkiDate(testClock.now())
      for (const ssn of [DEMO_SSN.anna, DEMO_SSN.liisa, DEMO_SSN.pekka]) {
        const [{ id }] = (await t.platform.db.query<{ id: string }>('select id from person where ssn = $1', [ssn])) as [{ id: string }]
        const read = await authStatus(t.platform, { personId: id, authLevel: 'WEAK' }, testClock.now())
        expect(read).toMatchObject({ user: await citizenUser(t.platform, id), accessibleFeatures: await accessibleFeatures(t.platform.db, id, today) })
      }
    })

    it('writes an audit row for the personal data it reads', async () => {
      const liisa = await t.login(DEMO_SSN.liisa, 'STRONG')
      const body = (await t.request({ method: 'GET', url: '/api/citizen/auth/status', as: liisa })).json()
      expect(await auditEvents('AuthStatusRead')).toContainEqual({ actor_id: body.user.id, target_ids: [body.user.id] })
    })
  })

  describe('POST /api/citizen/auth/weak-login', () => {
    it('logs Anna in with her documented credentials and gives a WEAK session', async () => {
      const response = await weakLogin(DEMO_WEAK_LOGIN.username, DEMO_WEAK_LOGIN.password)
      expect(response.statusCode).toBe(204)
      const cookie = response.cookies.find((c) => c.name === 'pesa-session')
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
      const status = (await t.request({ method: 'GET', url: '/api/citizen/auth/status', as: { cookie: cookieOf(response) } })).json()
      expect(status).toMatchObject({ loggedIn: true, authLevel: 'WEAK', user: { lastName: 'Virtanen' } })
    })

    it('accepts the username in any case and with surrounding spaces', async () => {
      expect((await weakLogin(` ${DEMO_WEAK_LOGIN.username.toUpperCase()} `, DEMO_WEAK_LOGIN.password)).statusCode).toBe(204)
    })

    it('answers a wrong password and an unknown username alike, with 403 and no session', async () => {
      const wrongPassword = await weakLogin(DEMO_WEAK_LOGIN.username, 'not-her-password')
      const unknownUser = await weakLogin('nobody@example.fi', 'whatever-password')
      for (const response of [wrongPassword, unknownUser]) {
        expect(response.statusCode).toBe(403)
        expect(response.json()).toEqual({ statusCode: 403, errorCode: 'INVALID_CREDENTIALS', message: 'Wrong username or password' })
        expect(response.cookies).toEqual([])
      }
    })

    it('answers 400 with an errorCode per empty field', async () => {
      const response = await weakLogin('', '')
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', fieldErrors: { username: 'REQUIRED', password: 'REQUIRED' } })
    })

    it('locks a username with 429 after too many attempts in an hour, right password or not', async () => {
      const username = 'locked.out@example.fi'
      for (let attempt = 1; attempt <= 5; attempt++) expect((await weakLogin(username, 'guess')).statusCode).toBe(403)
      const locked = await weakLogin(username, 'guess')
      expect(locked.statusCode).toBe(429)
      expect(locked.json().errorCode).toBe('TOO_MANY_LOGIN_ATTEMPTS')
      // Other usernames are not affected
      expect((await weakLogin('someone.else@example.fi', 'guess')).statusCode).toBe(403)
    })

    it('refuses all but the limit of 40 wrong passwords sent at once', async () => {
      const answers = await Promise.all(Array.from({ length: 40 }, () => weakLogin('parallel.guesser@example.fi', 'guess')))
      const statuses = answers.map((response) => response.statusCode)
      expect(statuses.filter((status) => status === 403)).toHaveLength(5)
      expect(statuses.filter((status) => status === 429)).toHaveLength(35)
    })

    it('audits failures without naming who tried', async () => {
      expect((await auditEvents('WeakLoginFailed')).length).toBeGreaterThan(0)
      expect((await auditEvents('WeakLoginFailed')).every((row) => row.actor_id === null)).toBe(true)
    })
  })

  describe('the weak-login limit', () => {
    // Its own app, so the attempts of the tests above do not count here.
    let limited: TestApp
    beforeAll(async () => {
      limited = await createTestApp({ config: { weakLoginAttemptsPerHour: 3 } })
    })
    afterAll(() => limited.close())

    const login = (password: string) =>
      limited.request({ method: 'POST', url: '/api/citizen/auth/weak-login', payload: { username: DEMO_WEAK_LOGIN.username, password } })

    it('keeps counting across the hour: the limit of guesses just before it still holds just after it', async () => {
      let now = new Date('2026-11-26T10:59:58Z')
      const clocked = await createTestApp({ config: { weakLoginAttemptsPerHour: 3 }, clock: { now: () => now } })
      try {
        const guess = () =>
          clocked.request({ method: 'POST', url: '/api/citizen/auth/weak-login', payload: { username: 'around.the.hour@example.fi', password: 'guess' } })
        for (let attempt = 1; attempt <= 3; attempt++) expect((await guess()).statusCode).toBe(403)
        now = new Date('2026-11-26T11:00:01Z')
        expect((await guess()).statusCode).toBe(429)
      } finally {
        await clocked.close()
      }
    })

    it('keeps no username in the counters, only its hash', async () => {
      const counters = limited.platform.counters
      const keys: string[] = []
      const counted = counters.incrementSliding.bind(counters)
      counters.incrementSliding = (key, windowSeconds, now) => {
        keys.push(key)
        return counted(key, windowSeconds, now)
      }
      try {
        const username = 'Hashed.Name@example.fi'
        expect((await limited.request({ method: 'POST', url: '/api/citizen/auth/weak-login', payload: { username, password: 'guess' } })).statusCode).toBe(403)
      } finally {
        counters.incrementSliding = counted
      }
      expect(keys).toHaveLength(1)
      expect(keys[0]).toMatch(/^weak-login:[0-9a-f]{64}$/)
      expect(keys[0]).not.toContain('hashed')
    })

    it('counts failed attempts only: more successful logins in an hour than the limit are not too many', async () => {
      for (let attempt = 1; attempt <= 7; attempt++) expect((await login(DEMO_WEAK_LOGIN.password)).statusCode).toBe(204)
    })

    it('keeps the failures counted after a success, so a success gives a guesser no new attempts', async () => {
      for (let attempt = 1; attempt <= 2; attempt++) expect((await login('guess')).statusCode).toBe(403)
      expect((await login(DEMO_WEAK_LOGIN.password)).statusCode).toBe(204)
      expect((await login('guess')).statusCode).toBe(403)
      expect((await login('guess')).statusCode).toBe(429)
      expect((await login(DEMO_WEAK_LOGIN.password)).statusCode).toBe(429)
    })
  })

  describe('GET /api/citizen/auth/sfi/login (mock strong identification)', () => {
    const startIdentification = async (relayState: string) => {
      const page = await t.request({ method: 'GET', url: `/api/citizen/auth/sfi/login?RelayState=${encodeURIComponent(relayState)}` })
      expect(page.statusCode).toBe(200)
      lastBrowser = browserOf(page)
      expect(page.headers['content-type']).toContain('text/html')
      const state = /name="state" value="([^"]+)"/.exec(page.body)?.[1]
      expect(state).toBeDefined()
      return { page, state: state!, browser: browserOf(page) }
    }

    /** The login cookie that ties an identification to the browser that started it. */
    const browserOf = (page: LightMyRequestResponse) => {
      const cookie = page.cookies.find((c) => c.name.endsWith('pesa-login'))
      return cookie ? `${cookie.name}=${cookie.value}` : ''
    }

    /** The stand-in page's form post, from the browser that started the identification unless `browser` says otherwise. */
    let lastBrowser = ''
    const answer = (form: Record<string, string>, browser = lastBrowser) =>
      t.request({
        method: 'POST',
        url: '/api/citizen/auth/sfi/mock-acs',
        csrf: false,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(browser ? { cookie: browser } : {}) },
        payload: new URLSearchParams(form).toString()
      })

    it('lists the adults of the population register to choose from', async () => {
      const { page } = await startIdentification('/')
      expect(page.body).toContain(DEMO_SSN.anna)
      expect(page.body).toContain(DEMO_SSN.pekka)
      expect(page.body).not.toContain(DEMO_SSN.preschoolChild)
    })

    it('creates a STRONG session for the chosen person and returns to the RelayState path', async () => {
      const { state } = await startIdentification('/applications?child=1')
      const response = await answer({ state, action: 'login', ssn: DEMO_SSN.anna })
      expect(response.statusCode).toBe(303)
      expect(response.headers.location).toBe('/applications?child=1')
      const status = (await t.request({ method: 'GET', url: '/api/citizen/auth/status', as: { cookie: cookieOf(response) } })).json()
      expect(status).toMatchObject({ loggedIn: true, authLevel: 'STRONG', user: { firstName: 'Anna Maria' } })
    })

    it('prefers a typed identity code, upper-casing it', async () => {
      const { state } = await startIdentification('/')
      const response = await answer({ state, action: 'login', ssn: DEMO_SSN.anna, typedSsn: DEMO_SSN.liisa.toLowerCase() })
      const status = (await t.request({ method: 'GET', url: '/api/citizen/auth/status', as: { cookie: cookieOf(response) } })).json()
      expect(status.user.firstName).toBe('Liisa Annikki')
    })

    it.each(['https://evil.example/steal', '//evil.example', '/\\evil.example'])('returns to / instead of the foreign RelayState %s', async (relayState) => {
      const { state } = await startIdentification(relayState)
      const response = await answer({ state, action: 'login', ssn: DEMO_SSN.anna })
      expect(response.headers.location).toBe('/')
    })

    it('sends a cancelled identification to the login-failed dialog without a session', async () => {
      const { state } = await startIdentification('/applications')
      const response = await answer({ state, action: 'cancel' })
      expect(response.headers.location).toBe('/login?loginError=true')
      expect(response.cookies).toEqual([])
    })

    it('fails an identity code that the register does not know, or that is not valid', async () => {
      for (const typedSsn of ['010101-123N', 'not-a-code']) {
        const { state } = await startIdentification('/')
        const response = await answer({ state, action: 'login', typedSsn })
        expect(response.headers.location).toBe('/login?loginError=true')
        expect(response.cookies).toEqual([])
      }
    })

    it("never gives a child's identity code a session, even typed on the stand-in page", async () => {
      const { state } = await startIdentification('/')
      const response = await answer({ state, action: 'login', typedSsn: DEMO_SSN.preschoolChild })
      expect(response.headers.location).toBe('/login?loginError=true')
      expect(response.cookies).toEqual([])
    })

    it('sets a short-lived HttpOnly SameSite=Lax login cookie for the browser that starts it', async () => {
      const { page } = await startIdentification('/')
      const cookie = page.cookies.find((c) => c.name.endsWith('pesa-login'))
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 600 })
    })

    it.each([
      ['without the login cookie', () => ''],
      ['with the login cookie of another browser', async () => (await startIdentification('/')).browser]
    ])('refuses the answer from another browser (%s): login-failed page, no session, an audit row', async (_case, otherBrowser) => {
      const { state } = await startIdentification('/applications')
      const foreign = await otherBrowser()
      const response = await answer({ state, action: 'login', ssn: DEMO_SSN.anna }, foreign)
      expect(response.statusCode).toBe(303)
      expect(response.headers.location).toBe('/login?loginError=true')
      expect(response.cookies.filter((c) => c.name.endsWith('pesa-session'))).toEqual([])
      const [audit] = await t.platform.db.query<{ meta: { reason: string } }>(
        "select meta from audit_log where event = 'StrongLoginFailed' order by id desc limit 1"
      )
      expect(audit?.meta.reason).toBe('answer for another browser')
    })

    it('accepts each state once only', async () => {
      const { state } = await startIdentification('/')
      expect((await answer({ state, action: 'login', ssn: DEMO_SSN.anna })).statusCode).toBe(303)
      const replay = await answer({ state, action: 'login', ssn: DEMO_SSN.anna })
      expect(replay.statusCode).toBe(403)
      expect(replay.json().errorCode).toBe('INVALID_AUTH_STATE')
    })
  })

  describe('GET /api/citizen/auth/logout', () => {
    it('ends the session on the server and returns to the RelayState path', async () => {
      const anna = await t.login(DEMO_SSN.anna, 'STRONG')
      const response = await t.request({ method: 'GET', url: '/api/citizen/auth/logout?RelayState=/', as: anna })
      expect(response.statusCode).toBe(302)
      expect(response.headers.location).toBe('/')
      // The old cookie no longer opens anything, even if the browser kept it.
      expect((await t.request({ method: 'GET', url: '/api/citizen/children', as: anna })).statusCode).toBe(401)
    })
  })
})
