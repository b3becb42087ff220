import { DEMO_SSN } from '../seed/demo-people'
import { createTestApp, type Caller, type TestApp } from '../../test/support/app'
import type { ProcessMetadataResponse } from './process-metadata'
import { testClock } from '../../test/support/clock'

describe('archive metadata of applications and finance decisions', () => {
  let t: TestApp
  let anna: Caller
  let annaWeak: Caller
  let mikko: Caller
  let liisa: Caller
  let people: { anna: string }
  const idOf = async (ssn: string) => (await t.platform.db.query<{ id: string }>('select id from person where ssn = $1', [ssn]))[0]!.id
  const get = (url: string, as: Caller) => t.request({ method: 'GET', url: `/api/citizen/process-metadata/${url}`, as })
  const show = (on: boolean) => {
    t.platform.municipality.featureFlags.showMetadataToCitizen = on
  }

  beforeAll(async () => {
    t = await createTestApp()
    anna = await t.login(DEMO_SSN.anna)
    annaWeak = await t.login(DEMO_SSN.anna, 'WEAK')
    mikko = await t.login(DEMO_SSN.mikko)
    liisa = await t.login(DEMO_SSN.liisa)
    people = { anna: await idOf(DEMO_SSN.anna) }
  })
  afterAll(() => t.close())
  beforeEach(() => show(true))

  const feeDecision = async (type = 'FEE_DECISION') =>
    (
      await t.platform.db.query<{ id: string }>("select id from finance_decision where head_of_family_id = $1 and type = $2 and status = 'SENT' limit 1", [
        people.anna,
        type
      ])
    )[0]!.id

  describe('applications', () => {
    it('is null for a draft, then follows the case from sending through staff moves', async () => {
      const [child] = await t.platform.db.query<{ id: string }>(
        `select g.child_id as id from guardianship g where g.guardian_id = $1
         and not exists (select 1 from application a where a.child_id = g.child_id and a.type = 'CLUB') limit 1`,
        [people.anna]
      )
      const created = await t.request({ method: 'POST', url: '/api/citizen/applications', as: anna, payload: { childId: child!.id, type: 'CLUB' } })
      const id = created.json<{ id: string }>().id
      const draft = await get(`applications/${id}`, anna)
      expect(draft.statusCode).toBe(200)
      expect(draft.json()).toEqual({ data: null })

      // Staff take up a sent application: the case opens at sending and is prepared from then on.
      await t.platform.db.query("update application set status = 'SENT', sent_date = current_date where id = $1", [id])
      for (const status of ['WAITING_PLACEMENT', 'WAITING_DECISION']) {
        expect((await t.request({ method: 'POST', url: `/api/dev-api/applications/${id}/status`, payload: { status } })).statusCode).toBe(204)
      }
      const response = await get(`applications/${id}`, anna)
      expect(response.statusCode).toBe(200)
      const { data } = response.json<ProcessMetadataResponse>()
      expect(data).toMatchObject({
        processDefinitionNumber: '12.06.01',
        organization: 'Pesälän kaupunki',
        archiveDurationMonths: 120,
        document: { kind: 'APPLICATION', confidential: true, confidentialityDurationYears: 100, receivedBy: 'ELECTRONIC', deliveryMethod: null }
      })
      expect(data!.caseIdentifier).toMatch(new RegExp(`^\\d+/12\\.06\\.01/${testClock.now().getFullYear()}$`))
      // SENT was written outside the transition here, so moving on records the states passed over too.
      expect(data!.history.map((entry) => entry.state)).toEqual(['INITIAL', 'PREPARATION'])
      // A move back and forth within preparation adds nothing.
      await t.request({ method: 'POST', url: `/api/dev-api/applications/${id}/status`, payload: { status: 'WAITING_PLACEMENT' } })
      expect((await get(`applications/${id}`, anna)).json<ProcessMetadataResponse>().data!.history).toHaveLength(2)
      await t.request({ method: 'POST', url: `/api/dev-api/applications/${id}/status`, payload: { status: 'CANCELLED' } })
      expect((await get(`applications/${id}`, anna)).json<ProcessMetadataResponse>().data!.history.map((entry) => entry.state)).toEqual([
        'INITIAL',
        'PREPARATION',
        'COMPLETED'
      ])
      const indexes = await t.platform.db.query<{ row_index: number }>(
        'select h.row_index from case_process_history h join case_process p on p.id = h.process_id where p.application_id = $1 order by 1',
        [id]
      )
      expect(indexes.map((row) => row.row_index)).toEqual([0, 1, 2])
      // Mikko, without the applicant's leave to read it, and Liisa learn nothing; a weak login is asked to identify.
      expect((await get(`applications/${id}`, mikko)).statusCode).toBe(404)
      expect((await get(`applications/${id}`, liisa)).statusCode).toBe(404)
      expect((await get(`applications/${id}`, annaWeak)).statusCode).toBe(403)
    })

    it("gives the seeded applications' cases up to their status", async () => {
      const [sent] = await t.platform.db.query<{ id: string }>(
        "select id from application where guardian_id = $1 and status = 'WAITING_CONFIRMATION' limit 1",
        [people.anna]
      )
      const { data } = (await get(`applications/${sent!.id}`, anna)).json<ProcessMetadataResponse>()
      expect(data!.history.map((entry) => entry.state)).toEqual(['INITIAL', 'PREPARATION', 'DECIDING'])
    })

    it('is 404 for everyone while the municipality does not show it', async () => {
      const [any] = await t.platform.db.query<{ id: string }>("select id from application where guardian_id = $1 and status <> 'CREATED' limit 1", [
        people.anna
      ])
      show(false)
      const response = await get(`applications/${any!.id}`, anna)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toMatchObject({ errorCode: 'NOT_FOUND' })
    })
  })

  describe('finance decisions', () => {
    it('gives the sent decision a completed case, for the head of family and the partner alone', async () => {
      const id = await feeDecision()
      const response = await get(`fee-decisions/${id}`, anna)
      expect(response.statusCode).toBe(200)
      const { data } = response.json<ProcessMetadataResponse>()
      expect(data).toMatchObject({ processDefinitionNumber: '12.06.03', document: { kind: 'FEE_DECISION', receivedBy: null } })
      expect(data!.history.map((entry) => entry.state)).toEqual(['INITIAL', 'PREPARATION', 'DECIDING', 'COMPLETED'])
      expect((await get(`fee-decisions/${id}`, mikko)).statusCode).toBe(200)
      expect((await get(`fee-decisions/${id}`, liisa)).statusCode).toBe(404)
      expect((await get(`fee-decisions/${id}`, annaWeak)).statusCode).toBe(403)
    })

    it('answers a voucher value decision only under its own path', async () => {
      const voucher = await feeDecision('VOUCHER_VALUE_DECISION')
      expect((await get(`voucher-value-decisions/${voucher}`, anna)).json<ProcessMetadataResponse>().data!.document.kind).toBe('VOUCHER_VALUE_DECISION')
      expect((await get(`fee-decisions/${voucher}`, anna)).statusCode).toBe(404)
      show(false)
      expect((await get(`voucher-value-decisions/${voucher}`, anna)).statusCode).toBe(404)
    })
  })
})
