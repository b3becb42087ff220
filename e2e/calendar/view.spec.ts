import { addDays } from '@pesa/shared/dates'
import { DEMO, expect, test } from '../support/fixtures'
import { holdRequests } from '../support/hold'
import { CalendarPage } from './calendar.page'
import { storyToday } from '../support/environment'

interface Days {
  days: { date: string; holiday: boolean; children: { holidayPeriodEffect: unknown }[] }[]
}

test.describe('calendar: what a guardian sees', () => {
  for (const [width, height] of [
    [1280, 900],
    [375, 740]
  ] as const) {
    test(`today is in view when the calendar opens at ${width}×${height}`, async ({ page, devApi }) => {
      const calendar = new CalendarPage(page)
      await page.setViewportSize({ width, height })
      await devApi.login(DEMO.anna.ssn, 'WEAK')
      await calendar.open()
      await expect(calendar.qa(`day-${storyToday()}`)).toBeInViewport()
    })
  }

  test('a menu the guardian opened while the calendar loaded keeps the page where it is: today is not scrolled to under their hand', async ({
    page,
    devApi
  }) => {
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    // The calendar's read held back until the menu is open: the guardian acts before the days arrive.
    const release = await holdRequests(page, '**/api/citizen/reservations?**')
    await page.goto('/calendar')
    const menuButton = page.locator('[data-qa="nav-sub-menu"]')
    await menuButton.click()
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    release()
    await expect(page.locator('[data-qa="reservable-range"]')).toBeVisible()
    // Long enough for the calendar's scroll to today, which runs as its days are first drawn.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    await expect(page.locator('[data-qa="nav-applications-lock"]')).toBeInViewport()
  })

  test('public holidays and holiday periods are marked in the grid and in the list', async ({ page, devApi }) => {
    const calendar = new CalendarPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await calendar.open()
    const { range } = await calendar.childIds()
    const data = (await calendar.reservations(storyToday(), range.end)) as unknown as Days
    const holiday = data.days.find((d) => d.holiday)!.date
    const period = data.days.find((d) => !d.holiday && d.children.some((c) => c.holidayPeriodEffect))!.date
    await expect((await calendar.day(holiday)).locator('[data-qa="day-holiday"]')).toContainText('Pyhäpäivä')
    await expect((await calendar.day(period)).locator('[data-qa="day-holiday-period"]')).toContainText('Loma-aika')
    await page.setViewportSize({ width: 375, height: 740 })
    await calendar.open()
    while ((await calendar.qa(`day-${holiday}`).count()) === 0) await calendar.qa('show-later').click()
    await expect(calendar.qa(`day-${holiday}`).locator('[data-qa="day-holiday"]')).toContainText('Pyhäpäivä')
  })

  test('a day whose reporting time has passed with nothing reported reads "Ilmoitusaika päättynyt", in sv and en too', async ({ page, devApi }) => {
    const calendar = new CalendarPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await calendar.open()
    const { range } = await calendar.childIds()
    const today = storyToday()
    // Before the reservable range starts (the past and the days up to the threshold), a day reserved
    // by times with nothing entered is closed, not "not reported".
    const data = (await calendar.reservations(addDays(today, -14), addDays(range.start, -1))) as unknown as {
      days: {
        date: string
        children: { childId: string; scheduleType: string; absence: unknown; reservations: unknown[]; holidayPeriodEffect: unknown }[]
      }[]
    }
    const [date, childId] = data.days.flatMap((d) =>
      d.children
        .filter((c) => c.scheduleType === 'RESERVATION_REQUIRED' && !c.absence && c.reservations.length === 0 && !c.holidayPeriodEffect)
        .map((c) => [d.date, c.childId] as const)
    )[0]!
    for (const [lang, text] of [
      ['fi', 'Ilmoitusaika päättynyt'],
      ['sv', 'Anmälningstiden har gått ut'],
      ['en', 'Reporting closed']
    ] as const) {
      await calendar.open(`?lang=${lang}`)
      const line = (await calendar.day(date)).locator(`[data-qa="child-day-${childId}"]`)
      await expect(line).toHaveAttribute('data-state', 'reservationClosed')
      await expect(line).toContainText(`: ${text}`)
    }
    // The day modal too (back in Finnish: the language chosen last stays).
    await calendar.open(`?lang=fi&day=${date}`)
    await expect(calendar.qa(`day-child-${childId}`).locator('[data-qa="day-state"]')).toHaveText('Ilmoitusaika päättynyt')
  })

  test('the summary fits a 375 px phone without sideways scrolling', async ({ page, devApi }) => {
    const calendar = new CalendarPage(page)
    await page.setViewportSize({ width: 375, height: 740 })
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await calendar.open()
    // Ella's last month is over her service need: the panel is open from the start.
    await expect(calendar.qa('summary-content')).toBeVisible()
    const panel = calendar.qa('summary-panel')
    expect(await panel.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })

  test('focus returns to what opened a modal when it closes', async ({ page, devApi }) => {
    const calendar = new CalendarPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await calendar.open()
    await calendar.qa('open-reservations').click()
    await calendar.qa('reservation-cancel').click()
    await expect(calendar.qa('open-reservations')).toBeFocused()
    const today = storyToday()
    await calendar.qa(`day-${today}`).click()
    await calendar.qa('day-close').click()
    await expect(calendar.qa(`day-${today}`)).toBeFocused()
  })
})
