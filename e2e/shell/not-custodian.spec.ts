import { BASE_URL } from '../support/environment'
import { DEMO, expect, expectAccessible, test } from '../support/fixtures'
import { ShellPage } from './shell.page'

const TITLES = {
  fi: 'Pesä on lasten huoltajille',
  sv: 'Pesä är för barnens vårdnadshavare',
  en: 'Pesä is for the custodians of children'
} as const

test.describe('shell: who may use the service (issue 17 §6)', () => {
  test("Pekka, no one's custodian, identifies and gets the not-a-custodian page in fi, sv and en, and no session", async ({ page }) => {
    const shell = new ShellPage(page)
    await page.goto('/login')
    await shell.qa('strong-login').click()
    await shell.identifyAs(DEMO.pekka.ssn)
    await expect(page).toHaveURL(`${BASE_URL}/login/not-a-custodian`)
    expect(await shell.authStatus()).toMatchObject({ loggedIn: false })
    for (const lang of ['fi', 'sv', 'en'] as const) {
      if (lang !== 'fi') await shell.chooseLanguage(lang)
      await expect(shell.qa('not-custodian-page').getByRole('heading', { level: 1 })).toHaveText(TITLES[lang])
      await expectAccessible(page)
    }
    await shell.qa('not-custodian-back').click()
    await expect(shell.loginPage).toBeVisible()
  })
})
