import { firstError, optional, required } from './codes'
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
