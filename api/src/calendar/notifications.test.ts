import { addDays, datesOf, helsinkiDate } from '@pesa/shared/dates'
import { DEMO_SSN } from '../seed/demo-people'
import { createTestApp, type Caller, type TestApp } from '../../test/support/app'
import { upsertAbsence } from './repository'
import { insertTime } from './event-repository'
import { childrenMissingReservations, closingWindow, REMINDER_LEAD_HOURS, sendReservationReminders } from './notifications'
import { testClock } from '../../test/support/clock'

describe('closingWindow', () => {
  // With 150 h, the week from Monday 25 January 2027 can be reserved until Monday 18 January 18:00 in Helsinki.
  it('is the two weeks from the first reservable Monday once that week closes within the lead time', () => {
    expect(closingWindow(new Date('2027-01-16T17:00:00Z'), 150)).toEqual({ start: '2027-01-25', end: '2027-02-07' })
    expect(closingWindow(new Date('2027-01-18T15:59:00Z'), 150)).toEqual({ start: '2027-01-25', end: '2027-02-07' })
  })

  it('is null earlier in the week and once that week has closed', () => {
    expect(closingWindow(new Date('2027-01-16T15:00:00Z'), 150)).toBeNull()
    expect(closingWindow(new Date('2027-01-13T12:00:00Z'), 150)).toBeNull()
    expect(closingWindow(new Date('2027-01-18T16:01:00Z'), 150)).toBeNull()
  })
})

