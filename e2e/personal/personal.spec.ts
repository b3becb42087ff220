import type { getAuthStatus, weakLogin } from '@pesa/shared/api/auth'
import { callApi, type BodyOf } from '../support/api'
import { CSRF_HEADER } from '@pesa/shared/protocol'
import { DEMO, expect, expectAccessible, test } from '../support/fixtures'
import { PersonalPage } from './personal.page'

const LIISA_EMAIL = 'liisa.korhonen@example.fi'
const NEW_PASSWORD = 'Sininen-kirahvi-tanssii-2027'

test.describe('personal details: email and weak login', () => {
  test('Liisa without an email adds one, verifies it, turns on login and logs in with it', async ({ page, devApi }) => {
    const personal = new PersonalPage(page)
    await devApi.login(DEMO.liisa.ssn, 'STRONG')
    await personal.open()
    await expect(personal.qa('missing-info-warning')).toBeVisible()
    await expect(personal.qa('weak-login-status')).toHaveText('Ei käytössä')

    await personal.editDetails({ email: LIISA_EMAIL })
    await expect(personal.qa('personal-details-saved')).toBeVisible()
    await expect(personal.qa('view-email')).toHaveText(LIISA_EMAIL)
    await expect(personal.qa('missing-info-warning')).toHaveCount(0)
    await expect(personal.qa('email-unverified')).toBeVisible()
    await expect(personal.qa('unverified-email-warning')).toBeVisible()
    await expect(personal.qa('activate-credentials')).toBeDisabled()

    await personal.verifyEmail(LIISA_EMAIL)
    await expect(personal.qa('email-verified')).toBeVisible()
    await expect(personal.qa('unverified-email-warning')).toHaveCount(0)

    await personal.qa('activate-credentials').click()
    await expect(personal.qa('modal-username')).toHaveValue(LIISA_EMAIL)
    await expect(personal.qa('save-password')).toBeDisabled()
    await personal.qa('new-password').fill('lyhyt')
    await expect(personal.qa('password-rule-minLength')).toHaveAttribute('data-met', 'false')
    await personal.typePassword(NEW_PASSWORD)
    await expect(personal.qa('password-rule-minLength')).toHaveAttribute('data-met', 'true')
    await personal.qa('save-password').click()
    await expect(personal.qa('credentials-activated')).toContainText(LIISA_EMAIL)
    await personal.qa('credentials-activated-ok').click()
    await expect(personal.qa('weak-login-username')).toHaveText(LIISA_EMAIL)

    await page.goto('/api/citizen/auth/logout?RelayState=/')
    await expect(page).toHaveURL(/\/login/)
    await page.goto('/login/form')
    await page.locator('[data-qa="username"]').fill(LIISA_EMAIL)
    await page.locator('[data-qa="password"]').fill(NEW_PASSWORD)
    await page.locator('[data-qa="submit"]').click()
    await expect.poll(() => personal.authStatus()).toMatchObject({ loggedIn: true, authLevel: 'WEAK', user: { lastName: 'Korhonen' } })
  })

  test("Anna changes her password and her other browser's session ends", async ({ page, browser, devApi }) => {
    const personal = new PersonalPage(page)
    const otherContext = await browser.newContext()
    const other = await otherContext.newPage()
    // raw: the exact status (204) is asserted
    const login = await other.request.post('/api/citizen/auth/weak-login', {
      data: { username: DEMO.anna.username, password: DEMO.anna.password } satisfies BodyOf<typeof weakLogin>,
      headers: { [CSRF_HEADER]: '1' }
    })
    expect(login.status()).toBe(204)
    await other.goto('/personal-details')
    await expect(other.locator('[data-qa="personal-details-page"]')).toBeVisible()

    await devApi.login(DEMO.anna.ssn, 'STRONG')
    await personal.open()
    await personal.qa('update-password').click()
    await expect(personal.qa('modal-username')).toHaveValue(DEMO.anna.username)
    await personal.typePassword(NEW_PASSWORD)
    await personal.qa('save-password').click()
    await expect(personal.qa('password-changed')).toBeVisible()
    expect(await personal.authStatus()).toMatchObject({ loggedIn: true, authLevel: 'STRONG' })

    await other.reload()
    await expect(other).toHaveURL(/\/login/)
    expect(await callApi<typeof getAuthStatus>(other.request, 'get', '/citizen/auth/status')).toMatchObject({ loggedIn: false })
    await otherContext.close()
  })

  test('Anna changes her email, keeps logging in with the old one, and moves her username once the new one is verified', async ({ page, browser, devApi }) => {
    const personal = new PersonalPage(page)
    const weakLoginElsewhere = async (username: string) => {
      const elsewhere = await browser.newContext()
      // raw: the status, a refusal among them, is what is asserted
      const response = await elsewhere.request.post('/api/citizen/auth/weak-login', {
        data: { username, password: DEMO.anna.password } satisfies BodyOf<typeof weakLogin>,
        headers: { [CSRF_HEADER]: '1' }
      })
      await elsewhere.close()
      return response.status()
    }
    const newEmail = 'anna.maria.virtanen@example.fi'
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    await personal.open()
    await personal.editDetails({ email: newEmail })
    await expect(personal.qa('username-mismatch')).toContainText(DEMO.anna.username)
    await expect(personal.qa('update-username')).toHaveCount(0)
    await expect(personal.qa('weak-login-username')).toHaveText(DEMO.anna.username)
    expect(await weakLoginElsewhere(DEMO.anna.username)).toBe(204)

    await personal.verifyEmail(newEmail)
    await expect(personal.qa('email-verified')).toBeVisible()
    await personal.qa('update-username').click()
    await expect(personal.qa('weak-login-username')).toHaveText(newEmail)
    await expect(personal.qa('username-mismatch')).toHaveCount(0)
    expect(await weakLoginElsewhere(newEmail)).toBe(204)
  })

  test('an easily guessed password is refused with an alert and save stays off until it changes', async ({ page, devApi }) => {
    const personal = new PersonalPage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    await personal.open()
    await personal.qa('update-password').click()
    await personal.typePassword('salasana12345')
    await personal.qa('save-password').click()
    await expect(personal.qa('password-unacceptable')).toBeVisible()
    await expect(personal.qa('save-password')).toBeDisabled()
    await personal.typePassword(NEW_PASSWORD)
    await expect(personal.qa('save-password')).toBeEnabled()
  })

  test('an email another person logs in with cannot be verified, and the alert names it', async ({ page, devApi }) => {
    const personal = new PersonalPage(page)
    await devApi.login(DEMO.liisa.ssn, 'STRONG')
    await personal.open()
    await personal.editDetails({ email: DEMO.anna.username })
    await personal.verifyEmail(DEMO.anna.username)
    await expect(personal.qa('email-verification-error')).toContainText(DEMO.anna.username)
    await expect(personal.qa('email-unverified')).toBeVisible()
  })

  test('a username taken meanwhile by another person shows the conflict alert and disables save', async ({ page, devApi }) => {
    const personal = new PersonalPage(page)
    await devApi.login(DEMO.liisa.ssn, 'STRONG')
    await personal.open()
    await personal.editDetails({ email: LIISA_EMAIL })
    await personal.verifyEmail(LIISA_EMAIL)
    await expect(personal.qa('email-verified')).toBeVisible()
    // Two people racing for one address: the other one's activation lands between this
    // verification and this save, so the server answers 409.
    await page.route('**/api/citizen/personal-data/weak-login-credentials', (route) =>
      route.fulfill({ status: 409, json: { statusCode: 409, errorCode: 'USERNAME_IN_USE', message: 'Another person has this username' } })
    )
    await personal.qa('activate-credentials').click()
    await personal.typePassword(NEW_PASSWORD)
    await personal.qa('save-password').click()
    await expect(personal.qa('username-conflict')).toContainText(LIISA_EMAIL)
    await expect(personal.qa('save-password')).toBeDisabled()
  })
})

