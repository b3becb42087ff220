// GENERATED FILE by api/src/codegen from the API route schemas (pnpm generate). Do not edit.
import { apiRequest, type RequestOptions } from '@pesa/shared'
import type { Child } from './types'

export type { Child }

/** GET /api/citizen/children (WEAK): The caller's children (custodianship in the population register) with their placements */
export function getChildren(options: RequestOptions = {}): Promise<Child[]> {
  return apiRequest<Child[]>({ method: 'GET', path: `/citizen/children`, ...options })
}
