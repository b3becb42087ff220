import type { AuthStatus } from '../auth/store'

/** Who may see a page (spec part 1 §2, part 2 §2): anyone, a logged-in guardian, or one identified strongly. */
export type Access = 'public' | 'WEAK' | 'STRONG'

/**
 * What a page of the given access level does for the visitor the auth status describes: show
 * itself, wait for the first status, send an anonymous visitor to the login page, or step a weak
 * session up to strong identification. Guidance only: the server refuses what the level forbids.
 */
export function accessDecision(access: Access, status: AuthStatus | undefined): 'show' | 'wait' | 'login' | 'step-up' {
  if (access === 'public') return 'show'
  if (!status) return 'wait'
  if (!status.loggedIn) return 'login'
  return access === 'STRONG' && status.authLevel !== 'STRONG' ? 'step-up' : 'show'
}
