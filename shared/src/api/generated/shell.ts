// GENERATED FILE by api/src/codegen from the API route schemas (pnpm generate). Do not edit.
import { apiRequest } from '@pesa/shared'
import type { CurrentSystemNotification, MunicipalityConfig } from './types'

export type { CurrentSystemNotification, MunicipalityConfig }

/** GET /api/citizen/public/system-notifications/current (public): The service notice shown on the login page, in three languages, while it is valid */
export function getCurrentSystemNotification(signal?: AbortSignal): Promise<CurrentSystemNotification> {
  return apiRequest<CurrentSystemNotification>({ method: 'GET', path: `/citizen/public/system-notifications/current`, signal })
}

/** GET /api/citizen/public/municipality-config (public): The municipality's feature flags, texts, links, logo and map settings */
export function getMunicipalityConfig(signal?: AbortSignal): Promise<MunicipalityConfig> {
  return apiRequest<MunicipalityConfig>({ method: 'GET', path: `/citizen/public/municipality-config`, signal })
}
