import { readDateText } from './date-text'

describe('readDateText', () => {
  it('reads dd.mm.yyyy and d.m.yyyy into ISO', () => {
    expect(readDateText('05.03.2026')).toEqual({ value: '2026-03-05' })
    expect(readDateText(' 5.3.2026 ')).toEqual({ value: '2026-03-05' })
  })

  it('answers INVALID_DATE for a text that is not a real date', () => {
    expect(readDateText('31.2.2026')).toEqual({ problem: 'INVALID_DATE' })
    expect(readDateText('2026-03-05')).toEqual({ problem: 'INVALID_DATE' })
    expect(readDateText('5.3.')).toEqual({ problem: 'INVALID_DATE' })
  })

  it('keeps the date of a text outside the bounds, with the bound it breaks', () => {
    expect(readDateText('1.1.2026', '2026-01-02')).toEqual({ value: '2026-01-01', problem: 'DATE_TOO_EARLY' })
    expect(readDateText('1.1.2027', undefined, '2026-12-31')).toEqual({ value: '2027-01-01', problem: 'DATE_TOO_LATE' })
    expect(readDateText('2.1.2026', '2026-01-02', '2026-01-02')).toEqual({ value: '2026-01-02' })
  })

  it('reads an empty text as no date and no problem', () => {
    expect(readDateText('  ')).toEqual({})
  })
})
