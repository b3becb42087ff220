import { BASE_URL } from '../support/environment'
import { DEMO, expect, expectAccessible, test } from '../support/fixtures'
import { ShellPage } from './shell.page'

test.describe('shell: session, errors and notices', () => {
  test('an expired session shows the timeout dialog; logging in again lands on the same page', async ({ page, devApi }) => {
    const shell = new ShellPage(page)
    await shell.pollAuthEvery(300)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await page.goto('/messages/thread-1')
    await expect(shell.placeholder('messages')).toBeVisible()
    // The inbox has loaded: a call of the area answered 401 would send the browser to the root instead (spec).
    await expect(page.locator('[data-qa="thread-list"]')).toBeVisible()
    await devApi.expireSessions(DEMO.anna.ssn)
    await expect(shell.qa('session-expired-dialog')).toBeVisible()
    await expect(shell.qa('session-expired-dialog')).toContainText('Istunto on vanhentunut')
    await expectAccessible(page)
    await shell.qa('session-expired-login').click()
    await expect(page).toHaveURL(`${BASE_URL}/login?next=${encodeURIComponent('/messages/thread-1')}`)
    await shell.qa('weak-login').click()
    await shell.fillWeakLogin(DEMO.anna.username, DEMO.anna.password)
    await expect(page).toHaveURL(`${BASE_URL}/messages/thread-1`)
    await expect(shell.placeholder('messages')).toBeVisible()
  })

  test('the offline notice shows while the browser is offline', async ({ page, context }) => {
    const shell = new ShellPage(page)
    await page.goto('/login')
    await expect(shell.loginPage).toBeVisible()
    await expect(shell.qa('offline-notice')).toHaveCount(0)
    await context.setOffline(true)
    await expect(shell.qa('offline-notice')).toContainText('Ei internet-yhteyttä')
    await context.setOffline(false)
    await expect(shell.qa('offline-notice')).toHaveCount(0)
  })

  test("a gateway's 503 to the status check shows the unreachable notice until the service answers; offline, only the offline notice", async ({
    page,
    context
  }) => {
    const shell = new ShellPage(page)
    await shell.pollAuthEvery(300)
    await page.goto('/login')
    await expect(shell.loginPage).toBeVisible()
    await expect(shell.qa('unreachable-notice')).toHaveCount(0)
    await page.route('**/api/citizen/auth/status', (route) => route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>503</h1>' }))
    await expect(shell.qa('unreachable-notice')).toContainText('Palveluun ei juuri nyt saada yhteyttä')
    await expect(shell.loginPage).toBeVisible()

    await context.setOffline(true)
    await expect(shell.qa('offline-notice')).toBeVisible()
    await expect(shell.qa('unreachable-notice')).toHaveCount(0)
    await page.unrouteAll({ behavior: 'wait' })
    await context.setOffline(false)
    await expect(shell.qa('offline-notice')).toHaveCount(0)
    await expect(shell.qa('unreachable-notice')).toHaveCount(0)
  })

  test('a different apiVersion shows the new-version notice, whose button reloads', async ({ page }) => {
    const shell = new ShellPage(page)
    await page.route('**/api/citizen/auth/status', async (route) => {
      const status = await (await route.fetch()).json()
      await route.fulfill({ json: { ...status, apiVersion: 'next-release' } })
    })
    await page.goto('/login')
    await expect(shell.qa('new-version-notice')).toContainText('Palvelusta on saatavilla uusi versio.')
    const reload = page.waitForEvent('load')
    await shell.qa('new-version-reload').click()
    await reload
    // A status check of the reloaded page may still be in the handler: let it finish before the next reload.
    await page.unrouteAll({ behavior: 'wait' })
    await page.reload()
    await expect(shell.loginPage).toBeVisible()
    await expect(shell.qa('new-version-notice')).toHaveCount(0)
  })

  test('a failed auth-status check shows the error page, whose button reloads', async ({ page }) => {
    const shell = new ShellPage(page)
    await page.route('**/api/citizen/auth/status', (route) => route.fulfill({ status: 500, json: { errorCode: 'INTERNAL' } }))
    await page.goto('/login')
    await expect(shell.qa('error-page')).toContainText('Tapahtui odottamaton virhe')
    await page.unroute('**/api/citizen/auth/status')
    await shell.qa('error-page').getByRole('button').click()
    await expect(shell.loginPage).toBeVisible()
  })
})
