import { isUnacceptablePassword } from './password-blocklist'

describe('isUnacceptablePassword', () => {
  it('accepts a passphrase of unrelated words', () => {
    expect(isUnacceptablePassword('kumisaapas-metsaretki-2026', [])).toBe(false)
    expect(isUnacceptablePassword('Oranssi kirahvi laulaa iltaisin', [])).toBe(false)
  })

  it.each(['salasana1234', 'Password1234', 'qwertyuiop', '123456789012', 'Salasana2026!', 'P@ssw0rd2026', '  salasana  2026'])(
    'refuses the common password %s in any decoration',
    (password) => {
      expect(isUnacceptablePassword(password, [])).toBe(true)
    }
  )

  it('refuses a short unit repeated', () => {
    expect(isUnacceptablePassword('aaaaaaaaaaaa', [])).toBe(true)
    expect(isUnacceptablePassword('abcabcabcabc', [])).toBe(true)
  })

  it('refuses a password that is only digits and symbols around nothing guessable', () => {
    expect(isUnacceptablePassword('2026!!!!!!!!', [])).toBe(true)
  })

  it("refuses the person's own username and names with decorations", () => {
    const words = ['liisa.korhonen@example.fi', 'Liisa Annikki', 'Korhonen']
    expect(isUnacceptablePassword('liisa.korhonen@example.fi', words)).toBe(true)
    expect(isUnacceptablePassword('Korhonen2026!', words)).toBe(true)
    expect(isUnacceptablePassword('korhonen ja kesäinen järvi', words)).toBe(false)
  })
})
