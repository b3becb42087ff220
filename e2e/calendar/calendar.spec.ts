import type { getPreschoolOperationalDates, postReservations } from '@pesa/shared/api/calendar'
import type { devCreateAttendance } from '@pesa/shared/api/dev-api'
import { callApi, type BodyOf } from '../support/api'
import { addDays, addMonths, isoWeekday } from '@pesa/shared/dates'
import { DEMO, expect, expectAccessible, test } from '../support/fixtures'
import { CalendarPage } from './calendar.page'
import { storyToday } from '../support/environment'

const month = (date: string, months = 0) => addMonths(`${date.slice(0, 7)}-01`, months).slice(0, 7)
const mondayOf = (date: string) => addDays(date, 1 - isoWeekday(date))
/** ISO 8601: the week of the date's Thursday, counted from the year's first Thursday. */
const isoWeek = (date: string) => {
  const thursday = addDays(mondayOf(date), 3)
  return Math.floor((Date.parse(`${thursday}T00:00:00Z`) - Date.parse(`${thursday.slice(0, 4)}-01-01T00:00:00Z`)) / (7 * 86_400_000)) + 1
}

test.describe('calendar: the desktop grid and the phone list', () => {
  test('Anna pages a grid of seven-day weeks on a desktop, reading earlier months as she goes back', async ({ page, devApi }) => {
    const calendar = new CalendarPage(page)
    const today = storyToday()
    const reads: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/citizen/reservations?')) reads.push(new URL(request.url()).searchParams.get('from')!)
    })
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await calendar.open()
    const table = calendar.qa('calendar-grid').locator('table')
    await expect(table).toHaveAttribute('data-qa', `month-${month(today)}`)
    // Aino's shift care takes her on weekends: seven columns, Monday first, the week's number at each row.
    await expect(table).toHaveAttribute('data-columns', '7')
    await expect(table.locator('thead th')).toHaveText(['Vko', 'ma', 'ti', 'ke', 'to', 'pe', 'la', 'su'])
    const todayCell = calendar.qa(`day-${today}`)
    await expect(todayCell).toHaveAttribute('aria-current', 'date')
    await expect(table.locator('tbody tr', { has: todayCell }).locator('th')).toHaveText(String(isoWeek(today)))
    await expect(table.locator('tbody tr').first().locator('td')).toHaveCount(7)
    await expect(calendar.qa('calendar-list')).toHaveCount(0)
    await expect(calendar.qa('open-actions')).toHaveCount(0)
    await expect(calendar.qa('month-today')).toBeDisabled()

    // The month before is in the first read; the one before that is read when asked for.
    await calendar.qa('month-previous').click()
    await expect(table).toHaveAttribute('data-qa', `month-${month(today, -1)}`)
    expect(new Set(reads)).toEqual(new Set([mondayOf(`${month(today, -1)}-01`)]))
    await calendar.qa('month-previous').click()
    await expect(table).toHaveAttribute('data-qa', `month-${month(today, -2)}`)
    await expect(table.locator(`[data-qa^="day-${month(today, -2)}-"]`).first()).toBeVisible()
    expect(reads).toContain(mondayOf(`${month(today, -2)}-01`))
    await calendar.qa('month-today').click()
    await expect(table).toHaveAttribute('data-qa', `month-${month(today)}`)
    await calendar.qa('month-next').click()
    await expect(table).toHaveAttribute('data-qa', `month-${month(today, 1)}`)
    await (await calendar.day(`${month(today, 1)}-15`)).click()
    await expect(calendar.qa('day-modal')).toBeVisible()
  })

  test('Liisa, whose child is taken on weekdays only, has five columns', async ({ page, devApi }) => {
    const calendar = new CalendarPage(page)
    await devApi.login(DEMO.liisa.ssn, 'WEAK')
    await calendar.open()
    const table = calendar.qa('calendar-grid').locator('table')
    await expect(table).toHaveAttribute('data-columns', '5')
    await expect(table.locator('thead th')).toHaveText(['Vko', 'ma', 'ti', 'ke', 'to', 'pe'])
  })

  test('on a phone the months are a list with week headings, earlier months on request, the actions behind one button', async ({ page, devApi }) => {
    const calendar = new CalendarPage(page)
    const today = storyToday()
    await page.setViewportSize({ width: 375, height: 740 })
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await calendar.open()
    const list = calendar.qa('calendar-list')
    await expect(calendar.qa('calendar-grid')).toHaveCount(0)
    await expect(calendar.qa('open-reservations')).toHaveCount(0)
    await expect(list.locator(`[data-qa="month-${month(today)}"] h3`).first()).toHaveText(`Viikko ${isoWeek(`${month(today)}-01`)}`)
    await expect(list.locator(`[data-qa="month-${month(today, 2)}"]`)).toBeAttached()
    await expect(list.locator(`[data-qa="month-${month(today, -1)}"]`)).toHaveCount(0)
    for (const back of [-1, -2]) {
      await calendar.qa('show-earlier').click()
      await expect(list.locator(`[data-qa="month-${month(today, back)}"]`)).toBeVisible()
    }

    await calendar.qa('open-actions').click()
    await expect(page).toHaveURL(/modal=actions/)
    await calendar.qa('actions-modal').locator('[data-qa="open-absences"]').click()
    await expect(calendar.qa('absence-modal')).toBeVisible()
    await expect(calendar.qa('actions-modal')).toHaveCount(0)
    // The chosen action took the picker's place: Back leaves both.
    await page.goBack()
    await expect(calendar.qa('absence-modal')).toHaveCount(0)
    await expect(page).not.toHaveURL(/modal=/)
  })
})

