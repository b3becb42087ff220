import type { MonthSummary } from '@pesa/shared/api/types'
import { childSummaries, hoursAndMinutes, monthWarnings, opensItself } from './summary'
import { AINO, ELLA, testData } from './test-data'

const month = (overrides: Partial<MonthSummary> = {}): MonthSummary => ({
  year: 2026,
  month: 12,
  reservedMinutes: 0,
  usedServiceMinutes: 0,
  serviceNeedMinutes: 160 * 60,
  attendanceDays: 0,
  contractDaysPerMonth: null,
  ...overrides
})

describe('monthWarnings (spec part 2 §5)', () => {
  it('warns when the used service exceeds the service need, not when it equals it', () => {
    expect(monthWarnings(month({ usedServiceMinutes: 160 * 60 + 1 }))).toEqual(['usedServiceExceeded'])
    expect(monthWarnings(month({ usedServiceMinutes: 160 * 60 }))).toEqual([])
  })

  it('warns when the reserved (planned) service exceeds the service need', () => {
    expect(monthWarnings(month({ reservedMinutes: 161 * 60 }))).toEqual(['plannedServiceExceeded'])
    expect(monthWarnings(month({ reservedMinutes: 160 * 60 }))).toEqual([])
  })

  it('warns when the attendance days exceed the contract days', () => {
    expect(monthWarnings(month({ contractDaysPerMonth: 15, attendanceDays: 16 }))).toEqual(['contractDaysExceeded'])
    expect(monthWarnings(month({ contractDaysPerMonth: 15, attendanceDays: 15 }))).toEqual([])
    expect(monthWarnings(month({ contractDaysPerMonth: null, attendanceDays: 30 }))).toEqual([])
  })

  it('compares no hours when the month has no service need in hours (shift care)', () => {
    expect(monthWarnings(month({ serviceNeedMinutes: 0, reservedMinutes: 600, usedServiceMinutes: 600 }))).toEqual([])
  })

  it('gives every warning that holds, in order', () => {
    expect(monthWarnings(month({ reservedMinutes: 200 * 60, usedServiceMinutes: 190 * 60, contractDaysPerMonth: 15, attendanceDays: 20 }))).toEqual([
      'usedServiceExceeded',
      'plannedServiceExceeded',
      'contractDaysExceeded'
    ])
  })
})

describe('childSummaries', () => {
  // testData reads from Monday 7.12.2026: December is not read whole.
  const data = (summaries: Record<string, MonthSummary[]>) => {
    const base = testData()
    return { ...base, children: base.children.map((c) => ({ ...c, monthSummaries: summaries[c.id] ?? [] })) }
  }

  it('leaves out a month read in part, months after the last shown and empty months', () => {
    const result = childSummaries(
      data({
        [ELLA]: [
          month({ month: 12, reservedMinutes: 600 }),
          month({ year: 2027, month: 1, reservedMinutes: 600 }),
          month({ year: 2027, month: 2 }),
          month({ year: 2027, month: 3, attendanceDays: 1 }),
          month({ year: 2027, month: 4, reservedMinutes: 600 })
        ]
      }),
      '2027-03'
    )
    expect(result.map((c) => [c.childId, c.months.map((m) => m.key)])).toEqual([[ELLA, ['2027-01', '2027-03']]])
  })

  it('keeps the first month when the read begins on its first day, and leaves out children with nothing', () => {
    const base = data({ [AINO]: [month({ month: 12, usedServiceMinutes: 60 })] })
    const fromFirst = { ...base, days: [{ ...base.days[0]!, date: '2026-12-01' }, ...base.days] }
    expect(childSummaries(fromFirst, '2026-12').map((c) => [c.childId, c.months.map((m) => m.key)])).toEqual([[AINO, ['2026-12']]])
  })

  it('sorts the months and carries their warnings', () => {
    const base = data({ [ELLA]: [month({ year: 2027, month: 2, reservedMinutes: 600 }), month({ year: 2027, month: 1, reservedMinutes: 200 * 60 })] })
    const [ella] = childSummaries(base, '2027-12')
    expect(ella!.months.map((m) => [m.key, m.warnings])).toEqual([
      ['2027-01', ['plannedServiceExceeded']],
      ['2027-02', []]
    ])
  })
})

describe('opensItself (spec part 2 §4)', () => {
  const summary = (warnings: ReturnType<typeof monthWarnings>) => [{ childId: ELLA, months: [{ ...month(), key: '2027-01', warnings }] }]

  it('opens when reserved time exceeds the service need', () => {
    expect(opensItself(summary(['plannedServiceExceeded']))).toBe(true)
  })

  it('stays closed for the other warnings and for nothing', () => {
    expect(opensItself(summary(['usedServiceExceeded', 'contractDaysExceeded']))).toBe(false)
    expect(opensItself([])).toBe(false)
  })
})

describe('hoursAndMinutes', () => {
  it('splits minutes into whole hours and the rest', () => {
    expect(hoursAndMinutes(750)).toEqual({ hours: 12, minutes: 30 })
    expect(hoursAndMinutes(0)).toEqual({ hours: 0, minutes: 0 })
  })
})
