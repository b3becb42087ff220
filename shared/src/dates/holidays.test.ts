import { easterSunday, finnishHolidays, firstWeekWorkingOn, isoWeekday, isWorkingDay } from './holidays'

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

describe('firstWeekWorkingOn', () => {
  it('is the week itself when its first days are working days', () => {
    expect(firstWeekWorkingOn('2026-12-14', 4)).toBe('2026-12-14')
    expect(firstWeekWorkingOn('2026-12-21', 3)).toBe('2026-12-21') // Christmas Eve is the Thursday
  })
  it('passes over a week with a holiday among those days, as many weeks as it takes', () => {
    expect(firstWeekWorkingOn('2026-12-21', 4)).toBe('2026-12-28')
    expect(firstWeekWorkingOn('2026-12-21', 5)).toBe('2027-01-11') // New Year's Day, then Epiphany
    expect(firstWeekWorkingOn('2027-03-29', 4)).toBe('2027-04-05') // Easter Monday
    expect(firstWeekWorkingOn('2029-12-24', 4)).toBe('2030-01-07') // Christmas Eve, then New Year's Day
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
