import { addDays, helsinkiDate } from '@pesa/shared/dates'
import type { ApplicationForm } from '../application-core/schemas'
import type { ApplicationDetails } from './schemas'
import { exeFile, multipartBody, pdfFile, pngFile } from '../platform/attachments/test-files'
import { DEMO_SSN } from '../seed/demo-people'
import { createTestApp, type Caller, type TestApp } from '../../test/support/app'
import { testClock } from '../../test/support/clock'

const BASE = '/api/citizen/applications'

describe('applications', () => {
  let t: TestApp
  let anna: Caller
  let mikko: Caller
  let liisa: Caller
  let lumi: string
  let onni: string
  let units: { id: string; name: string }[]
  const today = helsinkiDate(testClock.now())
  const startDate = addDays(today, 40)

  beforeAll(async () => {
    t = await createTestApp()
    anna = await t.login(DEMO_SSN.anna)
    mikko = await t.login(DEMO_SSN.mikko)
    liisa = await t.login(DEMO_SSN.liisa)
    const ids = await t.platform.db.query<{ id: string; ssn: string }>('select id, ssn from person where ssn = any ($1)', [
      [DEMO_SSN.childWithoutPlacement, DEMO_SSN.liisasChild]
    ])
    lumi = ids.find((row) => row.ssn === DEMO_SSN.childWithoutPlacement)!.id
    onni = ids.find((row) => row.ssn === DEMO_SSN.liisasChild)!.id
    units = (await t.request({ method: 'GET', url: `/api/citizen/units?type=DAYCARE&date=${startDate}`, as: anna })).json()
  })
  afterAll(() => t.close())

  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, as?: Caller, payload?: unknown) =>
    t.request({ method, url: `${BASE}${path}`, as, payload: payload as Record<string, unknown> })

  const create = async (as: Caller, childId: string, type: string): Promise<string> => {
    const response = await call('POST', '', as, { childId, type })
    expect(response.statusCode).toBe(200)
    return response.json().id
  }
  const details = async (as: Caller, id: string): Promise<ApplicationDetails> => (await call('GET', `/${id}`, as)).json()

  /** A daycare form that passes every rule in Pesälä (daily times, no service-need option). */
  const filled = (form: ApplicationForm, change: (form: ApplicationForm) => void = () => undefined): ApplicationForm => {
    const copy: ApplicationForm = structuredClone(form)
    copy.preferences.preferredStartDate = startDate
    copy.preferences.preferredUnits = [units[0]!.id]
    copy.preferences.serviceNeed = { ...copy.preferences.serviceNeed, startTime: '08:00', endTime: '16:00' }
    change(copy)
    return copy
  }

  /** Lumi's daycare application by Anna, filled and saved with every rule. */
  const filledDaycare = async () => {
    const id = await create(anna, lumi, 'DAYCARE')
    const { form } = await details(anna, id)
    expect((await call('PUT', `/${id}`, anna, { form: filled(form), allowOtherGuardianAccess: true })).statusCode).toBe(204)
    return id
  }
  const cleanUp = () => t.platform.db.query('delete from application')

  describe('auth and relation', () => {
    afterEach(cleanUp)

    it('refuses a weak session with 403 STRONG_AUTH_REQUIRED', async () => {
      const weak = await t.login(DEMO_SSN.anna, 'WEAK')
      const response = await call('GET', '/by-guardian', weak)
      expect(response.statusCode).toBe(403)
      expect(response.json().errorCode).toBe('STRONG_AUTH_REQUIRED')
      expect((await call('POST', '', weak, { childId: lumi, type: 'DAYCARE' })).statusCode).toBe(403)
    })

    it('answers 401 without a session', async () => {
      expect((await call('GET', '/by-guardian')).statusCode).toBe(401)
    })

    it("answers 404 for another family's child and application, and for reads of them", async () => {
      expect((await call('POST', '', liisa, { childId: lumi, type: 'DAYCARE' })).statusCode).toBe(404)
      expect((await call('GET', `/duplicates/${lumi}`, liisa)).statusCode).toBe(404)
      expect((await call('GET', `/active-placements/${lumi}`, liisa)).statusCode).toBe(404)
      const id = await create(anna, lumi, 'DAYCARE')
      for (const [method, path] of [
        ['GET', `/${id}`],
        ['PUT', `/${id}/draft`],
        ['DELETE', `/${id}`],
        ['POST', `/${id}/actions/send-application`]
      ] as const) {
        const payload = method === 'PUT' ? { form: (await details(anna, id)).form, allowOtherGuardianAccess: false } : undefined
        expect((await call(method, path, liisa, payload)).statusCode).toBe(404)
      }
    })
  })

  describe('POST /applications', () => {
    afterEach(cleanUp)

    it('creates a draft with the applicant’s phone and verified email', async () => {
      const id = await create(anna, lumi, 'DAYCARE')
      const application = await details(anna, id)
      expect(application).toMatchObject({ status: 'CREATED', type: 'DAYCARE', isApplicant: true, permittedActions: ['READ', 'UPDATE', 'DELETE'] })
      expect(application.form.guardian).toMatchObject({ phone: '040 123 4567', email: 'anna.virtanen@example.fi' })
      expect(application.verifiedEmail).toBe('anna.virtanen@example.fi')
    })

    it('refuses a second unfinished application of the child and kind with 409 DUPLICATE_APPLICATION', async () => {
      await create(anna, lumi, 'DAYCARE')
      const response = await call('POST', '', anna, { childId: lumi, type: 'DAYCARE' })
      expect(response.statusCode).toBe(409)
      expect(response.json().errorCode).toBe('DUPLICATE_APPLICATION')
      expect((await call('GET', `/duplicates/${lumi}`, anna)).json()).toEqual({ DAYCARE: true, PRESCHOOL: false, CLUB: false })
      await create(anna, lumi, 'CLUB')
    })

    it('refuses a kind the municipality does not take with 400 APPLICATION_TYPE_NOT_AVAILABLE', async () => {
      const flags = t.platform.municipality.featureFlags
      const before = flags.hideClubApplication
      flags.hideClubApplication = true
      try {
        const response = await call('POST', '', anna, { childId: lumi, type: 'CLUB' })
        expect(response.statusCode).toBe(400)
        expect(response.json().errorCode).toBe('APPLICATION_TYPE_NOT_AVAILABLE')
      } finally {
        flags.hideClubApplication = before
      }
    })

    it('tells which kinds the child has a placement of today', async () => {
      const [aino] = await t.platform.db.query<{ id: string }>('select id from person where ssn = $1', [DEMO_SSN.daycareChild])
      expect((await call('GET', `/active-placements/${aino!.id}`, anna)).json()).toEqual({ DAYCARE: true, PRESCHOOL: false, CLUB: false })
    })
  })

  describe('saving', () => {
    afterEach(cleanUp)

    it("offers the applicant the child's siblings from the register with their units, and a picked one passes the sibling rules", async () => {
      const id = await create(anna, lumi, 'DAYCARE')
      const seen = await details(anna, id)
      expect(seen.registerSiblings.map((sibling) => sibling.socialSecurityNumber).sort()).toEqual([DEMO_SSN.daycareChild, DEMO_SSN.preschoolChild].sort())
      const aino = seen.registerSiblings.find((sibling) => sibling.socialSecurityNumber === DEMO_SSN.daycareChild)!
      expect(aino).toEqual({ name: expect.stringContaining('Aino'), socialSecurityNumber: DEMO_SSN.daycareChild, unitName: 'Päiväkoti Tähtitarha' })
      const form = filled(seen.form, (f) => {
        f.preferences.siblingBasis = { siblingName: aino.name, siblingSsn: aino.socialSecurityNumber, siblingUnit: '' }
      })
      expect((await call('PUT', `/${id}`, anna, { form, allowOtherGuardianAccess: true })).statusCode).toBe(204)
      const onnis = await create(liisa, onni, 'DAYCARE')
      expect((await details(liisa, onnis)).registerSiblings).toEqual([])
    })

    it('keeps a half-filled draft as typed and drops answers of hidden sections', async () => {
      const id = await create(anna, lumi, 'DAYCARE')
      const { form } = await details(anna, id)
      form.guardian.phone = 'not a phone'
      form.otherInfo = 'Kesken'
      form.clubDetails.wasOnClubCare = true
      const response = await call('PUT', `/${id}/draft`, anna, { form, allowOtherGuardianAccess: false })
      expect(response.statusCode).toBe(204)
      const saved = (await details(anna, id)).form
      expect(saved.guardian.phone).toBe('not a phone')
      expect(saved.otherInfo).toBe('Kesken')
      expect(saved.clubDetails.wasOnClubCare).toBe(false)
    })

    it('checks every rule on PUT with codes by form path', async () => {
      const id = await create(anna, lumi, 'DAYCARE')
      const { form } = await details(anna, id)
      const bad = filled(form, (f) => {
        f.preferences.preferredStartDate = addDays(today, -1)
        f.preferences.serviceNeed = { ...f.preferences.serviceNeed, partTime: true, startTime: '08:00', endTime: '14:00' }
        f.preferences.preferredUnits = []
        f.guardian.phone = ''
        f.child.assistanceNeeded = true
        f.preferences.siblingBasis = { siblingName: 'Eino', siblingSsn: '010101-123', siblingUnit: '' }
        f.otherPartner = { firstName: '', lastName: 'X', socialSecurityNumber: '' }
      })
      const response = await call('PUT', `/${id}`, anna, { form: bad, allowOtherGuardianAccess: false })
      expect(response.statusCode).toBe(400)
      expect(response.json().fieldErrors).toEqual({
        'preferences.preferredStartDate': 'DATE_TOO_EARLY',
        'preferences.serviceNeed.endTime': 'PART_TIME_TOO_LONG',
        'preferences.preferredUnits': 'UNIT_NOT_SELECTED',
        'guardian.phone': 'REQUIRED',
        'child.assistanceDescription': 'REQUIRED',
        'preferences.siblingBasis.siblingSsn': 'INVALID_SSN',
        'otherPartner.firstName': 'REQUIRED',
        'otherPartner.socialSecurityNumber': 'REQUIRED',
        allowOtherGuardianAccess: 'REQUIRED'
      })
    })

    it('refuses too many, repeated and unavailable units and a date over a year ahead', async () => {
      const id = await create(anna, lumi, 'DAYCARE')
      const { form } = await details(anna, id)
      const [clubOnly] = await t.platform.db.query<{ id: string }>("select id from unit where care_types = '{CLUB}' limit 1")
      const tooMany = filled(form, (f) => {
        f.preferences.preferredUnits = [units[0]!.id, units[0]!.id, clubOnly!.id, units[1]!.id]
      })
      const response = await call('PUT', `/${id}`, anna, { form: tooMany, allowOtherGuardianAccess: true })
      expect(response.json().fieldErrors).toEqual({
        'preferences.preferredUnits': 'TOO_MANY_UNITS',
        'preferences.preferredUnits.1': 'UNIT_NOT_AVAILABLE',
        'preferences.preferredUnits.2': 'UNIT_NOT_AVAILABLE'
      })
      const late = filled(form, (f) => {
        f.preferences.preferredStartDate = addDays(today, 400)
      })
      expect((await call('PUT', `/${id}`, anna, { form: late, allowOtherGuardianAccess: true })).json().fieldErrors).toEqual({
        'preferences.preferredStartDate': 'DATE_TOO_LATE'
      })
    })

    it('refuses a club start outside the terms open for applications with DATE_UNSELECTABLE', async () => {
      const id = await create(anna, lumi, 'CLUB')
      const { form } = await details(anna, id)
      const clubUnits = (await t.request({ method: 'GET', url: `/api/citizen/units?type=CLUB&date=${startDate}`, as: anna })).json()
      const terms: { term: { start: string; end: string }; applicationPeriod: { start: string; end: string } }[] = (
        await t.request({ method: 'GET', url: '/api/citizen/public/club-terms' })
      ).json()
      const open = terms.filter((term) => term.applicationPeriod.start <= today && today <= term.applicationPeriod.end)
      const outside = [addDays(today, 1), addDays(today, 200), addDays(today, 300)].find(
        (date) => !open.some((term) => term.term.start <= date && date <= term.term.end)
      )
      const club = filled(form, (f) => {
        f.preferences.preferredStartDate = outside!
        f.preferences.preferredUnits = clubUnits.length > 0 ? [clubUnits[0].id] : []
      })
      const response = await call('PUT', `/${id}`, anna, { form: club, allowOtherGuardianAccess: true })
      expect(response.json().fieldErrors['preferences.preferredStartDate']).toBe('DATE_UNSELECTABLE')
    })

    it('asks for the email twice when none is verified, and takes "no email"', async () => {
      const id = await create(liisa, onni, 'DAYCARE')
      const { form } = await details(liisa, id)
      const mismatch = filled(form, (f) => {
        f.guardian.email = 'liisa@example.fi'
        f.guardian.emailRepeat = 'lisa@example.fi'
      })
      expect((await call('PUT', `/${id}`, liisa, { form: mismatch, allowOtherGuardianAccess: false })).json().fieldErrors).toEqual({
        'guardian.emailRepeat': 'EMAILS_DO_NOT_MATCH'
      })
      const noEmail = filled(form, (f) => {
        f.guardian.email = ''
        f.guardian.noEmail = true
      })
      expect((await call('PUT', `/${id}`, liisa, { form: noEmail, allowOtherGuardianAccess: false })).statusCode).toBe(204)
    })
  })

  describe('sending', () => {
    afterEach(cleanUp)

    it('sends a valid application with its dates, transfer mark and the other guardian', async () => {
      const id = await filledDaycare()
      expect((await call('POST', `/${id}/actions/send-application`, anna)).statusCode).toBe(204)
      const sent = await details(anna, id)
      expect(sent).toMatchObject({ status: 'SENT', sentDate: today, transferApplication: false, permittedActions: ['READ', 'UPDATE', 'DELETE'] })
      expect(sent.dueDate! > addDays(today, 110)).toBe(true)
      // a retried send that finds it sent is done
      expect((await call('POST', `/${id}/actions/send-application`, anna)).statusCode).toBe(204)
    })

    it('refuses a stale draft: the stored form is checked against today', async () => {
      const id = await filledDaycare()
      await t.platform.db.query("update application set form = jsonb_set(form, '{preferences,preferredStartDate}', to_jsonb($2::text)) where id = $1", [
        id,
        addDays(today, -3)
      ])
      const response = await call('POST', `/${id}/actions/send-application`, anna)
      expect(response.statusCode).toBe(400)
      expect(response.json().fieldErrors).toEqual({ 'preferences.preferredStartDate': 'DATE_TOO_EARLY' })
      expect((await details(anna, id)).status).toBe('CREATED')
    })

    it('lets the other guardian read a sent application without the private answers, never a draft', async () => {
      const id = await create(anna, lumi, 'DAYCARE')
      const { form } = await details(anna, id)
      const private_ = filled(form, (f) => {
        f.child.allergies = 'Pähkinä'
        f.otherInfo = 'Salainen'
        f.preferences.siblingBasis = { siblingName: 'Aino Virtanen', siblingSsn: DEMO_SSN.daycareChild, siblingUnit: '' }
      })
      expect((await call('PUT', `/${id}`, anna, { form: private_, allowOtherGuardianAccess: true })).statusCode).toBe(204)
      expect((await call('GET', `/${id}`, mikko)).statusCode).toBe(404)
      expect((await call('POST', `/${id}/actions/send-application`, anna)).statusCode).toBe(204)

      const response = await call('GET', `/${id}`, mikko)
      expect(response.statusCode).toBe(200)
      for (const secret of ['Pähkinä', 'Salainen', DEMO_SSN.daycareChild, '040 123 4567', 'anna.virtanen@example.fi', DEMO_SSN.anna]) {
        expect(response.body).not.toContain(secret)
      }
      expect(response.json()).toMatchObject({ isApplicant: false, permittedActions: ['READ'], attachments: [] })
      // The child in full to both guardians; the applicant by name only to the other.
      const seen = response.json<ApplicationDetails>()
      expect(seen.child).toMatchObject({ firstName: 'Lumi Aurora', socialSecurityNumber: DEMO_SSN.childWithoutPlacement })
      expect(seen.guardian).toMatchObject({ firstName: 'Anna Maria', socialSecurityNumber: null, streetAddress: '', postalCode: '' })
      const own = await details(anna, id)
      expect(own.child).toMatchObject({ firstName: 'Lumi Aurora', socialSecurityNumber: DEMO_SSN.childWithoutPlacement })
      expect(own.guardian).toMatchObject({ firstName: 'Anna Maria', socialSecurityNumber: DEMO_SSN.anna })
      expect(own.guardian.streetAddress).not.toBe('')
      const mikkos = (await call('GET', '/by-guardian', mikko)).json()
      expect(mikkos.find((child: { childId: string }) => child.childId === lumi).applicationSummaries).toHaveLength(1)
      for (const [method, path] of [
        ['PUT', `/${id}`],
        ['DELETE', `/${id}`]
      ] as const) {
        expect((await call(method, path, mikko, method === 'PUT' ? { form: private_, allowOtherGuardianAccess: true } : undefined)).statusCode).toBe(404)
      }
    })

    it('reads the other guardian from the register as a save checks it: one who appeared after sending asks for agreement, and the update passes', async () => {
      const id = await create(liisa, onni, 'DAYCARE')
      const { form } = await details(liisa, id)
      const liisas = (f: ApplicationForm) => {
        f.guardian.noEmail = true
      }
      expect((await call('PUT', `/${id}`, liisa, { form: filled(form, liisas), allowOtherGuardianAccess: false })).statusCode).toBe(204)
      expect((await call('POST', `/${id}/actions/send-application`, liisa)).statusCode).toBe(204)
      expect(await details(liisa, id)).toMatchObject({ hasOtherGuardian: false })

      // A second guardian at another address enters the register after sending
      const added = await t.request({
        method: 'POST',
        url: '/api/dev-api/persons',
        payload: {
          ssn: '150582-357C',
          firstName: 'Ville',
          lastName: 'Korhonen',
          streetAddress: 'Toinen katu 5',
          postalCode: '00500',
          postOffice: 'Helsinki',
          guardianOf: [DEMO_SSN.liisasChild]
        }
      })
      expect(added.statusCode).toBe(200)
      const sent = await details(liisa, id)
      expect(sent).toMatchObject({ hasOtherGuardian: true, otherGuardianLivesInSameAddress: false })
      const refused = await call('PUT', `/${id}`, liisa, { form: filled(sent.form, liisas), allowOtherGuardianAccess: false })
      expect(refused.json().fieldErrors).toMatchObject({ 'secondGuardian.agreementStatus': 'SELECT_ONE' })
      const agreed = filled(sent.form, (f) => {
        liisas(f)
        f.secondGuardian.agreementStatus = 'AGREED'
      })
      expect((await call('PUT', `/${id}`, liisa, { form: agreed, allowOtherGuardianAccess: true })).statusCode).toBe(204)
      // The register as it was, for the tests after this one
      await t.platform.db.query('delete from guardianship where guardian_id = $1', [added.json().id])
      await t.platform.db.query('delete from person where id = $1', [added.json().id])
    })

    it('moves a sent start date only later, and refuses edits once staff took it up (409)', async () => {
      const id = await filledDaycare()
      await call('POST', `/${id}/actions/send-application`, anna)
      const { form } = await details(anna, id)
      const earlier = filled(form, (f) => {
        f.preferences.preferredStartDate = addDays(startDate, -1)
      })
      expect((await call('PUT', `/${id}`, anna, { form: earlier, allowOtherGuardianAccess: true })).json().fieldErrors).toEqual({
        'preferences.preferredStartDate': 'DATE_TOO_EARLY'
      })
      const later = filled(form, (f) => {
        f.preferences.preferredStartDate = addDays(startDate, 7)
      })
      expect((await call('PUT', `/${id}`, anna, { form: later, allowOtherGuardianAccess: true })).statusCode).toBe(204)
      expect((await call('PUT', `/${id}/draft`, anna, { form: later, allowOtherGuardianAccess: true })).json().errorCode).toBe('APPLICATION_NOT_EDITABLE')

      await t.request({ method: 'POST', url: `/api/dev-api/applications/${id}/status`, payload: { status: 'WAITING_PLACEMENT' } })
      const taken = await call('PUT', `/${id}`, anna, { form: later, allowOtherGuardianAccess: true })
      expect(taken.statusCode).toBe(409)
      expect(taken.json().errorCode).toBe('APPLICATION_NOT_EDITABLE')
      expect((await call('DELETE', `/${id}`, anna)).statusCode).toBe(409)
      expect((await details(anna, id)).permittedActions).toEqual(['READ'])
    })
  })

  describe('the list and decisions', () => {
    afterEach(cleanUp)

    const entryOf = async (as: Caller, childId: string) =>
      (await call('GET', '/by-guardian', as)).json().find((child: { childId: string }) => child.childId === childId) as {
        applicationSummaries: { applicationId: string; applicationStatus: string }[]
        permittedActions: Record<string, string[]>
        decidableApplications: string[]
      }

    it('marks an application decidable while a decision waits for the caller, and gives its parties READ_DECISIONS', async () => {
      const offer = (await t.request({ method: 'POST', url: '/api/dev-api/decisions/preschool-offer', payload: { guardianSsn: DEMO_SSN.anna } })).json() as {
        childId: string
        applicationId: string
        decisionIds: string[]
      }
      const { applicationId } = offer
      const decisions = (await call('GET', `/${applicationId}/decisions`, anna)).json() as { id: string; type: string; startDate: string }[]
      const preschool = decisions.find((decision) => decision.type === 'PRESCHOOL')!
      const daycare = decisions.find((decision) => decision.type === 'PRESCHOOL_DAYCARE')!

      let entry = await entryOf(anna, offer.childId)
      expect(entry.applicationSummaries).toMatchObject([{ applicationId, applicationStatus: 'WAITING_CONFIRMATION' }])
      expect(entry.permittedActions[applicationId]).toEqual(['READ', 'READ_DECISIONS'])
      expect(entry.decidableApplications).toEqual([applicationId])
      expect((await call('GET', `/${applicationId}`, anna)).json().permittedActions).toEqual(['READ', 'READ_DECISIONS'])

      // The preschool place accepted, its connected daycare still waits: the application is ACTIVE and still decidable
      const accept = (decision: { id: string; startDate: string }) =>
        call('POST', `/${applicationId}/actions/accept-decision`, anna, { decisionId: decision.id, requestedStartDate: decision.startDate })
      expect((await accept(preschool)).statusCode).toBe(204)
      entry = await entryOf(anna, offer.childId)
      expect(entry.applicationSummaries[0]!.applicationStatus).toBe('ACTIVE')
      expect(entry.decidableApplications).toEqual([applicationId])

      expect((await accept(daycare)).statusCode).toBe(204)
      entry = await entryOf(anna, offer.childId)
      expect(entry.decidableApplications).toEqual([])
      expect(entry.permittedActions[applicationId]).toEqual(['READ', 'READ_DECISIONS'])
    })

    it('gives no READ_DECISIONS before a decision is sent', async () => {
      const id = await filledDaycare()
      expect((await entryOf(anna, lumi)).permittedActions[id]).toEqual(['READ', 'UPDATE', 'DELETE'])
    })
  })

  describe('delete and cancel', () => {
    afterEach(cleanUp)

    it('deletes a draft and cancels a sent application', async () => {
      const draft = await create(anna, lumi, 'DAYCARE')
      expect((await call('DELETE', `/${draft}`, anna)).statusCode).toBe(204)
      expect((await call('GET', `/${draft}`, anna)).statusCode).toBe(404)

      const id = await filledDaycare()
      await call('POST', `/${id}/actions/send-application`, anna)
      expect((await call('DELETE', `/${id}`, anna)).statusCode).toBe(204)
      expect((await details(anna, id)).status).toBe('CANCELLED')
      expect((await call('DELETE', `/${id}`, anna)).statusCode).toBe(409)
    })

    it('refuses to cancel an application staff took up, with APPLICATION_NOT_EDITABLE, and leaves it as it was', async () => {
      const id = await filledDaycare()
      await call('POST', `/${id}/actions/send-application`, anna)
      await t.request({ method: 'POST', url: `/api/dev-api/applications/${id}/status`, payload: { status: 'WAITING_PLACEMENT' } })
      const refused = await call('DELETE', `/${id}`, anna)
      expect(refused.statusCode).toBe(409)
      expect(refused.json().errorCode).toBe('APPLICATION_NOT_EDITABLE')
      expect((await details(anna, id)).status).toBe('WAITING_PLACEMENT')
      expect((await details(anna, id)).permittedActions).toEqual(['READ'])
    })

    it('purges drafts a month after their last save, with their files', async () => {
      const id = await create(anna, lumi, 'DAYCARE')
      await t.platform.db.query("update application set form_modified_at = $2::timestamptz - interval '32 days' where id = $1", [id, testClock.now()])
      const kept = await create(anna, lumi, 'CLUB')
      const purged = await t.request({ method: 'POST', url: '/api/dev-api/applications/purge-drafts', payload: { at: testClock.now().toISOString() } })
      expect(purged.json()).toEqual({ deleted: 1 })
      expect((await call('GET', `/${id}`, anna)).statusCode).toBe(404)
      expect((await call('GET', `/${kept}`, anna)).statusCode).toBe(200)
    })

    it('purges them on its own as a recurring job', async () => {
      const id = await create(anna, lumi, 'DAYCARE')
      await t.platform.db.query("update application set form_modified_at = $2::timestamptz - interval '32 days' where id = $1", [id, testClock.now()])
      await t.app.jobs.ensureSchedules()
      await t.app.jobs.drain()
      expect((await call('GET', `/${id}`, anna)).statusCode).toBe(404)
    })
  })

  describe('attachments', () => {
    afterEach(cleanUp)
    const upload = (as: Caller | undefined, id: string, type: string, name: string, content: Buffer) => {
      const { body, contentType } = multipartBody('file', name, content)
      return t.request({
        method: 'POST',
        url: `/api/citizen/attachments/applications/${id}?type=${type}`,
        as,
        payload: body,
        headers: { 'content-type': contentType }
      })
    }

    it('stores proofs for the applicant only, downloads them intact and never to the other guardian', async () => {
      const id = await create(anna, lumi, 'DAYCARE')
      const pdf = pdfFile()
      const uploaded = await upload(anna, id, 'URGENCY', 'kiire.pdf', pdf)
      expect(uploaded.statusCode).toBe(200)
      const fileId = uploaded.json().id
      expect((await upload(anna, id, 'EXTENDED_CARE', 'vuoro.png', pngFile())).statusCode).toBe(200)
      expect((await details(anna, id)).attachments.map((file) => file.type)).toEqual(['URGENCY', 'EXTENDED_CARE'])
      const download = await t.request({ method: 'GET', url: `/api/citizen/attachments/${fileId}/download/kiire.pdf`, as: anna })
      expect(download.statusCode).toBe(200)
      expect(download.rawPayload.equals(pdf)).toBe(true)
      expect((await t.request({ method: 'GET', url: `/api/citizen/attachments/${fileId}/download/kiire.pdf`, as: mikko })).statusCode).toBe(404)
      expect((await upload(liisa, id, 'URGENCY', 'x.pdf', pdfFile())).statusCode).toBe(404)
      expect((await upload(anna, id, 'OTHER', 'x.pdf', pdfFile())).statusCode).toBe(400)
    })

    it('refuses bad files with the platform codes and stores nothing', async () => {
      const id = await create(anna, lumi, 'DAYCARE')
      expect((await upload(anna, id, 'URGENCY', 'ohjelma.pdf', exeFile())).json().errorCode).toBe('CONTENT_TYPE_INVALID')
      expect((await upload(anna, id, 'URGENCY', 'liite', pdfFile())).json().errorCode).toBe('EXTENSION_MISSING')
      expect((await upload(anna, id, 'URGENCY', 'liite.exe', pdfFile())).json().errorCode).toBe('EXTENSION_INVALID')
      expect((await details(anna, id)).attachments).toEqual([])
    })

    it('drops the proofs of an unticked urgency at sending, and keeps them from changes once processing began', async () => {
      const id = await filledDaycare()
      const fileId = (await upload(anna, id, 'URGENCY', 'kiire.pdf', pdfFile())).json().id
      await call('POST', `/${id}/actions/send-application`, anna)
      expect((await details(anna, id)).attachments).toEqual([])
      expect((await t.request({ method: 'GET', url: `/api/citizen/attachments/${fileId}/download/kiire.pdf`, as: anna })).statusCode).toBe(404)
      await t.request({ method: 'POST', url: `/api/dev-api/applications/${id}/status`, payload: { status: 'WAITING_PLACEMENT' } })
      expect((await upload(anna, id, 'URGENCY', 'kiire.pdf', pdfFile())).json().errorCode).toBe('APPLICATION_NOT_EDITABLE')
    })

    it('sets an urgent due date two weeks from sending', async () => {
      const id = await create(anna, lumi, 'DAYCARE')
      const { form } = await details(anna, id)
      await upload(anna, id, 'URGENCY', 'kiire.pdf', pdfFile())
      const urgent = filled(form, (f) => {
        f.preferences.urgent = true
      })
      expect((await call('PUT', `/${id}`, anna, { form: urgent, allowOtherGuardianAccess: true })).statusCode).toBe(204)
      await call('POST', `/${id}/actions/send-application`, anna)
      const sent = await details(anna, id)
      expect(sent.dueDate).toBe(addDays(today, 14))
      expect(sent.attachments).toHaveLength(1)
    })

    it('shows a paper attachment staff added to the applicant, and an urgency one moves the due date of a sent urgent application', async () => {
      const dev = (method: 'POST' | 'PUT', path: string, payload: Record<string, unknown>) =>
        t.request({ method, url: `/api/dev-api/applications${path}`, payload })
      const created = await dev('POST', '', {
        guardianSsn: DEMO_SSN.anna,
        childSsn: DEMO_SSN.childWithoutPlacement,
        type: 'DAYCARE',
        status: 'SENT',
        sentDaysAgo: 10
      })
      const id: string = created.json().id
      const { form } = await details(anna, id)
      form.preferences.urgent = true
      expect((await dev('PUT', `/${id}/form`, { form })).statusCode).toBe(204)
      const paper = await dev('POST', `/${id}/paper-attachment`, { attachmentType: 'URGENCY' })
      expect(paper.statusCode).toBe(200)
      expect(paper.json().dueDate).toBe(addDays(today, 14))
      const seen = await details(anna, id)
      expect(seen.dueDate).toBe(addDays(today, 14))
      expect(seen.attachments).toEqual([expect.objectContaining({ id: paper.json().id, type: 'URGENCY', uploadedByEmployee: true })])
      const download = await t.request({ method: 'GET', url: `/api/citizen/attachments/${paper.json().id}/download/paperiliite.pdf`, as: anna })
      expect(download.statusCode).toBe(200)
      expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
      expect((await t.request({ method: 'GET', url: `/api/citizen/attachments/${paper.json().id}/download/paperiliite.pdf`, as: mikko })).statusCode).toBe(404)
      expect((await dev('POST', `/${id}/paper-attachment`, { attachmentType: 'EXTENDED_CARE' })).json().dueDate).toBe(addDays(today, 14))
      expect((await dev('POST', '/00000000-0000-4000-8000-000000000000/paper-attachment', { attachmentType: 'URGENCY' })).statusCode).toBe(404)
    })
  })
})
