import { MOCKED_TIME_HEADER } from '@pesa/shared/protocol'
import { DEMO_SSN } from '../seed/demo-people'
import { createTestApp, type TestApp } from '../../test/support/app'

describe('production mode', () => {
  let t: TestApp

  beforeAll(async () => {
    t = await createTestApp({ config: { env: 'production', secureCookies: true } })
  })
  afterAll(() => t.close())

  it('does not mount the dev API', async () => {
    expect(t.app.routeCatalogue.filter((route) => route.url.startsWith('/api/dev-api'))).toEqual([])
    const response = await t.request({ method: 'POST', url: '/api/dev-api/login', payload: { ssn: DEMO_SSN.anna, authLevel: 'STRONG' } })
    expect(response.statusCode).toBe(404)
  })

  it('has no mock identification: the login route returns to the login-failed dialog', async () => {
    expect(t.app.routeCatalogue.some((route) => route.url.endsWith('/sfi/mock-acs'))).toBe(false)
    const response = await t.request({ method: 'GET', url: '/api/citizen/auth/sfi/login?RelayState=/applications' })
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe('/login?loginError=true')
  })

  it('ignores the mocked-time header', async () => {
    // A notice that expired long ago would show if the server believed it is the year 2000.
    await t.platform.db.query("insert into system_notification (text_fi, text_sv, text_en, valid_to) values ('Vanha', 'Gammal', 'Old', '2001-01-01T00:00:00Z')")
    const response = await t.request({
      method: 'GET',
      url: '/api/citizen/public/system-notifications/current',
      headers: { [MOCKED_TIME_HEADER]: '2000-01-01T00:00:00Z' }
    })
    expect(response.json()).toEqual({ notification: null })
  })
})
