// GENERATED FILE by api/src/codegen from the API route schemas (pnpm generate). Do not edit.
import { apiRequest } from '@pesa/shared'
import type { CurrentSystemNotification } from './types'

export type { CurrentSystemNotification }

/** GET /api/citizen/public/system-notifications/current (public): The service notice shown on the login page, in three languages, while it is valid */
export function getCurrentSystemNotification(signal?: AbortSignal): Promise<CurrentSystemNotification> {
  return apiRequest<CurrentSystemNotification>({ method: 'GET', path: `/citizen/public/system-notifications/current`, signal })
}
