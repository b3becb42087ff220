import { addDays, helsinkiDate, isoWeekday } from '@pesa/shared/dates'
import { DEMO_SSN } from '../seed/demo-people'
import { createTestApp, type Caller, type TestApp } from '../../test/support/app'
import { insertEvent, insertTime } from './event-repository'
import type { CitizenCalendarEvent } from './event-schemas'
import { cancellationDeadline } from './event-service'
import { testClock } from '../../test/support/clock'

describe('calendar events and discussion times', () => {
  let t: TestApp
  let anna: Caller
  let mikko: Caller
  let liisa: Caller
  let ids: { ella: string; aino: string; onni: string }
  let kuusela: string
  const today = helsinkiDate(testClock.now())
  const monthAhead = addDays(today, 30)

  beforeAll(async () => {
    t = await createTestApp()
    anna = await t.login(DEMO_SSN.anna, 'WEAK')
    mikko = await t.login(DEMO_SSN.mikko, 'WEAK')
    liisa = await t.login(DEMO_SSN.liisa, 'WEAK')
    const idOf = async (ssn: string) => (await t.platform.db.query<{ id: string }>('select id from person where ssn = $1', [ssn]))[0]!.id
    ids = { ella: await idOf(DEMO_SSN.preschoolChild), aino: await idOf(DEMO_SSN.daycareChild), onni: await idOf(DEMO_SSN.liisasChild) }
    kuusela = (await t.platform.db.query<{ unit_id: string }>('select unit_id from placement where child_id = $1', [ids.ella]))[0]!.unit_id
  })
  afterAll(() => t.close())

  const events = async (as: Caller, start = today, end = addDays(today, 60)): Promise<CitizenCalendarEvent[]> => {
    const response = await t.request({ method: 'GET', url: `/api/citizen/calendar-events?start=${start}&end=${end}`, as })
    expect(response.statusCode).toBe(200)
    return response.json()
  }
  const reserve = (as: Caller | undefined, calendarEventTimeId: string, childId: string) =>
    t.request({ method: 'POST', url: '/api/citizen/calendar-event/reservation', as, payload: { calendarEventTimeId, childId } })
  const cancel = (as: Caller | undefined, calendarEventTimeId: string, childId: string) =>
    t.request({ method: 'DELETE', url: `/api/citizen/calendar-event/reservation?calendarEventTimeId=${calendarEventTimeId}&childId=${childId}`, as })
  const bookedChild = async (timeId: string) =>
    (await t.platform.db.query<{ child_id: string | null }>('select child_id from calendar_event_time where id = $1', [timeId]))[0]!.child_id
  /** A survey for Ella alone with times on the date (each booked for the child given, or free). */
  const survey = async (date: string, times: (string | null)[]) => {
    const eventId = await insertEvent(t.platform.db, {
      title: 'Keskustelu',
      description: '',
      period: { start: date < today ? date : today, end: date },
      eventType: 'DISCUSSION_SURVEY',
      attendees: [{ unitId: kuusela, groupId: null, childId: ids.ella }]
    })
    const timeIds: string[] = []
    for (const [index, childId] of times.entries()) {
      const hour = String(8 + index).padStart(2, '0')
      timeIds.push(await insertTime(t.platform.db, { eventId, date, startTime: `${hour}:00`, endTime: `${hour}:30`, childId }))
    }
    return { eventId, timeIds }
  }

  describe('GET /api/citizen/calendar-events', () => {
    it('needs a session', async () => {
      expect((await t.request({ method: 'GET', url: `/api/citizen/calendar-events?start=${today}&end=${today}` })).statusCode).toBe(401)
    })

    it("answers the unit, group and multi-day events of the caller's children with who attends", async () => {
      const list = await events(anna)
      const byTitle = (title: string) => list.find((event) => event.title === title)!
      expect(byTitle('Vanhempainilta')).toMatchObject({
        eventType: 'DAYCARE_EVENT',
        attendingChildren: { [ids.ella]: [{ type: 'UNIT', unitName: 'Päiväkoti Kuusela', groupName: null }] },
        timesByChild: {}
      })
      // A unit's one-day events are on days it is open, whatever day the run starts on.
      for (const title of ['Vanhempainilta', 'Metsäretki']) expect(isoWeekday(byTitle(title).period.start)).toBeLessThanOrEqual(5)
      expect(byTitle('Metsäretki').attendingChildren[ids.ella]).toEqual([
        { type: 'GROUP', unitName: 'Päiväkoti Kuusela', groupName: 'Esikoulu Tähdet', periods: [byTitle('Metsäretki').period] }
      ])
      const week = byTitle('Liikuntaviikko')
      expect(week.period).toEqual({ start: addDays(today, 10), end: addDays(today, 12) })
      expect(Object.keys(week.attendingChildren)).toEqual([ids.aino])
      // Mikko, the other guardian, sees the same.
      expect((await events(mikko)).map((event) => event.id).sort()).toEqual(list.map((event) => event.id).sort())
    })

    it("answers an event on a day the child's unit is closed (a Saturday) with the child attending it, though the child has no care day then", async () => {
      // Decision (mf-calendar events.ts): such an event shows on the calendar; the page relies on this answer.
      const saturday = addDays(today, 7 + ((6 - isoWeekday(today) + 7) % 7))
      const eventId = await insertEvent(t.platform.db, {
        title: 'Perhepäivä',
        description: 'Lauantain perhepäivä pihalla.',
        period: { start: saturday, end: saturday },
        eventType: 'DAYCARE_EVENT',
        attendees: [{ unitId: kuusela, groupId: null, childId: null }]
      })
      const event = (await events(anna, saturday, saturday)).find((e) => e.id === eventId)!
      expect(event.attendingChildren[ids.ella]![0]!.periods).toEqual([{ start: saturday, end: saturday }])
      const day = await t.request({ method: 'GET', url: `/api/citizen/reservations?from=${saturday}&to=${saturday}`, as: anna })
      expect(day.statusCode).toBe(200)
      expect(day.json().days[0].children.map((c: { childId: string }) => c.childId)).not.toContain(ids.ella)
    })

    it("lists a survey's free times from today and the child's own booking, never another family's", async () => {
      const seeded = (await events(anna)).find((event) => event.title === 'Varhaiskasvatuskeskustelut')!
      const times = seeded.timesByChild[ids.ella]!
      expect(times.filter((time) => time.childId === null)).toHaveLength(4)
      expect(times.filter((time) => time.childId === ids.ella)).toEqual([expect.objectContaining({ startTime: '14:00', isEditable: false })])
      expect(times.some((time) => time.childId === ids.onni)).toBe(false)
      expect(times.every((time) => time.date >= today)).toBe(true)
    })

    it("shows another family none of Anna's events", async () => {
      const annas = (await events(anna)).map((event) => event.id)
      expect((await events(liisa)).filter((event) => annas.includes(event.id))).toEqual([])
    })

    it('refuses a range that ends before it starts or is too long', async () => {
      const read = (end: string) => t.request({ method: 'GET', url: `/api/citizen/calendar-events?start=${today}&end=${end}`, as: anna })
      expect((await read(addDays(today, -1))).json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', fieldErrors: { end: 'DATE_TOO_EARLY' } })
      expect((await read(addDays(today, 500))).json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', fieldErrors: { end: 'DATE_TOO_LATE' } })
    })
  })

  describe('POST /api/citizen/calendar-event/reservation', () => {
    it('books a free time, one per child and survey', async () => {
      const { eventId, timeIds } = await survey(monthAhead, [null, null])
      expect((await reserve(anna, timeIds[0]!, ids.ella)).statusCode).toBe(204)
      expect(await bookedChild(timeIds[0]!)).toBe(ids.ella)
      const seen = (await events(mikko)).find((event) => event.id === eventId)!
      expect(seen.timesByChild[ids.ella]!.find((time) => time.id === timeIds[0])).toMatchObject({ childId: ids.ella, isEditable: true })
      // Booking the same time again changes nothing; a second time of the survey is refused.
      expect((await reserve(mikko, timeIds[0]!, ids.ella)).statusCode).toBe(204)
      const second = await reserve(anna, timeIds[1]!, ids.ella)
      expect(second.statusCode).toBe(409)
      expect(second.json()).toMatchObject({ errorCode: 'TIME_ALREADY_RESERVED' })
      expect(await bookedChild(timeIds[1]!)).toBeNull()
    })

    it("40 parallel bookings of one child's times in a survey: one 204, 39 × 409 TIME_ALREADY_RESERVED, one time booked", async () => {
      const { eventId } = await survey(monthAhead, [])
      const timeIds: string[] = []
      for (let i = 0; i < 40; i++) {
        const minutes = (at: number) => `${String(8 + Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`
        timeIds.push(await insertTime(t.platform.db, { eventId, date: monthAhead, startTime: minutes(i * 10), endTime: minutes(i * 10 + 10), childId: null }))
      }
      const responses = await Promise.all(timeIds.map((timeId, i) => reserve(i % 2 === 0 ? anna : mikko, timeId, ids.ella)))
      const statuses = responses.map((response) => response.statusCode).sort()
      expect(statuses).toEqual([204, ...Array(39).fill(409)])
      for (const response of responses.filter((response) => response.statusCode === 409)) {
        expect(response.json()).toMatchObject({ errorCode: 'TIME_ALREADY_RESERVED' })
      }
      const booked = await t.platform.db.query('select id from calendar_event_time where calendar_event_id = $1 and child_id is not null', [eventId])
      expect(booked).toHaveLength(1)
    })

    it('refuses a time someone else took with 409 TIME_ALREADY_RESERVED', async () => {
      const { timeIds } = await survey(monthAhead, [ids.onni])
      const response = await reserve(anna, timeIds[0]!, ids.ella)
      expect(response.statusCode).toBe(409)
      expect(response.json()).toMatchObject({ errorCode: 'TIME_ALREADY_RESERVED' })
      expect(await bookedChild(timeIds[0]!)).toBe(ids.onni)
    })

    it('refuses a time that has begun', async () => {
      const { timeIds } = await survey(addDays(today, -1), [null])
      const response = await reserve(anna, timeIds[0]!, ids.ella)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', fieldErrors: { calendarEventTimeId: 'DATE_TOO_EARLY' } })
      expect(await bookedChild(timeIds[0]!)).toBeNull()
    })

    it("answers 404 for a child who does not attend, another family's child or time, an unknown time, and nothing is saved", async () => {
      const { timeIds } = await survey(monthAhead, [null])
      const timeId = timeIds[0]!
      for (const [as, childId] of [
        [anna, ids.aino],
        [liisa, ids.onni],
        [liisa, ids.ella]
      ] as const) {
        expect((await reserve(as, timeId, childId)).statusCode).toBe(404)
      }
      expect((await reserve(anna, '00000000-0000-4000-8000-000000000000', ids.ella)).statusCode).toBe(404)
      expect(await bookedChild(timeId)).toBeNull()
    })

    it('needs a session', async () => {
      const { timeIds } = await survey(monthAhead, [null])
      expect((await reserve(undefined, timeIds[0]!, ids.ella)).statusCode).toBe(401)
    })
  })

  describe('DELETE /api/citizen/calendar-event/reservation', () => {
    it('cancels a booking two working days ahead or more', async () => {
      const { timeIds } = await survey(monthAhead, [ids.ella])
      expect((await cancel(mikko, timeIds[0]!, ids.ella)).statusCode).toBe(204)
      expect(await bookedChild(timeIds[0]!)).toBeNull()
    })

    it('refuses a booking closer than two working days with 403 CANCELLATION_CLOSED', async () => {
      const seeded = (await events(anna)).find((event) => event.title === 'Varhaiskasvatuskeskustelut')!
      const late = seeded.timesByChild[ids.ella]!.find((time) => time.childId === ids.ella)!
      const response = await cancel(anna, late.id, ids.ella)
      expect(response.statusCode).toBe(403)
      expect(response.json()).toMatchObject({ errorCode: 'CANCELLATION_CLOSED' })
      expect(await bookedChild(late.id)).toBe(ids.ella)
    })

    it('answers 404 for another family, a time the child does not hold, and keeps the booking', async () => {
      const { timeIds } = await survey(monthAhead, [ids.ella, null])
      expect((await cancel(liisa, timeIds[0]!, ids.ella)).statusCode).toBe(404)
      expect((await cancel(liisa, timeIds[0]!, ids.onni)).statusCode).toBe(404)
      expect((await cancel(anna, timeIds[1]!, ids.ella)).statusCode).toBe(404)
      expect((await cancel(undefined, timeIds[0]!, ids.ella)).statusCode).toBe(401)
      expect(await bookedChild(timeIds[0]!)).toBe(ids.ella)
    })
  })

  describe('ICS files', () => {
    const download = (as: Caller | undefined, url: string) => t.request({ method: 'GET', url: `/api/citizen${url}`, as })

    it('gives a daycare event as all-day with DTEND the day after its last day and a stable UID', async () => {
      const week = (await events(anna)).find((event) => event.title === 'Liikuntaviikko')!
      const response = await download(anna, `/calendar-events/${week.id}/ics`)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8')
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; sandbox")
      expect(response.headers['content-disposition']).toContain('attachment')
      expect(response.body).toContain(`DTSTART;VALUE=DATE:${week.period.start.replace(/-/g, '')}\r\n`)
      expect(response.body).toContain(`DTEND;VALUE=DATE:${addDays(week.period.end, 1).replace(/-/g, '')}\r\n`)
      expect(response.body).toContain(`UID:calendar-event-${week.id}@pesa\r\n`)
      expect((await download(anna, `/calendar-events/${week.id}/ics`)).body).toBe(response.body)
    })

    it('gives a booked discussion time in Helsinki time with the zone', async () => {
      const { timeIds } = await survey(monthAhead, [ids.ella])
      const response = await download(mikko, `/calendar-event-times/${timeIds[0]}/ics`)
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain(`DTSTART;TZID=Europe/Helsinki:${monthAhead.replace(/-/g, '')}T080000\r\n`)
      expect(response.body).toContain(`DTEND;TZID=Europe/Helsinki:${monthAhead.replace(/-/g, '')}T083000\r\n`)
      expect(response.body).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Helsinki\r\n')
      expect(response.body).toContain(`UID:calendar-event-time-${timeIds[0]}@pesa\r\n`)
    })

    it("answers 404 to another family and for a time not booked for the caller's child, 401 without a session", async () => {
      const { eventId, timeIds } = await survey(monthAhead, [ids.ella, null])
      expect((await download(liisa, `/calendar-events/${eventId}/ics`)).statusCode).toBe(404)
      expect((await download(liisa, `/calendar-event-times/${timeIds[0]}/ics`)).statusCode).toBe(404)
      expect((await download(anna, `/calendar-event-times/${timeIds[1]}/ics`)).statusCode).toBe(404)
      expect((await download(undefined, `/calendar-events/${eventId}/ics`)).statusCode).toBe(401)
    })
  })

  describe('cancellation deadline', () => {
    it('is the second working day before the date, weekends and public holidays skipped', () => {
      expect(cancellationDeadline('2026-03-05')).toBe('2026-03-03') // Thursday → Tuesday
      expect(cancellationDeadline('2026-03-09')).toBe('2026-03-05') // Monday → the Thursday before
      expect(cancellationDeadline('2026-12-28')).toBe('2026-12-22') // Christmas Eve, Day and Boxing Day skipped
    })
  })
})
