// jest: slow — among the longest files on PGlite, so it starts first (shared/build/jest-slow-first-sequencer.cjs).
import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { LightMyRequestResponse } from 'fastify'
import { DEMO_SSN } from '../seed/demo-people'
import { createTestApp, type Caller, type TestApp } from '../../test/support/app'
import { loadConfig, productionConfigProblem } from '../platform/config'
import { parseIdpMetadata, watchIdpMetadata } from './saml'
import { makeKeyPair, TestIdp, type AssertionOptions, type KeyPair } from './test-idp'

const PUBLIC_URL = 'https://pesa.test'
const SP_ENTITY_ID = 'https://pesa.test/saml'
const ACS_URL = `${PUBLIC_URL}/api/citizen/auth/sfi/acs`
const LOGIN_FAILED = '/login?loginError=true'

const HAND_OVER = '/api/citizen/auth/sfi/acs/complete?'

/** The login cookie that ties an identification to the browser that started it. */
const browserOf = (response: LightMyRequestResponse) => {
  const cookie = response.cookies.find((c) => c.name.endsWith('pesa-login'))
  return cookie ? `${cookie.name}=${cookie.value}` : ''
}

/**
 * The identity provider's cross-site form post carries no SameSite=Lax cookie; the browser then
 * follows the ACS's redirect to the same-origin hand-over with its cookies (`browser`).
 */
async function postAnswer(t: TestApp, samlResponse: string, browser: string, relayState?: string): Promise<LightMyRequestResponse> {
  const posted = await t.request({
    method: 'POST',
    url: '/api/citizen/auth/sfi/acs',
    csrf: false,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ SAMLResponse: samlResponse, ...(relayState ? { RelayState: relayState } : {}) }).toString()
  })
  const location = String(posted.headers.location ?? '')
  if (!location.startsWith(HAND_OVER)) return posted
  return t.request({ method: 'GET', url: location, headers: browser ? { cookie: browser } : {} })
}

