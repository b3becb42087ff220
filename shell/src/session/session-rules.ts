import type { AuthStatus } from '@pesa/shared'

/** The session ended on the server while the page was open (it had one, now it has none). */
export function sessionEnded(previous: AuthStatus | undefined, current: AuthStatus | undefined): boolean {
  return previous?.loggedIn === true && current?.loggedIn === false
}

/** The API runs another release than the one this page was built with. */
export function isNewVersion(status: AuthStatus | undefined, builtVersion: string): boolean {
  return status !== undefined && status.apiVersion !== builtVersion
}

/** Often enough to notice an expired session before the guardian loses typed work. */
export const DEFAULT_AUTH_POLL_MS = 60_000

/** While the service cannot be reached, it is asked this often, so its notice goes soon after it answers again. */
export const UNREACHABLE_POLL_MS = 5_000
