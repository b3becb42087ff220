import type { Validator } from './codes'

/*
 * Phone numbers as guardians write them: digits with optional spaces, hyphens and
 * parentheses, and an optional leading + for an international prefix. E.164 allows at most
 * 15 digits; fewer than 6 digits is no reachable number anywhere in Finland.
 */
const PHONE_CHARACTERS = /^\+?[0-9 ()-]+$/

export const phone: Validator = (value) => {
  const trimmed = value.trim()
  if (!PHONE_CHARACTERS.test(trimmed)) return 'INVALID_PHONE'
  const digits = trimmed.replace(/\D/g, '').length
  return digits >= 6 && digits <= 15 ? undefined : 'INVALID_PHONE'
}

/*
 * Email: one @, a local part and a domain with a dot, no whitespace, within the 254
 * characters SMTP allows. Deliverability is proven by the verification code, not by a regex.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

export const email: Validator = (value) => {
  const trimmed = value.trim()
  return trimmed.length <= 254 && EMAIL_PATTERN.test(trimmed) ? undefined : 'INVALID_EMAIL'
}

/** Finnish postal codes have exactly five digits. */
export const postalCode: Validator = (value) => (/^\d{5}$/.test(value.trim()) ? undefined : 'INVALID_POSTAL_CODE')

/**
 * An email typed a second time to catch a typo (spec part 1 §5 "emails do not match"):
 * addresses differ only by case or surrounding spaces are the same address.
 */
export function emailsMatch(email: string): Validator {
  return (confirmation) => (confirmation.trim().toLowerCase() === email.trim().toLowerCase() ? undefined : 'EMAILS_DO_NOT_MATCH')
}
