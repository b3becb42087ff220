import type { devCreateAttendance } from '@pesa/shared/api/dev-api'
import { addDays } from '@pesa/shared/dates'
import type { Page } from '@playwright/test'
import { callApi } from '../support/api'
import { DEMO, expect, expectAccessible, test, type DevApi } from '../support/fixtures'
import { ShellPage } from '../shell/shell.page'
import { CalendarPage } from './calendar.page'

/*
 * Issue 37 §2: an absence reported offline waits on the device as "waiting to be sent", survives
 * a reload, is sent when the network returns through the same API and its checks, a refusal then
 * names the days and why, and a logout leaves nothing of it in IndexedDB.
 */

const AINO_SSN = '150223A4580'

/** Everything in the outbox database of the page's origin, whoever it belongs to. */
const outbox = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open('pesa-outbox', 1)
        open.onupgradeneeded = () => open.result.createObjectStore('items', { keyPath: 'id' })
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const request = open.result.transaction('items').objectStore('items').getAll()
          request.onsuccess = () => {
            open.result.close()
            resolve(request.result)
          }
        }
      })
  )

/** A day of Aino's (shift care: every day) from the reservable range's second week, in no holiday period and not yet absent. */
async function freeDayOfAino(calendar: CalendarPage) {
  const { aino, ella, range } = await calendar.childIds()
  const data = await calendar.reservations(addDays(range.start, 7), addDays(range.start, 60))
  const day = data.days.find((d) => d.children.some((c) => c.childId === aino && c.holidayPeriodEffect === null && c.absence === null))!
  return { aino, ella, date: day.date }
}

/**
 * The opening every test shares: Anna logged in, the calendar opened (with `search`) and its
 * absence modal's chunk fetched, the network cut, and Aino's sick leave reported on a free day.
 */
async function absenceReportedOffline(page: Page, devApi: DevApi, search = '') {
  const calendar = new CalendarPage(page)
  await devApi.login(DEMO.anna.ssn, 'WEAK')
  await calendar.open()
  const day = await freeDayOfAino(calendar)
  await calendar.open(search)
  await page.waitForLoadState('networkidle')
  await page.context().setOffline(true)
  await reportAbsence(page, calendar, day)
  return { calendar, day }
}

/** Staff mark Aino present on the day: an absence of that day is then refused when it arrives. */
const ainoAttended = (page: Page, date: string) =>
  callApi<typeof devCreateAttendance>(page.request, 'post', '/dev-api/calendar/attendances', { childSsn: AINO_SSN, date, start: '08:00', end: null })

/** Reports Aino's sick leave on the day through the absence modal. */
async function reportAbsence(page: Page, calendar: CalendarPage, day: { aino: string; ella: string; date: string }) {
  await calendar.qa('open-absences').click()
  await expect(calendar.qa('absence-modal')).toBeVisible()
  await calendar.qa(`absence-child-${day.ella}`).uncheck()
  await calendar.dateRange('absence-range', day.date, day.date)
  await page.locator('input[name="absence-type"][value="SICKLEAVE"]').check()
  await calendar.qa('absence-save').click()
  await expect(calendar.qa('absence-modal')).toHaveCount(0)
}

