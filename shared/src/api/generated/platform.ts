// GENERATED FILE by api/scripts/codegen from the API route schemas (pnpm generate). Do not edit.
import { apiRequest, type RequestOptions } from '@pesa/shared'
import type { Health, Readiness } from './types'

export type { Health, Readiness }

/** GET /api/health (public): Liveness: answers without the database or a session */
export function getHealth(options: RequestOptions = {}): Promise<Health> {
  return apiRequest<Health>({ method: 'GET', path: `/health`, ...options })
}

/** GET /api/ready (public): Readiness: 200 when this instance can serve, its database answering; 503 otherwise */
export function getReadiness(options: RequestOptions = {}): Promise<Readiness> {
  return apiRequest<Readiness>({ method: 'GET', path: `/ready`, ...options })
}