describe('calendar emails', () => {
  let t: TestApp
  let anna: Caller
  let ids: { anna: string; mikko: string; liisa: string; ella: string; aino: string; onni: string }
  const idOf = async (ssn: string) => (await t.platform.db.query<{ id: string }>('select id from person where ssn = $1', [ssn]))[0]!.id
  const outbox = (personId: string, type: string) =>
    t.platform.db.query<{ subject: string; body_text: string; language: string }>(
      'select subject, body_text, language from email_outbox where person_id = $1 and email_type = $2 order by created_at, id',
      [personId, type]
    )
  const dev = (url: string, payload: object, now?: Date) =>
    t.request({ method: 'POST', url: `/api/dev-api${url}`, payload, headers: now ? { 'x-pesa-mocked-time': now.toISOString() } : {} })

  beforeAll(async () => {
    t = await createTestApp()
    anna = await t.login(DEMO_SSN.anna, 'WEAK')
    ids = {
      anna: await idOf(DEMO_SSN.anna),
      mikko: await idOf(DEMO_SSN.mikko),
      liisa: await idOf(DEMO_SSN.liisa),
      ella: await idOf(DEMO_SSN.preschoolChild),
      aino: await idOf(DEMO_SSN.daycareChild),
      onni: await idOf(DEMO_SSN.liisasChild)
    }
  })
  afterAll(() => t.close())

  describe('the weekly reminder of missing reservations', () => {
    /** The first hour from now on when a reservable week closes within the lead time. */
    const reminderTime = () => {
      const threshold = t.platform.municipality.citizenReservationThresholdHours
      for (let hours = 0; hours < 24 * 8; hours++) {
        const now = new Date(testClock.now().getTime() + hours * 3_600_000)
        const window = closingWindow(now, threshold)
        if (window) return { now, window }
      }
      throw new Error('No week closes within eight days')
    }

    it('emails each guardian once per week with days to reserve, naming the children, unless turned off or nothing is missing', async () => {
      const { now, window } = reminderTime()
      expect(REMINDER_LEAD_HOURS).toBe(48)
      await t.platform.db.query("insert into email_notification_opt_out (person_id, email_type) values ($1, 'ATTENDANCE_RESERVATION_NOTIFICATION')", [
        ids.mikko
      ])
      expect(await childrenMissingReservations(t.platform, ids.liisa, window, now)).toEqual(['Onni'])
      for (const date of datesOf(window.start, window.end))
        await upsertAbsence(t.platform.db, { childId: ids.onni, date, type: 'OTHER_ABSENCE', createdBy: ids.liisa })
      expect(await childrenMissingReservations(t.platform, ids.liisa, window, now)).toEqual([])

      // Run as the job would, at the mocked time, through the dev API.
      const run = await dev('/calendar/reservation-reminders', {}, now)
      expect(run.statusCode).toBe(200)
      expect((run.json() as { sent: number }).sent).toBeGreaterThanOrEqual(1)
      const [email, ...more] = await outbox(ids.anna, 'ATTENDANCE_RESERVATION_NOTIFICATION')
      expect(more).toEqual([])
      expect(email!.subject).toBe('Pesä: läsnäoloilmoituksia puuttuu')
      expect(email!.body_text).toContain('Ella')
      expect(email!.body_text).toContain('Aino')
      expect(email!.body_text).toContain(`/calendar?lang=fi`)
      expect(await outbox(ids.mikko, 'ATTENDANCE_RESERVATION_NOTIFICATION')).toEqual([])
      expect(await outbox(ids.liisa, 'ATTENDANCE_RESERVATION_NOTIFICATION')).toEqual([])

      // A second run, or another instance an hour later, sends nothing again.
      expect(await sendReservationReminders(t.platform, new Date(now.getTime() + 3_600_000))).toBe(0)
      expect(await outbox(ids.anna, 'ATTENDANCE_RESERVATION_NOTIFICATION')).toHaveLength(1)
    })
  })

  describe('events and discussion times', () => {
    it("tells the attendees' guardians of a new event in their language, and of a new survey", async () => {
      await t.platform.db.query("update person set last_language = 'sv' where id = $1", [ids.anna])
      const start = addDays(helsinkiDate(testClock.now()), 20)
      const created = await dev('/calendar/events', {
        title: 'Kevätjuhla',
        period: { start, end: start },
        eventType: 'DAYCARE_EVENT',
        attendee: 'GROUP',
        childSsn: DEMO_SSN.preschoolChild
      })
      expect(created.statusCode).toBe(200)
      const [email] = await outbox(ids.anna, 'CALENDAR_EVENT_NOTIFICATION')
      expect(email).toMatchObject({ language: 'sv', subject: 'Pesä: ny händelse i kalendern' })
      expect(email!.body_text).toContain('”Kevätjuhla”')
      expect(await outbox(ids.mikko, 'CALENDAR_EVENT_NOTIFICATION')).toHaveLength(1)
      // Liisa's Onni is in another unit.
      expect(await outbox(ids.liisa, 'CALENDAR_EVENT_NOTIFICATION')).toEqual([])

      await dev('/calendar/events', {
        title: 'Vasu-keskustelut',
        period: { start, end: start },
        eventType: 'DISCUSSION_SURVEY',
        attendee: 'CHILD',
        childSsn: DEMO_SSN.preschoolChild
      })
      const [survey] = await outbox(ids.mikko, 'DISCUSSION_TIME_NOTIFICATION')
      expect(survey).toMatchObject({ subject: 'Pesä: keskusteluaikoja varattavissa' })
      expect(survey!.body_text).toContain('Keskusteluaikoja on varattavissa: ”Vasu-keskustelut”')
      await t.platform.db.query('update person set last_language = null where id = $1', [ids.anna])
    })

    it("tells both guardians of a booking and a cancellation, and staff's bookings too", async () => {
      const date = addDays(helsinkiDate(testClock.now()), 21)
      const survey = await dev('/calendar/events', {
        title: 'Aloituskeskustelu',
        period: { start: date, end: date },
        eventType: 'DISCUSSION_SURVEY',
        attendee: 'CHILD',
        childSsn: DEMO_SSN.daycareChild
      })
      const eventId = (survey.json() as { id: string }).id
      const first = await insertTime(t.platform.db, { eventId, date, startTime: '09:00', endTime: '09:30' })
      const booked = await t.request({
        method: 'POST',
        url: '/api/citizen/calendar-event/reservation',
        as: anna,
        payload: { calendarEventTimeId: first, childId: ids.aino }
      })
      expect(booked.statusCode).toBe(204)
      const bookingsOf = async (personId: string) =>
        (await outbox(personId, 'DISCUSSION_TIME_NOTIFICATION')).filter(
          (email) => email.body_text.includes('Aloituskeskustelu') && email.subject !== 'Pesä: keskusteluaikoja varattavissa'
        )
      const [annaBooked] = await bookingsOf(ids.anna)
      expect(annaBooked!.subject).toBe('Pesä: keskusteluaika varattu')
      expect(annaBooked!.body_text).toContain(`Lapselle Aino on varattu keskusteluaika: ”Aloituskeskustelu” `)
      expect(annaBooked!.body_text).toContain('09:00–09:30')
      expect(await bookingsOf(ids.mikko)).toHaveLength(1)

      const cancelled = await t.request({
        method: 'DELETE',
        url: `/api/citizen/calendar-event/reservation?calendarEventTimeId=${first}&childId=${ids.aino}`,
        as: anna
      })
      expect(cancelled.statusCode).toBe(204)
      expect((await bookingsOf(ids.mikko)).map((email) => email.subject)).toEqual(['Pesä: keskusteluaika varattu', 'Pesä: keskusteluaika peruttu'])

      expect((await dev(`/calendar/event-times/${first}/staff-booking`, { childSsn: DEMO_SSN.daycareChild })).statusCode).toBe(204)
      expect(await bookingsOf(ids.anna)).toHaveLength(3)
    })

    it('writes nothing when a booking is refused', async () => {
      const before = await outbox(ids.anna, 'DISCUSSION_TIME_NOTIFICATION')
      const liisa = await t.login(DEMO_SSN.liisa, 'WEAK')
      const [time] = await t.platform.db.query<{ id: string }>('select id from calendar_event_time where child_id is null limit 1')
      const refused = await t.request({
        method: 'POST',
        url: '/api/citizen/calendar-event/reservation',
        as: liisa,
        payload: { calendarEventTimeId: time!.id, childId: ids.aino }
      })
      expect(refused.statusCode).toBe(404)
      expect(await outbox(ids.anna, 'DISCUSSION_TIME_NOTIFICATION')).toEqual(before)
    })
  })
})
