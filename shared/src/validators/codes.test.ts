import { fieldErrors, firstError, hasErrors, integer, optional, required, selectOne } from './codes'
import { phone } from './contact'

describe('firstError', () => {
  it('answers the first failing validator', () => {
    expect(firstError('', required, phone)).toBe('REQUIRED')
    expect(firstError('abc', required, phone)).toBe('INVALID_PHONE')
    expect(firstError('0401234567', required, phone)).toBeUndefined()
  })
})

describe('optional', () => {
  it('lets an empty value through and checks anything else', () => {
    const optionalPhone = optional(phone)
    expect(optionalPhone('  ')).toBeUndefined()
    expect(optionalPhone('abc')).toBe('INVALID_PHONE')
  })
})

describe('fieldErrors', () => {
  it('keeps only the fields that fail', () => {
    const errors = fieldErrors({ phone: 'INVALID_PHONE', email: undefined })
    expect(errors).toEqual({ phone: 'INVALID_PHONE' })
    expect(hasErrors(errors)).toBe(true)
    expect(hasErrors(fieldErrors({ email: undefined }))).toBe(false)
  })
})

describe('selectOne', () => {
  it('accepts only one of the options offered', () => {
    const names = selectOne(['Liisa', 'Annikki'])
    expect(names('Annikki')).toBeUndefined()
    expect(names('Maija')).toBe('SELECT_ONE')
    expect(names('')).toBe('SELECT_ONE')
  })
})

describe('integer', () => {
  it.each(['0', '25', ' 7 ', '-3'])('accepts %s', (value) => {
    expect(integer(value)).toBeUndefined()
  })

  it.each(['', '2.5', '2,5', '1e3', '12a', '+-1'])('refuses %s', (value) => {
    expect(integer(value)).toBe('INTEGER')
  })
})
