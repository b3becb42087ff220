import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Value } from '@sinclair/typebox/value'
import { apiFolder } from './paths'
import { MunicipalityConfig } from './municipality-schema'

/**
 * Reads and checks api/municipalities/<id>.json at start-up: a broken configuration stops the
 * server instead of reaching a guardian. Switching municipality is PESA_MUNICIPALITY, not a build.
 */
export function loadMunicipality(id: string, overrides: { tileUrl?: string } = {}): MunicipalityConfig {
  const file = path.join(apiFolder('municipalities'), `${id}.json`)
  const config: unknown = JSON.parse(readFileSync(file, 'utf8'))
  if (!Value.Check(MunicipalityConfig, config)) {
    const [first] = Value.Errors(MunicipalityConfig, config)
    throw new Error(`Municipality configuration ${file} is not valid: ${first?.path} ${first?.message}`)
  }
  if (overrides.tileUrl) config.map.tileUrl = overrides.tileUrl
  return config
}

/** Origins the page loads images from: the map tiles. */
export function imageOrigins(config: MunicipalityConfig): string[] {
  try {
    return [new URL(config.map.tileUrl.replace(/\{[a-z]+\}/g, '0')).origin]
  } catch {
    return []
  }
}
