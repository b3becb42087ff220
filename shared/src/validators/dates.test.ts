import { dateWithin, finnishDate, formatFinnishDate, isoDate, parseFinnishDate } from './dates'

describe('parseFinnishDate', () => {
  it('reads dd.mm.yyyy and d.m.yyyy', () => {
    expect(parseFinnishDate('05.03.2026')).toBe('2026-03-05')
    expect(parseFinnishDate('5.3.2026')).toBe('2026-03-05')
  })

  it('refuses dates that do not exist and other formats', () => {
    expect(parseFinnishDate('29.2.2026')).toBeUndefined()
    expect(parseFinnishDate('2026-03-05')).toBeUndefined()
    expect(parseFinnishDate('5.3.26')).toBeUndefined()
  })

  it('accepts a leap day', () => {
    expect(parseFinnishDate('29.2.2028')).toBe('2028-02-29')
  })
})

describe('formatFinnishDate', () => {
  it('writes ISO dates as dd.mm.yyyy', () => {
    expect(formatFinnishDate('2026-03-05')).toBe('05.03.2026')
  })
})

describe('finnishDate validator', () => {
  it('answers INVALID_DATE for text that is not a date', () => {
    expect(finnishDate('31.4.2026')).toBe('INVALID_DATE')
    expect(finnishDate('30.4.2026')).toBeUndefined()
  })
})

describe('dateWithin', () => {
  const withinSpring = dateWithin('2026-03-01', '2026-05-31')

  it('accepts both ends of the range', () => {
    expect(withinSpring('2026-03-01')).toBeUndefined()
    expect(withinSpring('2026-05-31')).toBeUndefined()
  })

  it('tells whether a date is too early or too late', () => {
    expect(withinSpring('2026-02-28')).toBe('DATE_TOO_EARLY')
    expect(withinSpring('2026-06-01')).toBe('DATE_TOO_LATE')
  })
})

describe('isoDate validator', () => {
  it('takes only real calendar dates as yyyy-mm-dd', () => {
    expect(isoDate('2028-02-29')).toBeUndefined()
    expect(isoDate('2026-12-31')).toBeUndefined()
    for (const value of ['2026-02-30', '2027-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-1-05', '05.01.2026', ''])
      expect(isoDate(value)).toBe('INVALID_DATE')
  })
})
