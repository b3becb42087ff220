import { personalPasswordWords } from '@pesa/shared/validators'
import { passwordFormState, toCredentialsUpdate } from './password-form'

const constraints = { minLength: 12, maxLength: 128, minLowers: 0, minUppers: 0, minDigits: 0, minSymbols: 0 }
const update = { constraints, username: 'anna@example.fi', activating: false }
const good = 'Sininen-kirahvi-tanssii'

describe('passwordFormState', () => {
  it('shows nothing for an empty form and cannot save it', () => {
    expect(passwordFormState({ password: '', confirmation: '' }, update, undefined)).toEqual({
      passwordError: undefined,
      guessable: false,
      confirmationError: undefined,
      canSave: false
    })
  })

  it('tells a short password and a differing confirmation with the shared codes', () => {
    expect(passwordFormState({ password: 'lyhyt', confirmation: 'lyhy' }, update, undefined)).toEqual({
      passwordError: 'PASSWORD_FORMAT',
      guessable: false,
      confirmationError: 'PASSWORDS_DO_NOT_MATCH',
      canSave: false
    })
  })

  it('can save a valid password typed twice, for activation too', () => {
    expect(passwordFormState({ password: good, confirmation: good }, update, undefined).canSave).toBe(true)
    expect(passwordFormState({ password: good, confirmation: good }, { ...update, activating: true }, undefined).canSave).toBe(true)
  })

  it('cannot activate without a username', () => {
    expect(passwordFormState({ password: good, confirmation: good }, { ...update, username: '', activating: true }, undefined).canSave).toBe(false)
  })

  it('stays disabled after PASSWORD_UNACCEPTABLE until the password changes', () => {
    const refusal = { kind: 'unacceptable' as const, password: good }
    expect(passwordFormState({ password: good, confirmation: good }, update, refusal).canSave).toBe(false)
    expect(passwordFormState({ password: `${good}!`, confirmation: `${good}!` }, update, refusal).canSave).toBe(true)
  })

  it('stays disabled after a username conflict', () => {
    expect(passwordFormState({ password: good, confirmation: good }, update, { kind: 'usernameConflict' }).canSave).toBe(false)
  })
})

describe('toCredentialsUpdate', () => {
  it('names the username only when activating', () => {
    expect(toCredentialsUpdate({ password: good, confirmation: good }, 'anna@example.fi', true)).toEqual({ username: 'anna@example.fi', password: good })
    expect(toCredentialsUpdate({ password: good, confirmation: good }, 'anna@example.fi', false)).toEqual({ username: null, password: good })
  })
})

describe('passwordFormState with the person’s own words', () => {
  const mikko = {
    ...update,
    username: 'mikko.virtanen@example.fi',
    personalWords: personalPasswordWords({ firstName: 'Mikko', lastName: 'Virtanen', emails: ['mikko.virtanen@example.fi'] })
  }

  it('refuses a password built from the names before the server is asked, and takes one that is not', () => {
    expect(passwordFormState({ password: 'mikkovirtanen12', confirmation: 'mikkovirtanen12' }, mikko, undefined)).toEqual({
      passwordError: undefined,
      guessable: true,
      confirmationError: undefined,
      canSave: false
    })
    expect(passwordFormState({ password: good, confirmation: good }, mikko, undefined)).toMatchObject({ guessable: false, canSave: true })
  })
})
