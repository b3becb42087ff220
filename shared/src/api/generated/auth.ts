// GENERATED FILE by api/scripts/codegen from the API route schemas (pnpm generate). Do not edit.
import { apiRequest, type RequestOptions } from '@pesa/shared'
import type { AuthStatus, WeakLoginRequest } from './types'

export type { AuthStatus, WeakLoginRequest }

/** GET /api/citizen/auth/status (public): Whether the caller is logged in, at which level, as whom, and the API version. Without a session, a remembered device's cookie starts a new WEAK session (not on a background request, x-pesa-background: 1) */
export function getAuthStatus(options: RequestOptions = {}): Promise<AuthStatus> {
  return apiRequest<AuthStatus>({ method: 'GET', path: `/citizen/auth/status`, ...options })
}

/** GET /api/citizen/auth/logout (public): Ends the session and returns to RelayState (a same-origin path) */
export function logoutRedirect(args: { query?: {
  RelayState?: string
} } = {}, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'GET', path: `/citizen/auth/logout`, query: args.query, ...options })
}

/** POST /api/citizen/auth/sfi/mock-acs (public): Answer of the development identification page */
export function mockIdentificationAnswer(args: { body: {
  state: string
  action: 'login' | 'cancel'
  ssn?: string
  typedSsn?: string
} }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/citizen/auth/sfi/mock-acs`, body: args.body, ...options })
}

/** GET /api/citizen/auth/sfi/login (public): Starts strong identification and returns to RelayState (a same-origin path) */
export function startStrongIdentification(args: { query?: {
  RelayState?: string
} } = {}, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'GET', path: `/citizen/auth/sfi/login`, query: args.query, ...options })
}

/** POST /api/citizen/auth/weak-login (public): Username-and-password login; answers 429 after too many attempts for one username */
export function weakLogin(args: { body: WeakLoginRequest }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/citizen/auth/weak-login`, body: args.body, ...options })
}
