import type { EmailVerificationStatus } from '@pesa/shared/api/types'

/** Spec part 1 §4 "Email": what the page says of the email and what it offers. */
export type EmailState = 'none' | 'verified' | 'pending' | 'unverified'

export function emailState(status: EmailVerificationStatus): EmailState {
  if (!status.email) return 'none'
  if (status.email === status.verifiedEmail) return 'verified'
  return status.latestVerification ? 'pending' : 'unverified'
}

/** The login username is not the email (case-insensitive): the guardian changed the email after turning login on. */
export function usernameDiffersFromEmail(username: string | null, email: string | null): boolean {
  return username !== null && username.toLowerCase() !== (email ?? '').toLowerCase()
}

/** The username can move to the email once that email is verified. */
export function canUpdateUsername(username: string | null, status: EmailVerificationStatus): boolean {
  return usernameDiffersFromEmail(username, status.email) && emailState(status) === 'verified'
}
