import { Writable } from 'node:stream'
import { REQUEST_ID_HEADER } from '@pesa/shared/protocol'
import { DEMO_SSN, DEMO_WEAK_LOGIN } from '../seed/demo-people'
import { createTestApp, type TestApp } from '../../test/support/app'
import { loggerOptions } from './logging'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

describe('logs', () => {
  let t: TestApp
  const lines: string[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean))
      callback()
    }
  })

  beforeAll(async () => {
    t = await createTestApp({ logger: loggerOptions('debug', stream) })
  })
  afterAll(() => t.close())

  test('every answer carries its request id, unique across instances, and the log lines of the request carry it too', async () => {
    const first = await t.request({ method: 'GET', url: '/api/citizen/auth/status' })
    const second = await t.request({ method: 'POST', url: '/api/citizen/auth/weak-login', csrf: false, payload: {} })
    const ids = [first, second].map((response) => response.headers[REQUEST_ID_HEADER])
    expect(ids[0]).toMatch(UUID)
    expect(ids[1]).toMatch(UUID)
    expect(ids[0]).not.toBe(ids[1])
    expect(second.statusCode).toBe(403)
    expect(lines.some((line) => JSON.parse(line).reqId === ids[0])).toBe(true)
  })

  test('never an identity code, password, token, verification code or session cookie; the person id is there', async () => {
    lines.length = 0
    const login = await t.request({
      method: 'POST',
      url: '/api/citizen/auth/weak-login',
      payload: { username: DEMO_WEAK_LOGIN.username, password: DEMO_WEAK_LOGIN.password }
    })
    expect(login.statusCode).toBe(204)
    const anna = await t.login(DEMO_SSN.anna)
    const token = anna.cookie.split('=')[1]!
    await t.request({ method: 'GET', url: `/api/citizen/children?code=654321&ssn=${DEMO_SSN.anna}`, as: anna })
    t.app.log.error(
      { ssn: DEMO_SSN.anna, user: { password: DEMO_WEAK_LOGIN.password, token }, headers: { cookie: anna.cookie }, body: { code: '123456' } },
      `lookup of ${DEMO_SSN.mikko} failed`
    )
    t.app.log.info({ err: new Error(`no person ${DEMO_SSN.liisa}`) }, 'person missing')

    const log = lines.join('\n')
    for (const secret of [DEMO_SSN.anna, DEMO_SSN.mikko, DEMO_SSN.liisa, DEMO_WEAK_LOGIN.password, token, '654321', '123456']) {
      expect(log).not.toContain(secret)
    }
    expect(log).toContain('[redacted]')
    const read = lines
      .map((line) => JSON.parse(line) as { req?: { method: string; url: string } })
      .find((line) => line.req?.url.startsWith('/api/citizen/children'))
    expect(read?.req).toMatchObject({ method: 'GET', url: '/api/citizen/children?code=[redacted]&ssn=[redacted]' })
    expect(log).toContain('"message":"no person [redacted]"')
    const [person] = await t.platform.db.query<{ id: string }>('select id from person where ssn = $1', [DEMO_SSN.anna])
    expect(lines.some((line) => JSON.parse(line).personId === person!.id)).toBe(true)
  })

  test('never a typed address: the search text and a walking query sent in the URL are cut out', async () => {
    lines.length = 0
    const search = await t.request({ method: 'GET', url: '/api/citizen/public/map-api/autocomplete?text=Kirkkokatu%2012%20B&boundary.rect.min_lon=24.5' })
    expect(search.statusCode).toBe(200)
    await t.request({ method: 'GET', url: '/api/citizen/public/map-api/query?query=Mannerheimintie%205' })
    const log = lines.join('\n')
    expect(log).not.toMatch(/Kirkkokatu|Mannerheimintie/)
    const urls = lines.map((line) => (JSON.parse(line) as { req?: { url: string } }).req?.url).filter(Boolean)
    expect(urls).toContain('/api/citizen/public/map-api/autocomplete?text=[redacted]&boundary.rect.min_lon=24.5')
    expect(urls).toContain('/api/citizen/public/map-api/query?query=[redacted]')
  })
})
