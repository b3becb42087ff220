import { BASE_URL, storyNow } from '../support/environment'
import { DEMO, expect, expectAccessible, test } from '../support/fixtures'
import { ShellPage } from './shell.page'

const path = (url: string) => url.slice(BASE_URL.length)

test.describe('shell: accessibility of every shell page in fi, sv and en', () => {
  for (const lang of ['fi', 'sv', 'en'] as const) {
    test(`${lang}: login, login form, accessibility statement, not found, error page and the logged-in chrome`, async ({ page, devApi }) => {
      // Five pages, each checked by axe: longer than one flow.
      test.setTimeout(90_000)
      const shell = new ShellPage(page)
      await devApi.setSystemNotification({
        text: 'Tiedote',
        textSv: 'Meddelande',
        textEn: 'Notice',
        validTo: new Date(storyNow().getTime() + 86_400_000).toISOString()
      })
      await page.goto(`/login?lang=${lang}`)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(shell.qa('system-notification')).toBeVisible()
      await shell.qa('home-screen-instructions').getByRole('button').click()
      await shell.languageButton.click()
      await expectAccessible(page)

      for (const [url, qa] of [
        ['/login/form', 'weak-login-page'],
        ['/accessibility', 'accessibility-page'],
        ['/no-such-page', 'not-found-page']
      ] as const) {
        await page.goto(url)
        await expect(shell.qa(qa)).toBeVisible()
        expect(path(page.url())).toBe(url)
        await expectAccessible(page)
      }

      await page.route('**/api/citizen/public/municipality-config', (route) => route.fulfill({ status: 500, json: {} }))
      await page.goto('/login')
      await expect(shell.qa('error-page')).toBeVisible()
      await expectAccessible(page)
      await page.unroute('**/api/citizen/public/municipality-config')

      await devApi.login(DEMO.anna.ssn, 'WEAK')
      await page.goto('/calendar')
      await shell.openSubMenu()
      await expect(shell.qa('nav-income-lock')).toBeVisible()
      await expectAccessible(page)
      await shell.qa('nav-children').click()
      await expectAccessible(page)
    })
  }
})

// The check itself: a scan that saw nothing would pass every page above.
test.describe('the accessibility check', () => {
  test('fails on a violation in the page and in a same-origin frame', async ({ page }) => {
    const shell = new ShellPage(page)
    await page.goto('/login')
    await expect(shell.qa('login-page')).toBeVisible()
    await expectAccessible(page)

    await page.locator('main').evaluate((main) => main.insertAdjacentHTML('beforeend', '<button type="button" data-qa="unnamed"></button>'))
    await expect(expectAccessible(page)).rejects.toThrow(/button-name/)

    await page.locator('[data-qa="unnamed"]').evaluate((button) => button.remove())
    await page
      .locator('main')
      .evaluate((main) =>
        main.insertAdjacentHTML(
          'beforeend',
          '<iframe title="Kehys" srcdoc="<html lang=fi><title>Kehys</title><main><button type=button></button></main></html>"></iframe>'
        )
      )
    await expect(page.frameLocator('iframe[title="Kehys"]').locator('button')).toHaveCount(1)
    await expect(expectAccessible(page)).rejects.toThrow(/button-name/)
  })
})
