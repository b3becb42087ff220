import type { MonthSummary, ReservationsResponse } from '@pesa/shared/api/types'
import { earlierRange, monthGrid, monthOffset, weekdayColumns, withEarlier } from './calendar-grid'
import { AINO, ELLA, testData } from './test-data'

const summary = (month: number, reservedMinutes: number): MonthSummary => ({
  year: 2026,
  month,
  reservedMinutes,
  usedServiceMinutes: 0,
  serviceNeedMinutes: 0,
  attendanceDays: 1,
  contractDaysPerMonth: null
})

describe('weekdayColumns', () => {
  it('has seven columns when a child is taken on a weekend day, else five', () => {
    const data = testData()
    expect(weekdayColumns(data.days)).toBe(7)
    const weekdaysOnly = data.days.map((day) => ({ ...day, children: day.children.filter((c) => c.childId === ELLA) }))
    expect(weekdayColumns(weekdaysOnly)).toBe(5)
    expect(weekdayColumns([])).toBe(5)
  })
})

describe('monthGrid', () => {
  it('lays the month out in whole weeks from Monday, with the neighbouring days to fill them', () => {
    const data = testData()
    const weeks = monthGrid('2026-12', 7, data.days)
    expect(weeks.map((w) => w.week)).toEqual([49, 50, 51, 52, 53])
    expect(weeks[0]!.cells.map((c) => [c.date, c.inMonth])).toEqual([
      ['2026-11-30', false],
      ['2026-12-01', true],
      ['2026-12-02', true],
      ['2026-12-03', true],
      ['2026-12-04', true],
      ['2026-12-05', true],
      ['2026-12-06', true]
    ])
    expect(weeks[4]!.cells.map((c) => c.date)).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03'])
    expect(weeks[1]!.cells[0]!.day?.date).toBe('2026-12-07')
    expect(weeks[0]!.cells[1]!.day).toBeUndefined()
  })

  it('leaves the weekend out of five columns', () => {
    const weeks = monthGrid('2027-02', 5, [])
    expect(weeks.map((w) => w.cells.map((c) => c.date.slice(8)))).toEqual([
      ['01', '02', '03', '04', '05'],
      ['08', '09', '10', '11', '12'],
      ['15', '16', '17', '18', '19'],
      ['22', '23', '24', '25', '26']
    ])
  })

  it('moves months across the year', () => {
    expect(monthOffset('2026-12', 1)).toBe('2027-01')
    expect(monthOffset('2027-01', -2)).toBe('2026-11')
  })
})

describe('earlier months', () => {
  it('reads an earlier month from its first week to the day before the initial read', () => {
    expect(earlierRange('2026-09-28', '2026-10')).toBeNull()
    expect(earlierRange('2026-09-28', '2026-09')).toEqual({ from: '2026-08-31', to: '2026-09-27' })
    expect(earlierRange('2026-09-28', '2026-07')).toEqual({ from: '2026-06-29', to: '2026-09-27' })
  })

  it('puts the earlier days first and adds up a month both reads cover', () => {
    const initial = testData()
    initial.children[0]!.monthSummaries = [summary(11, 60), summary(12, 120)]
    const earlier: ReservationsResponse = {
      ...testData(),
      days: [{ date: '2026-11-30', holiday: false, children: [] }, ...testData().days.slice(0, 1)],
      children: [
        { ...testData().children[0]!, monthSummaries: [summary(10, 30), summary(11, 15)] },
        { ...testData().children[1]!, id: 'gone' }
      ]
    }
    const merged = withEarlier(initial, earlier)
    expect(merged.days.map((d) => d.date).slice(0, 2)).toEqual(['2026-11-30', '2026-12-07'])
    expect(merged.days).toHaveLength(15)
    expect(merged.children.map((c) => c.id)).toEqual([ELLA, AINO, 'gone'])
    expect(merged.children[0]!.monthSummaries.map((m) => [m.month, m.reservedMinutes, m.attendanceDays])).toEqual([
      [10, 30, 1],
      [11, 75, 2],
      [12, 120, 1]
    ])
    expect(withEarlier(initial, undefined)).toBe(initial)
  })
})
