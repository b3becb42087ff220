// GENERATED FILE by api/src/codegen from the API route schemas (pnpm generate). Do not edit.
import { apiRequest, type RequestOptions } from '@pesa/shared'
import type { Health } from './types'

export type { Health }

/** GET /api/health (public): Liveness: answers without the database or a session */
export function getHealth(options: RequestOptions = {}): Promise<Health> {
  return apiRequest<Health>({ method: 'GET', path: `/health`, ...options })
}
