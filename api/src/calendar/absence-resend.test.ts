import { addDays, helsinkiDate } from '@pesa/shared/dates'
import { DEMO_SSN } from '../seed/demo-people'
import { createTestApp, type Caller, type TestApp } from '../../test/support/app'
import { testClock } from '../../test/support/clock'

/*
 * Issue 37 §2: an absence queued offline may reach the server twice — the first send was carried
 * out but its answer was lost, and the device sends it again. The second must change nothing: one
 * absence per child and day, the continuous-absence rule counting the days once, and every rule
 * still enforced on the resend.
 */
describe('POST /api/citizen/absences sent again', () => {
  let t: TestApp
  let anna: Caller
  let ella: string
  let range: { start: string; end: string }

  beforeAll(async () => {
    t = await createTestApp()
    anna = await t.login(DEMO_SSN.anna, 'WEAK')
    ella = (await t.platform.db.query<{ id: string }>('select id from person where ssn = $1', [DEMO_SSN.preschoolChild]))[0]!.id
    const today = helsinkiDate(testClock.now())
    const read = await t.request({ method: 'GET', url: `/api/citizen/reservations?from=${today}&to=${today}`, as: anna })
    range = (read.json() as { reservableRange: { start: string; end: string } }).reservableRange
  })
  afterAll(() => t.close())

  const post = (url: string, payload: unknown) =>
    t.request({ method: 'POST', url: `/api/citizen${url}`, as: anna, payload: payload as Record<string, unknown> })
  const absence = (start: string, end: string, absenceType = 'OTHER_ABSENCE') => ({ childIds: [ella], dateRange: { start, end }, absenceType })
  const stored = async (dates: string[]) =>
    t.platform.db.query<{ date: string; n: number }>(
      `select to_char(date, 'YYYY-MM-DD') as date, count(*)::int as n from absence where child_id = $1 and date = any($2::date[]) group by date order by date`,
      [ella, dates]
    )

  /** Five of Ella's preschool days in a row outside holiday periods, from a week on: the most an absence takes without an application. */
  async function fiveTaughtDays(fromWeek: number): Promise<string[]> {
    for (let monday = addDays(range.start, 7 * fromWeek); monday < addDays(range.end, -14); monday = addDays(monday, 7)) {
      const taught = (await post('/preschool-operational-dates', { range: { start: monday, end: addDays(monday, 4) }, childIds: [ella] })).json()[
        ella
      ] as string[]
      const week = await t.request({ method: 'GET', url: `/api/citizen/reservations?from=${monday}&to=${addDays(monday, 11)}`, as: anna })
      const days = (week.json() as { days: { children: { holidayPeriodEffect: unknown }[] }[] }).days
      if (taught.length === 5 && days.every((day) => day.children.every((child) => child.holidayPeriodEffect === null))) return taught
    }
    throw new Error('No week of preschool in the reservable range')
  }

  it('stores one absence per day however often the same absence is sent, and the five-day rule counts them once', async () => {
    const days = await fiveTaughtDays(3)
    const body = absence(days[0]!, days[4]!)
    expect((await post('/absences', body)).statusCode).toBe(204)
    // The answer was lost; the device sends the same absence again.
    expect((await post('/absences', body)).statusCode).toBe(204)
    expect(await stored(days)).toEqual(days.map((date) => ({ date, n: 1 })))
  })

  it('still refuses a resend the rules no longer allow, naming the days', async () => {
    const days = await fiveTaughtDays(6)
    expect((await post('/absences', absence(days[0]!, days[4]!))).statusCode).toBe(204)
    // A day of the run's next week makes six: refused, however the first five got there.
    const next = addDays(days[4]!, 3)
    const refused = await post('/absences', absence(days[0]!, next))
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ errorCode: 'ABSENCE_APPLICATION_REQUIRED' })
    expect(await stored([next])).toEqual([])
  })
})
