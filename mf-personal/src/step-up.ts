/**
 * Strong identification that returns to this page: editing needs a STRONG session, and a
 * WEAK user's edit button leads here instead (spec part 1 §2 "Personal details screen").
 */
export function stepUpToStrongLogin(returnPath: string): void {
  window.location.assign(`/api/citizen/auth/sfi/login?RelayState=${encodeURIComponent(returnPath)}`)
}