describe('strong identification over SAML 2.0', () => {
  const idp = new TestIdp(SP_ENTITY_ID, ACS_URL)
  let t: TestApp

  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: PUBLIC_URL, saml: idp.settings() } })
  })
  afterAll(async () => {
    await t.close()
    idp.close()
  })

  /** Starts an identification as the browser would; answers the AuthnRequest's id. */
  let lastBrowser = ''
  async function startLogin(relayState = '/applications'): Promise<string> {
    const response = await t.request({ method: 'GET', url: `/api/citizen/auth/sfi/login?RelayState=${encodeURIComponent(relayState)}` })
    expect(response.statusCode).toBe(302)
    lastBrowser = browserOf(response)
    return idp.readRedirect(response.headers.location as string).id
  }

  /** The answer posted, then followed by the browser that started the last identification unless `browser` says otherwise. */
  const post = (samlResponse: string, browser = lastBrowser) => postAnswer(t, samlResponse, browser, 'https://evil.example/')

  const sessionCookie = (response: LightMyRequestResponse) => response.cookies.find((cookie) => cookie.name.endsWith('pesa-session'))

  async function status(response: LightMyRequestResponse) {
    const cookie = sessionCookie(response)
    const as: Caller | undefined = cookie ? { cookie: `${cookie.name}=${cookie.value}` } : undefined
    return (await t.request({ method: 'GET', url: '/api/citizen/auth/status', as })).json()
  }

  /** The login-failed dialog, no session, and the audited reason (so each case fails for its own cause). */
  async function expectRefused(response: LightMyRequestResponse, reason: RegExp) {
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe(LOGIN_FAILED)
    expect(sessionCookie(response)).toBeUndefined()
    const [audit] = await t.platform.db.query<{ meta: { reason: string } }>(
      "select meta from audit_log where event = 'StrongLoginFailed' order by id desc limit 1"
    )
    expect(audit?.meta.reason).toMatch(reason)
  }

  async function answer(options: Partial<AssertionOptions> = {}) {
    const inResponseTo = await startLogin()
    return post(await idp.response({ inResponseTo, ...options }))
  }

  it('sends a signed AuthnRequest by the redirect binding, keeping RelayState at home', async () => {
    const response = await t.request({ method: 'GET', url: '/api/citizen/auth/sfi/login?RelayState=/applications' })
    const location = response.headers.location as string
    expect(location.startsWith(`${idp.ssoUrl}?`)).toBe(true)
    const request = idp.readRedirect(location)
    expect(request.signatureValid).toBe(true)
    expect(request.xml).toContain(`AssertionConsumerServiceURL="${ACS_URL}"`)
    expect(request.xml).toContain(SP_ENTITY_ID)
    expect(request.params.get('RelayState')).toBeNull()
    const [row] = await t.platform.db.query<{ relay_state: string }>('select relay_state from auth_request where id = $1', [request.id])
    expect(row?.relay_state).toBe('/applications')
  })

  it('logs Anna in strongly and returns her to the stored RelayState', async () => {
    const response = await answer()
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe('/applications')
    expect(await status(response)).toMatchObject({ loggedIn: true, authLevel: 'STRONG', user: { lastName: 'Virtanen' } })
  })

  it('applies the same-origin rule to the stored RelayState', async () => {
    const inResponseTo = await startLogin('https://evil.example/steal')
    const response = await post(await idp.response({ inResponseTo }))
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe('/')
  })

  it('refuses a tampered assertion', async () => {
    await expectRefused(await answer({ tamper: (xml) => xml.replace(DEMO_SSN.anna, DEMO_SSN.pekka) }), /signature/i)
  })

  it('refuses an assertion signed by another key', async () => {
    await expectRefused(await answer({ signingKey: makeKeyPair('impostor') }), /signature/i)
  })

  it('refuses an answer that is not a SAML Response', async () => {
    await expectRefused(await post(Buffer.from('<foo bar=').toString('base64')), /not a SAML Response/)
  })

  it('refuses an unsigned assertion', async () => {
    await expectRefused(await answer({ sign: false }), /signature/i)
  })

  it('refuses an assertion for another audience', async () => {
    await expectRefused(await answer({ audience: 'https://other.example/saml' }), /audience/i)
  })

  it('refuses an assertion for another recipient', async () => {
    await expectRefused(await answer({ recipient: 'https://other.example/acs' }), /Recipient/)
  })

  it('refuses an expired assertion, beyond the clock skew', async () => {
    const past = new Date(Date.now() - 60_000)
    await expectRefused(await answer({ notBefore: new Date(Date.now() - 10 * 60_000), notOnOrAfter: past }), /expired|subject confirmation/i)
  })

  it('refuses an assertion not yet valid, beyond the clock skew', async () => {
    await expectRefused(await answer({ notBefore: new Date(Date.now() + 5 * 60_000), notOnOrAfter: new Date(Date.now() + 10 * 60_000) }), /not yet valid/i)
  })

  it('accepts an assertion just past its time within the clock skew', async () => {
    const response = await answer({ notOnOrAfter: new Date(Date.now() - 5_000) })
    expect(response.headers.location).toBe('/applications')
  })

  it('refuses an answer to a request it never sent', async () => {
    await expectRefused(await post(await idp.response({ inResponseTo: '_a0123456789abcdef0123456789abcdef01234567' })), /InResponseTo/)
  })

  it('refuses an assertion whose signed confirmation names no request or another one', async () => {
    await expectRefused(await answer({ subjectInResponseTo: null }), /signed confirmation names another InResponseTo/)
    const other = await startLogin()
    await expectRefused(await answer({ subjectInResponseTo: other }), /InResponseTo/)
  })

  it('sets a short-lived HttpOnly SameSite=Lax login cookie as it sends the browser to the identity provider', async () => {
    const response = await t.request({ method: 'GET', url: '/api/citizen/auth/sfi/login?RelayState=/applications' })
    expect(response.cookies.find((c) => c.name.endsWith('pesa-login'))).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 600 })
  })

  it('hands a checked answer over to the browser by a same-origin redirect, without a session yet', async () => {
    const inResponseTo = await startLogin()
    const posted = await t.request({
      method: 'POST',
      url: '/api/citizen/auth/sfi/acs',
      csrf: false,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ SAMLResponse: await idp.response({ inResponseTo }) }).toString()
    })
    expect(posted.statusCode).toBe(303)
    expect(String(posted.headers.location).startsWith(HAND_OVER)).toBe(true)
    expect(sessionCookie(posted)).toBeUndefined()
  })

  it.each([
    ['without the login cookie', async () => ''],
    [
      'with the login cookie of another browser',
      async () => {
        const other = await t.request({ method: 'GET', url: '/api/citizen/auth/sfi/login?RelayState=/' })
        return browserOf(other)
      }
    ]
  ])('refuses the answer in another browser (%s): login-failed page, no session, an audit row', async (_case, otherBrowser) => {
    const inResponseTo = await startLogin()
    const samlResponse = await idp.response({ inResponseTo })
    await expectRefused(await post(samlResponse, await otherBrowser()), /another browser/)
  })

  it('refuses the same answer twice', async () => {
    const inResponseTo = await startLogin()
    const samlResponse = await idp.response({ inResponseTo })
    expect((await post(samlResponse)).headers.location).toBe('/applications')
    await expectRefused(await post(samlResponse), /InResponseTo/)
  })

  it('refuses a replayed assertion id even for a new request', async () => {
    const assertionId = '_replayed0123456789'
    expect((await answer({ assertionId })).headers.location).toBe('/applications')
    await expectRefused(await answer({ assertionId }), /replayed/)
  })

  it("sends an identified adult who is no one's custodian to the not-a-custodian page, with no session", async () => {
    const response = await answer({ ssn: DEMO_SSN.pekka })
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe('/login/not-a-custodian')
    expect(sessionCookie(response)).toBeUndefined()
    const [refused] = await t.platform.db.query<{ meta: { reason: string } }>(
      "select meta from audit_log where event = 'StrongLoginRefused' order by id desc limit 1"
    )
    expect(refused?.meta.reason).toBe('not a custodian')
  })

  it('shows the login-failed dialog to a person not in the population register, making no account', async () => {
    const before = await t.platform.db.query<{ count: string }>('select count(*)::text as count from person')
    await expectRefused(await answer({ ssn: '010101-123N' }), /unknown person/)
    const after = await t.platform.db.query<{ count: string }>('select count(*)::text as count from person')
    expect(after).toEqual(before)
    const [failed] = await t.platform.db.query<{ meta: unknown }>("select meta from audit_log where event = 'StrongLoginFailed' order by 1 desc limit 1")
    expect(failed).toBeDefined()
  })

  it('serves the service provider metadata with the signing certificate and both logout bindings', async () => {
    const response = await t.request({ method: 'GET', url: '/api/citizen/auth/sfi/metadata' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain(`entityID="${SP_ENTITY_ID}"`)
    expect(response.body).toContain(`Location="${ACS_URL}"`)
    expect(response.body).toContain('HTTP-Redirect')
    expect(response.body).toContain('WantAssertionsSigned="true"')
    expect(response.body).toContain('AuthnRequestsSigned="true"')
    expect(response.body).toContain(idp.sp.cert.split('\n')[1])
  })

  it('has no stand-in page when an identity provider is configured', async () => {
    const response = await t.request({ method: 'POST', url: '/api/citizen/auth/sfi/mock-acs', csrf: false, payload: {} })
    expect(response.statusCode).toBe(404)
  })

  it('logs out through the identity provider and returns to RelayState after its answer', async () => {
    const login = await answer()
    const cookie = sessionCookie(login)!
    const as = { cookie: `${cookie.name}=${cookie.value}` }
    const logout = await t.request({ method: 'GET', url: '/api/citizen/auth/logout?RelayState=/bye', as })
    expect(logout.statusCode).toBe(302)
    const request = idp.readRedirect(logout.headers.location as string)
    expect(logout.headers.location?.startsWith(`${idp.sloUrl}?`)).toBe(true)
    expect(request.signatureValid).toBe(true)
    expect(request.xml).toContain('LogoutRequest')
    expect((await t.request({ method: 'GET', url: '/api/citizen/auth/status', as })).json().loggedIn).toBe(false)

    const query = idp.redirectQuery('SAMLResponse', idp.logoutResponseXml(request.id, `${PUBLIC_URL}/api/citizen/auth/sfi/slo`))
    const back = await t.request({ method: 'GET', url: `/api/citizen/auth/sfi/slo?${query}` })
    expect(back.statusCode).toBe(302)
    expect(back.headers.location).toBe('/bye')
  })

  it('ends the session when the identity provider logs the person out', async () => {
    const login = await answer()
    const cookie = sessionCookie(login)!
    const as = { cookie: `${cookie.name}=${cookie.value}` }
    const [target] = await t.platform.db.query<{ name_id: string; session_index: string }>(
      'select s.name_id, s.session_index from saml_session s join session on session.id = s.session_id order by session.created_at desc limit 1'
    )
    const query = idp.redirectQuery('SAMLRequest', idp.logoutRequestXml(target!.name_id, target!.session_index, `${PUBLIC_URL}/api/citizen/auth/sfi/slo`))
    const response = await t.request({ method: 'GET', url: `/api/citizen/auth/sfi/slo?${query}` })
    expect(response.statusCode).toBe(302)
    const answerToIdp = idp.readRedirect(response.headers.location as string)
    expect(answerToIdp.xml).toContain('LogoutResponse')
    expect((await t.request({ method: 'GET', url: '/api/citizen/auth/status', as })).json().loggedIn).toBe(false)
  })

  it('ignores an unsigned logout request', async () => {
    const login = await answer()
    const cookie = sessionCookie(login)!
    const as = { cookie: `${cookie.name}=${cookie.value}` }
    const [own] = await t.platform.db.query<{ name_id: string; session_index: string }>(
      `select s.name_id, s.session_index from saml_session s join session on session.id = s.session_id order by session.created_at desc limit 1`
    )
    const query = idp.redirectQuery('SAMLRequest', idp.logoutRequestXml(own!.name_id, own!.session_index, `${PUBLIC_URL}/api/citizen/auth/sfi/slo`))
    const unsigned = query.replace(/&SigAlg=.*$/, '')
    const response = await t.request({ method: 'GET', url: `/api/citizen/auth/sfi/slo?${unsigned}` })
    expect(response.headers.location).toBe('/')
    expect((await t.request({ method: 'GET', url: '/api/citizen/auth/status', as })).json().loggedIn).toBe(true)
  })
})

