import { addDays, addMonths, helsinkiDate } from '@pesa/shared/dates'
import type { IncomeStatementBody } from './schemas'
import { multipartBody, pdfFile, pngFile } from '../platform/attachments/test-files'
import { DEMO_SSN } from '../seed/demo-people'
import { createTestApp, type Caller, type TestApp } from '../../test/support/app'
import { testClock } from '../../test/support/clock'

const BASE = '/api/citizen/income-statements'
const FILES = '/api/citizen/attachments'
const today = helsinkiDate(testClock.now())

const incomeBody = (changes: Partial<IncomeStatementBody> = {}): IncomeStatementBody => ({
  type: 'INCOME',
  startDate: addDays(today, 60),
  endDate: addDays(today, 200),
  gross: { incomeSource: 'INCOMES_REGISTER', noIncomeDescription: '', estimatedMonthlyIncome: '3 800,50', otherIncome: [], otherIncomeInfo: '' },
  isEntrepreneur: false,
  entrepreneur: null,
  student: false,
  alimonyPayer: false,
  otherInfo: '  lisätietoja  ',
  assure: true,
  attachmentIds: [],
  ...changes
})
const childBody = (changes: Partial<IncomeStatementBody> = {}) =>
  incomeBody({ type: 'CHILD_INCOME', gross: null, isEntrepreneur: undefined, endDate: '', otherInfo: '', ...changes })

