import type { Page } from '@playwright/test'
import { BASE_URL } from '../support/environment'
import { DEMO, expect, expectAccessible, test } from '../support/fixtures'
import { ShellPage } from '../shell/shell.page'

/*
 * Issue 37 §4: after a weak login with "remember this device", a browser whose session has ended
 * is signed in weakly again at its next start; forgetting the device in personal details ends that.
 */

/** The end of the session alone (its cookie), as when its idle or absolute limit has passed; the device cookie stays. */
async function dropSessionCookie(page: Page) {
  await page.context().clearCookies({ name: /^(__Host-)?pesa-session$/ })
  expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain('pesa-device')
}

test.describe('a remembered device', () => {
  test('keeps a weak login over the end of the session, until it is forgotten in personal details', async ({ page }) => {
    const shell = new ShellPage(page)
    await page.goto('/login/form?next=%2Fpersonal-details')
    await shell.qa('remember-device').check()
    await shell.fillWeakLogin(DEMO.anna.username, DEMO.anna.password)
    await expect(page).toHaveURL(`${BASE_URL}/personal-details`)
    await expect(shell.qa('logged-in-user')).toContainText('Anna Virtanen')

    await dropSessionCookie(page)
    await page.reload()
    await expect(shell.qa('logged-in-user')).toContainText('Anna Virtanen')
    // Weakly: the devices section offers "sign out everywhere" only through strong identification.
    const devices = page.locator('[data-qa="remembered-devices"]')
    await expect(devices.locator('[data-qa="device"]')).toHaveCount(1)
    await expect(devices.locator('[data-qa="this-device"]')).toBeVisible()
    await expect(devices.locator('[data-qa="device-name"]')).toHaveText(/Chrome/)

    await devices.locator('[data-qa="forget-device"]').click()
    await expect(devices.locator('[data-qa="no-devices"]')).toBeVisible()
    await page.context().clearCookies({ name: /^(__Host-)?pesa-session$/ })
    await page.reload()
    await expect(page).toHaveURL(/\/login/)
    await expect(shell.qa('logged-in-user')).toHaveCount(0)
  })

  test('is not remembered without the choice', async ({ page }) => {
    const shell = new ShellPage(page)
    await page.goto('/login/form?next=%2Fpersonal-details')
    await shell.fillWeakLogin(DEMO.anna.username, DEMO.anna.password)
    await expect(shell.qa('logged-in-user')).toContainText('Anna Virtanen')
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('pesa-device')
  })

  test('the login form with its checkbox and the devices section pass axe in fi, sv and en', async ({ page }) => {
    const shell = new ShellPage(page)
    await page.goto('/login/form')
    for (const lang of ['fi', 'sv', 'en'] as const) {
      await shell.chooseLanguage(lang)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(shell.qa('remember-device')).toBeVisible()
      await expectAccessible(page)
    }
    await shell.chooseLanguage('fi')
    await shell.qa('remember-device').check()
    await shell.fillWeakLogin(DEMO.anna.username, DEMO.anna.password)
    await expect(shell.qa('logged-in-user')).toContainText('Anna Virtanen')
    await page.goto('/personal-details#devices')
    const devices = page.locator('[data-qa="remembered-devices"]')
    await expect(devices.locator('[data-qa="device"]')).toHaveCount(1)
    for (const lang of ['fi', 'sv', 'en'] as const) {
      await shell.chooseLanguage(lang)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(devices.locator('h2')).toHaveText({ fi: 'Muistetut laitteet', sv: 'Ihågkomna enheter', en: 'Remembered devices' }[lang])
      await expectAccessible(page)
    }
  })
})