describe('strong identification with encrypted assertions', () => {
  const idp = new TestIdp(SP_ENTITY_ID, ACS_URL)
  let t: TestApp

  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: PUBLIC_URL, saml: idp.settings({ encrypted: true }) } })
  })
  afterAll(async () => {
    await t.close()
    idp.close()
  })

  let browser = ''
  const start = async () => {
    const response = await t.request({ method: 'GET', url: '/api/citizen/auth/sfi/login?RelayState=/calendar' })
    browser = browserOf(response)
    return idp.readRedirect(response.headers.location as string).id
  }
  const post = (samlResponse: string) => postAnswer(t, samlResponse, browser)

  it('accepts a signed assertion encrypted for the service provider', async () => {
    const response = await post(await idp.response({ inResponseTo: await start(), encryptFor: idp.spEncryption.cert }))
    expect(response.headers.location).toBe('/calendar')
  })

  it('refuses an unencrypted assertion when a decryption key is configured', async () => {
    const response = await post(await idp.response({ inResponseTo: await start() }))
    expect(response.headers.location).toBe(LOGIN_FAILED)
  })

  it('refuses an encrypted but unsigned assertion', async () => {
    const response = await post(await idp.response({ inResponseTo: await start(), encryptFor: idp.spEncryption.cert, sign: false }))
    expect(response.headers.location).toBe(LOGIN_FAILED)
  })

  it('lists the encryption certificate in the metadata', async () => {
    const response = await t.request({ method: 'GET', url: '/api/citizen/auth/sfi/metadata' })
    expect(response.body).toContain('use="encryption"')
  })
})

