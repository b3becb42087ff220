import type { LightMyRequestResponse } from 'fastify'
import { hashPassword } from '../../src/platform/passwords'
import { insertHousehold, insertPartnership, insertPerson } from '../../src/population-register/repository'
import { DEMO_SSN } from '../../src/seed/demo-people'
import { createTestApp, type Caller, type TestApp } from '../support/app'

/*
 * Who may use the service (issue 17 §6; api/test/reliability/DECISIONS.md, "Who may use the service"): a custodian
 * of a child in the register, or the partner living with one. Pekka, an adult who is no one's
 * custodian, gets the not-a-custodian page and no session, by strong identification and by
 * username and password alike.
 */

const PARTNER_SSN = '010185-902F'
const PARTNER_ELSEWHERE_SSN = '020286-9048'
const PEKKA_LOGIN = { username: 'pekka.nieminen@example.fi', password: 'ruisleipa-kahvikuppi-2026' }

describe('who may use the service', () => {
  let t: TestApp

  beforeAll(async () => {
    t = await createTestApp()
    const { db } = t.platform
    const [liisa] = await db.query<{ id: string }>('select id from person where ssn = $1', [DEMO_SSN.liisa])
    const [pekka] = await db.query<{ id: string }>('select id from person where ssn = $1', [DEMO_SSN.pekka])
    const home = { streetAddress: 'Rantatie 5 A 1', postalCode: '88610', postOffice: 'Pesälä' }
    // Liisa's partner at her home, and a partner of hers who lives elsewhere.
    const partner = await insertPerson(db, { ssn: PARTNER_SSN, firstName: 'Ville', lastName: 'Korhonen', dateOfBirth: '1985-01-01', ...home })
    await insertHousehold(db, [liisa!.id, partner], '2024-01-01')
    await insertPartnership(db, liisa!.id, partner, '2024-01-01')
    const elsewhere = await insertPerson(db, { ssn: PARTNER_ELSEWHERE_SSN, firstName: 'Kalle', lastName: 'Mäkinen', dateOfBirth: '1986-02-02', ...home })
    await insertHousehold(db, [elsewhere], '2024-01-01')
    await insertPartnership(db, liisa!.id, elsewhere, '2024-01-01')
    await db.query('insert into citizen_user (person_id, username, password_hash) values ($1, $2, $3)', [
      pekka!.id,
      PEKKA_LOGIN.username,
      await hashPassword(PEKKA_LOGIN.password)
    ])
  })
  afterAll(() => t.close())

  const sessionCookie = (response: LightMyRequestResponse) => response.cookies.find((cookie) => cookie.name.endsWith('pesa-session'))

  /** Strong identification through the development stand-in page, as the identity code's person. */
  async function identify(ssn: string) {
    const page = await t.request({ method: 'GET', url: '/api/citizen/auth/sfi/login?RelayState=/income' })
    const state = /name="state" value="([^"]+)"/.exec(page.body)![1]!
    const browser = page.cookies.find((cookie) => cookie.name.endsWith('pesa-login'))!
    return t.request({
      method: 'POST',
      url: '/api/citizen/auth/sfi/mock-acs',
      csrf: false,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `${browser.name}=${browser.value}` },
      payload: new URLSearchParams({ state, action: 'login', ssn }).toString()
    })
  }

  it("sends Pekka, no one's custodian, to the not-a-custodian page without a session", async () => {
    const response = await identify(DEMO_SSN.pekka)
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe('/login/not-a-custodian')
    expect(sessionCookie(response)).toBeUndefined()
    const [audit] = await t.platform.db.query<{ meta: { reason: string } }>(
      "select meta from audit_log where event = 'StrongLoginRefused' order by id desc limit 1"
    )
    expect(audit?.meta.reason).toBe('not a custodian')
  })

  it('refuses his username-and-password login as NOT_A_CUSTODIAN, and only after the right password', async () => {
    const login = (password: string) => t.request({ method: 'POST', url: '/api/citizen/auth/weak-login', payload: { ...PEKKA_LOGIN, password } })
    const wrong = await login('vaara-salasana-123456')
    expect(wrong.statusCode).toBe(403)
    expect(wrong.json().errorCode).toBe('INVALID_CREDENTIALS')
    const right = await login(PEKKA_LOGIN.password)
    expect(right.statusCode).toBe(403)
    expect(right.json().errorCode).toBe('NOT_A_CUSTODIAN')
    expect(sessionCookie(right)).toBeUndefined()
  })

  it('admits the partner living with a custodian, who reaches his own income statements', async () => {
    const response = await identify(PARTNER_SSN)
    expect(response.headers.location).toBe('/income')
    const cookie = sessionCookie(response)!
    const partner: Caller = { cookie: `${cookie.name}=${cookie.value}` }
    const statements = await t.request({ method: 'GET', url: '/api/citizen/income-statements', as: partner })
    expect(statements.statusCode).toBe(200)
  })

  it('refuses a partner of a custodian who does not live with her', async () => {
    const response = await identify(PARTNER_ELSEWHERE_SSN)
    expect(response.headers.location).toBe('/login/not-a-custodian')
    expect(sessionCookie(response)).toBeUndefined()
  })

  it('admits custodians as before', async () => {
    const response = await identify(DEMO_SSN.liisa)
    expect(response.headers.location).toBe('/income')
    expect(sessionCookie(response)).toBeDefined()
  })
})
