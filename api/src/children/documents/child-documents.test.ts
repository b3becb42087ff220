import { addDays, helsinkiDate } from '@pesa/shared/dates'
import { codeLabels } from '@pesa/shared/labels'
import { DEMO_SSN } from '../../seed/demo-people'
import { preschoolTermBreaks } from '../../seed/units'
import { pdfPages } from '../../../test/support/pdf-pages'
import { insertDocument, insertTemplate } from './repository'
import { createTestApp, type Caller, type TestApp } from '../../../test/support/app'
import { testClock } from '../../../test/support/clock'

type Who = 'anna' | 'mikko' | 'liisa' | 'pekka'

describe('child documents and applications API', () => {
  let t: TestApp
  const today = helsinkiDate(testClock.now())
  /** The date, or the day after the seed's preschool term break it is in (seed/units.ts `preschoolTermBreaks`). */
  const firstDayOutsideBreaks = (date: string): string => {
    const year = Number(date.slice(0, 4))
    const gap = [...preschoolTermBreaks(year - 1), ...preschoolTermBreaks(year)].find((range) => range.start <= date && date <= range.end)
    return gap ? addDays(gap.end, 1) : date
  }
  const strong: Partial<Record<Who, Caller>> = {}
  let ella: string
  let aino: string

  const as = async (who: Who) => (strong[who] ??= await t.login(DEMO_SSN[who], 'STRONG'))
  const call = async (who: Who | Caller, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.request({
      method,
      url: `/api/citizen${url}`,
      as: typeof who === 'string' ? await as(who) : who,
      ...(payload === undefined ? {} : { payload: payload as object })
    })

  beforeAll(async () => {
    t = await createTestApp()
    const children = (await call('anna', 'GET', '/children')).json() as { id: string }[]
    ;[ella, aino] = children.map((child) => child.id) as [string, string]
  })
  afterAll(() => t.close())

  describe('child documents', () => {
    const answers = (text: string) => ({
      status: 'COMPLETED',
      content: {
        answers: [
          { questionId: 'wishes', type: 'TEXT', value: text },
          { questionId: 'allergies', type: 'CHECKBOX', value: false },
          { questionId: 'activities', type: 'CHECKBOX_GROUP', value: ['music'] },
          { questionId: 'language', type: 'RADIO_BUTTON_GROUP', value: 'fi' },
          { questionId: 'meeting', type: 'DATE', value: null }
        ]
      }
    })
    const draftOf = async (who: Who) =>
      ((await call(who, 'GET', `/child-documents?childId=${ella}`)).json() as { id: string; status: string }[]).find((d) => d.status === 'CITIZEN_DRAFT')

    it('lists published documents for the child, STRONG only, 404 to others', async () => {
      const list = (await call('anna', 'GET', `/child-documents?childId=${ella}`)).json()
      expect(list.map((d: { type: string }) => d.type).sort()).toEqual(['CITIZEN_BASIC', 'LEOPS', 'OTHER_DECISION'])
      expect(list.find((d: { type: string }) => d.type === 'OTHER_DECISION')).toMatchObject({ status: 'ACCEPTED', decision: { decisionNumber: '2026-0042' } })
      const weak = await call(await t.login(DEMO_SSN.anna, 'WEAK'), 'GET', `/child-documents?childId=${ella}`)
      expect(weak.json().errorCode).toBe('STRONG_AUTH_REQUIRED')
      for (const who of ['liisa', 'pekka'] as const) expect((await call(who, 'GET', `/child-documents?childId=${ella}`)).statusCode).toBe(404)
      const unpublished = await t.request({
        method: 'POST',
        url: '/api/dev-api/children/documents',
        payload: { childSsn: DEMO_SSN.preschoolChild, type: 'VASU', status: 'DRAFT', published: false }
      })
      expect((await call('anna', 'GET', `/child-documents/${unpublished.json().id}`)).statusCode).toBe(404)
    })

    it('counts unread per guardian with a weak login until the document is read; republishing makes it unread', async () => {
      const weak = await t.login(DEMO_SSN.anna, 'WEAK')
      expect((await call(weak, 'GET', '/child-documents/unread-count')).json()).toEqual({ [ella]: 1, [aino]: 2 })
      const vasu = (await call('anna', 'GET', `/child-documents?childId=${aino}`)).json().find((d: { type: string }) => d.type === 'VASU')
      expect((await call('liisa', 'PUT', `/child-documents/${vasu.id}/read`)).statusCode).toBe(404)
      expect((await call('anna', 'PUT', `/child-documents/${vasu.id}/read`)).statusCode).toBe(204)
      expect((await call(weak, 'GET', '/child-documents/unread-count')).json()).toEqual({ [ella]: 1, [aino]: 1 })
      expect((await call('mikko', 'GET', '/child-documents/unread-count')).json()[aino]).toBe(2)
      await t.request({ method: 'POST', url: `/api/dev-api/children/documents/${vasu.id}/publish` })
      expect((await call(weak, 'GET', '/child-documents/unread-count')).json()[aino]).toBe(2)
    })

    it('lists the unanswered and gives one document with its template', async () => {
      const unanswered = (await call('anna', 'GET', '/child-documents/unanswered')).json()
      expect(unanswered).toHaveLength(1)
      const doc = (await call('anna', 'GET', `/child-documents/${unanswered[0].id}`)).json()
      expect(doc).toMatchObject({ status: 'CITIZEN_DRAFT', child: { id: ella }, template: { type: 'CITIZEN_BASIC', confidential: true } })
      expect(doc.template.content.sections[0].questions.map((q: { type: string }) => q.type)).toEqual([
        'STATIC_TEXT_PARAGRAPH',
        'TEXT',
        'CHECKBOX',
        'CHECKBOX_GROUP',
        'RADIO_BUTTON_GROUP',
        'DATE'
      ])
    })

    it('serves a real PDF', async () => {
      const draft = await draftOf('anna')
      const pdf = await call('anna', 'GET', `/child-documents/${draft!.id}/pdf`)
      expect(pdf.statusCode).toBe(200)
      expect(pdf.headers['content-type']).toBe('application/pdf')
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
      expect((await call('liisa', 'GET', `/child-documents/${draft!.id}/pdf`)).statusCode).toBe(404)
    })

    it("prints a document in its template's language: a Swedish template's labels are Swedish on every page, a Finnish one's Finnish", async () => {
      const [onni] = (await call('liisa', 'GET', '/children')).json() as { id: string }[]
      const db = t.platform.db
      const templateId = await insertTemplate(db, {
        name: 'Barnets plan för småbarnspedagogik',
        type: 'OTHER_DECISION',
        confidential: true,
        legalBasis: 'Lag om småbarnspedagogik 23 §',
        language: 'sv',
        content: {
          sections: [
            {
              id: 's',
              label: 'Plan',
              questions: [
                { id: 'goals', type: 'TEXT', label: 'Mål' },
                { id: 'outdoor', type: 'CHECKBOX', label: 'Utevistelse' }
              ]
            }
          ]
        }
      })
      const id = await insertDocument(db, {
        childId: onni!.id,
        templateId,
        status: 'COMPLETED',
        content: {
          answers: [
            { questionId: 'goals', type: 'TEXT', value: 'Leka ute' },
            { questionId: 'outdoor', type: 'CHECKBOX', value: true }
          ]
        },
        publishedAt: new Date(),
        decision: { number: '2026-0077', status: 'ACCEPTED', validFrom: today, validTo: null }
      })
      const swedish = await pdfPages((await call('liisa', 'GET', `/child-documents/${id}/pdf`)).rawPayload)
      expect(swedish).toHaveLength(1)
      const [page] = swedish
      expect(page).toContain(`Status: ${codeLabels.sv.childDocumentStatus.ACCEPTED}`)
      expect(page).toContain('Beslutsnummer: 2026-0077')
      expect(page).toContain('Sekretessbelagd')
      expect(page).toMatch(/Utevistelse\s*Ja/)
      expect(page).toMatch(/ – sida 1\/1$/)
      for (const finnish of ['Tila:', 'Päätösnumero', 'Salassa pidettävä', 'Kyllä', 'sivu']) expect(page).not.toContain(finnish)

      const draft = await draftOf('anna')
      const finnishPages = await pdfPages((await call('anna', 'GET', `/child-documents/${draft!.id}/pdf`)).rawPayload)
      for (const text of finnishPages) expect(text).toMatch(/ – sivu \d+\/\d+$/)
      expect(finnishPages[0]).toContain(`Tila: ${codeLabels.fi.childDocumentStatus.CITIZEN_DRAFT}`)
      for (const text of finnishPages) expect(text).not.toContain('Status:')
    })

    it('refuses answers that do not fit the template, naming the questions', async () => {
      const draft = await draftOf('anna')
      const bad = {
        status: 'COMPLETED',
        content: {
          answers: [
            { questionId: 'wishes', type: 'TEXT', value: '  ' },
            { questionId: 'activities', type: 'CHECKBOX_GROUP', value: ['dance'] },
            { questionId: 'unknown', type: 'TEXT', value: 'x' },
            { questionId: 'allergies', type: 'TEXT', value: 'yes' }
          ]
        }
      }
      const response = await call('anna', 'PUT', `/child-documents/${draft!.id}`, bad)
      expect(response.statusCode).toBe(400)
      expect(response.json().fieldErrors).toEqual({
        'answers.wishes': 'REQUIRED',
        'answers.activities': 'INVALID_FORMAT',
        'answers.unknown': 'INVALID_FORMAT',
        'answers.allergies': 'INVALID_FORMAT',
        'answers.language': 'SELECT_ONE'
      })
    })

    it('refuses a date answer that is not a real calendar date', async () => {
      const draft = await draftOf('anna')
      for (const value of ['2026-02-30', '2027-02-29', '2026-13-01']) {
        const body = answers('x')
        const content = { answers: body.content.answers.map((answer) => (answer.type === 'DATE' ? { ...answer, value } : answer)) }
        const response = await call('anna', 'PUT', `/child-documents/${draft!.id}`, { ...body, content })
        expect(response.statusCode).toBe(400)
        expect(response.json().fieldErrors).toEqual({ 'answers.meeting': 'INVALID_DATE' })
      }
      expect((await call('anna', 'GET', `/child-documents/${draft!.id}`)).json().status).toBe('CITIZEN_DRAFT')
    })

    it('takes the first answer, freezes it, and answers 409 to the later guardian and 404 to others', async () => {
      const draft = await draftOf('anna')
      expect((await call('liisa', 'PUT', `/child-documents/${draft!.id}`, answers('x'))).statusCode).toBe(404)
      const [first, second] = await Promise.all([
        call('mikko', 'PUT', `/child-documents/${draft!.id}`, answers('Mikon toive')),
        call('anna', 'PUT', `/child-documents/${draft!.id}`, answers('Annan toive'))
      ])
      expect([first.statusCode, second.statusCode].sort()).toEqual([204, 409])
      const doc = (await call('anna', 'GET', `/child-documents/${draft!.id}`)).json()
      expect(doc.status).toBe('COMPLETED')
      expect(doc.answeredBy.type).toBe('CITIZEN')
      expect(doc.answeredAt).not.toBeNull()
      // An unticked box of a sent document prints "Ei", not the dash of an unanswered question.
      const pdf = await pdfPages((await call('anna', 'GET', `/child-documents/${draft!.id}/pdf`)).rawPayload)
      expect(pdf.join(' ')).toContain('Lapsella on allergioita Ei')
      const again = await call('anna', 'PUT', `/child-documents/${draft!.id}`, answers('Muutos'))
      expect(again.json()).toMatchObject({ statusCode: 409, errorCode: 'CHILD_DOCUMENT_NOT_EDITABLE' })
    })
  })

  describe('absence applications (WEAK)', () => {
    it('gives the possible ranges without term breaks, 404 to others', async () => {
      const ranges = (await call('anna', 'GET', `/absence-application/application-possible?childId=${ella}`)).json()
      expect(ranges.length).toBeGreaterThan(0)
      // From today, or from the first day after the term break today is in (the tests run on any date).
      expect(ranges[0].start).toBe(firstDayOutsideBreaks(today))
      expect(ranges.some((r: { start: string; end: string }) => r.start <= `${today.slice(0, 4)}-12-24` && `${today.slice(0, 4)}-12-24` <= r.end)).toBe(false)
      expect((await call('liisa', 'GET', `/absence-application/application-possible?childId=${ella}`)).statusCode).toBe(404)
    })

    it('lists the seeded applications in each status, with DELETE only for the sender of a waiting one', async () => {
      const list = (await call('anna', 'GET', `/absence-application?childId=${ella}`)).json()
      expect(list.map((a: { status: string }) => a.status).sort()).toEqual(['ACCEPTED', 'REJECTED', 'WAITING_DECISION'])
      expect(list.find((a: { status: string }) => a.status === 'WAITING_DECISION').actions).toEqual(['DELETE'])
      expect(list.find((a: { status: string }) => a.status === 'REJECTED').rejectedReason).toMatch(/velvoittavaa/)
      const mikkos = (await call('mikko', 'GET', `/absence-application?childId=${ella}`)).json()
      expect(mikkos.find((a: { status: string }) => a.status === 'WAITING_DECISION').actions).toEqual([])
    })

    it('validates, sends, refuses others, cancels once; acceptance marks days absent', async () => {
      const weak = await t.login(DEMO_SSN.anna, 'WEAK')
      // A week from the day after tomorrow, or from the first day after the term break it falls in.
      const startDate = firstDayOutsideBreaks(addDays(today, 2))
      const body = { childId: ella, startDate, endDate: addDays(startDate, 7), description: 'Matka' }
      expect((await call(weak, 'POST', '/absence-application', { ...body, startDate: addDays(today, -1) })).json().fieldErrors).toEqual({
        startDate: 'DATE_TOO_EARLY'
      })
      expect((await call(weak, 'POST', '/absence-application', { ...body, endDate: addDays(startDate, -1) })).json().fieldErrors).toEqual({
        endDate: 'DATE_TOO_EARLY'
      })
      expect((await call(weak, 'POST', '/absence-application', { ...body, description: ' ' })).json().fieldErrors).toEqual({ description: 'REQUIRED' })
      const outside = await call(weak, 'POST', '/absence-application', { ...body, childId: aino })
      expect(outside.json()).toMatchObject({ statusCode: 400, errorCode: 'ABSENCE_APPLICATION_RANGE_INVALID' })
      expect((await call('liisa', 'POST', '/absence-application', body)).statusCode).toBe(404)
      const sent = await call(weak, 'POST', '/absence-application', body)
      expect(sent.statusCode).toBe(200)
      const { id } = sent.json()
      expect((await call('liisa', 'DELETE', `/absence-application/${id}`)).statusCode).toBe(404)
      expect((await call('mikko', 'DELETE', `/absence-application/${id}`)).json().errorCode).toBe('ABSENCE_APPLICATION_NOT_CANCELLABLE')
      expect((await call(weak, 'DELETE', `/absence-application/${id}`)).statusCode).toBe(204)
      expect((await call(weak, 'DELETE', `/absence-application/${id}`)).statusCode).toBe(404)

      const accepted = (await call(weak, 'POST', '/absence-application', body)).json().id
      await t.request({ method: 'POST', url: `/api/dev-api/children/absence-applications/${accepted}/decision`, payload: { accept: true } })
      const absences = await t.platform.db.query<{ staff_marked: boolean }>('select staff_marked from absence where child_id = $1 and date between $2 and $3', [
        ella,
        body.startDate,
        body.endDate
      ])
      expect(absences.length).toBeGreaterThan(0)
      expect(absences.every((a) => a.staff_marked)).toBe(true)
      expect((await call(weak, 'DELETE', `/absence-application/${accepted}`)).statusCode).toBe(409)
    })
    it('refuses an application ending after the last possible day, and one overlapping a waiting or accepted one', async () => {
      const ranges = (await call('anna', 'GET', `/absence-application/application-possible?childId=${ella}`)).json() as { start: string; end: string }[]
      const lastDay = ranges[ranges.length - 1]!.end
      const body = { childId: ella, startDate: addDays(today, 50), endDate: '2035-12-31', description: 'Muutto' }
      expect((await call('anna', 'POST', '/absence-application', body)).json()).toMatchObject({
        statusCode: 400,
        errorCode: 'ABSENCE_APPLICATION_RANGE_INVALID'
      })
      expect((await call('anna', 'POST', '/absence-application', { ...body, endDate: addDays(lastDay, 1) })).json().errorCode).toBe(
        'ABSENCE_APPLICATION_RANGE_INVALID'
      )

      const trip = { ...body, endDate: addDays(today, 55) }
      const [first, second] = await Promise.all([call('anna', 'POST', '/absence-application', trip), call('mikko', 'POST', '/absence-application', trip)])
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409])
      expect([first, second].find((r) => r.statusCode === 409)!.json().errorCode).toBe('ABSENCE_APPLICATION_OVERLAPS')
      // The seeded waiting application covers today+30…today+44; a rejected one does not block.
      expect((await call('anna', 'POST', '/absence-application', { ...trip, startDate: addDays(today, 44), endDate: addDays(today, 46) })).statusCode).toBe(409)
    })
  })

  describe('service applications', () => {
    const firstOfNextMonth = () => `${addDays(`${today.slice(0, 7)}-28`, 7).slice(0, 7)}-01`

    it('offers the options of the placement on the date, none without a placement', async () => {
      const options = (await call('anna', 'GET', `/service-applications/options?childId=${aino}&date=${firstOfNextMonth()}`)).json()
      expect(options.length).toBeGreaterThan(1)
      expect(options.every((o: { validPlacementType: string }) => o.validPlacementType === 'DAYCARE')).toBe(true)
      expect((await call('anna', 'GET', `/service-applications/options?childId=${aino}&date=2099-01-01`)).json()).toEqual([])
      expect((await call('pekka', 'GET', `/service-applications/options?childId=${aino}&date=${today}`)).statusCode).toBe(404)
    })

    it('lists the accepted and rejected ones with decisions', async () => {
      const list = (await call('anna', 'GET', `/service-applications?childId=${aino}`)).json()
      expect(list.map((a: { decision: { status: string } }) => a.decision.status).sort()).toEqual(['ACCEPTED', 'REJECTED'])
    })

    it('validates every rule, sends one, refuses a second, cancels by the sender; acceptance starts the need', async () => {
      const date = firstOfNextMonth()
      const [option] = (await call('anna', 'GET', `/service-applications/options?childId=${aino}&date=${date}`)).json()
      const body = { childId: aino, startDate: date, serviceNeedOptionId: option.id, additionalInfo: '' }
      const weak = await t.login(DEMO_SSN.anna, 'WEAK')
      expect((await call(weak, 'POST', '/service-applications', body)).json().errorCode).toBe('STRONG_AUTH_REQUIRED')
      expect((await call('anna', 'POST', '/service-applications', { ...body, startDate: addDays(today, -1) })).json().fieldErrors).toMatchObject({
        startDate: 'DATE_TOO_EARLY'
      })
      expect((await call('anna', 'POST', '/service-applications', { ...body, startDate: addDays(date, 1) })).json().fieldErrors).toEqual({
        additionalInfo: 'REQUIRED'
      })
      expect((await call('anna', 'POST', '/service-applications', { ...body, startDate: '2099-01-01' })).json().errorCode).toBe(
        'SERVICE_APPLICATION_NO_PLACEMENT'
      )
      const preschoolOption = (await call('anna', 'GET', `/service-applications/options?childId=${ella}&date=${today}`)).json()[0]
      expect((await call('anna', 'POST', '/service-applications', { ...body, serviceNeedOptionId: preschoolOption.id })).json().errorCode).toBe(
        'SERVICE_NEED_OPTION_INVALID'
      )
      expect((await call('liisa', 'POST', '/service-applications', body)).statusCode).toBe(404)
      const onni = (await call('liisa', 'GET', '/children')).json()[0].id
      const onnisOption = (await call('liisa', 'GET', `/service-applications/options?childId=${onni}&date=${date}`)).json()[0]
      const disabled = await call('liisa', 'POST', '/service-applications', { ...body, childId: onni, serviceNeedOptionId: onnisOption.id })
      expect(disabled.json()).toMatchObject({ statusCode: 403, errorCode: 'SERVICE_APPLICATIONS_DISABLED' })

      const sent = await call('anna', 'POST', '/service-applications', body)
      expect(sent.statusCode).toBe(200)
      expect((await call('mikko', 'POST', '/service-applications', body)).json()).toMatchObject({
        statusCode: 409,
        errorCode: 'SERVICE_APPLICATION_ALREADY_OPEN'
      })
      expect((await call('mikko', 'DELETE', `/service-applications/${sent.json().id}`)).json().errorCode).toBe('SERVICE_APPLICATION_NOT_CANCELLABLE')
      expect((await call('liisa', 'DELETE', `/service-applications/${sent.json().id}`)).statusCode).toBe(404)
      expect((await call('anna', 'DELETE', `/service-applications/${sent.json().id}`)).statusCode).toBe(204)

      const again = (await call('anna', 'POST', '/service-applications', body)).json().id
      await t.request({ method: 'POST', url: `/api/dev-api/children/service-applications/${again}/decision`, payload: { accept: true } })
      const [need] = (await call('anna', 'GET', `/children/${aino}/service-needs`)).json()
      expect(need).toMatchObject({ startDate: date, option: { id: option.id } })
    })
  })

  describe('flags off (koivikko)', () => {
    let k: TestApp
    beforeAll(async () => {
      k = await createTestApp({ config: { municipality: 'koivikko' } })
    })
    afterAll(() => k.close())

    it('answers 404 to the application routes and says creation is not possible', async () => {
      const anna = await k.login(DEMO_SSN.anna, 'STRONG')
      const children = (await k.request({ method: 'GET', url: '/api/citizen/children', as: anna })).json()
      expect(children[0]).toMatchObject({ absenceApplicationCreationPossible: false, serviceApplicationCreationPossible: false })
      const id = children[0].id
      for (const url of [
        `/api/citizen/absence-application?childId=${id}`,
        `/api/citizen/service-applications?childId=${id}`,
        `/api/citizen/absence-application/application-possible?childId=${id}`
      ]) {
        expect((await k.request({ method: 'GET', url, as: anna })).statusCode).toBe(404)
      }
      const post = await k.request({
        method: 'POST',
        url: '/api/citizen/absence-application',
        as: anna,
        payload: { childId: id, startDate: today, endDate: today, description: 'x' }
      })
      expect(post.statusCode).toBe(404)
    })
  })
})