describe('SAML configuration', () => {
  it('stops production without strong identification, naming the variables', () => {
    expect(productionConfigProblem(loadConfig({ PESA_ENV: 'production' }))).toMatch(/SAML_SP_ENTITY_ID.*SAML_SP_SIGNING_KEY_FILE/)
    expect(
      productionConfigProblem(loadConfig({ PESA_ENV: 'production', SAML_DISABLED: 'true', PESA_PUBLIC_URL: 'https://pesa.example.fi', ATTACHMENT_SCAN: 'off' }))
    ).toBeUndefined()
    expect(productionConfigProblem(loadConfig({ PESA_ENV: 'dev' }))).toBeUndefined()
  })

  it('refuses a half configuration', () => {
    expect(() => loadConfig({ PESA_ENV: 'production', SAML_SP_ENTITY_ID: 'https://pesa.test/saml' })).toThrow(
      /SAML_IDP_METADATA_FILE or SAML_IDP_METADATA_URL, SAML_SP_SIGNING_KEY_FILE, SAML_SP_SIGNING_CERT_FILE/
    )
  })

  it('reads the identity provider metadata', () => {
    const idp = new TestIdp(SP_ENTITY_ID, ACS_URL)
    try {
      expect(parseIdpMetadata(idp.metadataXml())).toMatchObject({ entityId: idp.entityId, ssoUrl: idp.ssoUrl, sloUrl: idp.sloUrl })
    } finally {
      idp.close()
    }
  })
})

