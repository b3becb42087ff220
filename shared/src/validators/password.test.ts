import { activePasswordRules, isBuiltFromPersonalWords, passwordLength, personalPasswordWords, unmetPasswordRules, type PasswordConstraints } from './password'

const lengthOnly: PasswordConstraints = { minLength: 12, maxLength: 128, minLowers: 0, minUppers: 0, minDigits: 0, minSymbols: 0 }
const composed: PasswordConstraints = { ...lengthOnly, minLowers: 1, minUppers: 1, minDigits: 2, minSymbols: 1 }

describe('passwordLength', () => {
  it('counts code points, not UTF-16 units', () => {
    expect(passwordLength('äö🙂')).toBe(3)
  })
})

describe('activePasswordRules', () => {
  it('lists only the length rules when composition rules are off', () => {
    expect(activePasswordRules(lengthOnly)).toEqual(['minLength', 'maxLength'])
  })

  it('adds the composition rules that have a minimum', () => {
    expect(activePasswordRules(composed)).toEqual(['minLength', 'maxLength', 'minLowers', 'minUppers', 'minDigits', 'minSymbols'])
  })
})

describe('unmetPasswordRules', () => {
  it('accepts a long passphrase of lower-case words', () => {
    expect(unmetPasswordRules('kumisaapas metsäretki', lengthOnly)).toEqual([])
  })

  it('refuses one character too few and one too many', () => {
    expect(unmetPasswordRules('a'.repeat(11), lengthOnly)).toEqual(['minLength'])
    expect(unmetPasswordRules('a'.repeat(129), lengthOnly)).toEqual(['maxLength'])
    expect(unmetPasswordRules('a'.repeat(128), lengthOnly)).toEqual([])
  })

  it('counts letters of any alphabet, digits and symbols for composition rules', () => {
    expect(unmetPasswordRules('äänestyspäivä', composed)).toEqual(['minUppers', 'minDigits', 'minSymbols'])
    expect(unmetPasswordRules('Äänestyspäivä 26', composed)).toEqual([])
  })
})

describe('isBuiltFromPersonalWords', () => {
  const mikko = personalPasswordWords({ firstName: 'Mikko Juhani', lastName: 'Virtanen', emails: ['mikko.virtanen@example.fi'] })

  it('refuses the names and email joined, with digits and symbols, in any case and order, leeted or without the ä', () => {
    for (const password of [
      'mikkovirtanen12',
      'MikkoVirtanen2026!',
      'virtanen.mikko!!',
      'M1kk0V1rtanen',
      'juhanivirtanen',
      'mikko.virtanen@example.fi',
      'Example-Mikko1'
    ])
      expect([password, isBuiltFromPersonalWords(password, mikko)]).toEqual([password, true])
    const maki = personalPasswordWords({ firstName: 'Sanna', lastName: 'Mäkinen-Lahti', emails: [] })
    expect(isBuiltFromPersonalWords('makinen-lahti99', maki)).toBe(true)
    expect(isBuiltFromPersonalWords('sannalahti2020', maki)).toBe(true)
  })

  it('accepts a name among other words, and a password of no personal word', () => {
    expect(isBuiltFromPersonalWords('mikko ja kesäinen järvi', mikko)).toBe(false)
    expect(isBuiltFromPersonalWords('kumisaapas-metsaretki-2026', mikko)).toBe(false)
    expect(isBuiltFromPersonalWords('2026!!!!!!!!', mikko)).toBe(false)
  })

  it('takes the words from the names and every email, and the service name', () => {
    expect(mikko).toEqual(expect.arrayContaining(['mikko', 'juhani', 'virtanen', 'mikko.virtanen', 'example', 'pesä', 'pesa']))
  })
})
