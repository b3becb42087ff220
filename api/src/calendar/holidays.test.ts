import { addDays, helsinkiDate } from '@pesa/shared/dates'
import { MOCKED_TIME_HEADER } from '@pesa/shared/protocol'
import { openRangeErrors } from '@pesa/shared/validators'
import { DEMO_SSN } from '../seed/demo-people'
import { createTestApp, type Caller, type TestApp } from '../../test/support/app'
import type { ActiveQuestionnaire, HolidayPeriod } from './holiday-schemas'
import { placedThrough } from './holiday-service'
import { childrenOfGuardian } from '../family/repository'
import { placementsOf, type Placement } from '../placements/repository'
import { answersOf, guardianAnswers } from './holiday-repository'
import { testClock } from '../../test/support/clock'

describe('holiday periods and questionnaires', () => {
  let t: TestApp
  let anna: Caller
  let annaStrong: Caller
  let mikko: Caller
  let liisa: Caller
  let pekka: Caller
  let ids: { ella: string; aino: string; onni: string }
  let fixed: ActiveQuestionnaire
  let open: ActiveQuestionnaire
  const today = helsinkiDate(testClock.now())

  /** A questionnaire of the test's own through the dev API, weak identification enough unless the payload says otherwise; answers its id. */
  const createQuestionnaire = async (payload: Record<string, unknown>): Promise<string> =>
    (await t.request({ method: 'POST', url: '/api/dev-api/calendar/holiday-questionnaires', payload: { requiresStrongAuth: false, ...payload } })).json<{
      id: string
    }>().id
  const get = async (url: string, as?: Caller) => t.request({ method: 'GET', url: `/api/citizen${url}`, as })
  const post = (url: string, as: Caller | undefined, payload: unknown) =>
    t.request({ method: 'POST', url: `/api/citizen${url}`, as, payload: payload as Record<string, unknown> })
  const questionnaires = async (as: Caller): Promise<ActiveQuestionnaire[]> => {
    const response = await get('/holiday-period/questionnaire', as)
    expect(response.statusCode).toBe(200)
    return response.json()
  }
  const absences = async (childId: string, range: { start: string; end: string }) =>
    t.platform.db.query<{ date: string; absence_type: string; staff_marked: boolean }>(
      'select date, absence_type, staff_marked from absence where child_id = $1 and date between $2 and $3 order by date',
      [childId, range.start, range.end]
    )
  const fixedUrl = () => `/holiday-period/questionnaire/fixed-period/${fixed.questionnaire.id}`
  const openUrl = () => `/holiday-period/questionnaire/open-range/${open.questionnaire.id}`

  beforeAll(async () => {
    t = await createTestApp()
    anna = await t.login(DEMO_SSN.anna, 'WEAK')
    annaStrong = await t.login(DEMO_SSN.anna, 'STRONG')
    mikko = await t.login(DEMO_SSN.mikko, 'WEAK')
    liisa = await t.login(DEMO_SSN.liisa, 'STRONG')
    pekka = await t.login(DEMO_SSN.pekka, 'STRONG')
    const idOf = async (ssn: string) => (await t.platform.db.query<{ id: string }>('select id from person where ssn = $1', [ssn]))[0]!.id
    ids = { ella: await idOf(DEMO_SSN.preschoolChild), aino: await idOf(DEMO_SSN.daycareChild), onni: await idOf(DEMO_SSN.liisasChild) }
    const list = await questionnaires(anna)
    fixed = list.find((q) => q.questionnaire.type === 'FIXED_PERIOD')!
    open = list.find((q) => q.questionnaire.type === 'OPEN_RANGES')!
  }, 180_000)
  afterAll(() => t.close())

  describe('GET /api/citizen/holiday-period', () => {
    it('needs a session', async () => {
      expect((await get('/holiday-period')).statusCode).toBe(401)
    })

    it('answers the periods not yet ended: closed, open and not yet open', async () => {
      const periods: HolidayPeriod[] = (await get('/holiday-period', anna)).json()
      expect(periods).toHaveLength(3)
      expect(periods.map((p) => (today < p.reservationsOpenOn ? 'later' : today <= p.reservationDeadline ? 'open' : 'closed'))).toEqual([
        'closed',
        'open',
        'later'
      ])
    })
  })

  describe('GET /api/citizen/holiday-period/questionnaire', () => {
    it('needs a session', async () => {
      expect((await get('/holiday-period/questionnaire')).statusCode).toBe(401)
    })

    it("answers the active questionnaires with the caller's children, eligible or with the reason", async () => {
      expect(fixed.questionnaire).toMatchObject({ requiresStrongAuth: false, absenceType: 'FREE_ABSENCE' })
      expect(fixed.questionnaire.periodOptions).toHaveLength(2)
      expect(fixed.eligibleChildren).toEqual([ids.aino])
      expect(fixed.children).toEqual(
        expect.arrayContaining([
          { childId: ids.ella, eligible: false, reason: 'NOT_CONTINUOUSLY_PLACED' },
          { childId: ids.aino, eligible: true, reason: null }
        ])
      )
      expect(open.questionnaire.requiresStrongAuth).toBe(true)
      expect(open.eligibleChildren.sort()).toEqual([ids.ella, ids.aino].sort())
    })

    it('reads in four statements: session, questionnaires, the children with their answers and placements, audit', async () => {
      await questionnaires(anna)
      const query = jest.spyOn(t.platform.db, 'query')
      try {
        await questionnaires(anna)
        expect(query.mock.calls.map(([sql]) => sql.trim().split(/\s+/).slice(0, 3).join(' '))).toHaveLength(4)
      } finally {
        query.mockRestore()
      }
    })

    it('reads the children, answers and placements in one statement as their readers do', async () => {
      const range = { start: addDays(today, -100), end: addDays(today, 400) }
      const questionnaireIds = (await questionnaires(anna)).map((q) => q.questionnaire.id)
      for (const ssn of [DEMO_SSN.anna, DEMO_SSN.liisa, DEMO_SSN.pekka]) {
        const [{ id }] = (await t.platform.db.query<{ id: string }>('select id from person where ssn = $1', [ssn])) as [{ id: string }]
        const childIds = (await childrenOfGuardian(t.platform.db, id, today)).map((child) => child.id)
        const read = await guardianAnswers(t.platform.db, id, questionnaireIds, range)
        expect(read.childIds).toEqual(childIds)
        expect(read.answers).toEqual(await answersOf(t.platform.db, questionnaireIds, childIds))
        expect(read.placements).toEqual(await placementsOf(t.platform.db, childIds, range))
      }
    })

    it('shows another family only its own children, and a person without children none', async () => {
      const liisas = await questionnaires(liisa)
      expect(liisas.flatMap((q) => q.children.map((c) => c.childId))).toEqual(expect.not.arrayContaining([ids.ella, ids.aino]))
      expect((await questionnaires(pekka)).flatMap((q) => q.children)).toEqual([])
    })
  })

  describe('POST fixed-period', () => {
    it('needs a session', async () => {
      expect((await post(fixedUrl(), undefined, { fixedPeriods: { [ids.aino]: null } })).statusCode).toBe(401)
    })

    it('writes the chosen option as absences on the days the unit takes the child, and a new answer replaces it', async () => {
      const [first, second] = fixed.questionnaire.periodOptions
      await t.platform.db.query('insert into attendance_reservation (child_id, date, start_time, end_time) values ($1, $2, $3, $4)', [
        ids.aino,
        first!.start,
        '08:00',
        '16:00'
      ])
      expect((await post(fixedUrl(), anna, { fixedPeriods: { [ids.aino]: first } })).statusCode).toBe(204)
      const written = await absences(ids.aino, first!)
      // Tähtitarha takes Aino every day of the week: seven days of the questionnaire's absence type.
      expect(written.map((a) => a.absence_type)).toEqual(Array(7).fill('FREE_ABSENCE'))
      const reservations = await t.platform.db.query('select 1 from attendance_reservation where child_id = $1 and date = $2', [ids.aino, first!.start])
      expect(reservations).toHaveLength(0)

      expect((await post(fixedUrl(), mikko, { fixedPeriods: { [ids.aino]: second } })).statusCode).toBe(204)
      expect(await absences(ids.aino, first!)).toHaveLength(0)
      expect(await absences(ids.aino, second!)).toHaveLength(7)
      const again = (await questionnaires(anna)).find((q) => q.questionnaire.id === fixed.questionnaire.id)!
      expect(again.previousAnswers).toEqual([{ questionnaireId: fixed.questionnaire.id, childId: ids.aino, fixedPeriod: second, openRanges: [] }])

      expect((await post(fixedUrl(), anna, { fixedPeriods: { [ids.aino]: null } })).statusCode).toBe(204)
      expect(await absences(ids.aino, fixed.questionnaire.period)).toHaveLength(0)
    })

    // Changed: an absence reported over the answer's day kept the answer's mark, so the next answer
    // deleted the guardian's sick leave with its own days.
    it("leaves an absence reported later over an answer's day when the answer changes", async () => {
      const [first, second] = fixed.questionnaire.periodOptions
      expect((await post(fixedUrl(), anna, { fixedPeriods: { [ids.aino]: first } })).statusCode).toBe(204)
      const sick = await post('/absences', anna, { childIds: [ids.aino], dateRange: { start: first!.start, end: first!.start }, absenceType: 'SICKLEAVE' })
      expect(sick.statusCode).toBe(204)
      expect((await post(fixedUrl(), anna, { fixedPeriods: { [ids.aino]: second } })).statusCode).toBe(204)
      expect(await absences(ids.aino, first!)).toEqual([expect.objectContaining({ date: first!.start, absence_type: 'SICKLEAVE' })])
      expect((await post(fixedUrl(), anna, { fixedPeriods: { [ids.aino]: null } })).statusCode).toBe(204)
      await t.platform.db.query('delete from absence where child_id = $1 and date = $2', [ids.aino, first!.start])
    })

    // Changed: an answer re-typed an absence the guardian had entered over its days (Anna's sick leave
    // became the questionnaire's FREE_ABSENCE) and took it as its own, so a changed answer deleted it.
    it('keeps an absence a guardian entered before the answer as it is, whoever answers and however the answer changes', async () => {
      const [first, second] = fixed.questionnaire.periodOptions
      const [sickDay, otherDay] = [addDays(first!.start, 1), addDays(first!.start, 2)]
      const report = (as: Caller, date: string, absenceType: string) =>
        post('/absences', as, { childIds: [ids.aino], dateRange: { start: date, end: date }, absenceType })
      expect((await report(anna, sickDay, 'SICKLEAVE')).statusCode).toBe(204)
      expect((await report(mikko, otherDay, 'OTHER_ABSENCE')).statusCode).toBe(204)
      const own = await absences(ids.aino, first!)
      expect(own.map((a) => [a.date, a.absence_type])).toEqual([
        [sickDay, 'SICKLEAVE'],
        // Aino has contract days: the guardian's other absence is stored as planned (spec §5).
        [otherDay, 'PLANNED_ABSENCE']
      ])
      try {
        expect((await post(fixedUrl(), anna, { fixedPeriods: { [ids.aino]: first } })).statusCode).toBe(204)
        const types = ['FREE_ABSENCE', 'SICKLEAVE', 'PLANNED_ABSENCE', ...Array(4).fill('FREE_ABSENCE')]
        expect((await absences(ids.aino, first!)).map((a) => a.absence_type)).toEqual(types)
        // Mikko changes the answer: the answer's days go, the guardians' own stay.
        expect((await post(fixedUrl(), mikko, { fixedPeriods: { [ids.aino]: second } })).statusCode).toBe(204)
        expect(await absences(ids.aino, first!)).toEqual(own)
        expect((await post(fixedUrl(), mikko, { fixedPeriods: { [ids.aino]: first } })).statusCode).toBe(204)
        expect((await absences(ids.aino, first!)).map((a) => a.absence_type)).toEqual(types)
        expect((await post(fixedUrl(), anna, { fixedPeriods: { [ids.aino]: null } })).statusCode).toBe(204)
        expect(await absences(ids.aino, fixed.questionnaire.period)).toEqual(own)
      } finally {
        await post(fixedUrl(), anna, { fixedPeriods: { [ids.aino]: null } })
        await t.platform.db.query('delete from absence where child_id = $1 and date = any ($2::date[])', [ids.aino, [sickDay, otherDay]])
      }
    })

    it('leaves a staff-marked absence as it is', async () => {
      const [first] = fixed.questionnaire.periodOptions
      await t.platform.db.query("insert into absence (child_id, date, absence_type, staff_marked) values ($1, $2, 'SICKLEAVE', true)", [ids.aino, first!.end])
      expect((await post(fixedUrl(), anna, { fixedPeriods: { [ids.aino]: first } })).statusCode).toBe(204)
      expect((await absences(ids.aino, first!)).at(-1)).toMatchObject({ absence_type: 'SICKLEAVE', staff_marked: true })
      expect((await post(fixedUrl(), anna, { fixedPeriods: { [ids.aino]: null } })).statusCode).toBe(204)
      expect(await absences(ids.aino, first!)).toEqual([expect.objectContaining({ absence_type: 'SICKLEAVE', staff_marked: true })])
      await t.platform.db.query('delete from absence where child_id = $1 and staff_marked', [ids.aino])
    })

    // Changed: an answer over a day the child had attended wrote the absence beside the attendance (204).
    it('refuses an answer over a day already attended (spec §5), naming it, and saves nothing', async () => {
      const option = { start: today, end: addDays(today, 2) }
      const id = await createQuestionnaire({
        type: 'FIXED_PERIOD',
        active: { start: addDays(today, -1), end: addDays(today, 1) },
        title: { fi: 'Nyt', sv: 'Nu', en: 'Now' },
        periodOptions: [option]
      })
      const [unit] = await t.platform.db.query<{ unit_id: string }>('select unit_id from placement where child_id = $1', [ids.aino])
      await t.platform.db.query("insert into child_attendance (child_id, unit_id, date, start_time) values ($1, $2, $3, '08:00')", [
        ids.aino,
        unit!.unit_id,
        today
      ])
      const response = await post(`/holiday-period/questionnaire/fixed-period/${id}`, anna, { fixedPeriods: { [ids.aino]: option } })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ errorCode: 'ATTENDANCE_ALREADY_EXISTS', days: [{ childId: ids.aino, date: today, reason: 'ATTENDANCE_EXISTS' }] })
      expect(await absences(ids.aino, option)).toHaveLength(0)
      expect((await questionnaires(anna)).find((q) => q.questionnaire.id === id)?.previousAnswers).toEqual([])
      await t.platform.db.query('delete from child_attendance where child_id = $1 and date = $2', [ids.aino, today])
      await t.platform.db.query('delete from holiday_questionnaire where id = $1', [id])
    })

    // Changed: a new answer deleted every absence of the last one, the days already past too (spec §4:
    // absences are editable from today on).
    it("keeps the last answer's absences on days already past when a new answer replaces it", async () => {
      const option = { start: addDays(today, -3), end: addDays(today, 3) }
      const id = await createQuestionnaire({
        type: 'FIXED_PERIOD',
        active: { start: addDays(today, -5), end: addDays(today, 1) },
        title: { fi: 'Alkanut', sv: 'Börjat', en: 'Started' },
        periodOptions: [option]
      })
      // Days the seed has Aino attend: cleared, as the answer was given before them.
      await t.platform.db.query('delete from child_attendance where child_id = $1 and date between $2 and $3', [ids.aino, option.start, option.end])
      const url = `/holiday-period/questionnaire/fixed-period/${id}`
      const earlier = await t.request({
        method: 'POST',
        url: `/api/citizen${url}`,
        as: anna,
        payload: { fixedPeriods: { [ids.aino]: option } },
        headers: { [MOCKED_TIME_HEADER]: `${addDays(today, -4)}T09:00:00+02:00` }
      })
      expect(earlier.statusCode).toBe(204)
      expect(await absences(ids.aino, option)).toHaveLength(7)
      expect((await post(url, anna, { fixedPeriods: { [ids.aino]: null } })).statusCode).toBe(204)
      expect((await absences(ids.aino, option)).map((a) => a.date)).toEqual([addDays(today, -3), addDays(today, -2), addDays(today, -1)])
      await t.platform.db.query('delete from absence where questionnaire_id = $1', [id])
      await t.platform.db.query('delete from holiday_questionnaire_answer where questionnaire_id = $1', [id])
      await t.platform.db.query('delete from holiday_questionnaire where id = $1', [id])
    })

    it('refuses an option the questionnaire does not have', async () => {
      const response = await post(fixedUrl(), anna, { fixedPeriods: { [ids.aino]: { start: today, end: today } } })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', fieldErrors: { [`fixedPeriods.${ids.aino}`]: 'SELECT_ONE' } })
    })

    it('refuses an ineligible child and saves nothing for the others', async () => {
      const [first] = fixed.questionnaire.periodOptions
      const response = await post(fixedUrl(), anna, { fixedPeriods: { [ids.aino]: first, [ids.ella]: first } })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ errorCode: 'CHILD_NOT_ELIGIBLE' })
      expect(await absences(ids.aino, first!)).toHaveLength(0)
    })

    it('answers 404 for a child of another family (Liisa), of no one (Pekka), and an unknown questionnaire', async () => {
      const [first] = fixed.questionnaire.periodOptions
      for (const as of [liisa, pekka]) {
        const response = await post(fixedUrl(), as, { fixedPeriods: { [ids.aino]: first } })
        expect(response.statusCode).toBe(404)
      }
      expect((await post(fixedUrl(), anna, { fixedPeriods: { [ids.onni]: first } })).statusCode).toBe(404)
      const unknown = '/holiday-period/questionnaire/fixed-period/00000000-0000-4000-8000-000000000000'
      expect((await post(unknown, anna, { fixedPeriods: { [ids.aino]: first } })).statusCode).toBe(404)
      // The wrong kind of answer for the questionnaire is no questionnaire either.
      expect((await post(`/holiday-period/questionnaire/open-range/${fixed.questionnaire.id}`, anna, { openRanges: { [ids.aino]: [] } })).statusCode).toBe(404)
      expect(await absences(ids.aino, first!)).toHaveLength(0)
    })

    it('refuses an answer outside the active range', async () => {
      const id = await createQuestionnaire({
        type: 'FIXED_PERIOD',
        active: { start: addDays(today, -20), end: addDays(today, -1) },
        title: { fi: 'Mennyt', sv: 'Förbi', en: 'Past' },
        periodOptions: [{ start: addDays(today, 30), end: addDays(today, 35) }]
      })
      const response = await post(`/holiday-period/questionnaire/fixed-period/${id}`, anna, {
        fixedPeriods: { [ids.aino]: { start: addDays(today, 30), end: addDays(today, 35) } }
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ errorCode: 'QUESTIONNAIRE_CLOSED' })
      expect((await questionnaires(anna)).map((q) => q.questionnaire.id)).not.toContain(id)
    })
  })

  describe('POST open-range', () => {
    it('needs a strong login when the questionnaire says so', async () => {
      const response = await post(openUrl(), anna, { openRanges: { [ids.ella]: [] } })
      expect(response.statusCode).toBe(403)
      expect(response.json()).toMatchObject({ errorCode: 'STRONG_AUTH_REQUIRED' })
    })

    it('checks each range against the period and the others', async () => {
      const { period } = open.questionnaire
      const response = await post(openUrl(), annaStrong, {
        openRanges: {
          [ids.ella]: [
            { start: addDays(period.start, -1), end: period.start },
            { start: addDays(period.start, 2), end: addDays(period.start, 4) },
            { start: addDays(period.start, 3), end: addDays(period.start, 5) },
            { start: period.end, end: addDays(period.end, 1) }
          ]
        }
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().fieldErrors).toEqual({
        [`openRanges.${ids.ella}.0.start`]: 'DATE_TOO_EARLY',
        [`openRanges.${ids.ella}.1.start`]: 'RANGES_OVERLAP',
        [`openRanges.${ids.ella}.2.start`]: 'RANGES_OVERLAP',
        [`openRanges.${ids.ella}.3.end`]: 'DATE_TOO_LATE'
      })
    })

    it('writes the ranges as absences on operating days and replaces them with the next answer', async () => {
      const { period } = open.questionnaire
      const ranges = [{ start: period.start, end: addDays(period.start, 6) }]
      expect((await post(openUrl(), annaStrong, { openRanges: { [ids.ella]: ranges, [ids.aino]: [] } })).statusCode).toBe(204)
      // Kuusela takes Ella on weekdays: five of the seven days.
      expect((await absences(ids.ella, period)).map((a) => a.absence_type)).toEqual(Array(5).fill('OTHER_ABSENCE'))
      expect(await absences(ids.aino, period)).toHaveLength(0)
      expect((await post(openUrl(), annaStrong, { openRanges: { [ids.ella]: [{ start: period.end, end: period.end }] } })).statusCode).toBe(204)
      const after = await absences(ids.ella, period)
      expect(after.every((a) => a.date === period.end)).toBe(true)
      const answer = (await questionnaires(anna)).find((q) => q.questionnaire.id === open.questionnaire.id)!.previousAnswers
      expect(answer).toEqual(expect.arrayContaining([expect.objectContaining({ childId: ids.ella, openRanges: [{ start: period.end, end: period.end }] })]))
    })

    // Changed: an answer re-typed the guardian's own sick leave as the questionnaire's OTHER_ABSENCE, and
    // the next answer deleted it.
    it("keeps the guardian's own absence on the answer's days as it is, and a new answer leaves it", async () => {
      const { period } = open.questionnaire
      const week = { start: period.start, end: addDays(period.start, 6) }
      const sick = await post('/absences', anna, {
        childIds: [ids.ella],
        dateRange: { start: week.start, end: addDays(week.start, 1) },
        absenceType: 'SICKLEAVE'
      })
      expect(sick.statusCode).toBe(204)
      const own = await absences(ids.ella, week)
      expect(own.map((a) => a.absence_type)).toEqual(['SICKLEAVE', 'SICKLEAVE'])
      try {
        expect((await post(openUrl(), annaStrong, { openRanges: { [ids.ella]: [week] } })).statusCode).toBe(204)
        // Kuusela takes Ella on weekdays: the two sick days stay, the other three are the answer's.
        expect((await absences(ids.ella, week)).map((a) => a.absence_type)).toEqual(['SICKLEAVE', 'SICKLEAVE', ...Array(3).fill('OTHER_ABSENCE')])
        expect((await post(openUrl(), annaStrong, { openRanges: { [ids.ella]: [] } })).statusCode).toBe(204)
        expect(await absences(ids.ella, week)).toEqual(own)
      } finally {
        await post(openUrl(), annaStrong, { openRanges: { [ids.ella]: [] } })
        await t.platform.db.query('delete from absence where child_id = $1 and date between $2 and $3', [ids.ella, week.start, week.end])
      }
    })

    // Changed: an answer took another questionnaire's absence on its days as its own (re-typed and
    // re-marked), so changing the answer deleted a day the other answer still named.
    it("leaves another questionnaire's absence to that questionnaire", async () => {
      const { period } = open.questionnaire
      const option = { start: period.start, end: addDays(period.start, 6) }
      const day = addDays(period.start, 2)
      const id = await createQuestionnaire({
        type: 'FIXED_PERIOD',
        active: { start: today, end: addDays(today, 1) },
        title: { fi: 'Toinen', sv: 'Andra', en: 'Another' },
        periodOptions: [option]
      })
      const url = `/holiday-period/questionnaire/fixed-period/${id}`
      try {
        expect((await post(openUrl(), annaStrong, { openRanges: { [ids.aino]: [{ start: day, end: day }] } })).statusCode).toBe(204)
        expect((await post(url, anna, { fixedPeriods: { [ids.aino]: option } })).statusCode).toBe(204)
        // Tähtitarha takes Aino every day: the open answer's day stays its type, the six others are this one's.
        expect((await absences(ids.aino, option)).map((a) => a.absence_type)).toEqual([
          'FREE_ABSENCE',
          'FREE_ABSENCE',
          'OTHER_ABSENCE',
          ...Array(4).fill('FREE_ABSENCE')
        ])
        expect((await post(url, anna, { fixedPeriods: { [ids.aino]: null } })).statusCode).toBe(204)
        expect(await absences(ids.aino, option)).toEqual([{ date: day, absence_type: 'OTHER_ABSENCE', staff_marked: false }])
        expect((await post(openUrl(), annaStrong, { openRanges: { [ids.aino]: [] } })).statusCode).toBe(204)
        expect(await absences(ids.aino, option)).toEqual([])
      } finally {
        await post(openUrl(), annaStrong, { openRanges: { [ids.aino]: [] } })
        await t.platform.db.query('delete from absence where child_id = $1 and date between $2 and $3', [ids.aino, option.start, option.end])
        await t.platform.db.query('delete from holiday_questionnaire_answer where questionnaire_id = $1', [id])
        await t.platform.db.query('delete from holiday_questionnaire where id = $1', [id])
      }
    })

    // Changed: an answer wrote any number of preschool days absent, where the absence dialog and the
    // reservation modal refuse over five in a row without an application (spec §5, "every path").
    it('refuses more than five preschool days absent in a row without an application, naming the days', async () => {
      const { reservableRange } = (await get(`/reservations?from=${today}&to=${today}`, anna)).json<{ reservableRange: { start: string; end: string } }>()
      let taught: string[] = []
      for (let monday = addDays(reservableRange.start, 84); taught.length < 10 && monday < addDays(reservableRange.end, -14); monday = addDays(monday, 7)) {
        const dates = await post('/preschool-operational-dates', anna, { range: { start: monday, end: addDays(monday, 11) }, childIds: [ids.ella] })
        taught = (dates.json() as Record<string, string[]>)[ids.ella]!
      }
      expect(taught).toHaveLength(10)
      const period = { start: taught[0]!, end: taught[9]! }
      const id = await createQuestionnaire({
        type: 'OPEN_RANGES',
        absenceType: 'OTHER_ABSENCE',
        active: { start: today, end: addDays(today, 1) },
        title: { fi: 'Pitkä', sv: 'Lång', en: 'Long' },
        period
      })
      const url = `/holiday-period/questionnaire/open-range/${id}`
      const response = await post(url, anna, { openRanges: { [ids.ella]: [period] } })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ errorCode: 'ABSENCE_APPLICATION_REQUIRED' })
      expect(response.json().days).toEqual(taught.map((date) => ({ childId: ids.ella, date, reason: 'CONTINUOUS_ABSENCE' })))
      expect(await absences(ids.ella, period)).toHaveLength(0)
      // Five days are fine, and the answer's own earlier days are replaced, not counted with the new ones.
      expect((await post(url, anna, { openRanges: { [ids.ella]: [{ start: taught[0], end: taught[4] }] } })).statusCode).toBe(204)
      expect((await post(url, anna, { openRanges: { [ids.ella]: [{ start: taught[5], end: taught[9] }] } })).statusCode).toBe(204)
      expect((await absences(ids.ella, period)).map((a) => a.date)).toEqual(taught.slice(5))
      expect((await post(url, anna, { openRanges: { [ids.ella]: [] } })).statusCode).toBe(204)
      await t.platform.db.query('delete from holiday_questionnaire_answer where questionnaire_id = $1', [id])
      await t.platform.db.query('delete from holiday_questionnaire where id = $1', [id])
    })

    // Changed: an answer wrote absences on a preschool-only child's term-break days, which the absence
    // dialog passes over as no care days (and the reservation path refuses, TERM_BREAK).
    it("passes a preschool-only child's term break over, as the absence dialog does", async () => {
      const lumi = (await t.platform.db.query<{ id: string }>('select id from person where ssn = $1', [DEMO_SSN.childWithoutPlacement]))[0]!.id
      const { reservableRange } = (await get(`/reservations?from=${today}&to=${today}`, anna)).json<{ reservableRange: { start: string; end: string } }>()
      const [ella] = await t.platform.db.query<{ unit_id: string }>('select unit_id from placement where child_id = $1', [ids.ella])
      await t.platform.db.query("insert into placement (child_id, unit_id, type, start_date, end_date) values ($1, $2, 'PRESCHOOL', $3, $4)", [
        lumi,
        ella!.unit_id,
        today,
        reservableRange.end
      ])
      try {
        const read = (await get(`/reservations?from=${reservableRange.start}&to=${reservableRange.end}`, anna)).json<{
          days: { date: string; children: { childId: string; scheduleType: string }[] }[]
        }>()
        const dayOf = (type: string) => read.days.find((day) => day.children.some((c) => c.childId === lumi && c.scheduleType === type))!.date
        const [taught, onBreak] = [dayOf('FIXED_SCHEDULE'), dayOf('TERM_BREAK')]
        const period = { start: [taught, onBreak].sort()[0]!, end: [taught, onBreak].sort()[1]! }
        const id = await createQuestionnaire({
          type: 'OPEN_RANGES',
          absenceType: 'OTHER_ABSENCE',
          active: { start: today, end: addDays(today, 1) },
          title: { fi: 'Tauko', sv: 'Paus', en: 'Break' },
          period
        })
        const ranges = [taught, onBreak].sort().map((date) => ({ start: date, end: date }))
        expect((await post(`/holiday-period/questionnaire/open-range/${id}`, anna, { openRanges: { [lumi]: ranges } })).statusCode).toBe(204)
        expect((await absences(lumi, period)).map((a) => a.date)).toEqual([taught])
        await t.platform.db.query('delete from absence where child_id = $1', [lumi])
        await t.platform.db.query('delete from holiday_questionnaire_answer where questionnaire_id = $1', [id])
        await t.platform.db.query('delete from holiday_questionnaire where id = $1', [id])
      } finally {
        await t.platform.db.query('delete from placement where child_id = $1', [lumi])
      }
    })

    it('answers 404 for another family even with a strong login', async () => {
      expect((await post(openUrl(), liisa, { openRanges: { [ids.ella]: [] } })).statusCode).toBe(404)
      expect((await post(openUrl(), pekka, { openRanges: { [ids.ella]: [] } })).statusCode).toBe(404)
    })
  })

  describe('rules without a database', () => {
    it('open ranges: too early, too late, end before start, overlap', () => {
      const period = { start: '2027-02-15', end: '2027-02-28' }
      expect(
        openRangeErrors(
          [
            { start: '2027-02-15', end: '2027-02-16' },
            { start: '2027-02-17', end: '2027-02-17' }
          ],
          period
        )
      ).toEqual({})
      expect(openRangeErrors([{ start: '2027-02-20', end: '2027-02-19' }], period)).toEqual({ '0.end': 'DATE_TOO_EARLY' })
      expect(openRangeErrors([{ start: '', end: '2027-02-19' }], period)).toEqual({ '0.start': 'REQUIRED' })
      expect(
        openRangeErrors(
          [
            { start: '2027-02-16', end: '2027-02-18' },
            { start: '2027-02-18', end: '2027-02-19' }
          ],
          period
        )
      ).toEqual({
        '0.start': 'RANGES_OVERLAP',
        '1.start': 'RANGES_OVERLAP'
      })
    })

    it('continuous placement: contiguous placements count, a gap does not', () => {
      const p = (startDate: string, endDate: string) => ({ startDate, endDate }) as Placement
      const range = { start: '2026-06-01', end: '2026-12-31' }
      expect(placedThrough([p('2026-08-01', '2027-05-31'), p('2025-08-01', '2026-07-31')], range)).toBe(true)
      expect(placedThrough([p('2025-08-01', '2026-07-30'), p('2026-08-01', '2027-05-31')], range)).toBe(false)
      expect(placedThrough([p('2026-08-01', '2027-05-31')], range)).toBe(false)
    })
  })
})
