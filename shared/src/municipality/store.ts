import { use } from 'react'
import { apiRequest } from '../api/client'
import type { MunicipalityConfig } from '../api/generated/types'
import { setTextOverrides, type TextOverrides } from '../i18n/translations'

export type { MunicipalityConfig }

let config: Promise<MunicipalityConfig> | undefined

/**
 * The municipality's configuration (flags, texts, links, map), read once per page from the
 * API. Its text overrides are handed to the translations before any text loads. An explicit
 * call after a failure asks again (a retry); reading it in render does not.
 */
export function loadMunicipalityConfig(): Promise<MunicipalityConfig> {
  if (!config || (config as { status?: string }).status === 'rejected') {
    const loading = apiRequest<MunicipalityConfig>({ method: 'GET', path: '/citizen/public/municipality-config' })
    setTextOverrides(loading.then((loaded) => loaded.textOverrides as TextOverrides).catch(() => ({})))
    // Settled promises are read synchronously by use(), as with the translations. The
    // handlers return nothing: returning the rejected promise would reject this chain unhandled.
    loading.then(
      (value) => {
        Object.assign(loading, { status: 'fulfilled', value })
      },
      (reason: unknown) => {
        Object.assign(loading, { status: 'rejected', reason })
      }
    )
    config = loading
  }
  return config
}

/**
 * The configuration; suspends only until the first answer of the page has arrived. A failure
 * stays for the render (its error page offers a reload): asking again on every render would
 * turn one failing answer into a stream of requests.
 */
export function useMunicipalityConfig(): MunicipalityConfig {
  return use(config ?? loadMunicipalityConfig())
}

/** Tests and standalone hosts that know the configuration without asking the server. */
export function provideMunicipalityConfig(value: MunicipalityConfig): void {
  const ready = Promise.resolve(value)
  Object.assign(ready, { status: 'fulfilled', value })
  setTextOverrides(value.textOverrides as TextOverrides)
  config = ready
}
