import type { postReservations } from '@pesa/shared/api/calendar'
import { type BodyOf } from '../support/api'
import { addDays } from '@pesa/shared/dates'
import { CSRF_HEADER } from '@pesa/shared/protocol'
import type { Page } from '@playwright/test'
import { DEMO, expect, expectAccessible, test } from '../support/fixtures'
import { CalendarPage } from './calendar.page'
import { storyToday } from '../support/environment'

interface Day {
  date: string
  children: { childId: string; reservations: unknown[]; absence: unknown }[]
}

const times = (start: string, end: string) => [{ type: 'TIMES', range: { start, end } }]

async function post(page: Page, items: BodyOf<typeof postReservations>) {
  // raw: the exact status (204) is asserted
  const response = await page.request.post('/api/citizen/reservations', { data: items, headers: { [CSRF_HEADER]: '1' } })
  expect(response.status()).toBe(204)
}

async function childDays(calendar: CalendarPage, from: string, to: string, childId: string) {
  const data = (await calendar.reservations(from, to)) as unknown as { days: Day[] }
  return data.days.map((d) => d.children.find((c) => c.childId === childId)!)
}

test.describe('calendar: the day modal edits that day, per child', () => {
  test("Anna edits Ella's day in the day modal; Aino's overnight stay is untouched; focus returns to Edit", async ({ page, devApi }) => {
    const calendar = new CalendarPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await calendar.open()
    const { ella, aino, week } = await calendar.childIds()
    const day = addDays(await calendar.plainWeek(addDays(week, 7), [ella, aino]), 1)
    await post(page, [
      { childId: ella, date: day, type: 'RESERVATIONS', reservation: { start: '08:00', end: '16:00' } },
      { childId: aino, date: day, type: 'RESERVATIONS', reservation: { start: '14:00', end: '23:59' } },
      { childId: aino, date: addDays(day, 1), type: 'RESERVATIONS', reservation: { start: '00:00', end: '07:00' } }
    ])
    await calendar.open(`?day=${day}`)
    await calendar.qa('day-edit').click()
    // The day modal itself is in edit mode, each child from its own times.
    await expect(calendar.qa('reservation-modal')).toHaveCount(0)
    await expect(calendar.qa(`start-${ella}-0`)).toHaveValue('08:00')
    await expect(calendar.qa(`end-${aino}-0`)).toHaveValue('23:59')
    await expect(calendar.qa(`day-child-${aino}`).locator('[data-qa="day-overnight"]')).toContainText('00:00–07:00')
    await expectAccessible(page)
    await calendar.time(`start-${ella}-0`, '09:00')
    await calendar.time(`end-${ella}-0`, '15:00')
    await calendar.qa('day-save').click()
    await expect(calendar.qa('day-save')).toHaveCount(0)
    await expect(calendar.qa(`day-child-${ella}`).locator('[data-qa="day-reservations"]')).toContainText('09:00–15:00')
    await expect(calendar.qa('day-edit')).toBeFocused()
    expect((await childDays(calendar, day, addDays(day, 1), ella))[0]!.reservations).toEqual(times('09:00', '15:00'))
    expect((await childDays(calendar, day, addDays(day, 1), aino)).map((c) => c.reservations)).toEqual([times('14:00', '23:59'), times('00:00', '07:00')])

    // Cancel changes nothing.
    await calendar.qa('day-edit').click()
    await calendar.time(`end-${aino}-0`, '20:00')
    await calendar.qa('day-cancel').click()
    await expect(calendar.qa(`day-child-${aino}`).locator('[data-qa="day-reservations"]')).toContainText('14:00–23:59')
    expect((await childDays(calendar, day, addDays(day, 1), aino)).map((c) => c.reservations)).toEqual([times('14:00', '23:59'), times('00:00', '07:00')])

    // The evening no longer reaching midnight ends the stay: the next morning's part goes with it.
    await calendar.qa('day-edit').click()
    await calendar.time(`end-${aino}-0`, '20:00')
    await calendar.qa('day-save').click()
    await expect(calendar.qa('day-save')).toHaveCount(0)
    await expect(calendar.qa(`day-child-${aino}`).locator('[data-qa="day-reservations"]')).toContainText('14:00–20:00')
    expect((await childDays(calendar, day, addDays(day, 1), aino)).map((c) => c.reservations)).toEqual([times('14:00', '20:00'), []])
  })

  test("Anna takes back Ella's day to not set in the day modal, and a time outside the hours names Ella and the unit's hours", async ({ page, devApi }) => {
    const calendar = new CalendarPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await calendar.open()
    const { ella, aino, week } = await calendar.childIds()
    const day = addDays(await calendar.plainWeek(addDays(week, 7), [ella, aino]), 1)
    await post(page, [
      { childId: ella, date: day, type: 'ABSENT' },
      { childId: aino, date: day, type: 'RESERVATIONS', reservation: { start: '08:00', end: '16:00' } }
    ])
    await calendar.open(`?day=${day}`)
    await calendar.qa('day-edit').click()
    await expect(calendar.qa(`absent-${ella}`)).toBeChecked()
    await calendar.qa(`absent-${ella}`).uncheck()
    await calendar.time(`start-${ella}-0`, '04:00')
    await calendar.time(`end-${ella}-0`, '15:00')
    await expect(calendar.qa(`day-child-${ella}`).locator('[data-qa="day-outside-hours"]')).toContainText(/^Ella: .*\d\d:\d\d–\d\d:\d\d/)
    await expect(calendar.qa('day-save')).toBeDisabled()
    await calendar.qa(`not-set-${ella}`).check()
    await calendar.qa('day-save').click()
    await expect(calendar.qa('day-save')).toHaveCount(0)
    const [ellaDay] = await childDays(calendar, day, day, ella)
    expect(ellaDay!.absence).toBeNull()
    expect(ellaDay!.reservations).toEqual([])
    expect((await childDays(calendar, day, day, aino))[0]!.reservations).toEqual(times('08:00', '16:00'))
  })
})