test.describe('calendar: reservations and absences', () => {
  test('Anna reserves a week for Ella and Aino; it stays after a reload and Mikko sees it', async ({ page, devApi }) => {
    const calendar = new CalendarPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await calendar.open()
    const { ella, aino, week } = await calendar.childIds()
    const monday = await calendar.plainWeek(addDays(week, 7), [ella, aino])

    await calendar.qa('open-reservations').click()
    await expect(page).toHaveURL(/modal=reservations/)
    await calendar.dateRange('reservation-range', monday, addDays(monday, 4))
    await page.getByRole('radio', { name: 'Viikoittain' }).check()
    for (const weekday of [1, 2, 3, 4, 5]) {
      await calendar.time(`start-${weekday}-0`, '8.00')
      await calendar.time(`end-${weekday}-0`, '16:00')
    }
    await calendar.qa('reservation-save').click()
    await expect(calendar.qa('reservation-modal')).toHaveCount(0)
    await expect(await calendar.day(monday)).toBeAttached()

    await page.reload()
    await expect(calendar.qa('calendar-page')).toBeVisible()
    await expect((await calendar.day(monday)).locator(`[data-qa="child-day-${ella}"]`)).toHaveAttribute('data-state', 'reserved')

    await devApi.login(DEMO.mikko.ssn, 'WEAK')
    const seen = await calendar.reservations(monday, addDays(monday, 4))
    expect(seen.days.every((day) => day.children.filter((c) => [ella, aino].includes(c.childId)).length === 2)).toBe(true)
    const days = seen.days as unknown as { children: { childId: string; reservations: unknown[] }[] }[]
    expect(
      days
        .flatMap((d) => d.children)
        .every((c) => JSON.stringify(c.reservations) === JSON.stringify([{ type: 'TIMES', range: { start: '08:00', end: '16:00' } }]))
    ).toBe(true)
  })

  test("a time outside Ella's hours shows 'range' at the field, keeps save disabled and the input", async ({ page, devApi }) => {
    const calendar = new CalendarPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await calendar.open()
    const { range } = await calendar.childIds()
    await calendar.open(`?modal=reservations&startDate=${range.start}&endDate=${range.start}`)
    await expect(calendar.qa('reservation-modal')).toBeVisible()
    await calendar.time('start-daily-0', '05:00')
    await calendar.time('end-daily-0', '16:00')
    await expect(calendar.qa('reservation-modal')).toContainText('Aika ei ole yksikön aukioloaikojen sisällä')
    await expect(calendar.qa('reservation-save')).toBeDisabled()
    await expect(calendar.qa('start-daily-0')).toHaveValue('05:00')
  })

  test("the reservation modal names each child whose times are outside its unit's hours, with the hours, in fi, sv and en", async ({ page, devApi }) => {
    const calendar = new CalendarPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await calendar.open()
    const { ella, aino, range } = await calendar.childIds()
    const day = (await calendar.reservations(range.start, range.start)).days[0] as unknown as {
      children: { childId: string; reservableTimeRange: { range?: { start: string; end: string } } }[]
    }
    const hours = day.children.find((c) => c.childId === ella)!.reservableTimeRange.range!
    const texts = {
      fi: `Ella: aika on yksikön aukioloaikojen ${hours.start}–${hours.end} ulkopuolella`,
      sv: `Ella: tiden är utanför enhetens öppettider ${hours.start}–${hours.end}`,
      en: `Ella: outside the unit's hours ${hours.start}–${hours.end}`
    }
    for (const lang of ['fi', 'sv', 'en'] as const) {
      await calendar.open(`?lang=${lang}&modal=reservations&startDate=${range.start}&endDate=${addDays(range.start, 13)}`)
      await expect(calendar.qa('reservation-modal')).toBeVisible()
      await calendar.time('start-daily-0', '05:00')
      await calendar.time('end-daily-0', '16:00')
      await expect(calendar.qa(`reservation-outside-hours-${ella}`)).toHaveText(texts[lang])
      // Aino is in shift care, open round the clock: 05:00 is within her hours.
      await expect(calendar.qa(`reservation-outside-hours-${aino}`)).toHaveCount(0)
      await expect(calendar.qa('reservation-save')).toBeDisabled()
      await calendar.time('start-daily-0', '08:00')
      await expect(calendar.qa(`reservation-outside-hours-${ella}`)).toHaveCount(0)
      await expect(calendar.qa('reservation-save')).toBeEnabled()
    }
  })

  test('Aino overnight in two parts saves; after the clock passes the threshold the save is refused and the input kept', async ({ page, devApi }) => {
    const calendar = new CalendarPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await calendar.open()
    const { ella, aino, week } = await calendar.childIds()
    // A Tuesday of a plain week after the seeded week, whose Monday and Tuesday hold Aino's seeded night.
    const day = addDays(await calendar.plainWeek(addDays(week, 7), [ella, aino]), 1)
    await calendar.open(`?modal=reservations&startDate=${day}&endDate=${addDays(day, 1)}`)
    await calendar.qa(`reservation-child-${ella}`).uncheck()
    await page.getByRole('radio', { name: 'Vaihtelevasti' }).check()
    await calendar.time(`start-${day}-0`, '18:00')
    await calendar.time(`end-${day}-0`, '23:59')
    await calendar.time(`start-${addDays(day, 1)}-0`, '00:00')
    await calendar.time(`end-${addDays(day, 1)}-0`, '06:00')
    await calendar.qa('reservation-save').click()
    await expect(calendar.qa('reservation-modal')).toHaveCount(0)
    const saved = (await calendar.reservations(day, addDays(day, 1))) as unknown as { days: { children: { childId: string; reservations: unknown[] }[] }[] }
    expect(saved.days.map((d) => d.children.find((c) => c.childId === aino)!.reservations)).toEqual([
      [{ type: 'TIMES', range: { start: '18:00', end: '23:59' } }],
      [{ type: 'TIMES', range: { start: '00:00', end: '06:00' } }]
    ])

    await calendar.open(`?modal=reservations&startDate=${week}&endDate=${week}`)
    await calendar.time('start-daily-0', '07:00')
    await calendar.time('end-daily-0', '15:00')
    // Staff plan the week: the server's clock moves past the threshold while the modal is open.
    await page.evaluate(
      (now) => {
        Object.assign(((window as unknown as { __pesaTest?: object }).__pesaTest ??= {}), { mockedTime: now })
      },
      `${addDays(week, 1)}T08:00:00+02:00`
    )
    await calendar.qa('reservation-save').click()
    await expect(calendar.qa('reservation-error-NON_RESERVABLE_DAYS')).toContainText('Osaa valituista päivistä ei voi varata')
    await expect(calendar.qa('start-daily-0')).toHaveValue('07:00')
    await expect(calendar.qa('end-daily-0')).toHaveValue('15:00')
  })

  test('the day modal shows a staff-marked absence read-only and opens the reservation of several days', async ({ page, devApi }) => {
    const calendar = new CalendarPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await calendar.open()
    const { ella, aino, week } = await calendar.childIds()
    await calendar.open(`?day=${addDays(week, 3)}`)
    await expect(calendar.qa(`day-child-${ella}`).locator('[data-qa="staff-marked"]')).toBeVisible()
    // Editing that day leaves Ella's staff-marked absence read-only: only Aino has fields.
    await calendar.qa('day-edit').click()
    await expect(calendar.qa(`times-${ella}`)).toHaveCount(0)
    await expect(calendar.qa(`times-${aino}`)).toBeVisible()
    await calendar.qa('day-cancel').click()
    await calendar.qa('day-previous').click()
    await expect(page).toHaveURL(new RegExp(`day=${addDays(week, 2)}`))
    await calendar.qa('day-edit-multiple').click()
    await expect(calendar.qa('reservation-modal')).toBeVisible()
    await page.goBack()
    await expect(calendar.qa('reservation-modal')).toHaveCount(0)
  })

  test('absences: over five preschool days links to an application, sick leave saves, an attended day is refused', async ({ page, devApi }) => {
    const calendar = new CalendarPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await calendar.open()
    const { ella, aino, range } = await calendar.childIds()
    // Nine days from three weeks ahead holding over five days of Ella's preschool (a term break has none).
    const operational = await callApi<typeof getPreschoolOperationalDates>(page.request, 'post', '/citizen/preschool-operational-dates', {
      range: { start: addDays(range.start, 21), end: addDays(range.start, 120) },
      childIds: [ella]
    })
    const preschoolDays = operational[ella]!
    const start = preschoolDays.find((date) => preschoolDays.filter((d) => d >= date && d <= addDays(date, 8)).length > 5)!
    await calendar.qa('open-absences').click()
    await calendar.qa(`absence-child-${aino}`).uncheck()
    await calendar.dateRange('absence-range', start, addDays(start, 8))
    await page.getByRole('radio', { name: 'Muu poissaolo' }).check()
    await expect(calendar.qa(`absence-application-needed-${ella}`).getByRole('link')).toHaveAttribute('href', `/children/${ella}/absence-application`)
    await expect(calendar.qa('absence-save')).toBeDisabled()
    await page.getByRole('radio', { name: 'Sairaus' }).check()
    await calendar.qa('absence-save').click()
    await expect(calendar.qa('absence-modal')).toHaveCount(0)
    const saved = (await calendar.reservations(start, start)) as unknown as { days: { children: { childId: string; absence: unknown }[] }[] }
    expect(saved.days[0]!.children.find((c) => c.childId === ella)!.absence).toEqual({ type: 'SICKLEAVE', editable: true })

    const attended = addDays(range.start, 29)
    await callApi<typeof devCreateAttendance>(page.request, 'post', '/dev-api/calendar/attendances', {
      childSsn: '150223A4580',
      date: attended,
      start: '08:00',
      end: null
    })
    await calendar.qa('open-absences').click()
    await calendar.dateRange('absence-range', attended, attended)
    await page.getByRole('radio', { name: 'Sairaus' }).check()
    await calendar.qa('absence-save').click()
    await expect(calendar.qa('absence-error-ATTENDANCE_ALREADY_EXISTS')).toBeVisible()
    await expect(calendar.qa('absence-range-start')).toHaveValue(attended.split('-').reverse().join('.'))
  })

  test('Liisa does not see the calendar of Anna’s children, and a guardian without the feature has no calendar', async ({ page, devApi }) => {
    const calendar = new CalendarPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await calendar.open()
    const { ella, range } = await calendar.childIds()
    await devApi.login(DEMO.liisa.ssn, 'WEAK')
    // raw: the refusal (404) is what is asserted
    const response = await page.request.post('/api/citizen/reservations', {
      data: [{ childId: ella, date: range.start, type: 'ABSENT' }] satisfies BodyOf<typeof postReservations>,
      headers: { 'x-pesa-csrf': '1' }
    })
    expect(response.status()).toBe(404)
    await devApi.login(DEMO.pekka.ssn, 'WEAK')
    await page.goto('/calendar')
    await expect(calendar.qa('calendar-page')).toHaveCount(0)
  })

  for (const lang of ['fi', 'sv', 'en'] as const) {
    test(`the calendar, the day, reservation and absence modals are accessible in ${lang}`, async ({ page, devApi }) => {
      // Six axe runs over months of days on two shared cores.
      test.setTimeout(120_000)
      const calendar = new CalendarPage(page)
      await devApi.login(DEMO.anna.ssn, 'WEAK')
      await calendar.open(`?lang=${lang}`)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expectAccessible(page)
      const { range } = await calendar.childIds()
      await (await calendar.day(range.start)).click()
      await expect(calendar.qa('day-modal')).toBeVisible()
      await expectAccessible(page)
      await calendar.qa('day-edit').click()
      await expect(calendar.qa('day-save')).toBeVisible()
      await expectAccessible(page)
      await calendar.qa('day-cancel').click()
      await calendar.qa('day-edit-multiple').click()
      await expect(calendar.qa('reservation-modal')).toBeVisible()
      await calendar.time('start-daily-0', '05:00')
      await expectAccessible(page)
      await calendar.qa('reservation-cancel').click()
      await calendar.qa('open-absences').click()
      await expect(calendar.qa('absence-modal')).toBeVisible()
      await expectAccessible(page)
      await page.setViewportSize({ width: 375, height: 740 })
      await calendar.qa('absence-cancel').click()
      await expectAccessible(page)
      await calendar.qa('open-actions').click()
      await expect(calendar.qa('actions-modal')).toBeVisible()
      await expectAccessible(page)
    })
  }
})
