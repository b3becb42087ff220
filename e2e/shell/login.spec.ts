import { BASE_URL, storyNow } from '../support/environment'
import { DEMO, expect, expectAccessible, test } from '../support/fixtures'
import { ShellPage } from './shell.page'

test.describe('shell: login', () => {
  test('the login page shows the system notification in the active language', async ({ page, devApi }) => {
    const shell = new ShellPage(page)
    await devApi.setSystemNotification({
      text: 'Huoltokatko su klo 8–10',
      textSv: 'Serviceavbrott sö kl 8–10',
      textEn: 'Service break Sun 8–10',
      validTo: new Date(storyNow().getTime() + 86_400_000).toISOString()
    })
    await page.goto('/login')
    await expect(shell.qa('system-notification')).toContainText('Huoltokatko su klo 8–10')
    await shell.chooseLanguage('sv')
    await expect(shell.qa('system-notification')).toContainText('Serviceavbrott sö kl 8–10')
  })

  test('the add-to-home-screen instructions remember whether they were open', async ({ page }) => {
    const shell = new ShellPage(page)
    const toggle = shell.qa('home-screen-instructions').getByRole('button')
    await page.goto('/login')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    await expect(shell.qa('home-screen-instructions')).toContainText('Safari')
    await page.reload()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await toggle.click()
    await page.reload()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  test('weak login with the right password reloads to next; show/hide toggles the password', async ({ page }) => {
    const shell = new ShellPage(page)
    await page.goto('/login/form?next=%2Fpersonal-details')
    await shell.qa('password').fill(DEMO.anna.password)
    await expect(shell.qa('password')).toHaveAttribute('type', 'password')
    await shell.qa('toggle-password').click()
    await expect(shell.qa('password')).toHaveAttribute('type', 'text')
    await shell.fillWeakLogin(DEMO.anna.username, DEMO.anna.password)
    await expect(page).toHaveURL(`${BASE_URL}/personal-details`)
    await expect(shell.qa('logged-in-user')).toContainText('Anna Virtanen')
  })

  test('a next outside this origin is ignored: login goes to /', async ({ page }) => {
    const shell = new ShellPage(page)
    await page.goto(`/login/form?next=${encodeURIComponent('https://evil.example/steal')}`)
    const toRoot = page.waitForRequest((request) => request.isNavigationRequest() && request.url() === `${BASE_URL}/`)
    await shell.fillWeakLogin(DEMO.anna.username, DEMO.anna.password)
    await toRoot
    await expect(page).toHaveURL(`${BASE_URL}/calendar`)
  })

  test('a wrong password shows a clear message and keeps what was typed', async ({ page }) => {
    const shell = new ShellPage(page)
    await page.goto('/login/form')
    await shell.fillWeakLogin(DEMO.anna.username, 'not-the-password')
    await expect(shell.loginError).toHaveText('Kirjautuminen epäonnistui. Tarkista sähköpostiosoite ja salasana.')
    await expect(shell.qa('username')).toHaveValue(DEMO.anna.username)
    expect(await shell.authStatus()).toMatchObject({ loggedIn: false })
  })

  test('too many attempts (429) show the rate-limit text of the spec', async ({ page }) => {
    const shell = new ShellPage(page)
    await shell.failWeakLoginTimes(DEMO.anna.username, 20)
    await page.goto('/login/form?lang=en')
    await shell.fillWeakLogin(DEMO.anna.username, DEMO.anna.password)
    await expect(shell.loginError).toHaveText('Your username is temporarily locked due to the number of login attempts. Try again later.')
  })

  test('a logged-in visitor of /login/form goes to /', async ({ page, devApi }) => {
    await devApi.login(DEMO.pekka.ssn, 'WEAK')
    await page.goto('/login/form')
    await expect(page).toHaveURL(`${BASE_URL}/map`)
  })

  test('the back button of the login form returns to the login page', async ({ page }) => {
    const shell = new ShellPage(page)
    await page.goto('/login/form?next=%2Fmessages')
    await shell.qa('back').click()
    await expect(page).toHaveURL(`${BASE_URL}/login?next=%2Fmessages`)
  })

  test('a cancelled strong identification shows the login-failed dialog', async ({ page }) => {
    const shell = new ShellPage(page)
    await page.goto('/login')
    await shell.qa('strong-login').click()
    await page.locator('[data-qa="cancel"]').click()
    await expect(shell.qa('login-failed-dialog')).toContainText('Tunnistautuminen epäonnistui')
    await expectAccessible(page)
    await shell.qa('login-failed-ok').click()
    await expect(shell.qa('login-failed-dialog')).toHaveCount(0)
    await expect(page).toHaveURL(`${BASE_URL}/login`)
  })

  test('logout ends the session on the server and returns to /', async ({ page, devApi }) => {
    const shell = new ShellPage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    await page.goto('/applications')
    await shell.openSubMenu()
    await shell.qa('nav-logout').click()
    await expect(page).toHaveURL(`${BASE_URL}/login`)
    expect(await shell.authStatus()).toMatchObject({ loggedIn: false })
  })
})
