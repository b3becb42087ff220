import { isAdultOn } from './repository'

describe('isAdultOn', () => {
  it('is of age from the eighteenth birthday on', () => {
    expect(isAdultOn('2008-11-23', '2026-11-22')).toBe(false)
    expect(isAdultOn('2008-11-23', '2026-11-23')).toBe(true)
    expect(isAdultOn('1985-03-12', '2026-11-23')).toBe(true)
  })

  it('makes a leap-day child of age on 1 March of a common year', () => {
    expect(isAdultOn('2008-02-29', '2026-02-28')).toBe(false)
    expect(isAdultOn('2008-02-29', '2026-03-01')).toBe(true)
  })
})
