import { isoWeek, monthList } from './month-list'

describe('isoWeek', () => {
  it('numbers weeks from the one with the first Thursday', () => {
    expect(isoWeek('2026-11-23')).toBe(48)
    expect(isoWeek('2027-01-01')).toBe(53)
    expect(isoWeek('2027-01-04')).toBe(1)
  })
})

describe('monthList', () => {
  it('groups days into months and weeks and leaves out weekends nobody is taken', () => {
    const day = (date: string, children = 0) => ({ date, holiday: false, children: Array.from({ length: children }, () => ({}) as never) })
    const months = monthList([day('2026-11-27'), day('2026-11-28'), day('2026-11-29', 1), day('2026-11-30'), day('2026-12-01')])
    expect(months.map((m) => [m.month, m.weeks.map((w) => [w.week, w.days.map((d) => d.date)])])).toEqual([
      [
        '2026-11',
        [
          [48, ['2026-11-27', '2026-11-29']],
          [49, ['2026-11-30']]
        ]
      ],
      ['2026-12', [[49, ['2026-12-01']]]]
    ])
  })
})