describe('income statements', () => {
  let t: TestApp
  let anna: Caller
  let mikko: Caller
  let liisa: Caller
  const ids: Record<string, string> = {}

  beforeAll(async () => {
    t = await createTestApp()
    anna = await t.login(DEMO_SSN.anna)
    mikko = await t.login(DEMO_SSN.mikko)
    liisa = await t.login(DEMO_SSN.liisa)
    for (const [key, ssn] of Object.entries(DEMO_SSN)) {
      ids[key] = (await t.platform.db.query<{ id: string }>('select id from person where ssn = $1', [ssn]))[0]!.id
    }
  })
  afterAll(() => t.close())

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, as?: Caller, payload?: unknown) =>
    t.request({ method, url, as, payload: payload as Record<string, unknown> })
  const upload = (as: Caller, url: string, name: string, content: Buffer) => {
    const { body, contentType } = multipartBody('file', name, content)
    return t.request({ method: 'POST', url: `${FILES}${url}`, as, payload: body, headers: { 'content-type': contentType } })
  }
  const uploadId = async (as: Caller, type: string, statementId?: string) => {
    const response = await upload(as, `/income-statements${statementId ? `/${statementId}` : ''}?attachmentType=${type}`, 'liite.pdf', pdfFile())
    expect(response.statusCode).toBe(200)
    return response.json().id as string
  }
  const create = async (as: Caller, body: IncomeStatementBody, draft = false, url = BASE) => {
    const response = await call('POST', `${url}?draft=${draft}`, as, body)
    expect(response.json()).toHaveProperty('id')
    return response.json().id as string
  }

  it('sends each reminder once, and none when income emails are off', async () => {
    const reminders = async () => (await call('POST', '/api/dev-api/income/reminders')).json().sent
    await t.platform.db.query("insert into email_notification_opt_out (person_id, email_type) values ($1, 'INCOME_NOTIFICATION')", [ids.anna])
    expect(await reminders()).toBe(0)
    await t.platform.db.query('delete from email_notification_opt_out where person_id = $1', [ids.anna])
    expect(await reminders()).toBe(1)
    expect(await reminders()).toBe(0)
    const emails = (await call('GET', '/api/dev-api/emails')).json()
    expect(emails.filter((e: { toAddress: string }) => e.toAddress === 'anna.virtanen@example.fi')).toHaveLength(1)
  })

  it("writes a reminder in the guardian's language through the outbox, typed INCOME_NOTIFICATION", async () => {
    await t.platform.db.query('delete from income_notification')
    await t.platform.db.query("update person set last_language = 'sv' where id = $1", [ids.anna])
    expect((await call('POST', '/api/dev-api/income/reminders')).json().sent).toBe(1)
    const [email] = await t.platform.db.query<{ subject: string; body_text: string; email_type: string; language: string; person_id: string }>(
      "select subject, body_text, email_type, language, person_id from email_outbox where to_address = 'anna.virtanen@example.fi' order by created_at desc, id desc limit 1"
    )
    expect(email).toMatchObject({ subject: 'Pesä: dina inkomstuppgifter går ut', email_type: 'INCOME_NOTIFICATION', language: 'sv', person_id: ids.anna })
    expect(email!.body_text).toContain('/income?lang=sv')
    expect(email!.body_text).toMatch(/gäller till \d{1,2}\.\d{1,2}\.\d{4}/)
    await t.platform.db.query('update person set last_language = null where id = $1', [ids.anna])
  })

  it('queues the reminders on its own as a recurring job, once', async () => {
    // Anna's income reminders only: the drain runs every recurring job that is due, and another
    // one (a deadline the demo data reaches on some days) may write her an email of its own.
    const annasEmails = async () =>
      (
        await t.platform.db.query<{ n: number }>(
          "select count(*)::int as n from email_outbox where to_address = 'anna.virtanen@example.fi' and email_type = 'INCOME_NOTIFICATION'"
        )
      )[0]!.n
    await t.platform.db.query('delete from income_notification')
    const before = await annasEmails()
    for (let run = 0; run < 2; run++) {
      await t.platform.db.query("update job set run_at = now() where recurring_key = 'INCOME_EXPIRY_REMINDERS'")
      await t.app.jobs.ensureSchedules()
      await t.app.jobs.drain()
    }
    expect(await annasEmails()).toBe(before + 1)
  })

  describe('reading', () => {
    it("lists the caller's statements with permitted actions, latest start first", async () => {
      const response = await call('GET', BASE, anna)
      expect(response.statusCode).toBe(200)
      const { data, pages } = response.json()
      expect(pages).toBe(1)
      expect(data.map((s: { status: string }) => s.status)).toEqual(['DRAFT', 'HANDLED'])
      expect(data[0].permittedActions).toEqual(['UPDATE', 'DELETE'])
      expect(data[1].permittedActions).toEqual([])
    })

    it('pages by ten', async () => {
      const pekka = await t.login(DEMO_SSN.pekka)
      for (let i = 0; i < 11; i++) await create(pekka, incomeBody({ startDate: addDays(today, -i), endDate: '' }), true)
      const first = (await call('GET', `${BASE}?page=1`, pekka)).json()
      const second = (await call('GET', `${BASE}?page=2`, pekka)).json()
      expect([first.data.length, first.pages, second.data.length]).toEqual([10, 2, 1])
      expect(first.data[0].startDate).toBe(today)
    })

    it("lists a child's statements for either guardian, 404 for anyone else", async () => {
      for (const guardian of [anna, mikko]) {
        const response = await call('GET', `${BASE}/child/${ids.daycareChild}`, guardian)
        expect(response.json().data).toHaveLength(1)
      }
      expect((await call('GET', `${BASE}/child/${ids.daycareChild}`, liisa)).statusCode).toBe(404)
      expect((await call('GET', `${BASE}/child/start-dates/${ids.daycareChild}`, liisa)).statusCode).toBe(404)
    })

    it('reads one statement with its files; 404 for an unrelated caller', async () => {
      const [aino] = (await call('GET', `${BASE}/child/${ids.daycareChild}`, anna)).json().data
      const response = await call('GET', `${BASE}/${aino.id}`, mikko)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({ type: 'CHILD_INCOME', status: 'SENT', attachments: [{ attachmentType: 'CHILD_INCOME', byStaff: false }] })
      expect((await call('GET', `${BASE}/${aino.id}`, liisa)).statusCode).toBe(404)
      const file = response.json().attachments[0].id
      expect((await call('GET', `${FILES}/${file}/download/a.pdf`, liisa)).statusCode).toBe(404)
      expect((await call('GET', `${FILES}/${file}/download/a.pdf`, anna)).statusCode).toBe(200)
    })

    it('names the partner without a statement, and the children', async () => {
      expect((await call('GET', `${BASE}/partner`, anna)).json()).toEqual({ partner: { name: 'Mikko Juhani Virtanen', hasIncomeStatement: false } })
      expect((await call('GET', `${BASE}/partner`, mikko)).json()).toEqual({ partner: { name: 'Anna Maria Virtanen', hasIncomeStatement: true } })
      expect((await call('GET', `${BASE}/partner`, liisa)).json()).toEqual({ partner: null })
      expect((await call('GET', `${BASE}/children`, anna)).json().map((c: { firstName: string }) => c.firstName)).toEqual([
        'Ella Sofia',
        'Aino Helmi',
        'Lumi Aurora'
      ])
    })

    it("gives the end of Anna's income that runs out while a child is placed, to a weak login too", async () => {
      const weak = await t.login(DEMO_SSN.anna, 'WEAK')
      expect((await call('GET', '/api/citizen/income/expiring', weak)).json()).toEqual([addDays(today, 21)])
      expect((await call('GET', '/api/citizen/income/expiring', liisa)).json()).toEqual([])
    })

    it('needs strong identification for statements, a login for expiry dates', async () => {
      const weak = await t.login(DEMO_SSN.anna, 'WEAK')
      expect((await call('GET', BASE, weak)).statusCode).toBe(403)
      expect((await call('POST', BASE, weak, incomeBody())).statusCode).toBe(403)
      expect((await call('GET', BASE)).statusCode).toBe(401)
      expect((await call('GET', '/api/citizen/income/expiring')).statusCode).toBe(401)
    })
  })

  describe('saving', () => {
    it('sends a statement with typed proofs and trims its texts', async () => {
      const payslip = await uploadId(liisa, 'PAYSLIP_GROSS')
      const pension = await uploadId(liisa, 'PENSION')
      const body = incomeBody({
        gross: { incomeSource: 'ATTACHMENTS', noIncomeDescription: '', estimatedMonthlyIncome: '2 500', otherIncome: ['PENSION'], otherIncomeInfo: '' },
        attachmentIds: [payslip, pension]
      })
      const id = await create(liisa, body)
      const statement = (await call('GET', `${BASE}/${id}`, liisa)).json()
      expect(statement).toMatchObject({ status: 'SENT', otherInfo: 'lisätietoja', permittedActions: ['UPDATE_SENT', 'DELETE'] })
      expect(statement.attachments.map((a: { attachmentType: string }) => a.attachmentType).sort()).toEqual(['PAYSLIP_GROSS', 'PENSION'])
    })

    it('answers the failing rules per field, and missing proofs as attachments.<TYPE>', async () => {
      const response = await call('POST', BASE, liisa, incomeBody({ startDate: addMonths(today, -13), assure: false, student: true }))
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({
        errorCode: 'VALIDATION_FAILED',
        fieldErrors: { startDate: 'DATE_TOO_EARLY', assure: 'REQUIRED', 'attachments.PROOF_OF_STUDIES': 'ATTACHMENT_MISSING' }
      })
    })

    it('refuses, drafts too, answers the chosen type hides: other incomes with no income, student and alimony with the highest fee', async () => {
      const noIncome = incomeBody({
        startDate: addDays(today, 110),
        gross: { incomeSource: 'NO_INCOME', noIncomeDescription: 'Ei tuloja', estimatedMonthlyIncome: '', otherIncome: ['PENSION'], otherIncomeInfo: '' }
      })
      for (const draft of [false, true]) {
        const response = await call('POST', `${BASE}?draft=${draft}`, liisa, noIncome)
        expect(response.json()).toMatchObject({ statusCode: 400, errorCode: 'VALIDATION_FAILED', fieldErrors: { 'gross.otherIncome': 'INVALID_FORMAT' } })
        const highestFee = incomeBody({
          type: 'HIGHEST_FEE',
          startDate: addDays(today, 111),
          endDate: '',
          gross: null,
          isEntrepreneur: undefined,
          student: true,
          alimonyPayer: true
        })
        expect((await call('POST', `${BASE}?draft=${draft}`, liisa, highestFee)).json()).toMatchObject({
          statusCode: 400,
          fieldErrors: { student: 'INVALID_FORMAT', alimonyPayer: 'INVALID_FORMAT' }
        })
      }
      expect((await call('GET', `${BASE}/start-dates/`, liisa)).json()).not.toContain(addDays(today, 110))
    })

    it('saves a draft with a start date only, and refuses a start day already taken', async () => {
      const startDate = addDays(today, 90)
      const draft = incomeBody({ startDate, endDate: '', gross: null, isEntrepreneur: undefined, assure: false })
      await create(liisa, draft, true)
      const again = await call('POST', `${BASE}?draft=true`, liisa, draft)
      expect(again.statusCode).toBe(400)
      expect(again.json().fieldErrors).toEqual({ startDate: 'DATE_UNSELECTABLE' })
      expect((await call('GET', `${BASE}/start-dates/`, liisa)).json()).toContain(startDate)
    })

    it('refuses an upload that is not the caller’s, or of a child statement, as unknown', async () => {
      const annas = await uploadId(anna, 'PAYSLIP_GROSS')
      const response = await call('POST', BASE, liisa, incomeBody({ startDate: addDays(today, 100), attachmentIds: [annas] }))
      expect(response.json().errorCode).toBe('ATTACHMENT_UNKNOWN')
      const childFile = await uploadId(liisa, 'CHILD_INCOME')
      const wrongKind = await call('POST', BASE, liisa, incomeBody({ startDate: addDays(today, 101), attachmentIds: [childFile] }))
      expect(wrongKind.json().errorCode).toBe('ATTACHMENT_UNKNOWN')
    })

    it('refuses a child statement on the own endpoint and other types on the child endpoint', async () => {
      expect((await call('POST', BASE, liisa, childBody())).json().fieldErrors).toEqual({ type: 'INVALID_FORMAT' })
      expect((await call('POST', `${BASE}/child/${ids.liisasChild}`, liisa, incomeBody())).json().fieldErrors).toEqual({ type: 'INVALID_FORMAT' })
    })

    it("creates a child statement for the guardian's own child only", async () => {
      const file = await uploadId(liisa, 'CHILD_INCOME')
      const id = await create(liisa, childBody({ attachmentIds: [file] }), false, `${BASE}/child/${ids.liisasChild}`)
      expect((await call('GET', `${BASE}/${id}`, liisa)).json()).toMatchObject({ personId: ids.liisasChild, status: 'SENT' })
      const other = await call('POST', `${BASE}/child/${ids.daycareChild}`, liisa, childBody({ attachmentIds: [] }))
      expect(other.statusCode).toBe(404)
      const missing = await call('POST', `${BASE}/child/${ids.liisasChild}`, liisa, childBody({ startDate: addDays(today, 5) }))
      expect(missing.json().fieldErrors).toEqual({ attachments: 'ATTACHMENT_MISSING' })
    })

    it('lets the other guardian finish a child draft', async () => {
      const draftId = await create(anna, childBody({ assure: false }), true, `${BASE}/child/${ids.childWithoutPlacement}`)
      const draft = (await call('GET', `${BASE}/${draftId}`, mikko)).json()
      const file = await uploadId(mikko, 'CHILD_INCOME', draftId)
      const sent = await call('PUT', `${BASE}/${draftId}?draft=false`, mikko, childBody({ attachmentIds: [file], updatedAt: draft.updatedAt }))
      expect(sent.statusCode).toBe(204)
      expect((await call('GET', `${BASE}/${draftId}`, anna)).json().status).toBe('SENT')
    })
  })

  describe('states', () => {
    let id: string
    let version: string
    beforeAll(async () => {
      id = await create(anna, incomeBody({ startDate: addDays(today, 120), endDate: '', gross: null, isEntrepreneur: undefined, assure: false }), true)
      version = (await call('GET', `${BASE}/${id}`, anna)).json().updatedAt
    })

    it('edits a draft with the version read; an older version is 409 INCOME_STATEMENT_CHANGED', async () => {
      const saved = await call(
        'PUT',
        `${BASE}/${id}?draft=true`,
        anna,
        incomeBody({ startDate: addDays(today, 120), endDate: '', assure: false, updatedAt: version })
      )
      expect(saved.statusCode).toBe(204)
      const stale = await call('PUT', `${BASE}/${id}?draft=true`, anna, incomeBody({ startDate: addDays(today, 120), updatedAt: version }))
      expect([stale.statusCode, stale.json().errorCode]).toEqual([409, 'INCOME_STATEMENT_CHANGED'])
      const missing = await call('PUT', `${BASE}/${id}?draft=true`, anna, incomeBody({ startDate: addDays(today, 120) }))
      expect(missing.json().fieldErrors).toEqual({ updatedAt: 'REQUIRED' })
      expect((await call('PUT', `${BASE}/${id}?draft=true`, liisa, incomeBody({ updatedAt: version }))).statusCode).toBe(404)
    })

    it('sends it; then only details may be added, and files link on update-sent', async () => {
      let current = (await call('GET', `${BASE}/${id}`, anna)).json()
      expect(
        (await call('PUT', `${BASE}/${id}?draft=false`, anna, incomeBody({ startDate: addDays(today, 120), updatedAt: current.updatedAt }))).statusCode
      ).toBe(204)
      current = (await call('GET', `${BASE}/${id}`, anna)).json()
      const edit = await call('PUT', `${BASE}/${id}?draft=true`, anna, incomeBody({ startDate: addDays(today, 120), updatedAt: current.updatedAt }))
      expect([edit.statusCode, edit.json().errorCode]).toEqual([409, 'INCOME_STATEMENT_NOT_EDITABLE'])
      expect((await upload(anna, `/income-statements/${id}?attachmentType=OTHER`, 'a.pdf', pdfFile())).json().errorCode).toBe('INCOME_STATEMENT_NOT_EDITABLE')
      const file = await uploadId(anna, 'OTHER')
      const added = await call('PUT', `${BASE}/${id}/update-sent`, anna, { otherInfo: 'Lisäys', attachmentIds: [file], updatedAt: current.updatedAt })
      expect(added.statusCode).toBe(204)
      const after = (await call('GET', `${BASE}/${id}`, anna)).json()
      expect(after).toMatchObject({ otherInfo: 'Lisäys', status: 'SENT', attachments: [{ id: file }] })
      expect((await call('DELETE', `${FILES}/${file}`, anna)).json().errorCode).toBe('INCOME_STATEMENT_NOT_EDITABLE')
    })

    it('keeps staff paper attachments from the guardian (403), and a handled statement read-only', async () => {
      const paper = (await call('POST', `/api/dev-api/income-statements/${id}/paper-attachment`, undefined, { attachmentType: 'OTHER' })).json().id
      expect((await call('DELETE', `${FILES}/${paper}`, anna)).statusCode).toBe(403)
      // Staff's paper attachments are the municipality's records: the statement is no longer the guardian's to delete.
      expect((await call('GET', `${BASE}/${id}`, anna)).json().permittedActions).toEqual(['UPDATE_SENT'])
      expect((await call('GET', BASE, anna)).json().data.find((row: { id: string }) => row.id === id).permittedActions).toEqual(['UPDATE_SENT'])
      const refused = await call('DELETE', `${BASE}/${id}`, anna)
      expect([refused.statusCode, refused.json().errorCode]).toEqual([409, 'INCOME_STATEMENT_HAS_STAFF_ATTACHMENTS'])
      expect((await call('GET', `${BASE}/${id}`, anna)).json().attachments).toHaveLength(2)
      expect((await call('POST', `/api/dev-api/income-statements/${id}/handle`)).statusCode).toBe(204)
      const handled = (await call('GET', `${BASE}/${id}`, anna)).json()
      expect(handled).toMatchObject({ status: 'HANDLED', permittedActions: [] })
      const details = await call('PUT', `${BASE}/${id}/update-sent`, anna, { otherInfo: '', attachmentIds: [], updatedAt: handled.updatedAt })
      expect(details.statusCode).toBe(409)
      expect((await call('DELETE', `${BASE}/${id}`, anna)).json().errorCode).toBe('INCOME_STATEMENT_NOT_EDITABLE')
    })

    it('deletes a draft and its files; 404 for an unrelated caller', async () => {
      const draftId = await create(anna, incomeBody({ startDate: addDays(today, 130), endDate: '', assure: false }), true)
      const file = await uploadId(anna, 'PAYSLIP_GROSS', draftId)
      expect((await call('DELETE', `${BASE}/${draftId}`, liisa)).statusCode).toBe(404)
      expect((await call('DELETE', `${BASE}/${draftId}`, anna)).statusCode).toBe(204)
      expect((await call('GET', `${BASE}/${draftId}`, anna)).statusCode).toBe(404)
      expect((await call('GET', `${FILES}/${file}/download/a.pdf`, anna)).statusCode).toBe(404)
    })

    it('refuses an upload to an unrelated statement (404) and a file that is not what it says (415)', async () => {
      const draftId = await create(anna, incomeBody({ startDate: addDays(today, 140), endDate: '', assure: false }), true)
      expect((await upload(liisa, `/income-statements/${draftId}?attachmentType=OTHER`, 'a.pdf', pdfFile())).statusCode).toBe(404)
      expect((await upload(anna, `/income-statements/${draftId}?attachmentType=OTHER`, 'kuva.pdf', pngFile())).statusCode).toBe(415)
    })
  })
})
