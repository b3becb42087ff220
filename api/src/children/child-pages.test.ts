import { addDays, addMonths, helsinkiDate } from '@pesa/shared/dates'
import { MOCKED_TIME_HEADER } from '@pesa/shared/protocol'
import { DEMO_SSN } from '../seed/demo-people'
import { createTestApp, type Caller, type TestApp } from '../../test/support/app'
import { testClock } from '../../test/support/clock'

type Who = 'anna' | 'mikko' | 'liisa' | 'pekka'

describe('child pages API', () => {
  let t: TestApp
  const today = helsinkiDate(testClock.now())
  const strong: Partial<Record<Who, Caller>> = {}
  let annaWeak: Caller
  let ella: string
  let aino: string
  let lumi: string

  const as = async (who: Who) => (strong[who] ??= await t.login(DEMO_SSN[who], 'STRONG'))
  const get = async (who: Who | Caller, url: string) =>
    t.request({ method: 'GET', url: `/api/citizen${url}`, as: typeof who === 'string' ? await as(who) : who })
  const send = async (who: Who | Caller, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.request({
      method,
      url: `/api/citizen${url}`,
      as: typeof who === 'string' ? await as(who) : who,
      ...(payload === undefined ? {} : { payload: payload as object })
    })

  beforeAll(async () => {
    t = await createTestApp()
    annaWeak = await t.login(DEMO_SSN.anna, 'WEAK')
    const children = (await get('anna', '/children')).json() as { id: string; firstName: string }[]
    ;[ella, aino, lumi] = children.map((child) => child.id) as [string, string, string]
  })
  afterAll(() => t.close())

  describe('GET /children', () => {
    it('gains permitted actions, both creation flags and the image', async () => {
      const [e, a, l] = (await get(annaWeak, '/children')).json()
      expect(e).toMatchObject({
        permittedActions: ['READ_DAILY_SERVICE_TIMES'],
        absenceApplicationCreationPossible: true,
        serviceApplicationCreationPossible: true,
        imageId: null
      })
      expect(a).toMatchObject({ absenceApplicationCreationPossible: false, serviceApplicationCreationPossible: true })
      expect(l).toMatchObject({ permittedActions: [], absenceApplicationCreationPossible: false, serviceApplicationCreationPossible: false })
    })

    it('says no service applications for Onni, whose unit lacks the feature', async () => {
      const [onni] = (await get('liisa', '/children')).json()
      expect(onni).toMatchObject({ serviceApplicationCreationPossible: false, absenceApplicationCreationPossible: false })
    })
  })

  describe('GET /children/unread-counts', () => {
    it("counts each child's unread child and pedagogical documents for the caller, with a weak login", async () => {
      const counts = (await get(annaWeak, '/children/unread-counts')).json()
      // Ella: 3 unread pedagogical + the CITIZEN_DRAFT; Aino: VASU and HOJKS
      expect(counts).toEqual([
        { childId: ella, count: 4 },
        { childId: aino, count: 2 },
        { childId: lumi, count: 0 }
      ])
    })

    it("is each guardian's own: Mikko has the decision unread too", async () => {
      const counts = (await get('mikko', '/children/unread-counts')).json()
      expect(counts[0]).toEqual({ childId: ella, count: 5 })
    })

    it('answers nothing for a person without children and 401 without a session', async () => {
      expect((await get('pekka', '/children/unread-counts')).json()).toEqual([])
      expect((await t.request({ method: 'GET', url: '/api/citizen/children/unread-counts' })).statusCode).toBe(401)
    })
  })

  describe('service needs, daily times, attendance summary (WEAK)', () => {
    it("lists Aino's needs newest first, with contract days and the default flags", async () => {
      const response = await get(annaWeak, `/children/${aino}/service-needs`)
      expect(response.statusCode).toBe(200)
      const needs = response.json()
      expect(needs).toHaveLength(2)
      expect(needs[0].startDate > needs[1].startDate).toBe(true)
      expect(needs[0]).toMatchObject({
        contractDaysPerMonth: 15,
        unitName: 'Päiväkoti Tähtitarha',
        reservationsEnabled: true,
        isDefault: false,
        hasNonDefaultOptions: true
      })
      expect(needs[1]).toMatchObject({ contractDaysPerMonth: null, option: { nameFi: 'Kokopäiväinen, yli 35 h/vko' } })
    })

    it('gives daily times, and 403 without READ_DAILY_SERVICE_TIMES', async () => {
      const [ellas] = (await get(annaWeak, `/children/${ella}/daily-service-times`)).json()
      expect(ellas).toMatchObject({ type: 'REGULAR', regularTimes: { start: '08:00', end: '16:00' } })
      const [ainos] = (await get(annaWeak, `/children/${aino}/daily-service-times`)).json()
      expect(ainos).toMatchObject({ type: 'IRREGULAR', weekdayTimes: { wednesday: { start: '14:00', end: '22:00' }, thursday: null } })
      const lumis = await get(annaWeak, `/children/${lumi}/daily-service-times`)
      expect(lumis.statusCode).toBe(403)
    })

    it("sums last month's attendance days against the contract days", async () => {
      const lastMonth = addMonths(today, -1).slice(0, 7)
      const summary = (await get(annaWeak, `/children/${aino}/attendance-summary/${lastMonth}`)).json()
      expect(summary.contractDaysPerMonth).toBe(15)
      expect(summary.attendanceDays).toBeGreaterThan(15)
      expect(summary.overContract).toBe(true)
      // This month she keeps within them, whichever day of the month the seed ran.
      expect((await get(annaWeak, `/children/${aino}/attendance-summary/${today.slice(0, 7)}`)).json()).toMatchObject({ overContract: false })
      expect((await get(annaWeak, `/children/${ella}/attendance-summary/${lastMonth}`)).json()).toMatchObject({
        contractDaysPerMonth: null,
        overContract: false
      })
    })

    it('answers 400 to a bad month', async () => {
      for (const month of ['2026-13', '2026-1', 'now']) expect((await get(annaWeak, `/children/${aino}/attendance-summary/${month}`)).statusCode).toBe(400)
    })

    it.each(['liisa', 'pekka'] as const)('answers 404 to %s for these reads', async (who) => {
      for (const url of [
        `/children/${aino}/service-needs`,
        `/children/${aino}/daily-service-times`,
        `/children/${aino}/attendance-summary/${today.slice(0, 7)}`
      ]) {
        expect((await get(who, url)).statusCode).toBe(404)
      }
    })

    it('lets Mikko, the other guardian, read them', async () => {
      expect((await get('mikko', `/children/${aino}/service-needs`)).statusCode).toBe(200)
    })
  })

  describe('pedagogical documents (STRONG)', () => {
    it('answers 403 STRONG_AUTH_REQUIRED to a weak login and 404 to other callers', async () => {
      const weak = await get(annaWeak, `/children/${ella}/pedagogical-documents`)
      expect(weak.statusCode).toBe(403)
      expect(weak.json().errorCode).toBe('STRONG_AUTH_REQUIRED')
      for (const who of ['liisa', 'pekka'] as const) expect((await get(who, `/children/${ella}/pedagogical-documents`)).statusCode).toBe(404)
    })

    it('lists 12, newest first, three unread, with their files', async () => {
      const docs = (await get('anna', `/children/${ella}/pedagogical-documents`)).json()
      expect(docs).toHaveLength(12)
      expect(docs.filter((d: { isRead: boolean }) => !d.isRead)).toHaveLength(3)
      expect(docs[0].attachments[0]).toMatchObject({ contentType: 'application/pdf' })
      expect(docs.some((d: { attachments: { contentType: string }[] }) => d.attachments.some((a) => a.contentType === 'image/png'))).toBe(true)
    })

    it('dates a document by the Helsinki day it was made: 22:30 UTC is the next day', async () => {
      const created = await t.request({
        method: 'POST',
        url: '/api/dev-api/children/pedagogical-documents',
        payload: { childSsn: DEMO_SSN.preschoolChild, description: 'Yöllä tehty' },
        headers: { [MOCKED_TIME_HEADER]: '2026-03-14T22:30:00Z' }
      })
      const docs = (await get('anna', `/children/${ella}/pedagogical-documents`)).json() as { id: string; date: string; createdAt: string }[]
      expect(docs.find((d) => d.id === created.json().id)).toMatchObject({ date: '2026-03-15', createdAt: '2026-03-14T22:30:00.000Z' })
      await t.platform.db.query('delete from pedagogical_document where id = $1', [created.json().id])
    })

    it('marks a document read for the guardian who opens its file, not for the other', async () => {
      const docs = (await get('anna', `/children/${ella}/pedagogical-documents`)).json()
      const unread = docs.find((d: { isRead: boolean; attachments: unknown[] }) => !d.isRead && d.attachments.length > 0)
      const file = unread.attachments[0]
      const before = (await get(annaWeak, '/pedagogical-documents/unread-count')).json()[ella]
      const weakDownload = await get(annaWeak, `/attachments/${file.id}/download/${encodeURIComponent(file.name)}`)
      expect(weakDownload.statusCode).toBe(403)
      expect((await get('liisa', `/attachments/${file.id}/download/x.pdf`)).statusCode).toBe(404)
      const download = await get('anna', `/attachments/${file.id}/download/anything.exe`)
      expect(download.statusCode).toBe(200)
      expect(download.headers['content-type']).toBe('application/pdf')
      expect(download.headers['content-disposition']).toMatch(/^attachment;/)
      expect(download.rawPayload.subarray(0, 4).toString()).toBe('%PDF')
      expect((await get(annaWeak, '/pedagogical-documents/unread-count')).json()[ella]).toBe(before - 1)
      const mikkos = (await get('mikko', `/children/${ella}/pedagogical-documents`)).json()
      expect(mikkos.find((d: { id: string }) => d.id === unread.id).isRead).toBe(false)
    })

    it('marks read with mark-read; 404 for another family', async () => {
      const docs = (await get('mikko', `/children/${ella}/pedagogical-documents`)).json()
      const doc = docs.find((d: { isRead: boolean }) => !d.isRead)
      expect((await send('liisa', 'POST', `/pedagogical-documents/${doc.id}/mark-read`)).statusCode).toBe(404)
      expect((await send(await t.login(DEMO_SSN.mikko, 'WEAK'), 'POST', `/pedagogical-documents/${doc.id}/mark-read`)).statusCode).toBe(403)
      expect((await send('mikko', 'POST', `/pedagogical-documents/${doc.id}/mark-read`)).statusCode).toBe(204)
      const after = (await get('mikko', `/children/${ella}/pedagogical-documents`)).json()
      expect(after.find((d: { id: string }) => d.id === doc.id).isRead).toBe(true)
    })

    it('marks a document without files read once shown', async () => {
      const created = await t.request({
        method: 'POST',
        url: '/api/dev-api/children/pedagogical-documents',
        payload: { childSsn: DEMO_SSN.daycareChild, description: 'Ei liitteitä' }
      })
      const { id } = created.json()
      const first = (await get('anna', `/children/${aino}/pedagogical-documents`)).json()
      expect(first.find((d: { id: string }) => d.id === id).isRead).toBe(false)
      const second = (await get('anna', `/children/${aino}/pedagogical-documents`)).json()
      expect(second.find((d: { id: string }) => d.id === id).isRead).toBe(true)
    })
  })

  describe('dev API pedagogical files', () => {
    it('refuses a spoofed extension (415) and stores a real file', async () => {
      const { id } = (
        await t.request({
          method: 'POST',
          url: '/api/dev-api/children/pedagogical-documents',
          payload: { childSsn: DEMO_SSN.preschoolChild, description: 'Tiedosto' }
        })
      ).json()
      const multipart = (name: string, content: Buffer, type: string) => {
        const boundary = 'x-boundary'
        const payload = Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
          content,
          Buffer.from(`\r\n--${boundary}--\r\n`)
        ])
        return t.request({
          method: 'POST',
          url: `/api/dev-api/children/pedagogical-documents/${id}/files`,
          payload,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }
        })
      }
      const spoofed = await multipart('kuva.png', Buffer.from('%PDF-1.4\n%%EOF\n'), 'image/png')
      expect(spoofed.statusCode).toBe(415)
      const ok = await multipart('kuvaus.pdf', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'), 'application/pdf')
      expect(ok.statusCode).toBe(200)
      expect(ok.json()).toMatchObject({ contentType: 'application/pdf' })
    })
  })

  describe('placements and termination (STRONG)', () => {
    it('groups the placements, terminatable in the demo units', async () => {
      const { placements } = (await get('anna', `/children/${ella}/placements`)).json()
      expect(placements).toHaveLength(1)
      expect(placements[0]).toMatchObject({
        type: 'PRESCHOOL',
        unitName: 'Päiväkoti Kuusela',
        terminatable: true,
        daycareOnlyTerminatable: true,
        terminationRequestedDate: null
      })
      const onnis = (await get('liisa', '/children')).json()[0].id
      const liisas = (await get('liisa', `/children/${onnis}/placements`)).json().placements
      expect(liisas[0]).toMatchObject({ terminatable: false })
    })

    it('refuses weak, unrelated, out-of-range and unknown terminations', async () => {
      const { placements } = (await get('anna', `/children/${aino}/placements`)).json()
      const group = placements[0]
      const body = (terminationDate: string, extra = {}) => ({ type: group.type, unitId: group.unitId, terminateDaycareOnly: false, terminationDate, ...extra })
      expect((await send(annaWeak, 'POST', `/children/${aino}/placements/terminate`, body(addDays(today, 10)))).statusCode).toBe(403)
      expect((await send('liisa', 'POST', `/children/${aino}/placements/terminate`, body(addDays(today, 10)))).statusCode).toBe(404)
      const early = await send('anna', 'POST', `/children/${aino}/placements/terminate`, body(addDays(today, -1)))
      expect(early.json()).toMatchObject({ statusCode: 400, fieldErrors: { terminationDate: 'DATE_TOO_EARLY' } })
      const late = await send('anna', 'POST', `/children/${aino}/placements/terminate`, body(addDays(group.endDate, 1)))
      expect(late.json()).toMatchObject({ statusCode: 400, fieldErrors: { terminationDate: 'DATE_TOO_LATE' } })
      const unknown = await send('anna', 'POST', `/children/${aino}/placements/terminate`, { ...body(addDays(today, 5)), type: 'CLUB' })
      expect(unknown.statusCode).toBe(404)
      const onni = (await get('liisa', '/children')).json()[0].id
      const liisasGroup = (await get('liisa', `/children/${onni}/placements`)).json().placements[0]
      const disabled = await send('liisa', 'POST', `/children/${onni}/placements/terminate`, {
        type: liisasGroup.type,
        unitId: liisasGroup.unitId,
        terminateDaycareOnly: false,
        terminationDate: addDays(today, 5)
      })
      expect(disabled.json()).toMatchObject({ statusCode: 403, errorCode: 'PLACEMENT_TERMINATION_DISABLED' })
    })

    it("ends only Ella's invoiced daycare: preschool goes on, later reservations go, an open transfer starting after the date is cancelled", async () => {
      const { placements } = (await get('anna', `/children/${ella}/placements`)).json()
      const group = placements[0]
      const date = addDays(today, 7)
      await t.platform.db.query('insert into attendance_reservation (child_id, date, start_time, end_time) values ($1, $2, $3, $4)', [
        ella,
        addDays(today, 14),
        '08:00',
        '16:00'
      ])
      const application = await t.request({
        method: 'POST',
        url: '/api/dev-api/applications',
        payload: { guardianSsn: DEMO_SSN.anna, childSsn: DEMO_SSN.preschoolChild, type: 'DAYCARE', status: 'SENT' }
      })
      await t.request({ method: 'POST', url: '/api/dev-api/children/transfer-application', payload: { applicationId: application.json().id } })
      // A transfer starting on or before the last presence day is not the termination's to cancel.
      const earlier = await t.request({
        method: 'POST',
        url: '/api/dev-api/applications',
        payload: { guardianSsn: DEMO_SSN.anna, childSsn: DEMO_SSN.preschoolChild, type: 'DAYCARE', status: 'SENT', startDate: date }
      })
      await t.request({ method: 'POST', url: '/api/dev-api/children/transfer-application', payload: { applicationId: earlier.json().id } })
      const listed = (await get('anna', `/children/${ella}/placements`)).json().transferApplications
      expect(listed).toEqual(
        expect.arrayContaining([
          { id: application.json().id, type: 'DAYCARE', startDate: addDays(today, 30) },
          { id: earlier.json().id, type: 'DAYCARE', startDate: date }
        ])
      )
      const response = await send('anna', 'POST', `/children/${ella}/placements/terminate`, {
        type: group.type,
        unitId: group.unitId,
        terminateDaycareOnly: true,
        terminationDate: date
      })
      expect(response.statusCode).toBe(204)
      const after = (await get('anna', `/children/${ella}/placements`)).json().placements
      expect(after[0].placements.map((p: { type: string; endDate: string }) => [p.type, p.endDate])).toEqual([
        ['PRESCHOOL_DAYCARE', date],
        ['PRESCHOOL', group.endDate]
      ])
      expect(after[0]).toMatchObject({ terminationRequestedDate: today, terminatedBy: 'Anna Maria Virtanen' })
      // The preschool goes on in the second placement: the absence form lists one period, not two adjacent ones.
      const ranges = (await get('anna', `/absence-application/application-possible?childId=${ella}`)).json() as { start: string; end: string }[]
      expect(ranges.some((range) => range.end === date)).toBe(false)
      for (const [earlier, later] of ranges.slice(0, -1).map((range, i) => [range, ranges[i + 1]!] as const))
        expect(addDays(earlier.end, 1) < later.start).toBe(true)
      const reservations = await t.platform.db.query('select 1 from attendance_reservation where child_id = $1 and date > $2', [ella, date])
      expect(reservations).toHaveLength(0)
      const [app] = await t.platform.db.query<{ status: string }>('select status from application where id = $1', [application.json().id])
      expect(app!.status).toBe('CANCELLED')
      const [kept] = await t.platform.db.query<{ status: string }>('select status from application where id = $1', [earlier.json().id])
      expect(kept!.status).toBe('SENT')
      const needs = await t.platform.db.query<{ end_date: string }>(
        'select sn.end_date from service_need sn join placement p on p.id = sn.placement_id where p.child_id = $1',
        [ella]
      )
      expect(needs.every((need) => need.end_date <= date)).toBe(true)
    })

    it("ends Aino's whole placement on the date, its needs with it", async () => {
      const { placements } = (await get('mikko', `/children/${aino}/placements`)).json()
      const date = addDays(today, 20)
      const response = await send('mikko', 'POST', `/children/${aino}/placements/terminate`, {
        type: placements[0].type,
        unitId: placements[0].unitId,
        terminateDaycareOnly: false,
        terminationDate: date
      })
      expect(response.statusCode).toBe(204)
      const after = (await get('anna', `/children/${aino}/placements`)).json().placements
      expect(after[0]).toMatchObject({ endDate: date, terminatedBy: 'Mikko Juhani Virtanen' })
      const [need] = (await get('anna', `/children/${aino}/service-needs`)).json()
      expect(need.endDate).toBe(date)
    })
  })
})
