import { addDays, datesOf, helsinkiDate, today } from './index'

describe('helsinkiDate', () => {
  it('gives the Helsinki date of an instant late in the UTC evening', () => {
    expect(helsinkiDate(new Date('2026-11-23T22:30:00Z'))).toBe('2026-11-24')
  })

  it('reads an instant as the API sends it', () => {
    expect(helsinkiDate('2026-11-23T22:30:00.000Z')).toBe('2026-11-24')
    expect(helsinkiDate('2026-11-23T21:59:00Z')).toBe('2026-11-23')
  })

  it('follows summer time', () => {
    expect(helsinkiDate(new Date('2026-06-30T20:59:00Z'))).toBe('2026-06-30')
    expect(helsinkiDate(new Date('2026-06-30T21:00:00Z'))).toBe('2026-07-01')
  })
})

describe('the Helsinki date formatter', () => {
  it('is made at the first date asked for, not when a page loads the module (a time zone costs its boot about 50 ms of CPU)', async () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat')
    try {
      await jest.isolateModulesAsync(async () => {
        const dates = await import('./index')
        expect(made).not.toHaveBeenCalled()
        expect(dates.helsinkiDate(new Date('2026-11-23T22:30:00Z'))).toBe('2026-11-24')
        expect(dates.helsinkiDate(new Date('2026-11-24T22:30:00Z'))).toBe('2026-11-25')
        expect(made).toHaveBeenCalledTimes(1)
      })
    } finally {
      made.mockRestore()
    }
  })
})

describe('addDays', () => {
  it('crosses month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })
})

describe('today', () => {
  afterEach(() => {
    delete (globalThis as { __pesaTest?: object }).__pesaTest
  })
  it("is the Helsinki date of the e2e suite's clock when one is set, else of the device's", () => {
    ;(globalThis as { __pesaTest?: object }).__pesaTest = { mockedTime: '2026-03-31T22:30:00Z' }
    expect(today()).toBe('2026-04-01')
    delete (globalThis as { __pesaTest?: object }).__pesaTest
    expect(today()).toBe(helsinkiDate(new Date()))
  })
  it("follows the run's clock shift, and a mocked time before it", () => {
    const weeksBack = -20 * 7 * 24 * 60 * 60 * 1000
    ;(globalThis as { __pesaTest?: object }).__pesaTest = { clockShiftMs: weeksBack }
    expect(today()).toBe(helsinkiDate(new Date(Date.now() + weeksBack)))
    ;(globalThis as { __pesaTest?: object }).__pesaTest = { clockShiftMs: weeksBack, mockedTime: '2026-03-31T22:30:00Z' }
    expect(today()).toBe('2026-04-01')
  })
})

describe('datesOf', () => {
  it('lists every date of the range, over month, year and leap-day ends, and none for a reversed range', () => {
    expect(datesOf('2027-12-30', '2028-01-02')).toEqual(['2027-12-30', '2027-12-31', '2028-01-01', '2028-01-02'])
    expect(datesOf('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01'])
    expect(datesOf('2026-03-28', '2026-03-30')).toEqual(['2026-03-28', '2026-03-29', '2026-03-30'])
    // Every day of four years, as a Date counts them (the text is written from counted parts).
    const days = datesOf('2027-01-01', '2030-12-31')
    expect(days).toHaveLength(4 * 365 + 1)
    days.forEach((date, index) => expect(date).toBe(new Date(Date.UTC(2027, 0, 1 + index)).toISOString().slice(0, 10)))
    expect(datesOf('2026-05-02', '2026-05-01')).toEqual([])
    expect(datesOf('2026-05-01', '2026-05-01')).toEqual(['2026-05-01'])
    expect(datesOf('2026-05-02', '2026-05-02')).toEqual(['2026-05-02'])
    expect(datesOf('2026-05-03', '2026-05-02')).toEqual([])
    expect(datesOf('2026-01-01', '2026-12-31')).toHaveLength(365)
  })
})