test.describe('calendar: an absence reported offline', () => {
  test('waits as "waiting to be sent", survives a reload, and is sent and shown absent when the network returns', async ({ page, devApi }) => {
    const { calendar, day } = await absenceReportedOffline(page, devApi)

    await expect(calendar.qa('queued-absences')).toContainText('Odottaa lähetystä')
    await expect(calendar.qa('queued-absence')).toHaveCount(1)
    await expect(calendar.qa('queued-absence')).toContainText('Aino')
    const cell = await calendar.day(day.date)
    await expect(cell.locator(`[data-qa="child-day-${day.aino}"] [data-qa="child-day-pending"]`)).toHaveText('odottaa lähetystä')
    await expect(cell.locator(`[data-qa="child-day-${day.aino}"]`)).not.toHaveAttribute('data-state', 'absent')
    expect(await outbox(page)).toHaveLength(1)

    // The page cannot load offline without the service worker: reloaded with the API unreachable instead.
    // The API is cut before the network returns: the 'online' event would otherwise send the absence at once.
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'))
    await page.context().setOffline(false)
    await page.reload()
    expect(await outbox(page)).toHaveLength(1)
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/citizen/absences')) sent.push(request.url())
    })
    await page.unroute('**/api/**')
    await page.reload()
    await expect(calendar.qa('calendar-page')).toBeVisible()
    const after = await calendar.day(day.date)
    await expect(after.locator(`[data-qa="child-day-${day.aino}"]`)).toHaveAttribute('data-state', 'absent')
    await expect(calendar.qa('queued-absences')).toHaveCount(0)
    await expect(after.locator('[data-qa="child-day-pending"]')).toHaveCount(0)
    expect(sent).toHaveLength(1)
    expect(await outbox(page)).toEqual([])
    const saved = await calendar.reservations(day.date, day.date)
    expect(saved.days[0]!.children.find((c) => c.childId === day.aino)!.absence).toEqual({ type: 'SICKLEAVE', editable: true })
    expect(saved.days[0]!.children.find((c) => c.childId === day.ella)?.absence ?? null).toBeNull()
  })

  test('sends on the `online` event while the calendar is open; a waiting absence can be cancelled', async ({ page, devApi }) => {
    const { calendar, day } = await absenceReportedOffline(page, devApi)
    await reportAbsence(page, calendar, { ...day, date: addDays(day.date, 1) })
    await expect(calendar.qa('queued-absence')).toHaveCount(2)
    await calendar.qa('queued-absence-cancel').last().click()
    await expect(calendar.qa('queued-absence')).toHaveCount(1)
    await page.context().setOffline(false)
    await expect(calendar.qa('queued-absences')).toHaveCount(0)
    const cell = await calendar.day(day.date)
    await expect(cell.locator(`[data-qa="child-day-${day.aino}"]`)).toHaveAttribute('data-state', 'absent')
    const next = await calendar.reservations(addDays(day.date, 1), addDays(day.date, 1))
    expect(next.days[0]!.children.find((c) => c.childId === day.aino)!.absence).toBeNull()
  })

  test('is sent when the network returns while the guardian is on another page', async ({ page, devApi }) => {
    const { day } = await absenceReportedOffline(page, devApi)
    // Back online but the absence cannot get through; the guardian goes to the children's page.
    await page.route('**/api/citizen/absences', (route) => route.abort('internetdisconnected'))
    await page.context().setOffline(false)
    await page.goto('/children')
    await expect(page.locator('[data-qa^="child-card-"]')).toHaveCount(3)
    expect(await outbox(page)).toHaveLength(1)
    // The network drops and returns there: the shell sends it, the calendar never shown.
    await page.context().setOffline(true)
    await page.unroute('**/api/citizen/absences')
    await page.context().setOffline(false)
    await expect.poll(() => outbox(page)).toEqual([])
    await expect(page).toHaveURL(/\/children$/)
    const saved = await new CalendarPage(page).reservations(day.date, day.date)
    expect(saved.days[0]!.children.find((c) => c.childId === day.aino)!.absence).toEqual({ type: 'SICKLEAVE', editable: true })
  })

  test('an app started on another page sends at its start; a refusal there points to the calendar, which says why', async ({ page, devApi }) => {
    const { calendar, day } = await absenceReportedOffline(page, devApi)
    const next = addDays(day.date, 1)
    await reportAbsence(page, calendar, { ...day, date: next })
    await expect(calendar.qa('queued-absence')).toHaveCount(2)
    // While offline, the first day became attended: the server refuses that absence and takes the other.
    await ainoAttended(page, day.date)
    await page.context().setOffline(false)
    await page.goto('/children')
    const notice = page.locator('[data-qa="outbox-refused-notice"]')
    await expect(notice).toContainText('ei voitu tallentaa')
    await expectAccessible(page)
    const saved = await calendar.reservations(next, next)
    expect(saved.days[0]!.children.find((c) => c.childId === day.aino)!.absence).toEqual({ type: 'SICKLEAVE', editable: true })
    expect(await outbox(page)).toHaveLength(1)

    await page.locator('[data-qa="outbox-refused-link"]').click()
    await expect(page).toHaveURL(/\/calendar/)
    await expect(calendar.qa('queued-absence-error-ATTENDANCE_ALREADY_EXISTS')).toBeVisible()
    await expect(notice).toHaveCount(0)
    await calendar.qa('queued-absence-dismiss').click()
    expect(await outbox(page)).toEqual([])
    await page.goto('/children')
    await expect(page.locator('[data-qa^="child-card-"]')).toHaveCount(3)
    await expect(notice).toHaveCount(0)
  })

  test('logout drops the queue: nothing left in IndexedDB', async ({ page, devApi }) => {
    const shell = new ShellPage(page)
    const { calendar, day } = await absenceReportedOffline(page, devApi)
    expect(await outbox(page)).toHaveLength(1)
    // Back online but the absence cannot get through: it is still waiting when Anna logs out.
    await page.route('**/api/citizen/absences', (route) => route.abort('internetdisconnected'))
    await page.context().setOffline(false)
    await expect(calendar.qa('queued-absence')).toHaveCount(1)
    await shell.openSubMenu()
    await shell.qa('nav-logout').click()
    await expect(page).not.toHaveURL(/\/calendar/)
    await expect.poll(() => outbox(page)).toEqual([])
    // Logged in again, nothing is sent or shown.
    await page.unroute('**/api/citizen/absences')
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await calendar.open()
    await expect(calendar.qa('queued-absences')).toHaveCount(0)
    const saved = await calendar.reservations(day.date, day.date)
    expect(saved.days[0]!.children.find((c) => c.childId === day.aino)!.absence).toBeNull()
  })

  for (const lang of ['fi', 'sv', 'en'] as const) {
    test(`a refusal when sent names the days and why; waiting and refused are accessible in ${lang}`, async ({ page, devApi }) => {
      test.setTimeout(90_000)
      const { calendar, day } = await absenceReportedOffline(page, devApi, `?lang=${lang}`)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(calendar.qa('queued-absences')).toContainText({ fi: 'Odottaa lähetystä', sv: 'Väntar på att skickas', en: 'Waiting to be sent' }[lang])
      await expect((await calendar.day(day.date)).locator('[data-qa="child-day-pending"]')).toBeVisible()
      await expectAccessible(page)

      // While offline, the day became attended: the server refuses the absence when it arrives.
      await ainoAttended(page, day.date)
      await page.context().setOffline(false)
      const refused = calendar.qa('queued-absence-error-ATTENDANCE_ALREADY_EXISTS')
      await expect(refused).toBeVisible()
      await expect(refused.locator('[data-qa="refused-days"]')).toContainText(day.date.split('-').reverse().join('.'))
      await expect(calendar.qa('queued-absences')).toHaveCount(0)
      await expectAccessible(page)
      // The refusal stays until read, a reload too, and is never sent again.
      await page.reload()
      await expect(calendar.qa('queued-absence-error-ATTENDANCE_ALREADY_EXISTS')).toBeVisible()
      await calendar.qa('queued-absence-dismiss').click()
      await expect(calendar.qa('queued-absence-refused')).toHaveCount(0)
      expect(await outbox(page)).toEqual([])
    })
  }
})
