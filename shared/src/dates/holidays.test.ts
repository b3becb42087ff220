import { easterSunday, finnishHolidays, isoWeekday, isWorkingDay } from './holidays'

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

describe('isoWeekday', () => {
  it('agrees with the calendar on every day from 1900 to 2100', () => {
    const wrong: string[] = []
    for (let time = Date.UTC(1900, 0, 1); time <= Date.UTC(2100, 11, 31); time += 86_400_000) {
      const date = new Date(time)
      const iso = date.toISOString().slice(0, 10)
      if (isoWeekday(iso) !== (date.getUTCDay() === 0 ? 7 : date.getUTCDay())) wrong.push(iso)
    }
    expect(wrong).toEqual([])
    expect(['2026-11-23', '2026-11-28', '2026-11-29'].map(isoWeekday)).toEqual([1, 6, 7])
  })
})
