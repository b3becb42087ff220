import { DEMO, expect, test } from '../support/fixtures'
import { holdRequests } from '../support/hold'
import { layoutShiftSoFar } from '../support/layout-shift'
import { storyToday } from '../support/environment'

/*
 * Issue 38: nothing a guardian sees moves as a page's parts arrive (cumulative layout shift 0). Each
 * of these moved once: the footer brought into view by the calendar's scroll to today, the navigation
 * as its badges and children entry came in after it, the children's cards as their unread badges did.
 */
const PAGES = [
  { path: '/calendar', read: '**/api/citizen/reservations?**', shown: () => `[data-qa="day-${storyToday()}"]` },
  { path: '/children', read: '**/api/citizen/children', shown: () => '[data-qa^="child-card-"]' },
  { path: '/messages', read: '**/api/citizen/messages/received?**', shown: () => '[data-qa^="thread-item-"]' }
]

test.describe('layout shift', () => {
  for (const [width, height] of [
    [1280, 720],
    [375, 740]
  ] as const) {
    for (const { path, read, shown } of PAGES) {
      test(`nothing on ${path} moves as it loads, at ${width}×${height}`, async ({ page, devApi }) => {
        await page.setViewportSize({ width, height })
        await devApi.login(DEMO.anna.ssn, 'WEAK')
        // The page's read held until its spinner shows, as on a slow line: the spinner's place and the
        // content that replaces it must not move anything (a phone moved the children's page by 0.02).
        const release = await holdRequests(page, read)
        await page.goto(path)
        await expect(page.locator('main [data-qa="spinner"]').first()).toBeVisible()
        release()
        await expect(page.locator(shown()).first()).toBeInViewport()
        await expect(page.locator(width < 800 ? '[data-qa="bottom-bar"]' : '[data-qa="nav-messages"]')).toBeVisible()
        expect(await layoutShiftSoFar(page)).toBe(0)
      })
    }
  }
})
