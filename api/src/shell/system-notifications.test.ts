import { createTestApp, type TestApp } from '../../test/support/app'

describe('GET /api/citizen/public/system-notifications/current', () => {
  let t: TestApp

  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const current = (headers: Record<string, string> = {}) => t.request({ method: 'GET', url: '/api/citizen/public/system-notifications/current', headers })

  it('answers null when there is no notice', async () => {
    await t.request({ method: 'DELETE', url: '/api/dev-api/system-notification' })
    expect((await current()).json()).toEqual({ notification: null })
  })

  it('gives the notice in three languages to anyone while it is valid', async () => {
    const notice = { text: 'Huoltokatko', textSv: 'Serviceavbrott', textEn: 'Maintenance break', validTo: '2099-01-01T00:00:00.000Z' }
    expect((await t.request({ method: 'PUT', url: '/api/dev-api/system-notification', payload: notice })).statusCode).toBe(204)
    expect((await current()).json()).toEqual({ notification: notice })
  })

  it('stops showing the notice when it has expired (seen through the test-mode clock)', async () => {
    expect((await current({ 'x-pesa-mocked-time': '2099-01-02T00:00:00Z' })).json()).toEqual({ notification: null })
  })
})
