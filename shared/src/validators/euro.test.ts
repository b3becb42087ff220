import { euroAmount, formatEuroAmount, parseEuroAmount } from './euro'

describe('euro amounts', () => {
  it('reads amounts as guardians type them, in cents', () => {
    expect(parseEuroAmount('3 800,50')).toBe(380050)
    expect(parseEuroAmount('3800.5')).toBe(380050)
    expect(parseEuroAmount(' 12 ')).toBe(1200)
    expect(parseEuroAmount('1\u00a0234\u00a0567,89')).toBe(123456789)
  })

  it('refuses what is not an amount', () => {
    for (const text of ['', '-5', '3,805', '38 00', 'abc', '1e3']) expect(euroAmount(text)).toBe('INVALID_FORMAT')
  })

  it('writes cents the Finnish way', () => {
    expect(formatEuroAmount(380050)).toBe('3 800,50')
    expect(formatEuroAmount(5)).toBe('0,05')
  })
})
