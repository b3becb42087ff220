import type { PasswordConstraints, WeakLoginCredentialsUpdate } from '@pesa/shared/api/types'
import { isBuiltFromPersonalWords, validateWeakLoginCredentialsUpdate, type ValidationCode } from '@pesa/shared/validators'

export interface PasswordForm {
  password: string
  confirmation: string
}

/** What the server refused last: save stays disabled until the guardian changes the password. */
export type ServerRefusal = { kind: 'unacceptable'; password: string } | { kind: 'usernameConflict' }

export interface PasswordFormState {
  passwordError?: ValidationCode
  /** Built from the person's own words (names, email): the server would refuse it as PASSWORD_UNACCEPTABLE */
  guessable: boolean
  confirmationError?: 'PASSWORDS_DO_NOT_MATCH'
  canSave: boolean
}

/** Activation names the verified email as the username; a password change keeps the username (null). */
export function toCredentialsUpdate(form: PasswordForm, username: string, activating: boolean): WeakLoginCredentialsUpdate {
  return { username: activating ? username : null, password: form.password }
}

/**
 * Spec part 1 §5 "Password": the server's rules for the body (the shared validator), shown once
 * something is typed; a password built from the person's own words is refused here as the server
 * refuses it (spec §5 "too easy to guess"; the common-password list is the server's alone); the
 * confirmation must equal the password; save is disabled while either fails or the server's
 * refusal still applies.
 */
export function passwordFormState(
  form: PasswordForm,
  facts: { constraints: PasswordConstraints; username: string; activating: boolean; personalWords?: readonly string[] },
  refusal: ServerRefusal | undefined
): PasswordFormState {
  const errors = validateWeakLoginCredentialsUpdate(toCredentialsUpdate(form, facts.username, facts.activating), {
    constraints: facts.constraints,
    hasCredentials: !facts.activating
  })
  const guessable = form.password !== '' && isBuiltFromPersonalWords(form.password, facts.personalWords ?? [])
  const mismatch = form.confirmation !== form.password
  const refused = refusal?.kind === 'usernameConflict' || (refusal?.kind === 'unacceptable' && refusal.password === form.password)
  return {
    passwordError: form.password ? errors.password : undefined,
    guessable,
    confirmationError: form.confirmation && mismatch ? 'PASSWORDS_DO_NOT_MATCH' : undefined,
    canSave: Object.keys(errors).length === 0 && !guessable && !mismatch && !refused
  }
}
