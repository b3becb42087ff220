import { Writable } from 'node:stream'
import { DEMO_SSN } from '../seed/demo-people'
import { createTestApp, type TestApp } from '../../test/support/app'

const URL = '/api/citizen/public/client-errors'

const report = (fields: Record<string, unknown> = {}) => ({
  kind: 'area-render',
  message: 'TypeError: Cannot read properties of undefined (reading "some")',
  stack: 'TypeError: Cannot read properties of undefined\n    at UnitList (https://pesa.example.fi/remotes/mf-map/1/main.js:2:345)',
  route: '/map',
  appVersion: 'build-42',
  area: 'map',
  ...fields
})

describe('POST /api/citizen/public/client-errors', () => {
  let t: TestApp
  const logLines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as Record<string, unknown>)
      done()
    }
  })
  const clientErrorLines = () => logLines.filter((line) => line.msg === 'client error')
  const send = (payload: unknown, options: { ip?: string; csrf?: boolean; cookie?: string } = {}) =>
    t.request({
      method: 'POST',
      url: URL,
      payload: payload as Record<string, unknown>,
      remoteAddress: options.ip ?? '192.0.2.1',
      csrf: options.csrf ?? true,
      ...(options.cookie ? { headers: { cookie: options.cookie } } : {})
    })

  beforeAll(async () => {
    t = await createTestApp({ config: { clientErrorsPerMinute: 3 }, logger: { level: 'info', stream } })
  })
  afterAll(() => t.close())
  beforeEach(() => {
    logLines.length = 0
  })

  it('answers 204 with no body and no cookie, and logs the report with the request id', async () => {
    const response = await send(report(), { ip: '192.0.2.10' })
    expect(response.statusCode).toBe(204)
    expect(response.body).toBe('')
    expect(response.headers['set-cookie']).toBeUndefined()
    const [line] = clientErrorLines()
    expect(line).toMatchObject({ level: 50, reqId: expect.any(String), clientError: report() })
    // The same request id is on the request's own log lines.
    expect(logLines.filter((other) => other.reqId === line!.reqId).length).toBeGreaterThan(1)
  })

  it('needs no session; a session cookie sent along gets no cookie back and names nobody in the log', async () => {
    const anna = await t.login(DEMO_SSN.anna, 'STRONG')
    const response = await send(report(), { ip: '192.0.2.11', cookie: anna.cookie })
    expect(response.statusCode).toBe(204)
    expect(response.headers['set-cookie']).toBeUndefined()
    expect(JSON.stringify(clientErrorLines())).not.toMatch(/personId|Anna/)
  })

  it('needs the CSRF header like every state-changing request', async () => {
    const response = await send(report(), { ip: '192.0.2.12', csrf: false })
    expect(response.statusCode).toBe(403)
    expect(response.json().errorCode).toBe('CSRF_HEADER_MISSING')
    expect(clientErrorLines()).toEqual([])
  })

  it('removes personal data the client let through before logging, and keeps the route to the page', async () => {
    const response = await send(
      report({
        message: 'Error: no guardian anna.virtanen@example.fi 120385-1243',
        stack: null,
        route: '/children/3f2504e0-4f89-41d3-9a0c-0305e82c3301',
        area: null
      }),
      { ip: '192.0.2.13' }
    )
    expect(response.statusCode).toBe(204)
    expect(clientErrorLines()[0]!.clientError).toEqual({
      kind: 'area-render',
      message: 'Error: no guardian [email] [ssn]',
      stack: null,
      route: '/children/:id',
      appVersion: 'build-42',
      area: null
    })
  })

  it.each([
    ['a field the schema does not have (a user)', { user: { name: 'Anna' } }, '(body)'],
    ['an unknown kind', { kind: 'crash' }, 'kind'],
    ['a message over 1000 characters', { message: 'x'.repeat(1001) }, 'message'],
    ['a stack over 3000 characters', { stack: 'x'.repeat(3001) }, 'stack'],
    ['a route with a query string', { route: '/map?address=Kauppakatu%201' }, 'route'],
    ['a route over 200 characters', { route: `/${'x'.repeat(200)}` }, 'route'],
    ['an app version over 64 characters', { appVersion: 'v'.repeat(65) }, 'appVersion'],
    ['an area that is not an area name', { area: 'Map Area!' }, 'area']
  ])('refuses %s with 400 and logs nothing', async (_case, fields, field) => {
    const response = await send(report(fields), { ip: `198.51.100.${field.length}${String(_case).length}` })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', fieldErrors: { [field]: expect.any(String) } })
    expect(clientErrorLines()).toEqual([])
  })

  it('refuses a missing field with 400', async () => {
    const { message: _message, ...withoutMessage } = report()
    expect((await send(withoutMessage, { ip: '192.0.2.15' })).statusCode).toBe(400)
  })

  it('refuses a body over 16 KB with 413 before reading it', async () => {
    const response = await send({ ...report(), padding: 'x'.repeat(17 * 1024) }, { ip: '192.0.2.16' })
    expect(response.statusCode).toBe(413)
    expect(response.json().errorCode).toBe('PAYLOAD_TOO_LARGE')
  })

  it('limits each client to the configured reports a minute (429 beyond), other clients unaffected', async () => {
    for (let attempt = 1; attempt <= 3; attempt++) expect((await send(report(), { ip: '192.0.2.20' })).statusCode).toBe(204)
    const limited = await send(report(), { ip: '192.0.2.20' })
    expect(limited.statusCode).toBe(429)
    expect(limited.json().errorCode).toBe('TOO_MANY_REQUESTS')
    // A refused body counts too, so a flood of bad reports is limited as well.
    expect((await send(report({ kind: 'crash' }), { ip: '192.0.2.20' })).statusCode).toBe(429)
    expect(clientErrorLines()).toHaveLength(3)
    expect((await send(report(), { ip: '192.0.2.21' })).statusCode).toBe(204)
  })
})