describe('identity provider metadata from an address', () => {
  const idp = new TestIdp(SP_ENTITY_ID, ACS_URL)
  // The provider's next signing key, published in its metadata before it switches.
  const next = makeKeyPair('test-idp-next')
  const body = (pem: string) => pem.replace(/-----(BEGIN|END) CERTIFICATE-----|\s+/g, '')
  const rotated = idp.metadataXml().replace(body(idp.keys.cert), body(next.cert))
  let served = { status: 200, xml: idp.metadataXml() }
  // Connections to drop before answering, as a reset network or a just-closed keep-alive socket does.
  let dropped = 0
  const server = createServer((request, response) => {
    if (dropped > 0) {
      dropped--
      request.socket.destroy()
      return
    }
    response.writeHead(served.status, { 'content-type': 'application/xml' }).end(served.xml)
  })
  let url: string

  beforeAll(async () => {
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metadata`
  })
  beforeEach(() => {
    served = { status: 200, xml: idp.metadataXml() }
    dropped = 0
  })
  afterAll(async () => {
    server.close()
    idp.close()
  })

  it('is read again on request, keeping the last good metadata when the address fails', async () => {
    const errors: Error[] = []
    const watch = await watchIdpMetadata({ url }, 60 * 60_000, { info: () => undefined, onError: (error) => errors.push(error) })
    try {
      const first = watch.current()
      expect(first.certs).toEqual([body(idp.keys.cert)])
      expect(await watch.refresh()).toEqual({ changed: false })

      served = { status: 503, xml: '' }
      expect(await watch.refresh()).toMatchObject({ error: { message: expect.stringMatching(/answered 503/) } })
      served = { status: 200, xml: '<html>maintenance</html>' }
      expect(await watch.refresh()).toHaveProperty('error')
      expect(errors).toHaveLength(2)
      expect(watch.current()).toEqual(first)

      served = { status: 200, xml: rotated }
      expect(await watch.refresh()).toEqual({ changed: true })
      expect(watch.current().certs).toEqual([body(next.cert)])
    } finally {
      watch.stop()
    }
  })

  it('is read at start through two dropped connections, so one network hiccup does not stop the service from starting', async () => {
    dropped = 2
    const watch = await watchIdpMetadata({ url }, 60 * 60_000, { info: () => undefined, onError: () => undefined })
    try {
      expect(watch.current().certs).toEqual([body(idp.keys.cert)])
      expect(dropped).toBe(0)
    } finally {
      watch.stop()
    }
  })

  it('refuses to start when the address keeps dropping the connection, and answers a status without trying again', async () => {
    dropped = 10
    await expect(watchIdpMetadata({ url }, 60 * 60_000, { info: () => undefined, onError: () => undefined })).rejects.toThrow(/fetch failed/)
    expect(dropped).toBe(7)
    dropped = 0
    served = { status: 503, xml: '' }
    await expect(watchIdpMetadata({ url }, 60 * 60_000, { info: () => undefined, onError: () => undefined })).rejects.toThrow(/answered 503/)
  })

  it('lets a running service take the new signing certificate without a restart', async () => {
    const t = await createTestApp({ config: { publicUrl: PUBLIC_URL, saml: { ...idp.settings(), idpMetadata: { url }, idpMetadataRefreshMs: 50 } } })
    try {
      const answer = async (signingKey: KeyPair) => {
        const login = await t.request({ method: 'GET', url: '/api/citizen/auth/sfi/login?RelayState=/applications' })
        const inResponseTo = idp.readRedirect(login.headers.location as string).id
        const response = await postAnswer(t, await idp.response({ inResponseTo, signingKey }), browserOf(login))
        return response.headers.location
      }
      expect(await answer(next)).toBe(LOGIN_FAILED)

      served = { status: 200, xml: rotated }
      // The refresh runs on its own timer: the first answer after it is accepted.
      const deadline = Date.now() + 10_000
      let location = await answer(next)
      while (location !== '/applications' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50))
        location = await answer(next)
      }
      expect(location).toBe('/applications')
      expect(await answer(idp.keys)).toBe(LOGIN_FAILED)
    } finally {
      await t.close()
    }
  })
})