test.describe('personal details: editing and settings', () => {
  test('a weakly logged-in guardian identifies strongly from the edit button and comes back to edit', async ({ page, devApi }) => {
    const personal = new PersonalPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await personal.open()
    await expect(personal.qa('strong-login-needed')).toBeVisible()
    await personal.qa('edit-personal-details').click()
    await page.locator(`input[name="ssn"][value="${DEMO.anna.ssn}"]`).check()
    await page.locator('[data-qa="identify"]').click()
    await expect(page).toHaveURL(/\/personal-details$/)
    expect(await personal.authStatus()).toMatchObject({ authLevel: 'STRONG' })
    await personal.editDetails({ backupPhone: '09 816 21' })
    await expect(personal.qa('view-backup-phone')).toHaveText('09 816 21')
  })

  test('invalid details show errors beside the fields and keep what was typed', async ({ page, devApi }) => {
    const personal = new PersonalPage(page)
    await devApi.login(DEMO.liisa.ssn, 'STRONG')
    await personal.open()
    await personal.editDetails({ phone: '12', email: 'liisa@' })
    await expect(personal.qa('personal-details-form')).toContainText('Virheellinen puhelinnumero')
    await expect(personal.qa('personal-details-form')).toContainText('Virheellinen sähköpostiosoite')
    await expect(personal.qa('phone')).toHaveValue('12')
    await expect(personal.qa('email')).toHaveValue('liisa@')
  })

  test('a failed save keeps everything typed, says so in a dialog, and the same input saves once the service answers', async ({ page, devApi }) => {
    const personal = new PersonalPage(page)
    await devApi.login(DEMO.liisa.ssn, 'STRONG')
    await personal.open()
    await page.route('**/api/citizen/personal-data', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, json: { statusCode: 500, errorCode: 'INTERNAL_ERROR', message: 'Internal error' } })
        : route.fallback()
    )
    await personal.editDetails({ phone: '040 765 4321', backupPhone: '09 816 21', email: LIISA_EMAIL })
    await expect(personal.qa('error-dialog')).toContainText('Tapahtui odottamaton virhe')
    await expectAccessible(page)
    await personal.qa('error-dialog-ok').click()
    await expect(personal.qa('phone')).toHaveValue('040 765 4321')
    await expect(personal.qa('backup-phone')).toHaveValue('09 816 21')
    await expect(personal.qa('email')).toHaveValue(LIISA_EMAIL)

    await page.unroute('**/api/citizen/personal-data')
    await personal.qa('save-personal-details').click()
    await expect(personal.qa('personal-details-saved')).toBeVisible()
    await expect(personal.qa('view-phone')).toHaveText('040 765 4321')
  })

  test('when the email status and the password rules fail to load, the guardian sees why and can retry', async ({ page, devApi }) => {
    const personal = new PersonalPage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    // Failing until the guardian presses retry, so that the reads' own background retries cannot heal the page first.
    let failing = true
    for (const url of ['**/api/citizen/personal-data/email-verification', '**/api/citizen/personal-data/password-constraints']) {
      await page.route(url, (route) =>
        failing ? route.fulfill({ status: 503, json: { statusCode: 503, errorCode: 'SERVICE_UNAVAILABLE', message: 'x' } }) : route.fallback()
      )
    }
    await page.goto('/personal-details')
    const login = personal.qa('login-details-section')
    await expect(login.locator('[data-qa="load-failed"]')).toContainText('Tietojen lataaminen epäonnistui')
    await expect(personal.qa('personal-details-section').locator('[data-qa="load-failed"]')).toBeVisible()
    await expect(personal.qa('update-password')).toHaveCount(0)

    failing = false
    await login.locator('[data-qa="load-retry"]').click()
    await expect(personal.qa('update-password')).toBeEnabled()
    await expect(personal.qa('email-verified')).toBeVisible()
    await expect(page.locator('[data-qa="load-failed"]')).toHaveCount(0)
  })

  test('notification settings are edited, saved as the list of disabled types and read back, with the income warning', async ({ page, devApi }) => {
    const personal = new PersonalPage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    await personal.open('#notifications')
    await expect(personal.qa('notification-discussionTime')).toBeVisible()
    await expect(personal.qa('notification-income')).toBeDisabled()
    await personal.qa('edit-notification-settings').click()
    await personal.qa('notification-income').uncheck()
    await expect(personal.qa('income-warning')).toBeVisible()
    await personal.qa('notification-bulletin').uncheck()
    const saved = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith('/notification-settings'))
    await personal.qa('save-notification-settings').click()
    expect((await saved).postDataJSON()).toEqual(['INCOME_NOTIFICATION', 'BULLETIN_NOTIFICATION'])
    await expect(personal.qa('notification-settings-saved')).toBeVisible()

    await page.reload()
    await expect(personal.qa('notification-bulletin')).not.toBeChecked()
    await expect(personal.qa('notification-income')).not.toBeChecked()
    await expect(personal.qa('notification-message')).toBeChecked()
    await expect(personal.qa('income-warning')).toBeVisible()

    await personal.qa('edit-notification-settings').click()
    await personal.qa('notification-income').check()
    await personal.qa('cancel-notification-settings').click()
    await expect(personal.qa('notification-income')).not.toBeChecked()
  })

  test('a weakly logged-in guardian sees the notification settings and identifies strongly to edit them', async ({ page, devApi }) => {
    const personal = new PersonalPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await personal.open()
    await expect(personal.qa('notification-message')).toBeChecked()
    await personal.qa('edit-notification-settings').click()
    await page.locator(`input[name="ssn"][value="${DEMO.anna.ssn}"]`).check()
    await page.locator('[data-qa="identify"]').click()
    await expect(page).toHaveURL(/\/personal-details#notifications$/)
    expect(await personal.authStatus()).toMatchObject({ authLevel: 'STRONG' })
    await personal.qa('edit-notification-settings').click()
    await personal.qa('notification-message').uncheck()
    await personal.qa('save-notification-settings').click()
    await expect(personal.qa('notification-settings-saved')).toBeVisible()
  })

  for (const lang of ['fi', 'sv', 'en'] as const) {
    test(`the page, the edit form and the password dialog are accessible in ${lang}`, async ({ page, devApi }) => {
      const personal = new PersonalPage(page)
      await devApi.login(DEMO.liisa.ssn, 'STRONG')
      await personal.open(`?lang=${lang}`)
      await expect(personal.qa('missing-info-warning')).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expectAccessible(page)

      await personal.editDetails({ email: LIISA_EMAIL })
      await personal.qa('send-verification-code').click()
      await expect(personal.qa('email-verification-form')).toBeVisible()
      await expectAccessible(page)

      await personal.qa('edit-personal-details').click()
      await expect(personal.qa('personal-details-form')).toBeVisible()
      await expectAccessible(page)
      await personal.qa('cancel-personal-details').click()

      await personal.verifyEmail(LIISA_EMAIL)
      await personal.qa('activate-credentials').click()
      await personal.typePassword('lyhyt', 'lyhy')
      await expectAccessible(page)
    })
  }
})
