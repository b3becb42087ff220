import type { getCalendarEvents } from '@pesa/shared/api/calendar'
import type { devBookCalendarEventTime, devCreateCalendarEvent, devCreateCalendarEventTimes } from '@pesa/shared/api/dev-api'
import { callApi, type AnswerOf, type ArgsOf, type ClientFunction } from '../support/api'
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { addDays, isoWeekday, isWorkingDay } from '@pesa/shared/dates'
import { CSRF_HEADER } from '@pesa/shared/protocol'
import { DEMO, expect, expectAccessible, test } from '../support/fixtures'
import { CalendarPage } from './calendar.page'
import { storyToday } from '../support/environment'

/** Ella (Anna's preschooler) and Onni (Liisa's child), by the identity codes of the seed. */
const ELLA_SSN = '030620A342Y'
const ONNI_SSN = '100522A3105'

const today = () => storyToday()
/** The first working day from the date on: the unit takes Ella then, so her day shows the time. */
const workingDayFrom = (date: string): string => (isWorkingDay(date) ? date : workingDayFrom(addDays(date, 1)))
const fiDate = (iso: string) => iso.split('-').reverse().join('.')

/** A staff action through the dev API, typed by the route's client function `F`. */
function dev<F extends ClientFunction>(page: Page, path: string, ...body: ArgsOf<F>): Promise<AnswerOf<F>> {
  return callApi<F>(page.request, 'post', `/dev-api${path}`, ...body)
}

/**
 * A discussion survey for Ella alone with times on the date (staff's actions through the dev API),
 * so that each test books its own times whatever the others do.
 */
async function survey(page: Page, title: string, date: string, times: [string, string][]): Promise<{ eventId: string; timeIds: string[] }> {
  const event = await dev<typeof devCreateCalendarEvent>(page, '/calendar/events', {
    title,
    period: { start: today(), end: addDays(date, 1) },
    eventType: 'DISCUSSION_SURVEY',
    attendee: 'CHILD',
    childSsn: ELLA_SSN
  })
  const eventId = event.id
  const created = await dev<typeof devCreateCalendarEventTimes>(page, '/calendar/event-times', {
    eventId,
    times: times.map(([startTime, endTime]) => ({ date, startTime, endTime }))
  })
  return { eventId, timeIds: created.ids }
}

