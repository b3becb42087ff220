import { addDays, helsinkiDate } from '@pesa/shared/dates'
import { AINO_DAYCARE_APPLICATION_ID } from '../seed/applications'
import { ONNI_DAYCARE_APPLICATION_ID } from '../seed/decisions'
import { DEMO_SSN } from '../seed/demo-people'
import { createTestApp, runQueuedJobs, type Caller, type TestApp } from '../../test/support/app'
import type { CitizenDecision, FinanceDecision } from './schemas'
import { testClock } from '../../test/support/clock'

const API = '/api/citizen'

describe('decisions', () => {
  let t: TestApp
  let anna: Caller
  let annaWeak: Caller
  let mikko: Caller
  let liisa: Caller
  let pekka: Caller
  const ids: Record<string, string> = {}
  const today = helsinkiDate(testClock.now())

  beforeAll(async () => {
    t = await createTestApp()
    anna = await t.login(DEMO_SSN.anna)
    annaWeak = await t.login(DEMO_SSN.anna, 'WEAK')
    mikko = await t.login(DEMO_SSN.mikko)
    liisa = await t.login(DEMO_SSN.liisa)
    pekka = await t.login(DEMO_SSN.pekka)
    for (const [name, ssn] of Object.entries(DEMO_SSN)) {
      const [row] = await t.platform.db.query<{ id: string }>('select id from person where ssn = $1', [ssn])
      ids[name] = row!.id
    }
    // The seeded decisions' PDFs, rendered once here so that each test's own render is quick (a try
    // that failed on a loaded machine is run again, as in the authorization matrix)
    await runQueuedJobs(t)
  }, 300_000)
  afterAll(() => t.close())

  const call = (method: 'GET' | 'POST' | 'PUT', path: string, as?: Caller, payload?: unknown) =>
    t.request({ method, url: `${API}${path}`, as, payload: payload as Record<string, unknown> })
  const dev = async (path: string, payload: unknown = {}) => {
    const response = await t.request({ method: 'POST', url: `/api/dev-api${path}`, payload: payload as Record<string, unknown> })
    expect(response.statusCode).toBeLessThan(300)
    return response.statusCode === 204 ? undefined : response.json()
  }
  const decisionsOf = async (as: Caller, applicationId: string): Promise<CitizenDecision[]> =>
    (await call('GET', `/applications/${applicationId}/decisions`, as)).json()
  const applicationStatus = async (id: string) =>
    (await t.platform.db.query<{ status: string }>('select status from application where id = $1', [id]))[0]!.status
  const accept = (as: Caller, applicationId: string, decisionId: string, requestedStartDate?: string | null) =>
    call('POST', `/applications/${applicationId}/actions/accept-decision`, as, {
      decisionId,
      ...(requestedStartDate !== undefined ? { requestedStartDate } : {})
    })
  const reject = (as: Caller, applicationId: string, decisionId: string) =>
    call('POST', `/applications/${applicationId}/actions/reject-decision`, as, { decisionId })

  /** Lumi's daycare application by Anna (Mikko recorded with access) with a sent daycare decision. */
  const daycareFixture = async (start = addDays(today, 40), end = addDays(today, 400)): Promise<{ applicationId: string; decisionId: string }> => {
    const { applicationId, decisionIds } = await dev('/decisions/fixture', {
      guardianSsn: DEMO_SSN.anna,
      childSsn: DEMO_SSN.childWithoutPlacement,
      type: 'DAYCARE',
      decisions: [{ type: 'DAYCARE', startDate: start, endDate: end }]
    })
    return { applicationId, decisionId: decisionIds[0] }
  }
  const cleanUpFixtures = async () => {
    await t.platform.db.query("delete from application where child_id = $1 and status <> 'CANCELLED'", [ids.childWithoutPlacement])
    await t.platform.db.query('delete from placement where child_id = $1', [ids.childWithoutPlacement])
  }

  describe('the bodies of spec part 1 §7', () => {
    afterEach(cleanUpFixtures)

    it('takes applicationId in the body of accept and reject, and answers 404 when it names another application', async () => {
      const first = await daycareFixture()
      const other = await call('POST', `/applications/${AINO_DAYCARE_APPLICATION_ID}/actions/reject-decision`, anna, {
        applicationId: first.applicationId,
        decisionId: first.decisionId
      })
      expect(other.statusCode).toBe(404)
      const [decision] = await decisionsOf(anna, first.applicationId)
      const accepted = await call('POST', `/applications/${first.applicationId}/actions/accept-decision`, anna, {
        applicationId: first.applicationId,
        decisionId: first.decisionId,
        requestedStartDate: decision!.startDate
      })
      expect(accepted.statusCode).toBe(204)
      await cleanUpFixtures()
      const second = await daycareFixture()
      const rejected = await call('POST', `/applications/${second.applicationId}/actions/reject-decision`, anna, {
        applicationId: second.applicationId,
        decisionId: second.decisionId
      })
      expect(rejected.statusCode).toBe(204)
    })
  })

  describe('seeded decisions and who sees them', () => {
    it("lists Aino's pending and Ella's accepted decisions for Anna and Mikko, Onni's for Liisa, none for Pekka", async () => {
      const annas: CitizenDecision[] = (await call('GET', '/decisions', anna)).json()
      expect(annas.map((d) => [d.childName, d.type, d.status])).toEqual([
        ['Aino Helmi Virtanen', 'DAYCARE', 'PENDING'],
        ['Ella Sofia Virtanen', 'PRESCHOOL', 'ACCEPTED'],
        ['Ella Sofia Virtanen', 'PRESCHOOL_DAYCARE', 'ACCEPTED']
      ])
      expect(annas[0]).toMatchObject({ canDecide: true, answerBy: addDays(today, 14), unit: { name: 'Päiväkoti Kuusela' } })
      const mikkos: CitizenDecision[] = (await call('GET', '/decisions', mikko)).json()
      expect(mikkos.map((d) => d.id)).toEqual(annas.map((d) => d.id))
      expect(mikkos[0]!.canDecide).toBe(true)
      const liisas: CitizenDecision[] = (await call('GET', '/decisions', liisa)).json()
      expect(liisas.map((d) => [d.childName, d.status, d.canDecide])).toEqual([['Onni Elias Korhonen', 'ACCEPTED', false]])
      expect((await call('GET', '/decisions', pekka)).json()).toEqual([])
    })

    it('answers the badge count to a weak session: pending decisions the caller can answer', async () => {
      expect((await call('GET', '/applications/by-guardian/notifications', annaWeak)).json()).toBe(1)
      expect((await call('GET', '/applications/by-guardian/notifications', mikko)).json()).toBe(1)
      expect((await call('GET', '/applications/by-guardian/notifications', liisa)).json()).toBe(0)
      expect((await call('GET', '/applications/by-guardian/notifications', pekka)).json()).toBe(0)
      expect((await call('GET', '/applications/by-guardian/notifications')).statusCode).toBe(401)
    })

    it('refuses a weak session everything else with 403 STRONG_AUTH_REQUIRED', async () => {
      const [aino] = await decisionsOf(anna, AINO_DAYCARE_APPLICATION_ID)
      for (const [method, path, body] of [
        ['GET', '/decisions', undefined],
        ['GET', `/applications/${AINO_DAYCARE_APPLICATION_ID}/decisions`, undefined],
        ['POST', `/applications/${AINO_DAYCARE_APPLICATION_ID}/actions/accept-decision`, { decisionId: aino!.id, requestedStartDate: aino!.startDate }],
        ['POST', `/applications/${AINO_DAYCARE_APPLICATION_ID}/actions/reject-decision`, { decisionId: aino!.id }],
        ['GET', `/decisions/${aino!.id}/download`, undefined],
        ['GET', '/finance-decisions/by-liable-citizen', undefined],
        ['GET', '/assistance-need-decisions', undefined],
        ['GET', '/assistance-need-preschool-decisions', undefined]
      ] as const) {
        const response = await call(method, path, annaWeak, body)
        expect([path, response.statusCode, response.json().errorCode]).toEqual([path, 403, 'STRONG_AUTH_REQUIRED'])
      }
      expect(await applicationStatus(AINO_DAYCARE_APPLICATION_ID)).toBe('WAITING_CONFIRMATION')
    })

    it("gives Liisa and Pekka 404 on every call about Anna's decisions", async () => {
      const [aino] = await decisionsOf(anna, AINO_DAYCARE_APPLICATION_ID)
      for (const caller of [liisa, pekka]) {
        expect((await call('GET', `/applications/${AINO_DAYCARE_APPLICATION_ID}/decisions`, caller)).statusCode).toBe(404)
        expect((await accept(caller, AINO_DAYCARE_APPLICATION_ID, aino!.id, aino!.startDate)).statusCode).toBe(404)
        expect((await reject(caller, AINO_DAYCARE_APPLICATION_ID, aino!.id)).statusCode).toBe(404)
        expect((await call('GET', `/decisions/${aino!.id}/download`, caller)).statusCode).toBe(404)
      }
      expect((await call('GET', `/applications/${ONNI_DAYCARE_APPLICATION_ID}/decisions`, anna)).statusCode).toBe(404)
      expect((await call('GET', `/applications/00000000-0000-4000-8000-000000000000/decisions`, anna)).statusCode).toBe(404)
    })

    it('gives the start-date period: from the start to 14 days later in Pesälä, only the start for preschool', async () => {
      const [aino] = await decisionsOf(anna, AINO_DAYCARE_APPLICATION_ID)
      expect(aino!.validRequestedStartDatePeriod).toEqual({ start: aino!.startDate, end: addDays(aino!.startDate, 14) })
      const ella: CitizenDecision[] = (await call('GET', '/decisions', anna)).json()
      const preschool = ella.find((d) => d.type === 'PRESCHOOL')!
      expect(preschool.validRequestedStartDatePeriod).toEqual({ start: preschool.startDate, end: preschool.startDate })
    })
  })

  describe('accepting and rejecting', () => {
    afterEach(cleanUpFixtures)

    it('refuses a missing, malformed or out-of-period date with 400 and the field code', async () => {
      const { applicationId, decisionId } = await daycareFixture()
      const [decision] = await decisionsOf(anna, applicationId)
      const { start, end } = decision!.validRequestedStartDatePeriod
      for (const [date, code] of [
        [undefined, 'REQUIRED'],
        [null, 'REQUIRED'],
        ['', 'REQUIRED'],
        ['31.12.2026', 'INVALID_DATE'],
        ['2026-02-30', 'INVALID_DATE'],
        [addDays(start, -1), 'DATE_TOO_EARLY'],
        [addDays(end, 1), 'DATE_TOO_LATE']
      ] as const) {
        const response = await accept(anna, applicationId, decisionId, date)
        expect([date, response.statusCode, response.json().fieldErrors]).toEqual([date, 400, { requestedStartDate: code }])
      }
      expect((await decisionsOf(anna, applicationId))[0]!.status).toBe('PENDING')
    })

    it('accepts from a date in the period: the application becomes ACTIVE and the child has the place from that day', async () => {
      const { applicationId, decisionId } = await daycareFixture()
      const [decision] = await decisionsOf(anna, applicationId)
      const date = addDays(decision!.startDate, 5)
      expect((await accept(anna, applicationId, decisionId, date)).statusCode).toBe(204)
      const [after] = await decisionsOf(mikko, applicationId)
      expect(after).toMatchObject({ status: 'ACCEPTED', requestedStartDate: date, resolvedDate: today, canDecide: false })
      expect(await applicationStatus(applicationId)).toBe('ACTIVE')
      const placements = await t.platform.db.query<{ type: string; start_date: string; end_date: string }>(
        'select type, start_date, end_date from placement where child_id = $1',
        [ids.childWithoutPlacement]
      )
      expect(placements).toEqual([{ type: 'DAYCARE', start_date: date, end_date: decision!.endDate }])
      const again = await accept(anna, applicationId, decisionId, date)
      expect([again.statusCode, again.json().errorCode]).toEqual([409, 'DECISION_NOT_PENDING'])
      expect((await reject(mikko, applicationId, decisionId)).json().errorCode).toBe('DECISION_NOT_PENDING')
    })

    it('ends the old placement the day before a transfer starts', async () => {
      const [aino] = await decisionsOf(anna, AINO_DAYCARE_APPLICATION_ID)
      const before = await t.platform.db.query('select * from placement where child_id = $1', [ids.daycareChild])
      try {
        expect((await accept(anna, AINO_DAYCARE_APPLICATION_ID, aino!.id, aino!.startDate)).statusCode).toBe(204)
        const rows = await t.platform.db.query<{ unit: string; start_date: string; end_date: string }>(
          'select u.name as unit, p.start_date, p.end_date from placement p join unit u on u.id = p.unit_id where child_id = $1 order by start_date',
          [ids.daycareChild]
        )
        expect(rows).toEqual([
          { unit: 'Päiväkoti Tähtitarha', start_date: '2024-08-01', end_date: addDays(aino!.startDate, -1) },
          { unit: 'Päiväkoti Kuusela', start_date: aino!.startDate, end_date: aino!.endDate }
        ])
        expect((await call('GET', '/applications/by-guardian/notifications', anna)).json()).toBe(0)
      } finally {
        await t.platform.db.query("update decision set status = 'PENDING', resolved_at = null, resolved_by = null, requested_start_date = null where id = $1", [
          aino!.id
        ])
        await t.platform.db.query("update application set status = 'WAITING_CONFIRMATION' where id = $1", [AINO_DAYCARE_APPLICATION_ID])
        await t.platform.db.query('delete from placement where child_id = $1', [ids.daycareChild])
        for (const row of before as Record<string, unknown>[]) {
          await t.platform.db.query('insert into placement (id, child_id, unit_id, group_id, type, start_date, end_date) values ($1, $2, $3, $4, $5, $6, $7)', [
            row.id,
            row.child_id,
            row.unit_id,
            row.group_id,
            row.type,
            row.start_date,
            row.end_date
          ])
        }
      }
    })

    it('lets one of Anna and Mikko win when both answer at once', async () => {
      const { applicationId, decisionId } = await daycareFixture()
      const [decision] = await decisionsOf(anna, applicationId)
      const answers = await Promise.all([accept(anna, applicationId, decisionId, decision!.startDate), reject(mikko, applicationId, decisionId)])
      expect(answers.map((r) => r.statusCode).sort()).toEqual([204, 409])
      expect(answers.find((r) => r.statusCode === 409)!.json().errorCode).toBe('DECISION_NOT_PENDING')
      const [after] = await decisionsOf(anna, applicationId)
      expect(await applicationStatus(applicationId)).toBe(after!.status === 'ACCEPTED' ? 'ACTIVE' : 'REJECTED')
    })

    it('refuses the other guardian living at another address with 403 FORBIDDEN (canDecide false)', async () => {
      const { applicationId, decisionId } = await daycareFixture()
      await t.platform.db.query('update household_member set end_date = $2 where person_id = $1', [ids.mikko, addDays(today, -1)])
      try {
        const [decision] = await decisionsOf(mikko, applicationId)
        expect(decision!.canDecide).toBe(false)
        const response = await accept(mikko, applicationId, decisionId, decision!.startDate)
        expect([response.statusCode, response.json().errorCode]).toEqual([403, 'FORBIDDEN'])
        expect((await reject(mikko, applicationId, decisionId)).statusCode).toBe(403)
        expect((await call('GET', '/applications/by-guardian/notifications', mikko)).json()).toBe(0)
        expect((await decisionsOf(anna, applicationId))[0]!.canDecide).toBe(true)
      } finally {
        await t.platform.db.query('update household_member set end_date = null where person_id = $1', [ids.mikko])
      }
    })

    it("answers 404 for another application's decision id", async () => {
      const { applicationId } = await daycareFixture()
      const [aino] = await decisionsOf(anna, AINO_DAYCARE_APPLICATION_ID)
      expect((await accept(anna, applicationId, aino!.id, aino!.startDate)).statusCode).toBe(404)
      expect((await reject(anna, applicationId, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
    })

    it('rejecting the only decision rejects the application', async () => {
      const { applicationId, decisionId } = await daycareFixture()
      expect((await reject(mikko, applicationId, decisionId)).statusCode).toBe(204)
      expect(await applicationStatus(applicationId)).toBe('REJECTED')
    })
  })

  describe('preschool and its connected daycare', () => {
    let offer: { childId: string; applicationId: string; decisionIds: string[] }
    beforeEach(async () => {
      offer = await dev('/decisions/preschool-offer', { guardianSsn: DEMO_SSN.anna })
    })
    afterEach(async () => {
      await t.platform.db.query('delete from person where id = $1', [offer.childId])
    })
    const byType = async () => Object.fromEntries((await decisionsOf(anna, offer.applicationId)).map((d) => [d.type, d]))

    it('blocks the connected daycare until preschool is accepted on its fixed date', async () => {
      const { PRESCHOOL: preschool, PRESCHOOL_DAYCARE: daycare } = await byType()
      const blocked = await accept(anna, offer.applicationId, daycare!.id, daycare!.startDate)
      expect([blocked.statusCode, blocked.json().errorCode]).toEqual([409, 'DECISION_BLOCKED'])
      expect((await reject(anna, offer.applicationId, daycare!.id)).json().errorCode).toBe('DECISION_BLOCKED')
      expect((await accept(anna, offer.applicationId, preschool!.id, addDays(preschool!.startDate, 1))).json().fieldErrors).toEqual({
        requestedStartDate: 'DATE_TOO_LATE'
      })
      expect((await accept(anna, offer.applicationId, preschool!.id, preschool!.startDate)).statusCode).toBe(204)
      expect(await applicationStatus(offer.applicationId)).toBe('ACTIVE')
      expect((await accept(mikko, offer.applicationId, daycare!.id, addDays(daycare!.startDate, 3))).statusCode).toBe(204)
      const after = await byType()
      expect([after.PRESCHOOL!.status, after.PRESCHOOL_DAYCARE!.status]).toEqual(['ACCEPTED', 'ACCEPTED'])
      const placements = await t.platform.db.query<{ type: string; start_date: string }>(
        'select type, start_date from placement where child_id = $1 order by start_date',
        [offer.childId]
      )
      expect(placements).toEqual([
        { type: 'PRESCHOOL', start_date: preschool!.startDate },
        { type: 'PRESCHOOL_DAYCARE', start_date: addDays(daycare!.startDate, 3) }
      ])
    })

    it('rejecting preschool rejects the pending connected daycare and the application, in one transaction', async () => {
      const { PRESCHOOL: preschool } = await byType()
      expect((await reject(anna, offer.applicationId, preschool!.id)).statusCode).toBe(204)
      const after = await byType()
      expect([after.PRESCHOOL!.status, after.PRESCHOOL_DAYCARE!.status]).toEqual(['REJECTED', 'REJECTED'])
      expect(await applicationStatus(offer.applicationId)).toBe('REJECTED')
    })

    it("emails Anna and Mikko when the decisions are sent, without the child's details", async () => {
      // Outbox ids are random uuids: the emails of one send are the rows it added
      const notifications = () =>
        t.platform.db.query<{ id: string; to_address: string; email_type: string; body_text: string }>(
          "select id, to_address, email_type, body_text from email_outbox where email_type = 'DECISION_NOTIFICATION'"
        )
      const before = new Set((await notifications()).map((e) => e.id))
      const another = await dev('/decisions/preschool-offer', { guardianSsn: DEMO_SSN.anna })
      await t.platform.db.query('delete from person where id = $1', [another.childId])
      const emails = (await notifications()).filter((e) => !before.has(e.id))
      expect(emails.map((e) => e.email_type)).toEqual(['DECISION_NOTIFICATION', 'DECISION_NOTIFICATION'])
      expect(emails.some((e) => e.to_address === 'anna.virtanen@example.fi')).toBe(true)
      for (const email of emails) expect(email.body_text).not.toMatch(/Eetu|Virtanen|Kuusela/)
    })
  })

  describe('finance decisions', () => {
    it('lists the sent ones of the liable adults by validFrom then sentAt descending, never a draft', async () => {
      const annas: FinanceDecision[] = (await call('GET', '/finance-decisions/by-liable-citizen', anna)).json()
      expect(annas).toHaveLength(13)
      expect(annas.filter((d) => d.type === 'VOUCHER_VALUE_DECISION')).toHaveLength(1)
      const order = annas.map((d) => `${d.validFrom} ${d.sentAt}`)
      expect(order).toEqual([...order].sort().reverse())
      expect(annas[0]!.coDebtors.map((c) => c.name)).toEqual(['Anna Maria Virtanen', 'Mikko Juhani Virtanen'])
      for (const decision of annas)
        for (const child of decision.decisionChildren) if (decision.type === 'FEE_DECISION') expect(child.amountCents).toBeLessThanOrEqual(28_800)
      expect(((await call('GET', '/finance-decisions/by-liable-citizen', mikko)).json() as FinanceDecision[]).map((d) => d.id)).toEqual(annas.map((d) => d.id))
      const liisas: FinanceDecision[] = (await call('GET', '/finance-decisions/by-liable-citizen', liisa)).json()
      expect(liisas.map((d) => d.decisionChildren[0]!.name)).toEqual(['Onni Elias Korhonen'])
      expect((await call('GET', '/finance-decisions/by-liable-citizen', pekka)).json()).toEqual([])
    })

    it('serves the PDF to the head of family and partner only: another guardian of the child gets 404', async () => {
      const { id } = await dev('/decisions/finance', {
        type: 'FEE_DECISION',
        headOfFamilySsn: DEMO_SSN.anna,
        children: [{ ssn: DEMO_SSN.daycareChild, amountCents: 10_000 }]
      })
      expect((await call('GET', `/fee-decisions/${id}/download`, anna)).json().errorCode).toBe('DOCUMENT_NOT_READY')
      await t.app.jobs.drain()
      const response = await call('GET', `/fee-decisions/${id}/download`, anna)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('application/pdf')
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; sandbox")
      expect(response.headers['cache-control']).toBe('no-store')
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename=".+"; filename\*=UTF-8''Varhaiskasvatuksen%20maksup%C3%A4%C3%A4t%C3%B6s%20\d+\.pdf$/
      )
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
      expect((await call('GET', `/fee-decisions/${id}/download`, mikko)).statusCode).toBe(404)
      expect((await call('GET', `/fee-decisions/${id}/download`, liisa)).statusCode).toBe(404)
      expect((await call('GET', `/voucher-value-decisions/${id}/download`, anna)).statusCode).toBe(404)
      expect((await call('GET', `/fee-decisions/${id}/download`, annaWeak)).statusCode).toBe(403)
      await dev(`/decisions/finance/${id}/annul`)
      expect((await call('GET', `/fee-decisions/${id}/download`, anna)).statusCode).toBe(404)
    })
  })

  describe('decision PDFs', () => {
    afterEach(cleanUpFixtures)

    it('are not offered before they are rendered, then are served once stored', async () => {
      const { applicationId, decisionId } = await daycareFixture()
      expect((await decisionsOf(anna, applicationId))[0]!.permittedActions).toEqual([])
      const early = await call('GET', `/decisions/${decisionId}/download`, anna)
      expect([early.statusCode, early.json().errorCode]).toEqual([404, 'DOCUMENT_NOT_READY'])
      await t.app.jobs.drain()
      expect((await decisionsOf(anna, applicationId))[0]!.permittedActions).toEqual(['DOWNLOAD_PDF'])
      for (const caller of [anna, mikko]) {
        const response = await call('GET', `/decisions/${decisionId}/download`, caller)
        expect(response.statusCode).toBe(200)
        expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
        expect(response.headers['content-disposition']).toContain("filename*=UTF-8''P%C3%A4%C3%A4t%C3%B6s%20varhaiskasvatuksesta")
      }
      const [stored] = await t.platform.db.query<{ count: number }>(
        "select count(*)::int as count from attachment where owner_id = $1 and owner_type = 'DECISION'",
        [decisionId]
      )
      expect(stored!.count).toBe(1)
    })

    it("renders Onni's decision in the unit's language, Swedish", async () => {
      await t.app.jobs.drain()
      const [onni] = await decisionsOf(liisa, ONNI_DAYCARE_APPLICATION_ID)
      const response = await call('GET', `/decisions/${onni!.id}/download`, liisa)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-disposition']).toContain("filename*=UTF-8''Beslut%20om%20sm%C3%A5barnspedagogik")
      expect(response.rawPayload.toString('latin1')).toMatch(/\/Lang \(sv\)/)
    })
  })

  describe('assistance decisions', () => {
    const counts = async (as: Caller, path: string) =>
      ((await call('GET', `/children/${path}/unread-counts`, as)).json() as { count: number }[]).reduce((sum, row) => sum + row.count, 0)

    it("lists the sent ones of the caller's children, never a draft, with the caller's own unread marks", async () => {
      const annas = (await call('GET', '/assistance-need-decisions', anna)).json() as { status: string; isUnread: boolean; annulmentReason: string }[]
      expect(annas.map((d) => [d.status, d.isUnread])).toEqual([
        ['ACCEPTED', true],
        ['ANNULLED', true],
        ['ACCEPTED', false]
      ])
      expect(annas[1]!.annulmentReason).toMatch(/kumottiin/)
      expect(((await call('GET', '/assistance-need-decisions', mikko)).json() as { isUnread: boolean }[]).map((d) => d.isUnread)).toEqual([true, true, true])
      expect((await call('GET', '/assistance-need-decisions', pekka)).json()).toEqual([])
      expect(((await call('GET', '/assistance-need-decisions', liisa)).json() as { language: string }[]).map((d) => d.language)).toEqual(['SV'])
    })

    it('marks read for the caller only, idempotently; the badge counts follow (weak sessions read counts)', async () => {
      const [first] = (await call('GET', '/assistance-need-decisions', anna)).json() as { id: string }[]
      expect(await counts(annaWeak, 'assistance-need-decisions')).toBe(2)
      expect(await counts(mikko, 'assistance-need-decisions')).toBe(3)
      const one = await call('GET', `/children/assistance-need-decision/${first!.id}`, anna)
      expect(one.json()).toMatchObject({ id: first!.id, assistanceLevels: ['ENHANCED_ASSISTANCE'], preparer: { name: 'Eeva Kallio' } })
      expect((await call('POST', `/children/assistance-need-decision/${first!.id}/read`, anna)).statusCode).toBe(204)
      expect((await call('POST', `/children/assistance-need-decision/${first!.id}/read`, anna)).statusCode).toBe(204)
      expect(await counts(anna, 'assistance-need-decisions')).toBe(1)
      expect(await counts(mikko, 'assistance-need-decisions')).toBe(3)
      for (const caller of [liisa, pekka]) {
        expect((await call('GET', `/children/assistance-need-decision/${first!.id}`, caller)).statusCode).toBe(404)
        expect((await call('POST', `/children/assistance-need-decision/${first!.id}/read`, caller)).statusCode).toBe(404)
        expect((await call('GET', `/children/assistance-need-decision/${first!.id}/pdf`, caller)).statusCode).toBe(404)
      }
      expect((await call('GET', `/children/assistance-need-decision/${first!.id}`, annaWeak)).statusCode).toBe(403)
      const [draft] = await t.platform.db.query<{ id: string }>("select id from assistance_need_decision where status = 'DRAFT'")
      expect((await call('GET', `/children/assistance-need-decision/${draft!.id}`, anna)).statusCode).toBe(404)
    })

    it("serves Ella's preschool support decision, read with PUT, and both PDFs", async () => {
      const [ella] = (await call('GET', '/assistance-need-preschool-decisions', anna)).json() as { id: string; isUnread: boolean; type: string }[]
      expect(ella).toMatchObject({ isUnread: true, type: 'NEW' })
      expect(await counts(anna, 'assistance-need-preschool-decisions')).toBe(1)
      expect((await call('PUT', `/children/assistance-need-preschool-decisions/${ella!.id}/read`, anna)).statusCode).toBe(204)
      expect(await counts(anna, 'assistance-need-preschool-decisions')).toBe(0)
      expect(await counts(mikko, 'assistance-need-preschool-decisions')).toBe(1)
      await t.app.jobs.drain()
      const pdf = await call('GET', `/children/assistance-need-preschool-decisions/${ella!.id}/pdf`, mikko)
      expect([pdf.statusCode, pdf.rawPayload.subarray(0, 5).toString()]).toEqual([200, '%PDF-'])
      expect((await call('GET', `/children/assistance-need-preschool-decisions/${ella!.id}/pdf`, liisa)).statusCode).toBe(404)
      const [aino] = (await call('GET', '/assistance-need-decisions', anna)).json() as { id: string }[]
      const ainoPdf = await call('GET', `/children/assistance-need-decision/${aino!.id}/pdf`, anna)
      expect([ainoPdf.statusCode, ainoPdf.headers['content-type']]).toEqual([200, 'application/pdf'])
    })
  })
})