test.describe('calendar: taking back and refusals in the reservation and absence modals', () => {
  test('the reservation modal clears a range of Ella’s days to not set', async ({ page, devApi }) => {
    const calendar = new CalendarPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await calendar.open()
    const { ella, aino, week } = await calendar.childIds()
    const day = addDays(await calendar.plainWeek(addDays(week, 7), [ella, aino]), 1)
    await post(page, [
      { childId: ella, date: day, type: 'RESERVATIONS', reservation: { start: '08:00', end: '16:00' } },
      { childId: ella, date: addDays(day, 1), type: 'ABSENT' }
    ])
    await calendar.open(`?modal=reservations&startDate=${day}&endDate=${addDays(day, 1)}`)
    await calendar.qa(`reservation-child-${aino}`).uncheck()
    await calendar.qa('not-set-daily').check()
    await calendar.qa('reservation-save').click()
    await expect(calendar.qa('reservation-modal')).toHaveCount(0)
    const days = await childDays(calendar, day, addDays(day, 1), ella)
    expect(days.map((c) => [c.reservations, c.absence])).toEqual([
      [[], null],
      [[], null]
    ])
  })

  test('a refusal naming days keeps the modal open and lists each child’s dates and why', async ({ page, devApi }) => {
    const calendar = new CalendarPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await calendar.open()
    const { ella, week } = await calendar.childIds()
    const day = addDays(await calendar.plainWeek(addDays(week, 7), [ella]), 1)
    // The server refuses a write it cannot carry out in full, naming the days (spec part 2 §8).
    await page.route('**/api/citizen/reservations', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({
              statusCode: 400,
              errorCode: 'NON_RESERVABLE_DAYS',
              message: 'Some days cannot be written',
              days: [{ childId: ella, date: day, reason: 'HOLIDAY_PERIOD_NOT_OPEN' }]
            })
          })
        : route.fallback()
    )
    await calendar.open(`?modal=reservations&startDate=${day}&endDate=${day}`)
    await calendar.qa('absent-daily').check()
    await calendar.qa('reservation-save').click()
    const refused = calendar.qa('reservation-error-NON_RESERVABLE_DAYS')
    await expect(refused).toContainText('Mitään ei tallennettu')
    await expect(refused.locator('[data-qa="refused-days"]')).toHaveText(`Ella: ${day.split('-').reverse().join('.')} – loma-ajan ilmoitus ei ole vielä auki`)
    await expect(refused.locator('[data-qa="refused-days"]')).toBeInViewport()
    await expect(calendar.qa('reservation-modal')).toBeVisible()
    await expect(calendar.qa('absent-daily')).toBeChecked()
  })

  test('the absence modal keeps save disabled while its start date shows an error', async ({ page, devApi }) => {
    const calendar = new CalendarPage(page)
    const today = storyToday()
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await calendar.open()
    await calendar.qa('open-absences').click()
    await page.getByRole('radio', { name: 'Sairaus' }).check()
    await expect(calendar.qa('absence-save')).toBeEnabled()
    await calendar.dateRange('absence-range', addDays(today, -2), addDays(today, 1))
    await expect(calendar.qa('absence-modal')).toContainText(/liian aikaisin/)
    await expect(calendar.qa('absence-save')).toBeDisabled()
    await calendar.dateRange('absence-range', today, addDays(today, 1))
    await expect(calendar.qa('absence-save')).toBeEnabled()
  })
})
