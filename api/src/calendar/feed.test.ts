import { Writable } from 'node:stream'
import ICAL from 'ical.js'
import { addDays, helsinkiDate } from '@pesa/shared/dates'
import { loggerOptions } from '../platform/logging'
import { DEMO_SSN } from '../seed/demo-people'
import { createTestApp, type Caller, type TestApp } from '../../test/support/app'
import { insertEvent, insertTime } from './event-repository'
import { testClock } from '../../test/support/clock'

const compact = (date: string) => date.replace(/-/g, '')
const RATE_LIMIT = 5

describe('calendar feed', () => {
  let t: TestApp
  let annaStrong: Caller
  let annaWeak: Caller
  let liisaStrong: Caller
  let ids: { anna: string; ella: string; onni: string }
  let units: { ella: string; onni: string }
  const today = helsinkiDate(testClock.now())
  const logLines: string[] = []

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean))
        callback()
      }
    })
    t = await createTestApp({ config: { calendarFeedRequestsPerHour: RATE_LIMIT }, logger: loggerOptions('debug', stream) })
    annaStrong = await t.login(DEMO_SSN.anna, 'STRONG')
    annaWeak = await t.login(DEMO_SSN.anna, 'WEAK')
    liisaStrong = await t.login(DEMO_SSN.liisa, 'STRONG')
    const idOf = async (ssn: string) => (await t.platform.db.query<{ id: string }>('select id from person where ssn = $1', [ssn]))[0]!.id
    ids = { anna: await idOf(DEMO_SSN.anna), ella: await idOf(DEMO_SSN.preschoolChild), onni: await idOf(DEMO_SSN.liisasChild) }
    const unitOf = async (childId: string) =>
      (await t.platform.db.query<{ unit_id: string }>('select unit_id from placement where child_id = $1 order by start_date limit 1', [childId]))[0]!.unit_id
    units = { ella: await unitOf(ids.ella), onni: await unitOf(ids.onni) }
  })
  afterAll(() => t.close())

  const create = (as: Caller) => t.request({ method: 'POST', url: '/api/citizen/calendar-feed', as })
  const status = (as: Caller) => t.request({ method: 'GET', url: '/api/citizen/calendar-feed', as })
  const revoke = (as: Caller) => t.request({ method: 'DELETE', url: '/api/citizen/calendar-feed', as })
  /** The feed's path on this app (the URL names the configured public address). */
  const feedPath = async (as: Caller) => {
    const response = await create(as)
    expect(response.statusCode).toBe(200)
    return new URL(response.json<{ url: string }>().url).pathname
  }
  const fetchFeed = (path: string) => t.request({ method: 'GET', url: path, csrf: false })
  /** An event for one child alone, lasting the days given. */
  const individualEvent = (
    title: string,
    unitId: string,
    childId: string,
    start: string,
    end: string,
    eventType: 'DAYCARE_EVENT' | 'DISCUSSION_SURVEY' = 'DAYCARE_EVENT'
  ) => insertEvent(t.platform.db, { title, description: '', period: { start, end }, eventType, attendees: [{ unitId, groupId: null, childId }] })

  it('makes a feed for a strong login, answers its address once, and tells only whether one exists', async () => {
    expect((await status(annaWeak)).json()).toEqual({ feed: null })
    const response = await create(annaStrong)
    expect(response.statusCode).toBe(200)
    const { url, createdAt } = response.json<{ url: string; createdAt: string }>()
    expect(url).toMatch(/^http:\/\/localhost:\d+\/api\/citizen\/public\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/)
    const token = url.split('/').pop()!.replace('.ics', '')
    const read = await status(annaWeak)
    expect(read.json()).toEqual({ feed: { createdAt } })
    expect(read.body).not.toContain(token)
    // Only the hash is kept.
    const rows = await t.platform.db.query<{ token_hash: string }>('select token_hash from calendar_feed where person_id = $1', [ids.anna])
    expect(rows.map((row) => row.token_hash).some((hash) => hash.includes(token))).toBe(false)
    const feed = await fetchFeed(new URL(url).pathname)
    expect(feed.statusCode).toBe(200)
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(feed.body).toMatch(/^BEGIN:VCALENDAR\r\n/)
    const audit = await t.platform.db.query<{ event: string }>(
      "select event from audit_log where $1 = any (target_ids) and event like 'CalendarFeed%' order by at",
      [ids.anna]
    )
    expect(audit.map((row) => row.event)).toEqual(expect.arrayContaining(['CalendarFeedStatusRead', 'CalendarFeedCreated', 'CalendarFeedRead']))
  })

  it('refuses to make a feed for a weak login (403 STRONG_AUTH_REQUIRED) and anyone without a session', async () => {
    const before = await t.platform.db.query('select 1 from calendar_feed')
    const weak = await create(annaWeak)
    expect(weak.statusCode).toBe(403)
    expect(weak.json()).toMatchObject({ errorCode: 'STRONG_AUTH_REQUIRED' })
    expect(await t.platform.db.query('select 1 from calendar_feed')).toHaveLength(before.length)
    expect((await t.request({ method: 'POST', url: '/api/citizen/calendar-feed' })).statusCode).toBe(401)
    expect((await t.request({ method: 'GET', url: '/api/citizen/calendar-feed' })).statusCode).toBe(401)
    expect((await t.request({ method: 'DELETE', url: '/api/citizen/calendar-feed' })).statusCode).toBe(401)
  })

  it('a revoked feed answers 404, as an unknown or malformed token does', async () => {
    const path = await feedPath(annaStrong)
    expect((await fetchFeed(path)).statusCode).toBe(200)
    expect((await revoke(annaWeak)).statusCode).toBe(204)
    expect((await status(annaWeak)).json()).toEqual({ feed: null })
    expect((await fetchFeed(path)).statusCode).toBe(404)
    expect((await fetchFeed(`/api/citizen/public/calendar-feed/${'A'.repeat(43)}.ics`)).statusCode).toBe(404)
    expect((await fetchFeed('/api/citizen/public/calendar-feed/short.ics')).statusCode).toBe(404)
    // Nothing left to revoke is no error.
    expect((await revoke(annaWeak)).statusCode).toBe(204)
  })

  it('a new feed revokes the old one', async () => {
    const first = await feedPath(annaStrong)
    const second = await feedPath(annaStrong)
    expect((await fetchFeed(first)).statusCode).toBe(404)
    expect((await fetchFeed(second)).statusCode).toBe(200)
    const inUse = await t.platform.db.query('select 1 from calendar_feed where person_id = $1 and revoked_at is null', [ids.anna])
    expect(inUse).toHaveLength(1)
  })

  it('feeds made at the same moment are made one after the other: each answered, one in use', async () => {
    const responses = await Promise.all(Array.from({ length: 6 }, () => create(liisaStrong)))
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(200))
    const inUse = await t.platform.db.query<{ id: string }>(
      'select c.id from calendar_feed c join person p on p.id = c.person_id where p.ssn = $1 and c.revoked_at is null',
      [DEMO_SSN.liisa]
    )
    expect(inUse).toHaveLength(1)
  })

  it("has the children's daycare events all-day (DTEND the day after the last) and booked times in Helsinki time", async () => {
    const start = addDays(today, 20)
    const eventId = await individualEvent('Retkipäivät', units.ella, ids.ella, start, addDays(start, 2))
    // A summer date (EEST, +03:00) and a winter one (EET, +02:00): the wall-clock time stays.
    const summer = `${Number(today.slice(0, 4)) + (today.slice(5) > '06-15' ? 1 : 0)}-07-01`
    const winter = `${Number(today.slice(0, 4)) + (today.slice(5) > '01-10' ? 1 : 0)}-01-12`
    const survey = await individualEvent('Vasu-keskustelu', units.ella, ids.ella, today, addDays(today, 365), 'DISCUSSION_SURVEY')
    const summerTime = await insertTime(t.platform.db, { eventId: survey, date: summer, startTime: '09:00', endTime: '09:45', childId: ids.ella })
    // One time per child and survey: the winter time is of another survey.
    const winterSurvey = await individualEvent('Syyskeskustelu', units.ella, ids.ella, today, addDays(today, 365), 'DISCUSSION_SURVEY')
    const winterTime = await insertTime(t.platform.db, { eventId: winterSurvey, date: winter, startTime: '14:15', endTime: '15:00', childId: ids.ella })
    const freeTime = await insertTime(t.platform.db, { eventId: survey, date: addDays(today, 5), startTime: '10:00', endTime: '10:30' })
    const outside = await individualEvent('Kaukainen', units.ella, ids.ella, addDays(today, 400), addDays(today, 401))
    const past = await individualEvent('Menneet', units.ella, ids.ella, addDays(today, -60), addDays(today, -40))

    const body = (await fetchFeed(await feedPath(annaStrong))).body
    const vevent = (uid: string) => body.slice(body.indexOf(`UID:${uid}`), body.indexOf('END:VEVENT', body.indexOf(`UID:${uid}`)))
    expect(vevent(`calendar-event-${eventId}@pesa`)).toContain(
      `DTSTART;VALUE=DATE:${compact(start)}\r\nDTEND;VALUE=DATE:${compact(addDays(start, 3))}\r\nSUMMARY:Retkipäivät`
    )
    expect(body).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Helsinki')
    expect(vevent(`calendar-event-time-${summerTime}@pesa`)).toContain(
      `DTSTART;TZID=Europe/Helsinki:${compact(summer)}T090000\r\nDTEND;TZID=Europe/Helsinki:${compact(summer)}T094500\r\nSUMMARY:Vasu-keskustelu (Ella)`
    )
    expect(vevent(`calendar-event-time-${winterTime}@pesa`)).toContain(`DTSTART;TZID=Europe/Helsinki:${compact(winter)}T141500`)
    // The survey itself, free times and events outside the window are not entries.
    expect(body).not.toContain(`calendar-event-${survey}@pesa`)
    expect(body).not.toContain(freeTime)
    expect(body).not.toContain(outside)
    expect(body).not.toContain(past)
  })

  it("never has another family's events or times, and is computed anew on each request", async () => {
    const onnisEvent = await individualEvent('Onnin päivä', units.onni, ids.onni, addDays(today, 3), addDays(today, 3))
    const onnisSurvey = await individualEvent('Onnin keskustelu', units.onni, ids.onni, today, addDays(today, 30), 'DISCUSSION_SURVEY')
    const annasPath = await feedPath(annaStrong)
    const before = (await fetchFeed(annasPath)).body
    const onnisTime = await insertTime(t.platform.db, {
      eventId: onnisSurvey,
      date: addDays(today, 10),
      startTime: '08:00',
      endTime: '08:30',
      childId: ids.onni
    })
    const annas = (await fetchFeed(annasPath)).body
    expect(annas).not.toContain(onnisEvent)
    expect(annas).not.toContain(onnisTime)
    expect(annas).not.toContain('Onni')
    const liisas = (await fetchFeed(await feedPath(liisaStrong))).body
    expect(liisas).toContain(`calendar-event-${onnisEvent}@pesa`)
    expect(liisas).toContain(`calendar-event-time-${onnisTime}@pesa`)
    // A new event of Ella's shows at the next poll.
    const later = await individualEvent('Uusi tapahtuma', units.ella, ids.ella, addDays(today, 7), addDays(today, 7))
    expect(before).not.toContain(later)
    expect((await fetchFeed(annasPath)).body).toContain(`calendar-event-${later}@pesa`)
  })

  it("names the calendar in the owner's language and each event's child and unit; an independent parser reads it; HEAD answers as GET without a body", async () => {
    const start = addDays(today, 15)
    const eventId = await individualEvent('Satutunti', units.ella, ids.ella, start, start)
    const [unit] = await t.platform.db.query<{ name: string }>('select name from unit where id = $1', [units.ella])
    const path = await feedPath(annaStrong)
    const get = await fetchFeed(path)
    const head = await t.request({ method: 'HEAD', url: path, csrf: false })
    expect(head.statusCode).toBe(200)
    expect(head.headers['content-type']).toBe(get.headers['content-type'])
    expect(head.headers['cache-control']).toBe('private, no-store')
    expect(head.body).toBe('')
    expect((await t.request({ method: 'HEAD', url: `/api/citizen/public/calendar-feed/${'A'.repeat(43)}.ics`, csrf: false })).statusCode).toBe(404)

    const calendar = new ICAL.Component(ICAL.parse(get.body))
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Pesä – lasten kalenteri')
    const entries = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component))
    expect(entries.length).toBeGreaterThan(0)
    const satutunti = entries.find((entry) => entry.uid === `calendar-event-${eventId}@pesa`)!
    expect(satutunti.summary).toBe('Satutunti (Ella)')
    expect(satutunti.location).toBe(unit!.name)
    expect(satutunti.startDate.toString()).toBe(start)
    // Every entry says whose it is: the owner's children's names end its title.
    for (const entry of entries) expect(entry.summary).toMatch(/\((Ella|Aino|Lumi)(, (Ella|Aino|Lumi))*\)$/)

    const [before] = await t.platform.db.query<{ last_language: string | null }>('select last_language from person where id = $1', [ids.anna])
    await t.platform.db.query("update person set last_language = 'sv' where id = $1", [ids.anna])
    const swedish = new ICAL.Component(ICAL.parse((await fetchFeed(path)).body))
    await t.platform.db.query('update person set last_language = $2 where id = $1', [ids.anna, before!.last_language])
    expect(swedish.getFirstPropertyValue('x-wr-calname')).toBe('Pesä – barnens kalender')
  })

  it('limits the requests of one token (429), not of another', async () => {
    const path = await feedPath(liisaStrong)
    for (let i = 0; i < RATE_LIMIT; i++) expect((await fetchFeed(path)).statusCode).toBe(200)
    const refused = await fetchFeed(path)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS' })
    expect((await fetchFeed(await feedPath(annaStrong))).statusCode).toBe(200)
  })

  it('logged no token', async () => {
    const path = await feedPath(annaStrong)
    await fetchFeed(path)
    const token = path.split('/').pop()!.replace('.ics', '')
    const log = logLines.join('\n')
    expect(log).toContain('/calendar-feed/[redacted]')
    expect(log).not.toContain(token)
  })
})
