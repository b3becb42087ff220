import { givenNames, validateEmailVerificationConfirm, validatePersonalDataUpdate, validateWeakLoginCredentialsUpdate } from './personal'

describe('givenNames', () => {
  it('splits the first names of the register', () => {
    expect(givenNames(' Liisa  Annikki ')).toEqual(['Liisa', 'Annikki'])
  })
})

describe('validatePersonalDataUpdate', () => {
  const facts = { givenNames: ['Liisa', 'Annikki'] }
  const valid = { preferredName: 'Annikki', phone: '044 555 0123', backupPhone: '', email: 'liisa@example.fi' }

  it('accepts valid details, with an email or without one', () => {
    expect(validatePersonalDataUpdate(valid, facts)).toEqual({})
    expect(validatePersonalDataUpdate({ ...valid, email: null }, facts)).toEqual({})
  })

  it('answers SELECT_ONE for a preferred name that is not a given name', () => {
    expect(validatePersonalDataUpdate({ ...valid, preferredName: 'Maija' }, facts)).toEqual({ preferredName: 'SELECT_ONE' })
  })

  it('requires a phone, checks both phones, and requires an email that is not null', () => {
    expect(validatePersonalDataUpdate({ ...valid, phone: ' ', backupPhone: '12', email: '' }, facts)).toEqual({
      phone: 'REQUIRED',
      backupPhone: 'INVALID_PHONE',
      email: 'REQUIRED'
    })
    expect(validatePersonalDataUpdate({ ...valid, phone: 'abc', email: 'liisa@' }, facts)).toEqual({ phone: 'INVALID_PHONE', email: 'INVALID_EMAIL' })
  })
})

describe('validateWeakLoginCredentialsUpdate', () => {
  const constraints = { minLength: 12, maxLength: 128, minLowers: 0, minUppers: 0, minDigits: 0, minSymbols: 0 }
  const activation = { constraints, hasCredentials: false }
  const update = { constraints, hasCredentials: true }
  const good = 'Sininen-kirahvi-tanssii'

  it('needs a username and a password to activate', () => {
    expect(validateWeakLoginCredentialsUpdate({ username: 'anna@example.fi', password: good }, activation)).toEqual({})
    expect(validateWeakLoginCredentialsUpdate({ username: null, password: null }, activation)).toEqual({ username: 'REQUIRED', password: 'REQUIRED' })
    expect(validateWeakLoginCredentialsUpdate({ username: ' ', password: '' }, activation)).toEqual({ username: 'REQUIRED', password: 'REQUIRED' })
  })

  it('lets existing credentials change the password or the username alone, not neither', () => {
    expect(validateWeakLoginCredentialsUpdate({ username: null, password: good }, update)).toEqual({})
    expect(validateWeakLoginCredentialsUpdate({ username: 'anna@example.fi', password: null }, update)).toEqual({})
    expect(validateWeakLoginCredentialsUpdate({ username: null, password: null }, update)).toEqual({ password: 'REQUIRED' })
  })

  it('answers PASSWORD_FORMAT outside the constraints', () => {
    expect(validateWeakLoginCredentialsUpdate({ username: null, password: 'lyhyt' }, update)).toEqual({ password: 'PASSWORD_FORMAT' })
    expect(validateWeakLoginCredentialsUpdate({ username: null, password: 'x'.repeat(129) }, update)).toEqual({ password: 'PASSWORD_FORMAT' })
  })
})

describe('validateEmailVerificationConfirm', () => {
  const id = '00000000-0000-4000-8000-000000000001'

  it('wants six digits', () => {
    expect(validateEmailVerificationConfirm({ id, code: '012345' })).toEqual({})
    expect(validateEmailVerificationConfirm({ id, code: '' })).toEqual({ code: 'REQUIRED' })
    expect(validateEmailVerificationConfirm({ id, code: '12345' })).toEqual({ code: 'INVALID_FORMAT' })
    expect(validateEmailVerificationConfirm({ id, code: '12345a' })).toEqual({ code: 'INVALID_FORMAT' })
  })
})
