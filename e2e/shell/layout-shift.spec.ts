import { helsinkiDate } from '@pesa/shared/dates'
import { DEMO, expect, test } from '../support/fixtures'
import { layoutShiftSoFar } from '../support/layout-shift'

/*
 * Issue 38: nothing a guardian sees moves as a page's parts arrive (cumulative layout shift 0). Each
 * of these moved once: the footer brought into view by the calendar's scroll to today, the navigation
 * as its badges and children entry came in after it, the children's cards as their unread badges did.
 */
const PAGES = [
  { path: '/calendar', shown: () => `[data-qa="day-${helsinkiDate(new Date())}"]` },
  { path: '/children', shown: () => '[data-qa^="child-card-"]' },
  { path: '/messages', shown: () => '[data-qa^="thread-item-"]' }
]

test.describe('layout shift', () => {
  for (const [width, height] of [
    [1280, 720],
    [375, 740]
  ] as const) {
    for (const { path, shown } of PAGES) {
      test(`nothing on ${path} moves as it loads, at ${width}×${height}`, async ({ page, devApi }) => {
        await page.setViewportSize({ width, height })
        await devApi.login(DEMO.anna.ssn, 'WEAK')
        await page.goto(path)
        await expect(page.locator(shown()).first()).toBeInViewport()
        await expect(page.locator(width < 800 ? '[data-qa="bottom-bar"]' : '[data-qa="nav-messages"]')).toBeVisible()
        expect(await layoutShiftSoFar(page)).toBe(0)
      })
    }
  }
})
