import { strongLoginUrl } from '@pesa/shared'

/**
 * Strong identification that returns to this page: editing needs a STRONG session, and a
 * WEAK user's edit button leads here instead (spec part 1 §2 "Personal details screen").
 */
export function stepUpToStrongLogin(returnPath: string): void {
  window.location.assign(strongLoginUrl(returnPath))
}
