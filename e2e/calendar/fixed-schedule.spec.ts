import type { getReservations, postAbsences, postReservations } from '@pesa/shared/api/calendar'
import type { devCreatePlacement } from '@pesa/shared/api/dev-api'
import { addDays } from '@pesa/shared/dates'
import { callApi, type AnswerOf, type BodyOf } from '../support/api'
import { formatFinnishDate } from '@pesa/shared/validators'
import { DEMO, expect, expectAccessible, test, type DevApi } from '../support/fixtures'
import { CalendarPage } from './calendar.page'
import { storyToday } from '../support/environment'

/** Lumi, Anna's child without a placement in the demo data (README). */
const LUMI_SSN = '020225A794Y'

type Reservations = AnswerOf<typeof getReservations>

const childOf = (data: Reservations, date: string, childId: string) => data.days.find((day) => day.date === date)?.children.find((c) => c.childId === childId)
const weekOf = (monday: string) => [0, 1, 2, 3, 4].map((offset) => addDays(monday, offset))

/**
 * Anna logged in, Lumi placed in preschool at Kuusela from today through the dev API, and the first
 * Monday after the reservable range's first week starting a week of Lumi's preschool days (not a
 * term break, no holiday period) where Aino's days are free to reserve, and the next Monday such a
 * preschool day too.
 */
async function lumiInPreschool(calendar: CalendarPage, devApi: DevApi) {
  const today = storyToday()
  await devApi.login(DEMO.anna.ssn, 'WEAK')
  const { ella, aino, range } = await calendar.childIds()
  await callApi<typeof devCreatePlacement>(calendar.page.request, 'post', '/dev-api/placements', {
    childSsn: LUMI_SSN,
    unitName: 'Päiväkoti Kuusela',
    type: 'PRESCHOOL',
    startDate: today,
    endDate: range.end
  })
  const read: Reservations = await calendar.reservations(range.start, range.end)
  const lumi = read.children.find((c) => c.firstName.startsWith('Lumi'))!.id
  let monday = addDays(range.start, 7)
  while (
    !weekOf(monday).every((date) => {
      const [lumiDay, ainoDay] = [childOf(read, date, lumi), childOf(read, date, aino)]
      return (
        lumiDay?.scheduleType === 'FIXED_SCHEDULE' &&
        !lumiDay.holidayPeriodEffect &&
        ainoDay &&
        !ainoDay.holidayPeriodEffect &&
        ainoDay.reservations.length === 0 &&
        !ainoDay.absence
      )
    }) ||
    !(childOf(read, addDays(monday, 7), lumi)?.scheduleType === 'FIXED_SCHEDULE' && !childOf(read, addDays(monday, 7), lumi)?.holidayPeriodEffect)
  ) {
    monday = addDays(monday, 7)
    expect(monday < range.end, 'a week of preschool days in the reservable range').toBe(true)
  }
  return { ella, aino, lumi, monday }
}

/** The reservation modal open with Lumi alone chosen: Ella and Aino unchecked. */
async function forLumiAlone(calendar: CalendarPage, { ella, aino, lumi }: { ella: string; aino: string; lumi: string }) {
  await expect(calendar.qa('reservation-modal')).toBeVisible()
  await calendar.qa(`reservation-child-${ella}`).uncheck()
  await calendar.qa(`reservation-child-${aino}`).uncheck()
  await expect(calendar.qa(`reservation-child-${lumi}`)).toBeChecked()
}

/**
 * A child placed in preschool alone keeps the unit's set hours (FIXED_SCHEDULE, api/src/calendar/DECISIONS.md):
 * the day takes present or absent, not times. The demo data has no such child: Lumi is placed in
 * preschool at Kuusela through the dev API.
 */
