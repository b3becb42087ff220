import { passwordFormState } from './password-form'

const constraints = { minLength: 12, maxLength: 128, minLowers: 0, minUppers: 0, minDigits: 0, minSymbols: 0 }
const good = 'Sininen-kirahvi-tanssii'

describe('passwordFormState', () => {
  it('shows nothing for an empty form and cannot save it', () => {
    expect(passwordFormState({ password: '', confirmation: '' }, constraints, undefined)).toEqual({
      passwordError: undefined,
      confirmationError: undefined,
      canSave: false
    })
  })

  it('tells a short password and a differing confirmation', () => {
    expect(passwordFormState({ password: 'lyhyt', confirmation: 'lyhy' }, constraints, undefined)).toEqual({
      passwordError: 'passwordFormat',
      confirmationError: 'passwordMismatch',
      canSave: false
    })
  })

  it('can save a valid password typed twice', () => {
    expect(passwordFormState({ password: good, confirmation: good }, constraints, undefined).canSave).toBe(true)
  })

  it('stays disabled after PASSWORD_UNACCEPTABLE until the password changes', () => {
    const refusal = { kind: 'unacceptable' as const, password: good }
    expect(passwordFormState({ password: good, confirmation: good }, constraints, refusal).canSave).toBe(false)
    expect(passwordFormState({ password: `${good}!`, confirmation: `${good}!` }, constraints, refusal).canSave).toBe(true)
  })

  it('stays disabled after a username conflict', () => {
    const refusal = { kind: 'usernameConflict' as const, username: 'anna@example.fi' }
    expect(passwordFormState({ password: good, confirmation: good }, constraints, refusal).canSave).toBe(false)
  })
})
