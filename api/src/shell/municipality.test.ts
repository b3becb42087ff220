import { readdirSync } from 'node:fs'
import { apiFolder } from '../platform/paths'
import { createTestApp, type TestApp } from '../test-support/app'
import { imageOrigins, loadMunicipality } from './municipality'

describe('municipality configuration', () => {
  it.each(readdirSync(apiFolder('municipalities')).map((file) => file.replace('.json', '')))('%s is valid', (id) => {
    expect(loadMunicipality(id).id).toBe(id)
  })

  it('the two sample municipalities differ in flags and texts', () => {
    const [pesala, koivikko] = [loadMunicipality('pesala'), loadMunicipality('koivikko')]
    expect(pesala.featureFlags).not.toEqual(koivikko.featureFlags)
    expect(koivikko.environmentLabel).not.toBeNull()
    expect(koivikko.textOverrides).not.toEqual(pesala.textOverrides)
  })

  it('refuses a municipality that does not exist', () => {
    expect(() => loadMunicipality('atlantis')).toThrow()
  })

  it('lets the map tile URL be replaced and allows its origin for images', () => {
    const config = loadMunicipality('pesala', { tileUrl: 'http://127.0.0.1:9199/tiles/{z}/{x}/{y}.png' })
    expect(imageOrigins(config)).toEqual(['http://127.0.0.1:9199'])
  })
})

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
