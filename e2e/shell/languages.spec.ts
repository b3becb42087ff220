import { BASE_URL } from '../support/environment'
import { DEMO, expect, test } from '../support/fixtures'
import { ShellPage } from './shell.page'

test.describe('shell: languages', () => {
  test('switching the language changes texts and <html lang> in place, keeps typed input and is remembered', async ({ page }) => {
    const shell = new ShellPage(page)
    await page.goto('/login/form')
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
    await shell.qa('username').fill('typed@example.fi')
    await shell.chooseLanguage('en')
    await expect(shell.weakLoginPage.getByRole('heading', { level: 1 })).toHaveText('Log in with email and password')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(shell.qa('username')).toHaveValue('typed@example.fi')
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(shell.weakLoginPage.getByRole('heading', { level: 1 })).toHaveText('Log in with email and password')
  })

  test("switching the language keeps what was typed in a remote's form", async ({ page, devApi }) => {
    const shell = new ShellPage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    await page.goto('/personal-details')
    await shell.qa('edit-personal-details').click()
    await shell.qa('phone').fill('050 765 4321')
    await shell.chooseLanguage('sv')
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv')
    await expect(shell.qa('phone')).toHaveValue('050 765 4321')
    await expect(shell.qa('save-personal-details')).toBeVisible()
  })

  test('?lang= wins over the stored choice and is remembered', async ({ page }) => {
    const shell = new ShellPage(page)
    await page.goto('/login?lang=sv')
    await expect(shell.loginPage.getByRole('heading', { level: 1 })).toHaveText('Välkommen till Pesä')
    await page.goto('/login')
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv')
  })

  test('without a choice, a Swedish browser gets Swedish and an English one Finnish', async ({ browser }) => {
    for (const [locale, lang] of [
      ['sv-FI', 'sv'],
      ['en-GB', 'fi']
    ] as const) {
      const context = await browser.newContext({ locale })
      const page = await context.newPage()
      await page.goto('/login')
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.locator('[data-qa="login-page"]')).toBeVisible()
      await context.close()
    }
  })

  test('the accessibility statement exists in all three languages with its date and back link', async ({ page }) => {
    const shell = new ShellPage(page)
    await page.goto('/login')
    await shell.qa('footer-accessibility').click()
    await expect(shell.qa('accessibility-page')).toContainText('12.4.2022')
    await expect(shell.qa('accessibility-page')).toContainText('14 päivän')
    await shell.chooseLanguage('sv')
    await expect(shell.qa('accessibility-page')).toContainText('12 april 2022')
    await expect(shell.qa('accessibility-page')).toContainText('14 dagar')
    await shell.chooseLanguage('en')
    await expect(shell.qa('accessibility-page')).toContainText('within 14 days')
    await shell.qa('accessibility-back').click()
    await expect(page).toHaveURL(`${BASE_URL}/login`)
  })
})
