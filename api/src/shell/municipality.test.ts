import { createTestApp, type TestApp } from '../../test/support/app'

describe('GET /api/citizen/public/municipality-config', () => {
  let t: TestApp

  beforeAll(async () => {
    t = await createTestApp({ config: { municipality: 'koivikko' } })
  })
  afterAll(() => t.close())

  it('answers the configured municipality to anyone', async () => {
    const response = await t.request({ method: 'GET', url: '/api/citizen/public/municipality-config' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ id: 'koivikko', name: { fi: 'Koivikon kunta' }, map: { initialZoom: 13 } })
  })
})
