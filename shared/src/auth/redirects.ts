import { safeReturnPath } from '../validators/return-path'

/** Strong identification that returns to `returnPath` afterwards (as RelayState). */
export function strongLoginUrl(returnPath: string): string {
  return `/api/citizen/auth/sfi/login?RelayState=${encodeURIComponent(safeReturnPath(returnPath))}`
}

/** The login page that returns to `returnPath` after either login (as `next`). */
export function loginPageUrl(returnPath: string): string {
  const next = safeReturnPath(returnPath)
  return next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`
}
