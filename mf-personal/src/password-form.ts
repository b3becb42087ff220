import { unmetPasswordRules, type PasswordConstraints } from '@pesa/shared/validators'

export interface PasswordForm {
  password: string
  confirmation: string
}

/** What the server refused last: save stays disabled until the guardian changes the password. */
export type ServerRefusal = { kind: 'unacceptable'; password: string } | { kind: 'usernameConflict'; username: string }

export interface PasswordFormState {
  passwordError?: 'passwordFormat'
  confirmationError?: 'passwordMismatch'
  canSave: boolean
}

/**
 * Spec part 1 §5 "Password": errors show once something is typed; save is disabled while the
 * password breaks a rule, the confirmation differs, or the server's refusal still applies.
 */
export function passwordFormState(form: PasswordForm, constraints: PasswordConstraints, refusal: ServerRefusal | undefined): PasswordFormState {
  const unmet = unmetPasswordRules(form.password, constraints)
  const passwordError = form.password && unmet.length > 0 ? 'passwordFormat' : undefined
  const confirmationError = form.confirmation && form.confirmation !== form.password ? 'passwordMismatch' : undefined
  const refused = refusal?.kind === 'usernameConflict' || (refusal?.kind === 'unacceptable' && refusal.password === form.password)
  return {
    passwordError,
    confirmationError,
    canSave: unmet.length === 0 && form.confirmation === form.password && !refused
  }
}
