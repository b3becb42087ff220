import { readdirSync } from 'node:fs'
import { Value } from '@sinclair/typebox/value'
import { imageOrigins, loadMunicipality } from './municipality'
import { apiFolder } from './paths'
import { MunicipalityConfig } from './municipality-schema'

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

  it('accepts only the map filters the map knows, each once, and at least one care type', () => {
    const pesala = loadMunicipality('pesala')
    const withMap = (map: Record<string, unknown>) => ({ ...pesala, map: { ...pesala.map, ...map } })
    expect(Value.Check(MunicipalityConfig, withMap({ careTypeFilters: ['PRESCHOOL'], providerTypeFilters: [] }))).toBe(true)
    expect(Value.Check(MunicipalityConfig, withMap({ careTypeFilters: ['SCHOOL'] }))).toBe(false)
    expect(Value.Check(MunicipalityConfig, withMap({ careTypeFilters: [] }))).toBe(false)
    expect(Value.Check(MunicipalityConfig, withMap({ careTypeFilters: ['CLUB', 'CLUB'] }))).toBe(false)
    expect(Value.Check(MunicipalityConfig, withMap({ providerTypeFilters: ['MUNICIPAL_SCHOOL'] }))).toBe(false)
  })

  it('refuses a municipality that does not exist', () => {
    expect(() => loadMunicipality('atlantis')).toThrow()
  })

  it('lets the map tile URL be replaced and allows its origin for images', () => {
    const config = loadMunicipality('pesala', { tileUrl: 'http://127.0.0.1:9199/tiles/{z}/{x}/{y}.png' })
    expect(imageOrigins(config)).toEqual(['http://127.0.0.1:9199'])
  })
})
