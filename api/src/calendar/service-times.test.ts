// jest: slow — among the longest files on PGlite, so it starts first (shared/build/jest-slow-first-sequencer.cjs).
import { addDays, helsinkiDate } from '@pesa/shared/dates'
import { DEMO_SSN } from '../seed/demo-people'
import { createTestApp, type Caller, type TestApp } from '../../test/support/app'
import type { ReservationsResponse } from './schemas'
import type { DailyServiceTimeNotification } from './service-time-schemas'
import { testClock } from '../../test/support/clock'

describe('daily service time notifications', () => {
  let t: TestApp
  let anna: Caller
  let mikko: Caller
  let liisa: Caller
  let ella: string
  const today = helsinkiDate(testClock.now())
  const URL = '/api/citizen/daily-service-time-notifications'

  // A freshly seeded database each: slow while other suites share the two cores.
  beforeAll(async () => {
    t = await createTestApp()
    anna = await t.login(DEMO_SSN.anna, 'WEAK')
    mikko = await t.login(DEMO_SSN.mikko, 'WEAK')
    liisa = await t.login(DEMO_SSN.liisa, 'WEAK')
    ella = (await t.platform.db.query<{ id: string }>('select id from person where ssn = $1', [DEMO_SSN.preschoolChild]))[0]!.id
  }, 120_000)
  afterAll(() => t.close())

  const list = async (as: Caller): Promise<DailyServiceTimeNotification[]> => {
    const response = await t.request({ method: 'GET', url: URL, as })
    expect(response.statusCode).toBe(200)
    return response.json()
  }
  const dismiss = (as: Caller | undefined, ids: unknown) => t.request({ method: 'POST', url: `${URL}/dismiss`, as, payload: ids as string[] })
  const change = async (validFrom: string) => {
    const response = await t.request({
      method: 'POST',
      url: '/api/dev-api/calendar/daily-service-times',
      payload: { childSsn: DEMO_SSN.preschoolChild, type: 'REGULAR', validFrom, regularTimes: { start: '09:00', end: '15:00' } }
    })
    expect(response.statusCode).toBe(200)
    return response.json<{ id: string; notificationIds: string[] }>()
  }
  const reservationsOfElla = async (from: string) =>
    (
      await t.platform.db.query<{ count: number }>('select count(*)::int as count from attendance_reservation where child_id = $1 and date >= $2', [ella, from])
    )[0]!.count

  it('needs a session for both routes; a weak login is enough', async () => {
    expect((await t.request({ method: 'GET', url: URL })).statusCode).toBe(401)
    expect((await dismiss(undefined, [ella])).statusCode).toBe(401)
    expect((await t.request({ method: 'GET', url: URL, as: anna })).statusCode).toBe(200)
  })

  it("gives Anna the seeded change with deleted reservations; Mikko's copy is already acknowledged, Liisa has none", async () => {
    const annas = await list(anna)
    expect(annas).toEqual([{ id: expect.any(String), childId: ella, childName: 'Ella', dateFrom: expect.any(String), hasDeletedReservations: true }])
    expect(await list(mikko)).toEqual([])
    expect(await list(liisa)).toEqual([])
    const [audit] = await t.platform.db.query<{ target_ids: string[] }>(
      `select target_ids from audit_log where event = 'DailyServiceTimeNotificationsRead'
       and actor_id = (select id from person where ssn = $1) order by at desc limit 1`,
      [DEMO_SSN.anna]
    )
    expect(audit!.target_ids).toEqual([ella])
  })

  it("refuses another family's notification with 404 and acknowledges nothing of the request", async () => {
    const [annas] = await list(anna)
    expect((await dismiss(liisa, [annas!.id])).statusCode).toBe(404)
    // One of the caller's own beside another's: all or nothing.
    const { notificationIds } = await change(addDays(today, 60))
    const mikkos = (await list(mikko)).map((n) => n.id)
    expect(notificationIds).toEqual(expect.arrayContaining(mikkos))
    expect((await dismiss(mikko, [...mikkos, annas!.id])).statusCode).toBe(404)
    expect((await list(mikko)).map((n) => n.id)).toEqual(mikkos)
    expect((await list(anna)).map((n) => n.id)).toContain(annas!.id)
    expect((await dismiss(anna, ['00000000-0000-4000-8000-000000000000'])).statusCode).toBe(404)
  })

  it('refuses a body that is no list of ids', async () => {
    for (const body of [[], ['not-an-id'], { ids: [ella] }]) {
      const response = await dismiss(anna, body)
      expect(response.statusCode).toBe(400)
      expect(response.json<{ errorCode: string }>().errorCode).toBe('VALIDATION_FAILED')
    }
  })

  it('a change notifies every guardian, removes the reservations from the day after today on, and a dismissal lasts', async () => {
    const before = (await list(anna)).map((n) => n.id)
    const validFrom = addDays(today, 14)
    await t.platform.db.query("insert into attendance_reservation (child_id, date, start_time, end_time) values ($1, $2, '08:00', '16:00')", [ella, validFrom])
    const { id, notificationIds } = await change(validFrom)
    expect(notificationIds).toHaveLength(2)
    expect(await reservationsOfElla(validFrom)).toBe(0)
    const annas = await list(anna)
    expect(annas.map((n) => n.id)).toEqual([...before, expect.any(String)])
    expect(annas[annas.length - 1]).toMatchObject({ childId: ella, dateFrom: validFrom, hasDeletedReservations: true })
    // The time running then ends the day before; the new one is the child's latest.
    const times = await t.platform.db.query<{ id: string; valid_to: string | null }>(
      'select id, valid_to from daily_service_time where child_id = $1 order by valid_from desc limit 2',
      [ella]
    )
    expect(times.map((time) => time.id)[0]).toBe(id)
    expect(times[1]!.valid_to).toBe(addDays(validFrom, -1))

    // Nothing left to remove: the next change says so.
    await change(addDays(today, 21))
    expect((await list(anna)).at(-1)).toMatchObject({ dateFrom: addDays(today, 21), hasDeletedReservations: false })

    const all = (await list(anna)).map((n) => n.id)
    expect((await dismiss(anna, all)).statusCode).toBe(204)
    expect(await list(anna)).toEqual([])
    // Again: the caller's own, already acknowledged, is fine.
    expect((await dismiss(anna, all.slice(0, 1))).statusCode).toBe(204)
    const [audit] = await t.platform.db.query<{ target_ids: string[] }>(
      "select target_ids from audit_log where event = 'DailyServiceTimeNotificationsDismissed' order by at desc limit 1"
    )
    expect(audit!.target_ids).toEqual(all.slice(0, 1))
    // Mikko's copies are his own: still there.
    expect((await list(mikko)).length).toBeGreaterThan(0)
  })

  it("a change never removes today's or earlier reservations", async () => {
    await t.platform.db.query("insert into attendance_reservation (child_id, date, start_time, end_time) values ($1, $2, '08:00', '16:00')", [ella, today])
    await change(addDays(today, -3))
    expect(await reservationsOfElla(today)).toBe(1)
  })
})

describe('month summaries of GET /api/citizen/reservations', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  }, 120_000)
  afterAll(() => t.close())

  it("count the attendance days and name Aino's contract days; Ella's last month is over her service need", async () => {
    const anna = await t.login(DEMO_SSN.anna, 'WEAK')
    const today = helsinkiDate(testClock.now())
    const lastMonth = addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7)
    const response = await t.request({ method: 'GET', url: `/api/citizen/reservations?from=${lastMonth}-01&to=${addDays(today, -1)}`, as: anna })
    const data = response.json<ReservationsResponse>()
    const summary = (firstName: string) =>
      data.children.find((c) => c.firstName.startsWith(firstName))!.monthSummaries.find((m) => `${m.year}-${String(m.month).padStart(2, '0')}` === lastMonth)!
    const ella = summary('Ella')
    expect(ella.reservedMinutes).toBeGreaterThan(ella.serviceNeedMinutes)
    expect(ella.contractDaysPerMonth).toBeNull()
    const aino = summary('Aino')
    expect(aino.contractDaysPerMonth).toBe(15)
    // Aino was reserved and attended every weekday of the month: more than her 15 contract days.
    expect(aino.attendanceDays).toBeGreaterThan(15)
  })
})
