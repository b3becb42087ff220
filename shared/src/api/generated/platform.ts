// GENERATED FILE by api/src/codegen from the API route schemas (pnpm generate). Do not edit.
import { apiRequest } from '@pesa/shared'
import type { Health } from './types'

export type { Health }

/** GET /api/health (public): Liveness: answers without the database or a session */
export function getHealth(signal?: AbortSignal): Promise<Health> {
  return apiRequest<Health>({ method: 'GET', path: `/health`, signal })
}
