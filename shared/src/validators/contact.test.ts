import { email, emailsMatch, phone, postalCode } from './contact'

describe('phone', () => {
  it.each(['0401234567', '040 123 4567', '+358 40 123 4567', '(09) 816 21', '09-8162 1234'])('accepts %s', (value) => {
    expect(phone(value)).toBeUndefined()
  })

  it.each(['', 'abc', '040 123 45x', '12345', '+358 40 123 4567 8901', '040+1234567'])('refuses %s', (value) => {
    expect(phone(value)).toBe('INVALID_PHONE')
  })
})

describe('email', () => {
  it.each(['anna.virtanen@example.fi', 'a+tag@sub.example.com', ' liisa@example.org '])('accepts %s', (value) => {
    expect(email(value)).toBeUndefined()
  })

  it.each(['', 'anna', 'anna@', 'anna@example', 'an na@example.fi', 'anna@@example.fi', 'anna@example..fi'])('refuses %s', (value) => {
    expect(email(value)).toBe('INVALID_EMAIL')
  })

  it('refuses an address longer than SMTP allows', () => {
    expect(email(`${'a'.repeat(250)}@example.fi`)).toBe('INVALID_EMAIL')
  })
})

describe('postalCode', () => {
  it('accepts five digits', () => {
    expect(postalCode('02100')).toBeUndefined()
  })

  it.each(['2100', '021000', '02 100', 'FI-02100', ''])('refuses %s', (value) => {
    expect(postalCode(value)).toBe('INVALID_POSTAL_CODE')
  })
})

describe('emailsMatch', () => {
  it('accepts the same address in another case or with spaces', () => {
    expect(emailsMatch('Anna.Virtanen@example.fi')(' anna.virtanen@example.fi ')).toBeUndefined()
  })

  it('refuses a different address', () => {
    expect(emailsMatch('anna.virtanen@example.fi')('anna.virtane@example.fi')).toBe('EMAILS_DO_NOT_MATCH')
  })
})
