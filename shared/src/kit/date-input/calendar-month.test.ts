import { addMonths, clampDate, endOfWeek, isoWeekday, monthWeeks, startOfWeek } from './calendar-month'

describe('calendar month arithmetic', () => {
  it('numbers weekdays from Monday (1) to Sunday (7)', () => {
    expect(isoWeekday('2026-03-02')).toBe(1)
    expect(isoWeekday('2026-03-08')).toBe(7)
  })

  it('finds the Monday and the Sunday of a week, across month and year ends', () => {
    expect(startOfWeek('2026-01-01')).toBe('2025-12-29')
    expect(endOfWeek('2026-01-01')).toBe('2026-01-04')
    expect(startOfWeek('2026-03-02')).toBe('2026-03-02')
  })

  it('moves by months to the same day, or the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28')
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29')
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15')
    expect(addMonths('2026-03-31', -12)).toBe('2025-03-31')
  })

  it('lays a month out in weeks starting on Monday, with other months left empty', () => {
    // February 2026 begins on a Sunday and ends on a Saturday.
    const weeks = monthWeeks('2026-02-14')
    expect(weeks).toHaveLength(5)
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-02-01'])
    expect(weeks[4]).toEqual(['2026-02-23', '2026-02-24', '2026-02-25', '2026-02-26', '2026-02-27', '2026-02-28', null])
    expect(weeks.every((week) => week.length === 7)).toBe(true)
  })

  it('keeps a date within optional bounds', () => {
    expect(clampDate('2026-01-01', '2026-02-01', undefined)).toBe('2026-02-01')
    expect(clampDate('2026-12-01', undefined, '2026-06-30')).toBe('2026-06-30')
    expect(clampDate('2026-03-01', undefined, undefined)).toBe('2026-03-01')
  })
})
