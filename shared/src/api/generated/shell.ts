// GENERATED FILE by api/scripts/codegen from the API route schemas (pnpm generate). Do not edit.
import { apiRequest, type RequestOptions } from '@pesa/shared'
import type { ClientErrorReport, CurrentSystemNotification, MunicipalityConfig } from './types'

export type { ClientErrorReport, CurrentSystemNotification, MunicipalityConfig }

/** GET /api/citizen/public/system-notifications/current (public): The service notice shown on the login page, in three languages, while it is valid */
export function getCurrentSystemNotification(options: RequestOptions = {}): Promise<CurrentSystemNotification> {
  return apiRequest<CurrentSystemNotification>({ method: 'GET', path: `/citizen/public/system-notifications/current`, ...options })
}

/** GET /api/citizen/public/municipality-config (public): The municipality's feature flags, texts, links, logo and map settings */
export function getMunicipalityConfig(options: RequestOptions = {}): Promise<MunicipalityConfig> {
  return apiRequest<MunicipalityConfig>({ method: 'GET', path: `/citizen/public/municipality-config`, ...options })
}

/** POST /api/citizen/public/client-errors (public): An error of the page (render, failed remote, unhandled), without personal data, for the log; limited per client */
export function reportClientError(args: { body: ClientErrorReport }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/citizen/public/client-errors`, body: args.body, ...options })
}
