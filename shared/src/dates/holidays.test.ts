import { easterSunday, finnishHolidays, isWorkingDay } from './holidays'

describe('finnishHolidays', () => {
  it('knows Easter and the holidays that follow it', () => {
    expect(easterSunday(2026)).toBe('2026-04-05')
    expect(easterSunday(2027)).toBe('2027-03-28')
    expect(finnishHolidays(2026)).toEqual(
      new Set([
        '2026-01-01',
        '2026-01-06',
        '2026-04-03',
        '2026-04-05',
        '2026-04-06',
        '2026-05-01',
        '2026-05-14',
        '2026-06-19',
        '2026-06-20',
        '2026-10-31',
        '2026-12-06',
        '2026-12-24',
        '2026-12-25',
        '2026-12-26'
      ])
    )
  })
})

describe('isWorkingDay', () => {
  it('is a weekday that is no holiday', () => {
    expect(isWorkingDay('2026-12-04')).toBe(true)
    expect(isWorkingDay('2026-12-05')).toBe(false)
    expect(isWorkingDay('2026-12-24')).toBe(false)
  })
})
