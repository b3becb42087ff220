import { provideMunicipalityConfig, type MunicipalityConfig } from '@pesa/shared'
import type { PublicUnit } from '@pesa/shared/api/map'
import pesala from '../../api/municipalities/pesala.json'

/**
 * The map's federation boundary in component tests: the sample municipality's configuration
 * and an API answering the given units and nothing else.
 */
export function fakeMapApi(units: PublicUnit[]): jest.Mock {
  provideMunicipalityConfig(pesala as MunicipalityConfig)
  const fetch = jest.fn(async (url: string) => {
    const body = url.includes('/citizen/public/units/') ? units : url.includes('/map-api/autocomplete') ? { type: 'FeatureCollection', features: [] } : {}
    return { ok: true, status: 200, text: async () => JSON.stringify(body) }
  })
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch
  return fetch
}