test.describe('calendar: a child in preschool alone (fixed schedule)', () => {
  // The calendar's view of Lumi's days and the week's reservation were one test: on the PostgreSQL
  // server beside the PGlite API tests (CI of stop 48) its four axe scans and the week's save ran past
  // 90 s on both tries. Two tests, each with its own setup, check the same.
  test("Anna sees Lumi's preschool days as set, in fi, sv and en, and in the day modal", async ({ page, devApi }) => {
    const calendar = new CalendarPage(page)
    const { lumi, monday } = await lumiInPreschool(calendar, devApi)
    const states = { fi: 'Esiopetuksen aikataulu', sv: 'Förskolans schema', en: 'Preschool schedule' }
    for (const lang of ['fi', 'sv', 'en'] as const) {
      await calendar.open(`?lang=${lang}`)
      const lumiDay = (await calendar.day(monday)).locator(`[data-qa="child-day-${lumi}"]`)
      await expect(lumiDay).toHaveAttribute('data-state', 'fixedSchedule')
      await expect(lumiDay).toContainText(states[lang])
      await expectAccessible(page)
    }
    await calendar.open('?lang=fi')
    await (await calendar.day(monday)).click()
    await expect(calendar.qa(`day-child-${lumi}`).locator('[data-qa="day-state"]')).toHaveText(states.fi)
    await calendar.qa('day-close').click()
    await expect(calendar.qa('day-modal')).toHaveCount(0)
  })

  test("Anna reserves a week for Lumi and Aino (Lumi's days present without times, Aino's her times), and answers Lumi's day present or absent only", async ({
    page,
    devApi
  }) => {
    const calendar = new CalendarPage(page)
    const { ella, aino, lumi, monday } = await lumiInPreschool(calendar, devApi)
    const week = weekOf(monday)
    const friday = week[4]!
    // Lumi is away on the Wednesday: the week's save answers that day too (present), nothing left out.
    await callApi<typeof postAbsences>(page.request, 'post', '/citizen/absences', {
      childIds: [lumi],
      dateRange: { start: week[2]!, end: week[2]! },
      absenceType: 'OTHER_ABSENCE'
    })
    await calendar.open('?lang=fi')

    // The week for Lumi and Aino (Ella left out), the same times every day.
    const sent: BodyOf<typeof postReservations>[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/citizen/reservations') sent.push(request.postDataJSON())
    })
    await calendar.qa('open-reservations').click()
    await expect(calendar.qa('reservation-modal')).toBeVisible()
    await calendar.qa(`reservation-child-${ella}`).uncheck()
    await expect(calendar.qa(`reservation-child-${lumi}`)).toBeChecked()
    await expect(calendar.qa(`reservation-child-${aino}`)).toBeChecked()
    await calendar.dateRange('reservation-range', monday, friday)
    await calendar.time('start-daily-0', '08:00')
    await calendar.time('end-daily-0', '16:00')
    // Beside Aino's times, Lumi is named with her set schedule and what she is saved as.
    await expect(calendar.qa(`reservation-fixed-schedule-${lumi}`)).toHaveText(
      'Lumi: esiopetuksen tai kerhon aikataulu, aikoja ei tarvita. Päivät, joille annat ajat, tallentuvat hänelle läsnäoloiksi.'
    )
    await expect(calendar.qa(`reservation-fixed-schedule-${aino}`)).toHaveCount(0)
    await expect(calendar.qa('choice-daily')).toHaveCount(0)
    await expectAccessible(page)
    await calendar.qa('reservation-save').click()
    await expect(calendar.qa('reservation-modal')).toHaveCount(0)

    // Every day of both children was sent: Lumi's as present, Aino's with the times.
    expect(sent).toHaveLength(1)
    const items = sent[0]!
    expect(items.filter((item) => item.childId === lumi)).toEqual(week.map((date) => ({ childId: lumi, date, type: 'PRESENT' })))
    expect(items.filter((item) => item.childId === aino).map((item) => [item.date, item.type])).toEqual(week.map((date) => [date, 'RESERVATIONS']))
    expect(items.filter((item) => item.childId === ella)).toEqual([])

    // Stored: Lumi present on each day (no times, the Wednesday's absence gone), Aino reserved 08:00–16:00.
    const after = await calendar.reservations(monday, friday)
    for (const date of week) {
      expect(childOf(after, date, lumi)).toMatchObject({ scheduleType: 'FIXED_SCHEDULE', reservations: [], absence: null })
      expect(childOf(after, date, aino)!.reservations).toEqual([{ type: 'TIMES', range: { start: '08:00', end: '16:00' } }])
    }
    for (const date of week) {
      const day = await calendar.day(date)
      await expect(day.locator(`[data-qa="child-day-${lumi}"]`)).toHaveAttribute('data-state', 'fixedSchedule')
      await expect(day.locator(`[data-qa="child-day-${aino}"]`)).toHaveAttribute('data-state', 'reserved')
    }

    // The day modal asks Lumi's day only whether she is away (Aino's still her times): away on the
    // Thursday, then back, saved as present without any time to type.
    const thursday = week[3]!
    await callApi<typeof postAbsences>(page.request, 'post', '/citizen/absences', {
      childIds: [lumi],
      dateRange: { start: thursday, end: thursday },
      absenceType: 'OTHER_ABSENCE'
    })
    await calendar.open('?lang=fi')
    await (await calendar.day(thursday)).click()
    await calendar.qa('day-edit').click()
    const lumiRow = calendar.qa(`day-child-${lumi}`)
    await expect(lumiRow.locator(`[data-qa="absent-${lumi}"]`)).toBeChecked()
    await expect(lumiRow.locator(`[data-qa="not-set-${lumi}"]`)).toHaveCount(0)
    await expect(calendar.qa(`day-child-${aino}`).locator(`[data-qa="start-${aino}-0"]`)).toHaveValue('08:00')
    await lumiRow.locator(`[data-qa="absent-${lumi}"]`).uncheck()
    await expect(lumiRow.locator(`[data-qa="start-${lumi}-0"]`)).toHaveCount(0)
    await expectAccessible(page)
    await calendar.qa('day-save').click()
    await expect(calendar.qa('day-edit')).toBeVisible()
    expect(sent.slice(1)).toEqual([[{ childId: lumi, date: thursday, type: 'PRESENT' }]])
    expect(childOf(await calendar.reservations(thursday, thursday), thursday, lumi)).toMatchObject({ reservations: [], absence: null })
  })

  // Only Lumi chosen: no time fields, the days' choice instead, and Save waits for it; in each language,
  // a test each (all three in one test took past a minute on a loaded CI machine).
  const LUMI_ALONE_TEXTS = {
    fi: {
      note: 'Lumi: esiopetuksen tai kerhon aikataulu, aikoja ei tarvita.',
      choices: ['Läsnä (esiopetuksen tai kerhon aikataulun mukaan)', 'Poissa', 'Ei ilmoitusta (tyhjennä päivä)']
    },
    sv: {
      note: 'Lumi: förskolans eller klubbens schema, inga tider behövs.',
      choices: ['Närvarande (enligt förskolans eller klubbens schema)', 'Frånvarande', 'Ingen anmälan (töm dagen)']
    },
    en: {
      note: 'Lumi: preschool or club schedule, no times needed.',
      choices: ['Present (on the preschool or club schedule)', 'Absent', 'Not set (clear the day)']
    }
  }
  for (const lang of ['fi', 'sv', 'en'] as const) {
    test(`Anna chooses Lumi alone in the reservation modal: present, absent or not set, no times, Save waits for a choice; accessible in ${lang}`, async ({
      page,
      devApi
    }) => {
      const calendar = new CalendarPage(page)
      const ids = await lumiInPreschool(calendar, devApi)
      await calendar.open(`?lang=${lang}&modal=reservations&startDate=${ids.monday}&endDate=${addDays(ids.monday, 7)}`)
      await forLumiAlone(calendar, ids)
      await expect(calendar.qa(`reservation-fixed-schedule-${ids.lumi}`)).toHaveText(LUMI_ALONE_TEXTS[lang].note)
      const choice = calendar.qa('choice-daily')
      for (const label of LUMI_ALONE_TEXTS[lang].choices) await expect(choice.getByRole('radio', { name: label, exact: true })).not.toBeChecked()
      await expect(choice.getByRole('radio')).toHaveCount(3)
      await expect(calendar.qa('reservation-modal').locator('[data-qa^="start-"], [data-qa^="end-"]')).toHaveCount(0)
      await expect(calendar.qa('reservation-save')).toBeDisabled()
      await expectAccessible(page)
    })
  }

  test("Anna answers Lumi's days alone without times by keyboard: absent, present or not set; a refusal names Lumi and the days", async ({ page, devApi }) => {
    const calendar = new CalendarPage(page)
    const ids = await lumiInPreschool(calendar, devApi)
    const { lumi, monday } = ids
    const week = weekOf(monday)
    const [friday, nextMonday] = [week[4]!, addDays(monday, 7)]
    const sent: BodyOf<typeof postReservations>[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/citizen/reservations') sent.push(request.postDataJSON())
    })
    await calendar.open(`?lang=fi&modal=reservations&startDate=${monday}&endDate=${nextMonday}`)
    await forLumiAlone(calendar, ids)

    // By keyboard: Tab from the range's end reaches the choice, the arrow moves to "absent" and chooses it.
    await calendar.qa('reservation-range-end').focus()
    const inChoice = () => page.evaluate(() => document.activeElement?.closest('[data-qa="choice-daily"]') !== null)
    for (let step = 0; step < 30 && !(await inChoice()); step++) await page.keyboard.press('Tab')
    expect(await inChoice(), 'Tab reaches the choice').toBe(true)
    await expect(calendar.qa('choice-daily').locator('input[value="PRESENT"]')).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(calendar.qa('choice-daily').locator('input[value="ABSENT"]')).toBeChecked()
    await expect(calendar.qa('reservation-save')).toBeEnabled()
    await calendar.qa('reservation-save').focus()
    await page.keyboard.press('Enter')

    // Six preschool days away in a row need an application: refused, nothing saved, Lumi and each day named.
    await expect(calendar.qa('reservation-error-ABSENCE_APPLICATION_REQUIRED')).toBeVisible()
    const refused = calendar.qa('reservation-error-ABSENCE_APPLICATION_REQUIRED').locator('[data-qa="refused-days"]')
    await expect(refused).toContainText('Lumi: ')
    for (const date of [...week, nextMonday]) await expect(refused).toContainText(formatFinnishDate(date))
    expect(sent).toEqual([[...week, nextMonday].map((date) => ({ childId: lumi, date, type: 'ABSENT' }))])
    expect(childOf(await calendar.reservations(monday, nextMonday), monday, lumi)).toMatchObject({ absence: null })

    // The week only: saved, each day absent for Lumi alone.
    await calendar.dateRange('reservation-range', monday, friday)
    await expect(calendar.qa('choice-daily').locator('input[value="ABSENT"]')).toBeChecked()
    await calendar.qa('reservation-save').click()
    await expect(calendar.qa('reservation-modal')).toHaveCount(0)
    expect(sent[1]).toEqual(week.map((date) => ({ childId: lumi, date, type: 'ABSENT' })))
    let after = await calendar.reservations(monday, friday)
    for (const date of week) expect(childOf(after, date, lumi)!.absence).toMatchObject({ type: 'OTHER_ABSENCE' })

    // Day by day: Monday present, Tuesday not set, the rest left as they are (not sent).
    await calendar.open(`?lang=fi&modal=reservations&startDate=${monday}&endDate=${friday}`)
    await forLumiAlone(calendar, ids)
    await calendar.qa('reservation-modal').getByRole('radio', { name: 'Vaihtelevasti' }).check()
    await expect(calendar.qa(`choice-${week[2]}`)).toBeVisible()
    await calendar.qa(`choice-${monday}`).locator('input[value="PRESENT"]').check()
    await calendar.qa(`choice-${week[1]}`).locator('input[value="NOTHING"]').check()
    await expectAccessible(page)
    await calendar.qa('reservation-save').click()
    await expect(calendar.qa('reservation-modal')).toHaveCount(0)
    expect(sent[2]).toEqual([
      { childId: lumi, date: monday, type: 'PRESENT' },
      { childId: lumi, date: week[1], type: 'NOTHING' }
    ])
    after = await calendar.reservations(monday, friday)
    expect(week.map((date) => [date, childOf(after, date, lumi)!.absence?.type ?? null])).toEqual(
      week.map((date, index) => [date, index < 2 ? null : 'OTHER_ABSENCE'])
    )
    expect(childOf(after, monday, lumi)!.reservations).toEqual([])
    await expect((await calendar.day(monday)).locator(`[data-qa="child-day-${lumi}"]`)).toHaveAttribute('data-state', 'fixedSchedule')
    await expect((await calendar.day(week[2]!)).locator(`[data-qa="child-day-${lumi}"]`)).toHaveAttribute('data-state', 'absent')
  })
})
