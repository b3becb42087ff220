import { addDays, helsinkiDate } from '@pesa/shared/dates'
import { DEMO_SSN } from '../../seed/demo-people'
import { createTestApp, type Caller, type TestApp } from '../../../test/support/app'
import { startPushService, type StandInDevice } from '../../../test/support/push-service'
import { growingDelayMs } from '../jobs/jobs'
import { queuePush } from './notify'
import { testClock } from '../../../test/support/clock'

const BASE = '/api/citizen/personal-data/push'

describe("push to a guardian's devices (issue 37 §3)", () => {
  let t: TestApp
  let service: Awaited<ReturnType<typeof startPushService>>
  let offsetMs = 0
  let anna: Caller
  let mikko: Caller
  let pekka: Caller
  let ids: Record<'anna' | 'mikko' | 'pekka', string>

  beforeAll(async () => {
    t = await createTestApp({ clock: { now: () => new Date(testClock.now().getTime() + offsetMs) } })
    anna = await t.login(DEMO_SSN.anna, 'WEAK')
    mikko = await t.login(DEMO_SSN.mikko, 'WEAK')
    pekka = await t.login(DEMO_SSN.pekka, 'WEAK')
    const idOf = async (ssn: string) => (await t.platform.db.query<{ id: string }>('select id from person where ssn = $1', [ssn]))[0]!.id
    ids = { anna: await idOf(DEMO_SSN.anna), mikko: await idOf(DEMO_SSN.mikko), pekka: await idOf(DEMO_SSN.pekka) }
    // What the demo seed queued (its decision PDFs among them) once, with time for a busy machine;
    // each test's own drain then has only that test's jobs (it took over 30 s in a loaded run).
    await t.app.jobs.drain()
  }, 120_000)
  afterAll(() => t.close())
  beforeEach(async () => {
    offsetMs = 0
    service = await startPushService()
    await t.app.jobs.drain()
    await t.platform.db.query('delete from push_subscription')
    await t.platform.db.query('delete from email_notification_opt_out')
    await t.platform.db.query('update person set last_language = null')
  })
  afterEach(async () => {
    expect(service.errors).toEqual([])
    await service.close()
  })

  const subscribe = async (as: Caller, device: StandInDevice) => {
    const response = await t.request({ method: 'POST', url: `${BASE}/subscriptions`, as, payload: device })
    expect(response.statusCode).toBe(200)
    return response.json<{ id: string }>().id
  }
  const dev = async (url: string, payload: object, now?: Date) => {
    const response = await t.request({ method: 'POST', url: `/api/dev-api${url}`, payload, headers: now ? { 'x-pesa-mocked-time': now.toISOString() } : {} })
    expect(response.statusCode).toBeLessThan(300)
    return response.statusCode === 204 ? undefined : response.json<Record<string, unknown>>()
  }
  const staffAccount = async (name: string) => {
    const accounts = (await t.request({ method: 'GET', url: '/api/dev-api/messages/accounts' })).json<{ id: string; name: string }[]>()
    return accounts.find((account) => account.name === name)!.id
  }
  const unitOfGroup = async (group: string) =>
    (await t.platform.db.query<{ name: string }>('select u.name from unit_group g join unit u on u.id = g.unit_id where g.name = $1', [group]))[0]!.name
  const payloadsTo = (device: string) => service.received.filter((push) => push.device === device).map((push) => push.payload)

  test("the key, turning push on with a push service address only, listing and turning off; another person's device is 404", async () => {
    const key = await t.request({ method: 'GET', url: `${BASE}/public-key`, as: anna })
    expect(key.statusCode).toBe(200)
    expect(key.json()).toEqual({ publicKey: t.app.vapidKeys!.publicKey })
    expect(Buffer.from(t.app.vapidKeys!.publicKey, 'base64url')).toHaveLength(65)

    const phone = service.device('anna-phone')
    for (const endpoint of [
      'http://push.example/x',
      'https://intranet.pesala.example/push',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://u:p@fcm.googleapis.com/x',
      'ftp://x'
    ]) {
      const refused = await t.request({ method: 'POST', url: `${BASE}/subscriptions`, as: anna, payload: { ...phone, endpoint } })
      expect([endpoint, refused.statusCode, refused.json().errorCode]).toEqual([endpoint, 400, 'PUSH_SUBSCRIPTION_INVALID'])
    }
    for (const keys of [
      { ...phone.keys, auth: 'c2hvcnQ' },
      { ...phone.keys, p256dh: phone.keys.auth }
    ]) {
      const refused = await t.request({ method: 'POST', url: `${BASE}/subscriptions`, as: anna, payload: { ...phone, keys } })
      expect(refused.json().errorCode).toBe('PUSH_SUBSCRIPTION_INVALID')
    }
    // A real push service's address is accepted (nothing is posted to it here).
    const fcm = await t.request({
      method: 'POST',
      url: `${BASE}/subscriptions`,
      as: anna,
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36' },
      payload: { ...phone, endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def' }
    })
    expect(fcm.statusCode).toBe(200)

    const id = await subscribe(anna, phone)
    expect(await subscribe(anna, phone)).toBe(id) // the same browser again is the same device
    const listed = await t.request({ method: 'GET', url: `${BASE}/subscriptions`, as: anna })
    expect(listed.headers['cache-control']).toBe('no-store')
    expect(listed.json()).toEqual([
      expect.objectContaining({ id, endpoint: phone.endpoint, lastSentAt: null }),
      expect.objectContaining({ id: fcm.json().id, name: 'Chrome, Android' })
    ])
    expect((await t.request({ method: 'GET', url: `${BASE}/subscriptions`, as: mikko })).json()).toEqual([])

    const notMikkos = await t.request({ method: 'DELETE', url: `${BASE}/subscriptions/${id}`, as: mikko })
    expect([notMikkos.statusCode, notMikkos.json().errorCode]).toEqual([404, 'NOT_FOUND'])
    expect((await t.request({ method: 'DELETE', url: `${BASE}/subscriptions/${id}`, as: anna })).statusCode).toBe(204)
    expect((await t.request({ method: 'DELETE', url: `${BASE}/subscriptions/${id}`, as: anna })).statusCode).toBe(404)
    expect((await t.request({ method: 'GET', url: `${BASE}/subscriptions` })).statusCode).toBe(401)

    // Pekka, with no children, turns push on and off like anyone.
    const pekkas = await subscribe(pekka, service.device('pekka'))
    expect((await t.request({ method: 'GET', url: `${BASE}/subscriptions`, as: pekka })).json()).toEqual([expect.objectContaining({ id: pekkas })])
    expect((await t.request({ method: 'DELETE', url: `${BASE}/subscriptions/${pekkas}`, as: pekka })).statusCode).toBe(204)
  })

  test("a new message: each guardian device gets a notice, decrypted, in its person's language, naming only the unit; once per message", async () => {
    await subscribe(anna, service.device('anna-phone'))
    await subscribe(anna, service.device('anna-laptop'))
    await subscribe(mikko, service.device('mikko'))
    await subscribe(pekka, service.device('pekka'))
    await t.platform.db.query("update person set last_language = 'sv' where id = $1", [ids.mikko])
    const unit = await unitOfGroup('Kettukolo')
    const sent = (await dev('/messages', {
      messageType: 'MESSAGE',
      senderId: await staffAccount('Kettukolo'),
      title: 'Retkipäivä',
      content: 'Huomenna metsäretki, Ella tarvitsee kumisaappaat.',
      children: [DEMO_SSN.preschoolChild]
    }))!
    await t.app.jobs.drain()

    const annas = { title: 'Uusi viesti', body: `Sinulle on uusi viesti: ${unit}.`, url: '/messages', tag: `thread:${sent.threadId}` }
    expect(payloadsTo('anna-phone')).toEqual([annas])
    expect(payloadsTo('anna-laptop')).toEqual([annas])
    expect(payloadsTo('mikko')).toEqual([{ ...annas, title: 'Nytt meddelande', body: `Du har ett nytt meddelande: ${unit}.` }])
    expect(payloadsTo('pekka')).toEqual([])
    for (const push of service.received) {
      expect(push.text).not.toMatch(/Retkipäivä|metsäretki|kumisaappaat|Virtanen/)
      expect(push.vapidKey).toBe(t.app.vapidKeys!.publicKey)
      expect(push.headers.ttl).toBe('172800')
    }
    expect(await t.platform.db.query('select count(*)::int as n from push_delivery where sent_at is not null')).toEqual([{ n: 3 }])
    const [phone] = (await t.request({ method: 'GET', url: `${BASE}/subscriptions`, as: anna })).json<{ lastSentAt: string | null }[]>()
    expect(phone!.lastSentAt).not.toBeNull()

    // The same event raised again queues nothing; a job run again for a sent notice sends nothing.
    const again = await queuePush(t.platform.db, {
      personIds: [ids.anna],
      type: 'MESSAGE_NOTIFICATION',
      eventKey: `message:${sent.messageId}`,
      message: () => annas,
      now: testClock.now()
    })
    expect(again).toBe(0)
    await t.platform.db.query(
      "insert into job (type, payload, created_at, run_at) select 'SEND_PUSH', jsonb_build_object('deliveryId', id), now(), now() from push_delivery"
    )
    await t.app.jobs.drain()
    expect(service.received).toHaveLength(3)
  })

  test("a sensitive thread's notice says only that a message arrived", async () => {
    await subscribe(anna, service.device('anna'))
    await dev('/messages', {
      messageType: 'MESSAGE',
      senderId: await staffAccount('Jukka Heino (johtaja, Päiväkoti Tähtitarha)'),
      title: 'Arkaluonteinen asia',
      content: 'Luottamuksellinen',
      children: [DEMO_SSN.daycareChild],
      sensitive: true
    })
    await t.app.jobs.drain()
    expect(payloadsTo('anna')).toEqual([{ title: 'Uusi viesti', body: 'Sinulle on uusi viesti.', url: '/messages', tag: expect.stringMatching(/^thread:/) }])
    expect(service.received[0]!.text).not.toMatch(/Arkaluonteinen|Luottamuksellinen|Tähtitarha|Jukka|Heino/)
  })

  test('a type turned off in the notification settings is not pushed, also when turned off after the event', async () => {
    await subscribe(anna, service.device('anna'))
    await subscribe(mikko, service.device('mikko'))
    await t.platform.db.query("insert into email_notification_opt_out (person_id, email_type) values ($1, 'MESSAGE_NOTIFICATION')", [ids.anna])
    const message = { messageType: 'MESSAGE', senderId: await staffAccount('Kettukolo'), title: 'Hei', content: 'Hei', children: [DEMO_SSN.preschoolChild] }
    await dev('/messages', message)
    await t.app.jobs.drain()
    expect(payloadsTo('anna')).toEqual([])
    expect(payloadsTo('mikko')).toHaveLength(1)

    await dev('/messages', message)
    await t.platform.db.query("insert into email_notification_opt_out (person_id, email_type) values ($1, 'MESSAGE_NOTIFICATION')", [ids.mikko])
    await t.app.jobs.drain()
    expect(payloadsTo('mikko')).toHaveLength(1)
    expect(await t.platform.db.query('select count(*)::int as n from push_delivery where skipped_at is not null')).toEqual([{ n: 1 }])
  })

  test('a device the push service reports gone (404, 410) is removed; a push service down is tried again later', async () => {
    await subscribe(anna, service.device('gone'))
    await subscribe(anna, service.device('expired'))
    await subscribe(anna, service.device('down'))
    service.answer('gone', 410)
    service.answer('expired', 404)
    service.answer('down', 503)
    await dev('/messages', {
      messageType: 'MESSAGE',
      senderId: await staffAccount('Kettukolo'),
      title: 'Hei',
      content: 'Hei',
      children: [DEMO_SSN.daycareChild]
    })
    await t.app.jobs.drain()
    const names = async () =>
      (await t.request({ method: 'GET', url: `${BASE}/subscriptions`, as: anna })).json<{ endpoint: string }[]>().map((d) => d.endpoint.replace(/^.*\//, ''))
    expect(await names()).toEqual(['down'])
    expect(await t.platform.db.query('select attempts, last_error, failed_at from push_delivery')).toEqual([
      { attempts: 1, last_error: 'push service answered 503', failed_at: null }
    ])

    service.answer('down', undefined)
    offsetMs = growingDelayMs(1) + 1000
    await t.app.jobs.drain()
    expect(payloadsTo('down')).toHaveLength(1)
    expect(await t.platform.db.query('select attempts, last_error, sent_at is not null as sent from push_delivery')).toEqual([
      { attempts: 2, last_error: null, sent: true }
    ])
  })

  test("a decision and a child document waiting for an answer name only the guardian's own child; published again, the document asks again", async () => {
    await subscribe(anna, service.device('anna'))
    await subscribe(pekka, service.device('pekka'))
    await t.platform.db.query("update person set last_language = 'en' where id = $1", [ids.anna])
    const today = helsinkiDate(testClock.now())
    const decision = (await dev('/decisions/fixture', {
      guardianSsn: DEMO_SSN.anna,
      childSsn: DEMO_SSN.childWithoutPlacement,
      type: 'DAYCARE',
      decisions: [{ type: 'DAYCARE', startDate: addDays(today, 40), endDate: addDays(today, 400) }]
    }))!
    const [lumi] = await t.platform.db.query<{ name: string }>("select split_part(first_name, ' ', 1) as name from person where ssn = $1", [
      DEMO_SSN.childWithoutPlacement
    ])
    const doc = (await dev('/children/documents', { childSsn: DEMO_SSN.daycareChild, type: 'CITIZEN_BASIC', status: 'CITIZEN_DRAFT' }))!
    await dev('/children/documents', { childSsn: DEMO_SSN.daycareChild, type: 'VASU', status: 'COMPLETED' })
    await t.app.jobs.drain()
    expect(payloadsTo('anna')).toEqual([
      {
        title: 'A decision awaits your answer',
        body: `${lumi!.name}: accept or reject the decision in Pesä.`,
        url: `/decisions/by-application/${decision.applicationId}`,
        tag: `decision:${decision.applicationId}`
      },
      {
        title: 'A document awaits your answer',
        body: "Aino: the document asks for a guardian's answer.",
        url: `/child-documents/${doc.id}`,
        tag: `child-document:${doc.id}`
      }
    ])
    expect(payloadsTo('pekka')).toEqual([])

    offsetMs = 60_000
    await dev(`/children/documents/${doc.id}/publish`, {}, new Date(testClock.now().getTime() + offsetMs))
    await t.app.jobs.drain()
    expect(payloadsTo('anna')).toHaveLength(3)
  })

  test('reservations closing in two days with days not reported: one notice naming the children', async () => {
    await subscribe(anna, service.device('anna'))
    await t.platform.db.query('delete from reservation_reminder')
    // The first hour from now on when a reservable week closes within two days: the reminder runs then (and not before).
    let now = testClock.now()
    for (let hours = 0; hours < 24 * 8; hours++) {
      now = new Date(testClock.now().getTime() + hours * 3_600_000)
      const run = await t.request({ method: 'POST', url: '/api/dev-api/calendar/reservation-reminders', headers: { 'x-pesa-mocked-time': now.toISOString() } })
      if (run.json<{ sent: number }>().sent > 0) break
    }
    await dev('/calendar/reservation-reminders', {}, new Date(now.getTime() + 3_600_000))
    // The runner at that hour too: its pushes are due then, not before (notify.ts caps a mocked
    // time at the real clock, which a test run's clock can be weeks behind: story-clock).
    offsetMs = Math.max(0, now.getTime() + 3_600_000 - testClock.now().getTime())
    await t.app.jobs.drain()
    const [week] = await t.platform.db.query<{ start: string }>(
      "select to_char(week_start, 'YYYY-MM-DD') as start from reservation_reminder where person_id = $1",
      [ids.anna]
    )
    const [year, month, day] = week!.start.split('-').map(Number)
    expect(payloadsTo('anna')).toEqual([
      {
        title: 'Varaukset sulkeutuvat kahden päivän päästä',
        body: `Ella ja Aino: ilmoittamattomia päiviä ${day}.${month}.${year} alkaen. Ilmoita läsnäolot Pesässä.`,
        url: '/calendar',
        tag: 'reservations'
      }
    ])
  })
})
