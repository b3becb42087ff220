import type { devChangeDailyServiceTime } from '@pesa/shared/api/dev-api'
import { type BodyOf } from '../support/api'
import { addDays } from '@pesa/shared/dates'
import { CSRF_HEADER, MOCKED_TIME_HEADER } from '@pesa/shared/protocol'
import { DEMO, expect, expectAccessible, test } from '../support/fixtures'
import { CalendarPage } from './calendar.page'
import { storyToday } from '../support/environment'

const ELLA_SSN = '030620A342Y'

/** The month before today's, yyyy-mm: the seed's reservations of Ella are over her service need then. */
function lastMonth(): string {
  const today = storyToday()
  return addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7)
}

test.describe('calendar: summary panel and changed daily service times', () => {
  test('Summary panel opens itself; dismissed service-time modal stays gone', async ({ page, devApi }) => {
    const calendar = new CalendarPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await calendar.open()
    const { ella, week } = await calendar.childIds()

    // Ella's last month has more reserved than her service need: the panel is open from the start.
    await expect(calendar.qa('summary-toggle')).toHaveAttribute('aria-expanded', 'true')
    const month = calendar.qa(`summary-child-${ella}`).locator(`[data-qa="summary-month-${lastMonth()}"]`)
    await expect(month.locator('[data-qa="summary-warning-plannedServiceExceeded"]')).toContainText('Varattu palvelu ylittää')
    await calendar.qa('summary-toggle').click()
    await expect(calendar.qa('summary-content')).toBeHidden()

    // The seeded change removed reservations: the banner opens the modal, which says so.
    await calendar.qa('service-time-show').click()
    await expect(page).toHaveURL(/modal=service-time/)
    await expect(calendar.qa('service-time-modal')).toContainText('Ella')
    await expect(calendar.qa('service-time-modal')).toContainText('varaukset on poistettu')
    await calendar.qa('service-time-ok').click()
    await expect(calendar.qa('service-time-modal')).toHaveCount(0)
    await expect(calendar.qa('service-time-banner')).toHaveCount(0)

    await page.reload()
    await expect(calendar.qa('summary-panel')).toBeVisible()
    await expect(calendar.qa('service-time-banner')).toHaveCount(0)
    await calendar.open('?modal=service-time')
    await expect(calendar.qa('service-time-modal')).toHaveCount(0)

    // Staff change Ella's time from the seeded week's Monday, on that day's morning (the server's
    // clock by the mocked-time header): the reservations after that day go, that day's stays.
    // raw: sends the mocked-time header, and the exact status (200) is asserted
    const changed = await page.request.post('/api/dev-api/calendar/daily-service-times', {
      data: {
        childSsn: ELLA_SSN,
        type: 'REGULAR',
        validFrom: week,
        regularTimes: { start: '08:30', end: '15:30' }
      } satisfies BodyOf<typeof devChangeDailyServiceTime>,
      headers: { [CSRF_HEADER]: '1', [MOCKED_TIME_HEADER]: `${week}T08:00:00+02:00` }
    })
    expect(changed.status()).toBe(200)
    const saved = (await calendar.reservations(week, addDays(week, 2))) as unknown as {
      days: { children: { childId: string; reservations: unknown[] }[] }[]
    }
    expect(saved.days.map((d) => d.children.find((c) => c.childId === ella)!.reservations.length)).toEqual([1, 0, 0])

    await calendar.open()
    await calendar.qa('service-time-show').click()
    await calendar.qa('service-time-make-reservations').click()
    await expect(calendar.qa('reservation-modal')).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`modal=reservations&startDate=${week}`))
    await page.reload()
    await expect(calendar.qa('reservation-modal')).toBeVisible()
    await expect(calendar.qa('service-time-banner')).toHaveCount(0)
  })

  for (const lang of ['fi', 'sv', 'en'] as const) {
    test(`the summary panel and the service-time modal are accessible in ${lang}`, async ({ page, devApi }) => {
      test.setTimeout(90_000)
      const calendar = new CalendarPage(page)
      await devApi.login(DEMO.anna.ssn, 'WEAK')
      await calendar.open(`?lang=${lang}`)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(calendar.qa('summary-content')).toBeVisible()
      await expect(calendar.qa('service-time-banner')).toBeVisible()
      await expectAccessible(page)
      await calendar.qa('service-time-show').click()
      await expect(calendar.qa('service-time-modal')).toBeVisible()
      await expectAccessible(page)
    })
  }

  test('on a phone the open summary scrolls inside its panel, not the page', async ({ page, devApi }) => {
    const calendar = new CalendarPage(page)
    await page.setViewportSize({ width: 375, height: 800 })
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    // Swedish has the longest column headings.
    await calendar.open('?lang=sv')
    await expect(calendar.qa('summary-content')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await expectAccessible(page)
  })
})
