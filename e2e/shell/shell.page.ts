import type { getAuthStatus, weakLogin } from '@pesa/shared/api/auth'
import { callApi, type BodyOf } from '../support/api'
import { expect, type Locator, type Page } from '@playwright/test'
import { CSRF_HEADER } from '@pesa/shared/protocol'

/** The shell: its chrome (bars, menus, notices) and its own pages. */
export class ShellPage {
  constructor(readonly page: Page) {}

  qa(name: string): Locator {
    return this.page.locator(`[data-qa="${name}"]`)
  }

  get loginPage() {
    return this.qa('login-page')
  }

  get weakLoginPage() {
    return this.qa('weak-login-page')
  }

  get loginError() {
    return this.qa('login-error')
  }

  get subMenuButton() {
    return this.qa('nav-sub-menu')
  }

  get languageButton() {
    return this.qa('language-menu')
  }

  placeholder(area: string) {
    // An area not built yet shows its placeholder; a built one marks its root.
    return this.page.locator(`[data-qa="area-placeholder-${area}"], [data-qa="area-root-${area}"]`).first()
  }

  /** The shell polls the auth status this often instead of once a minute. */
  async pollAuthEvery(ms: number) {
    await this.page.addInitScript((interval) => {
      Object.assign(((window as unknown as { __pesaTest?: object }).__pesaTest ??= {}), { authPollMs: interval })
    }, ms)
  }

  async fillWeakLogin(username: string, password: string) {
    await this.qa('username').fill(username)
    await this.qa('password').fill(password)
    await this.qa('submit').click()
  }

  /** Picks a person on the development identification page (the mock of strong identification). */
  async identifyAs(ssn: string) {
    await this.page.locator(`input[name="ssn"][value="${ssn}"]`).check()
    await this.page.locator('[data-qa="identify"]').click()
  }

  /** Identifies on the login page of the test identity provider (shell/saml-idp.ts). */
  async identifyAtIdp(ssn: string) {
    await this.page.locator('[data-qa="idp-ssn"]').fill(ssn)
    await this.page.locator('[data-qa="idp-identify"]').click()
  }

  /**
   * Waits until the calendar, where a guardian lands, has drawn its days: it then scrolls to today
   * (unless the guardian is already in the top bar), and a click on the top bar while it loads could
   * land where the page has just moved.
   */
  async calendarDrawn() {
    await expect(this.page.locator('[data-qa="reservable-range"]')).toBeVisible()
  }

  async openSubMenu() {
    if ((await this.subMenuButton.getAttribute('aria-expanded')) !== 'true') await this.subMenuButton.click()
  }

  async chooseLanguage(lang: 'fi' | 'sv' | 'en') {
    await this.languageButton.click()
    await this.qa(`lang-${lang}`).click()
  }

  /** Presses Tab until the element with this data-qa has focus. */
  async tabTo(name: string, maxPresses = 40) {
    for (let press = 0; press < maxPresses; press++) {
      await this.page.keyboard.press('Tab')
      if (await this.page.evaluate((qa) => document.activeElement?.getAttribute('data-qa') === qa, name)) return
    }
    throw new Error(`${name} was not reached with Tab`)
  }

  focusedQa() {
    return this.page.evaluate(() => document.activeElement?.getAttribute('data-qa'))
  }

  /** Username-and-password attempts straight at the API, e.g. to use up the hourly limit. */
  async failWeakLoginTimes(username: string, times: number) {
    for (let attempt = 0; attempt < times; attempt++) {
      // raw: each attempt is refused (401, then 429), which callApi would take for a failure
      await this.page.request.post('/api/citizen/auth/weak-login', {
        data: { username, password: 'wrong-password' } satisfies BodyOf<typeof weakLogin>,
        headers: { [CSRF_HEADER]: '1' }
      })
    }
  }

  authStatus() {
    return callApi<typeof getAuthStatus>(this.page.request, 'get', '/citizen/auth/status')
  }
}
