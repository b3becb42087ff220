import type { AuthStatus } from '@pesa/shared'
import { safeReturnPath } from '@pesa/shared/validators'

/** Spec part 1 §2, route '/': where the front page sends each visitor. */
export function rootRedirectTarget(status: AuthStatus): string {
  if (!status.loggedIn) return '/login'
  if (status.accessibleFeatures?.reservations) return '/calendar'
  return status.authLevel === 'STRONG' ? '/applications' : '/map'
}

/** `next` of /login/form is honoured only when it resolves to this origin; otherwise '/'. */
export function nextTarget(search: string, origin: string): string {
  return safeReturnPath(new URLSearchParams(search).get('next'), origin)
}
