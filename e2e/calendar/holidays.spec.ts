import type { getActiveQuestionnaires, postFixedPeriodAnswer } from '@pesa/shared/api/calendar'
import type { devCreateAttendance, devCreateHolidayQuestionnaire } from '@pesa/shared/api/dev-api'
import { callApi, type BodyOf } from '../support/api'
import { addDays } from '@pesa/shared/dates'
import { CSRF_HEADER } from '@pesa/shared/protocol'
import { ShellPage } from '../shell/shell.page'
import { DEMO, expect, expectAccessible, test } from '../support/fixtures'
import { CalendarPage } from './calendar.page'
import { storyToday } from '../support/environment'

interface Questionnaire {
  questionnaire: { id: string; type: string; period: { start: string; end: string }; periodOptions: { start: string; end: string }[] }
}

async function questionnaires(calendar: CalendarPage): Promise<{ fixed: Questionnaire; open: Questionnaire }> {
  const list: Questionnaire[] = await callApi<typeof getActiveQuestionnaires>(calendar.page.request, 'get', '/citizen/holiday-period/questionnaire')
  return { fixed: list.find((q) => q.questionnaire.type === 'FIXED_PERIOD')!, open: list.find((q) => q.questionnaire.type === 'OPEN_RANGES')! }
}

test.describe('calendar: holiday questionnaires', () => {
  test('Anna answers the fixed period for Aino; Ella is not eligible and says why; the answer shows as absences and comes back', async ({ page, devApi }) => {
    const calendar = new CalendarPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await calendar.open()
    const { ella, aino } = await calendar.childIds()
    const { fixed } = await questionnaires(calendar)
    const [first] = fixed.questionnaire.periodOptions

    await calendar.qa('open-holidays').click()
    await expect(page).toHaveURL(/modal=holidays/)
    await calendar.qa(`holiday-choose-${fixed.questionnaire.id}`).click()
    await expect(page).toHaveURL(new RegExp(`questionnaire=${fixed.questionnaire.id}`))
    await expect(calendar.qa(`holiday-ineligible-${ella}`)).toContainText('ei ole ollut hoidossa yhtäjaksoisesti')
    await calendar.qa('holiday-save').click()
    await expect(calendar.qa(`holiday-child-${aino}`)).toContainText('Valitse')
    await calendar.qa(`holiday-child-${aino}`).getByRole('radio').first().check()
    await calendar.qa('holiday-save').click()
    await expect(calendar.qa('holiday-modal')).toHaveCount(0)

    const days = (await calendar.reservations(first!.start, first!.end)) as unknown as {
      days: { children: { childId: string; absence: { type: string } | null }[] }[]
    }
    const ainoDays = days.days.flatMap((d) => d.children.filter((c) => c.childId === aino))
    expect(ainoDays.length).toBe(7)
    expect(ainoDays.every((c) => c.absence?.type === 'FREE_ABSENCE')).toBe(true)

    await page.reload()
    await expect(calendar.qa('holiday-modal')).toHaveCount(0)
    await calendar.open(`?modal=holidays&questionnaire=${fixed.questionnaire.id}`)
    await expect(calendar.qa(`holiday-child-${aino}`).getByRole('radio').first()).toBeChecked()
  })

  test('an answer over a day Aino already attended is refused naming the day, and nothing is saved', async ({ page, devApi }) => {
    const calendar = new CalendarPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await calendar.open()
    const { ella, aino } = await calendar.childIds()
    const today = storyToday()
    const option = { start: today, end: addDays(today, 2) }
    const { id } = await callApi<typeof devCreateHolidayQuestionnaire>(page.request, 'post', '/dev-api/calendar/holiday-questionnaires', {
      type: 'FIXED_PERIOD',
      requiresStrongAuth: false,
      active: { start: addDays(today, -1), end: addDays(today, 1) },
      title: { fi: 'Tämän viikon kysely', sv: 'Veckans enkät', en: 'This week' },
      periodOptions: [option]
    })
    await callApi<typeof devCreateAttendance>(page.request, 'post', '/dev-api/calendar/attendances', {
      childSsn: '150223A4580',
      date: today,
      start: '08:00',
      end: null
    })
    await calendar.open(`?modal=holidays&questionnaire=${id}`)
    await calendar.qa(`holiday-child-${ella}`).getByRole('radio').last().check()
    await calendar.qa(`holiday-child-${aino}`).getByRole('radio').first().check()
    await calendar.qa('holiday-save').click()
    await expect(calendar.qa('holiday-error-ATTENDANCE_ALREADY_EXISTS')).toBeVisible()
    await expect(calendar.qa('refused-days')).toContainText(`Aino: ${today.split('-').reverse().join('.')}`)
    await expect(calendar.qa('holiday-modal')).toBeVisible()
    const days = (await calendar.reservations(option.start, option.end)) as unknown as { days: { children: { childId: string; absence: unknown }[] }[] }
    expect(days.days.flatMap((d) => d.children.filter((c) => c.childId === aino && c.absence !== null))).toEqual([])
  })

  test('the strong-login questionnaire: lock and identification back to the modal, range errors at the fields, answers as absences', async ({
    page,
    devApi
  }) => {
    const calendar = new CalendarPage(page)
    const shell = new ShellPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await calendar.open()
    const { ella } = await calendar.childIds()
    const { open } = await questionnaires(calendar)
    const { period } = open.questionnaire

    await calendar.open('?modal=holidays')
    await calendar.qa(`holiday-strong-login-${open.questionnaire.id}`).click()
    await expect(page).toHaveURL(/\/api\/citizen\/auth\/sfi\/login\?RelayState=/)
    await shell.identifyAs(DEMO.anna.ssn)
    await expect(page).toHaveURL(new RegExp(`/calendar\\?modal=holidays&questionnaire=${open.questionnaire.id}`))
    await expect(calendar.qa(`holiday-child-${ella}`)).toBeVisible()

    await calendar.qa(`holiday-add-${ella}`).click()
    await calendar.dateRange(`holiday-range-${ella}-0`, addDays(period.start, -1), period.start)
    await expect(calendar.qa(`holiday-range-${ella}-0`)).toContainText('Päivämäärä on liian aikaisin')
    await expect(calendar.qa('holiday-save')).toBeDisabled()
    await calendar.dateRange(`holiday-range-${ella}-0`, period.start, addDays(period.start, 2))
    await calendar.qa(`holiday-add-${ella}`).click()
    await calendar.dateRange(`holiday-range-${ella}-1`, addDays(period.start, 2), addDays(period.start, 3))
    await expect(calendar.qa(`holiday-range-${ella}-1`)).toContainText('Päivämäärävälit menevät päällekkäin')
    await calendar.dateRange(`holiday-range-${ella}-1`, period.end, addDays(period.end, 1))
    await expect(calendar.qa(`holiday-range-${ella}-1`)).toContainText('Päivämäärä on liian myöhään')
    await calendar.qa(`holiday-remove-${ella}-1`).click()
    await expect(calendar.qa('holiday-save')).toBeEnabled()
    await calendar.qa('holiday-save').click()
    await expect(calendar.qa('holiday-modal')).toHaveCount(0)

    const data = (await calendar.reservations(period.start, addDays(period.start, 2))) as unknown as {
      days: { children: { childId: string; absence: { type: string } | null }[] }[]
    }
    const ellaDays = data.days.flatMap((d) => d.children.filter((c) => c.childId === ella))
    expect(ellaDays.length).toBeGreaterThan(0)
    expect(ellaDays.every((c) => c.absence?.type === 'OTHER_ABSENCE')).toBe(true)
  })

  test('a weak session sees the action unlocked while one questionnaire needs no strong login; Liisa cannot answer for Anna’s child', async ({
    page,
    devApi
  }) => {
    const calendar = new CalendarPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await calendar.open()
    const { aino } = await calendar.childIds()
    const { fixed } = await questionnaires(calendar)
    await expect(calendar.qa('open-holidays')).toBeVisible()
    await devApi.login(DEMO.liisa.ssn, 'STRONG')
    // raw: the refusal (404) is what is asserted
    const response = await page.request.post(`/api/citizen/holiday-period/questionnaire/fixed-period/${fixed.questionnaire.id}`, {
      data: { fixedPeriods: { [aino]: null } } satisfies BodyOf<typeof postFixedPeriodAnswer>,
      headers: { [CSRF_HEADER]: '1' }
    })
    expect(response.status()).toBe(404)
  })

  for (const lang of ['fi', 'sv', 'en'] as const) {
    test(`the holiday modals are accessible in ${lang}`, async ({ page, devApi }) => {
      test.setTimeout(90_000)
      const calendar = new CalendarPage(page)
      await devApi.login(DEMO.anna.ssn, 'STRONG')
      await calendar.open(`?lang=${lang}`)
      const { fixed, open } = await questionnaires(calendar)
      await calendar.open(`?lang=${lang}&modal=holidays`)
      await expect(calendar.qa('holiday-questionnaires')).toBeVisible()
      await expectAccessible(page)
      await calendar.qa(`holiday-choose-${fixed.questionnaire.id}`).click()
      await expect(calendar.qa('holiday-save')).toBeVisible()
      await expectAccessible(page)
      await calendar.qa('holiday-cancel').click()
      await calendar.open(`?lang=${lang}&modal=holidays&questionnaire=${open.questionnaire.id}`)
      const { ella } = await calendar.childIds()
      await calendar.qa(`holiday-add-${ella}`).click()
      await expectAccessible(page)
    })
  }
})
