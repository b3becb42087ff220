import { addDays } from '@pesa/shared/dates'
import { DEMO, expect, expectAccessible, test } from '../support/fixtures'
import { BASE_URL, storyToday } from '../support/environment'
import { CalendarPage } from './calendar.page'

const finnish = (iso: string) => iso.split('-').reverse().join('.')

test.describe('calendar: notices linking out', () => {
  test('weak Anna sees her income running out in 3 weeks, linking to /income through strong identification, and no documents notice', async ({
    page,
    devApi
  }) => {
    const calendar = new CalendarPage(page)
    const unanswered: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/child-documents/unanswered')) unanswered.push(request.url())
    })
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await calendar.open()
    const notice = calendar.qa('income-expiring-notice')
    await expect(notice).toContainText(`Tulotietosi vanhenevat ${finnish(addDays(storyToday(), 21))}.`)
    await expect(calendar.qa('unanswered-documents-notice')).toHaveCount(0)
    // The documents' read needs a strong session: a weak one does not ask.
    expect(unanswered).toEqual([])
    await expectAccessible(page)
    // /income needs a strong session: the link ends at strong identification, which returns there.
    await calendar.qa('income-expiring-link').click()
    await expect(page).toHaveURL(`${BASE_URL}/api/citizen/auth/sfi/login?RelayState=%2Fincome`)
  })

  test("strong Anna sees Ella's document waiting for her answer; it opens ready to answer and returns to the calendar", async ({ page, devApi }) => {
    const calendar = new CalendarPage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    await calendar.open()
    const link = calendar.qa('unanswered-documents-notice').locator('[data-qa="unanswered-document-link"]')
    await expect(link).toHaveText(['Ella: Aloituskeskustelun esitiedot'])
    await expect(link).toHaveAttribute('href', /^\/child-documents\/[0-9a-f-]+\?returnTo=calendar&readOnly=false$/)
    await expect(calendar.qa('income-expiring-notice')).toBeVisible()
    await expectAccessible(page)
    await link.click()
    await expect(page.locator('[data-qa="child-document"]')).toBeVisible()
    await expect(page).toHaveURL(/returnTo=calendar&readOnly=false$/)
    await page.locator('[data-qa="document-return"]').click()
    await expect(page).toHaveURL(/\/calendar$/)
  })

  test('when the reads answer 404 (area not deployed, feature off) the calendar shows no notice and no error', async ({ page, devApi }) => {
    const calendar = new CalendarPage(page)
    const notFound = { status: 404, contentType: 'application/json', body: JSON.stringify({ message: 'Not found' }) }
    await page.route('**/api/citizen/child-documents/unanswered', (route) => route.fulfill(notFound))
    await page.route('**/api/citizen/income/expiring', (route) => route.fulfill(notFound))
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    const answered = Promise.all([page.waitForResponse('**/api/citizen/child-documents/unanswered'), page.waitForResponse('**/api/citizen/income/expiring')])
    await calendar.open()
    await answered
    await expect(calendar.qa('calendar-grid')).toBeVisible()
    await expect(calendar.qa('unanswered-documents-notice')).toHaveCount(0)
    await expect(calendar.qa('income-expiring-notice')).toHaveCount(0)
    await expect(page.locator('[data-qa="error-dialog"]')).toHaveCount(0)
    await expect(calendar.qa('service-time-banner')).toBeVisible()
  })
})