test.describe('calendar: discussion times', () => {
  test('Anna books a time, downloads it as .ics and cancels it with a confirmation; Liisa cannot see it', async ({ page, devApi }) => {
    const calendar = new CalendarPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    const date = workingDayFrom(addDays(today(), 30))
    const { eventId, timeIds } = await survey(page, 'Kevään keskustelut', date, [
      ['09:00', '09:30'],
      ['09:30', '10:00']
    ])
    await calendar.open()
    const { ella } = await calendar.childIds()

    await calendar.qa('open-discussions').click()
    await expect(page).toHaveURL(/modal=discussions/)
    const section = calendar.qa(`discussion-survey-${eventId}-${ella}`)
    await section.getByRole('button', { name: 'Valitse aika' }).click()
    await expect(page).toHaveURL(new RegExp(`modal=discussion-reservations.*selectedEventId=${eventId}`))
    await expect(calendar.qa('discussion-reserve')).toBeDisabled()
    await calendar
      .qa('discussion-times')
      .getByRole('radio', { name: `${fiDate(date)} klo 09:00–09:30` })
      .check()
    await calendar.qa('discussion-reserve').click()

    await expect(page).toHaveURL(/modal=discussions$/)
    await expect(section.locator('[data-qa="discussion-time-text"]')).toHaveText(`${fiDate(date)} klo 09:00–09:30`)
    // Reload reopens the modal with the booking.
    await page.reload()
    await expect(calendar.qa(`discussion-time-${timeIds[0]}`)).toBeVisible()

    const [download] = await Promise.all([page.waitForEvent('download'), calendar.qa(`discussion-time-${timeIds[0]}`).getByRole('link').click()])
    expect(download.suggestedFilename()).toBe(`Kevään keskustelut ${date}.ics`)
    const ics = await readFile((await download.path())!, 'utf8')
    const compact = date.replace(/-/g, '')
    expect(ics).toContain(`DTSTART;TZID=Europe/Helsinki:${compact}T090000\r\n`)
    expect(ics).toContain(`DTEND;TZID=Europe/Helsinki:${compact}T093000\r\n`)
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Helsinki\r\n')
    expect(ics).toContain(`UID:calendar-event-time-${timeIds[0]}@pesa\r\n`)

    // The day shows the booked time too.
    await calendar.open(`?day=${date}`)
    await expect(calendar.qa(`day-discussion-${timeIds[0]}`)).toContainText('Kevään keskustelut')
    await calendar.open('?modal=discussions')
    await section.getByRole('button', { name: 'Peru aika' }).click()
    await expect(calendar.qa('discussion-cancel-confirm')).toBeVisible()
    await calendar.qa('confirm-dialog-cancel').click()
    await expect(calendar.qa(`discussion-time-${timeIds[0]}`)).toBeVisible()
    await section.getByRole('button', { name: 'Peru aika' }).click()
    await calendar.qa('confirm-dialog-confirm').click()
    await expect(section.getByRole('button', { name: 'Valitse aika' })).toBeVisible()
    await expect(calendar.qa(`discussion-time-${timeIds[0]}`)).toHaveCount(0)

    // Another family gets 404 for Anna's survey and time (booked again, so the time has an owner).
    await dev<typeof devBookCalendarEventTime>(page, `/calendar/event-times/${timeIds[1]}/staff-booking`, { childSsn: ELLA_SSN })
    await devApi.login(DEMO.liisa.ssn, 'WEAK')
    // raw: .ics downloads, and the refusal (404) is what is asserted
    expect((await page.request.get(`/api/citizen/calendar-events/${eventId}/ics`)).status()).toBe(404)
    expect((await page.request.get(`/api/citizen/calendar-event-times/${timeIds[1]}/ics`)).status()).toBe(404)
  })

  test('a time less than two working days ahead is not cancellable in the product', async ({ page, devApi }) => {
    const calendar = new CalendarPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    const tomorrow = addDays(today(), 1)
    const { eventId, timeIds } = await survey(page, 'Huomisen keskustelu', tomorrow, [['13:00', '13:30']])
    await dev<typeof devBookCalendarEventTime>(page, `/calendar/event-times/${timeIds[0]}/staff-booking`, { childSsn: ELLA_SSN })
    await calendar.open('?modal=discussions')
    const { ella } = await calendar.childIds()
    const section = calendar.qa(`discussion-survey-${eventId}-${ella}`)
    await expect(section.locator('[data-qa="discussion-not-cancellable"]')).toContainText('Ota yhteyttä henkilökuntaan')
    await expect(section.getByRole('button', { name: 'Peru aika' })).toHaveCount(0)
    // raw: the refusal (403 CANCELLATION_CLOSED) is what is asserted
    const refused = await page.request.delete(`/api/citizen/calendar-event/reservation?calendarEventTimeId=${timeIds[0]}&childId=${ella}`, {
      headers: { [CSRF_HEADER]: '1' }
    })
    expect(refused.status()).toBe(403)
    expect(((await refused.json()) as { errorCode: string }).errorCode).toBe('CANCELLATION_CLOSED')
  })

  test('staff took the chosen time meanwhile: TIME_ALREADY_RESERVED clears the choice and the list is read again', async ({ page, devApi }) => {
    const calendar = new CalendarPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    const date = addDays(today(), 21)
    const { eventId, timeIds } = await survey(page, 'Syksyn keskustelut', date, [
      ['08:00', '08:30'],
      ['08:30', '09:00']
    ])
    const { ella } = await calendar.childIds()
    await calendar.open(`?modal=discussion-reservations&selectedChildId=${ella}&selectedEventId=${eventId}`)
    const first = calendar.qa('discussion-times').getByRole('radio', { name: `${fiDate(date)} klo 08:00–08:30` })
    await first.check()
    await dev<typeof devBookCalendarEventTime>(page, `/calendar/event-times/${timeIds[0]}/staff-booking`, { childSsn: ONNI_SSN })
    await calendar.qa('discussion-reserve').click()

    await expect(calendar.qa('discussion-error-TIME_ALREADY_RESERVED')).toContainText('Valitse toinen aika')
    await expect(first).toHaveCount(0)
    await expect(calendar.qa('discussion-times').getByRole('radio')).toHaveCount(1)
    await expect(calendar.qa('discussion-times').getByRole('radio', { checked: true })).toHaveCount(0)
    await expect(calendar.qa('discussion-reserve')).toBeDisabled()
  })

  test('a time that begins while Anna chooses is refused at the times', async ({ page, devApi }) => {
    const calendar = new CalendarPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    const date = addDays(today(), 14)
    const { eventId, timeIds } = await survey(page, 'Talven keskustelut', date, [['10:00', '10:30']])
    const { ella } = await calendar.childIds()
    await calendar.open(`?modal=discussion-reservations&selectedChildId=${ella}&selectedEventId=${eventId}`)
    const radio = calendar.qa('discussion-times').getByRole('radio')
    await radio.check()
    // The server's clock moves past the time (a day later, whatever the summer time).
    await page.evaluate(
      (now) => {
        Object.assign(((window as unknown as { __pesaTest?: object }).__pesaTest ??= {}), { mockedTime: now })
      },
      `${addDays(date, 1)}T12:00:00Z`
    )
    await calendar.qa('discussion-reserve').click()
    await expect(calendar.qa('discussion-times')).toContainText('Päivämäärä on liian aikaisin')
    await expect(radio).toBeFocused()
    const times = await callApi<typeof getCalendarEvents>(page.request, 'get', `/citizen/calendar-events?start=${date}&end=${date}`)
    const event = times.find((e) => e.id === eventId)!
    expect(event.timesByChild[ella]!.find((time) => time.id === timeIds[0])!.childId).toBeNull()
  })

  test('events show on their days and the day modal gives an all-day .ics ending the day after', async ({ page, devApi }) => {
    const calendar = new CalendarPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await calendar.open()
    const { aino } = await calendar.childIds()
    // The seed's three-day event of Aino's unit, from ten days ahead.
    const [first, last] = [addDays(today(), 10), addDays(today(), 12)]
    for (const date of [first, addDays(first, 1), last]) {
      await expect((await calendar.day(date)).locator(`[data-qa="child-day-${aino}"] [data-qa="day-event"]`)).toHaveText('Tapahtuma: Liikuntaviikko')
    }
    await expect((await calendar.day(addDays(last, 1))).locator('[data-qa="day-event"]')).toHaveCount(0)
    await (await calendar.day(first)).click()
    // Ella's group may have an event of its own that day (the seed's trip falls on a working day about eight days ahead).
    const event = calendar.qa('day-modal').locator('[data-qa^="day-event-"]').filter({ hasText: 'Liikuntaviikko' })
    await expect(event).toHaveCount(1)
    const [download] = await Promise.all([page.waitForEvent('download'), event.getByRole('link').click()])
    const ics = await readFile((await download.path())!, 'utf8')
    expect(ics).toContain(`DTSTART;VALUE=DATE:${first.replace(/-/g, '')}\r\n`)
    expect(ics).toContain(`DTEND;VALUE=DATE:${addDays(last, 1).replace(/-/g, '')}\r\n`)
  })

  test("an event on a Saturday, when Ella's unit is closed, shows in the grid and the day modal with its .ics", async ({ page, devApi }) => {
    const calendar = new CalendarPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    const saturday = addDays(today(), 7 + ((6 - isoWeekday(today()) + 7) % 7))
    const created = await dev<typeof devCreateCalendarEvent>(page, '/calendar/events', {
      title: 'Perhepäivä',
      description: 'Lauantain perhepäivä pihalla.',
      period: { start: saturday, end: saturday },
      eventType: 'DAYCARE_EVENT',
      attendee: 'UNIT',
      childSsn: ELLA_SSN
    })
    await calendar.open()
    const { ella } = await calendar.childIds()
    const cell = await calendar.day(saturday)
    // The unit does not take Ella on Saturdays: no day of hers, but the event is there under her name.
    await expect(cell.locator(`[data-qa="child-day-${ella}"]`)).toHaveCount(0)
    await expect(cell.locator(`[data-qa="child-events-${ella}"]`)).toHaveText(/^Ella.*:\s*Tapahtuma: Perhepäivä$/)
    await cell.click()
    const section = calendar.qa(`day-child-events-${ella}`)
    await expect(section.getByRole('heading')).toHaveText(/^Ella/)
    await expect(section.locator(`[data-qa="day-event-${created!.id as string}"]`)).toContainText('Lauantain perhepäivä pihalla.')
    await expect(section.locator('[data-qa="event-ics"]')).toHaveAttribute('href', new RegExp(created!.id as string))
    await expectAccessible(page)
  })

  for (const lang of ['fi', 'sv', 'en'] as const) {
    test(`the discussion modals and the cancel confirmation are accessible in ${lang}`, async ({ page, devApi }) => {
      const calendar = new CalendarPage(page)
      await devApi.login(DEMO.anna.ssn, 'WEAK')
      const { eventId } = await survey(page, 'Keskustelut', addDays(today(), 28), [['10:00', '10:30']])
      await calendar.open(`?lang=${lang}`)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      const { ella } = await calendar.childIds()
      await calendar.qa('open-discussions').click()
      await expect(calendar.qa('discussions-modal')).toBeVisible()
      await expectAccessible(page)
      await calendar.qa(`discussion-survey-${eventId}-${ella}`).locator('[data-qa="discussion-choose"]').click()
      await expect(calendar.qa('discussion-reservation-modal')).toBeVisible()
      await calendar.qa('discussion-times').getByRole('radio').check()
      await expectAccessible(page)
      await calendar.qa('discussion-reserve').click()
      await calendar.qa(`discussion-survey-${eventId}-${ella}`).locator('[data-qa="discussion-cancel"]').click()
      await expect(calendar.qa('discussion-cancel-confirm')).toBeVisible()
      await expectAccessible(page)
    })
  }
})
