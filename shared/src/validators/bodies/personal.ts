import type { EmailVerificationConfirm, PasswordConstraints, PersonalDataUpdate, WeakLoginCredentialsUpdate } from '../../api/generated/types'
import { fieldErrors, firstError, optional, required, selectOne, type FieldErrors } from '../codes'
import { email, phone } from '../contact'
import { unmetPasswordRules } from '../password'

/*
 * The rules of the personal-data request bodies that need no database, called by the form
 * (guidance) and by the service (enforcement): api/src/personal/service.ts. Each validator is
 * named after the body schema's title; conventions/rules.ts checks that its route uses it.
 */

/** The given first names of the register; the preferred name is one of them (spec part 1 §2). */
export function givenNames(firstName: string): string[] {
  return firstName.split(/\s+/).filter(Boolean)
}

/**
 * Spec part 1 §5 "Personal details": a phone is required, both phones use the phone validator,
 * an email is checked unless there is none (null); the preferred name is one of `givenNames`.
 */
export function validatePersonalDataUpdate(body: PersonalDataUpdate, facts: { givenNames: readonly string[] }): FieldErrors<keyof PersonalDataUpdate> {
  return fieldErrors({
    preferredName: selectOne(facts.givenNames)(body.preferredName),
    phone: firstError(body.phone, required, phone),
    backupPhone: optional(phone)(body.backupPhone),
    email: body.email === null ? undefined : firstError(body.email, required, email)
  })
}

/**
 * Spec part 1 §5 "Password" and "Weak login": activation needs a username and a password; an
 * update changes at least one of them; a password meets the constraints. That the username is
 * the verified email and the password is not easy to guess the server checks with its data.
 */
export function validateWeakLoginCredentialsUpdate(
  body: WeakLoginCredentialsUpdate,
  facts: { constraints: PasswordConstraints; hasCredentials: boolean }
): FieldErrors<keyof WeakLoginCredentialsUpdate> {
  const { password, username } = body
  const passwordMissing = facts.hasCredentials ? username === null && password === null : password === null
  return fieldErrors({
    username: !facts.hasCredentials && (username === null || username.trim() === '') ? 'REQUIRED' : undefined,
    password:
      passwordMissing || password === ''
        ? 'REQUIRED'
        : password !== null && unmetPasswordRules(password, facts.constraints).length > 0
          ? 'PASSWORD_FORMAT'
          : undefined
  })
}

/** Spec part 1 §5 "Verification code": required, six digits. */
export function validateEmailVerificationConfirm(body: EmailVerificationConfirm): FieldErrors<'code'> {
  return fieldErrors({ code: firstError(body.code, required, (code) => (/^\d{6}$/.test(code) ? undefined : 'INVALID_FORMAT')) })
}
