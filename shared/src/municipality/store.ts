import { use } from 'react'
import { apiRequest } from '../api/client'
import type { MunicipalityConfig } from '../api/generated/types'
import { setTextOverrides, type TextOverrides } from '../i18n/translations'

export type { MunicipalityConfig }

let config: Promise<MunicipalityConfig> | undefined

/**
 * The municipality's configuration (flags, texts, links, map), read once per page from the
 * API. Its text overrides are handed to the translations before any text loads.
 */
export function loadMunicipalityConfig(): Promise<MunicipalityConfig> {
  if (!config) {
    const loading = apiRequest<MunicipalityConfig>({ method: 'GET', path: '/citizen/public/municipality-config' })
    setTextOverrides(loading.then((loaded) => loaded.textOverrides as TextOverrides).catch(() => ({})))
    // Settled promises are read synchronously by use(), as with the translations.
    loading.then(
      (value) => Object.assign(loading, { status: 'fulfilled', value }),
      () => {
        config = undefined
      }
    )
    config = loading
  }
  return config
}

/** The configuration; suspends only until the first answer of the page has arrived. */
export function useMunicipalityConfig(): MunicipalityConfig {
  return use(loadMunicipalityConfig())
}

/** Tests and standalone hosts that know the configuration without asking the server. */
export function provideMunicipalityConfig(value: MunicipalityConfig): void {
  const ready = Promise.resolve(value)
  Object.assign(ready, { status: 'fulfilled', value })
  setTextOverrides(value.textOverrides as TextOverrides)
  config = ready
}
