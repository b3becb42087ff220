import { BASE_URL } from '../support/environment'
import { DEMO, expect, expectAccessible, test } from '../support/fixtures'
import { ShellPage } from './shell.page'

const path = (url: string) => url.slice(BASE_URL.length)

test.describe('shell: where / and the gated pages lead', () => {
  test('/ sends an anonymous visitor to /login', async ({ page, devApi: _ }) => {
    await page.goto('/')
    await expect(page).toHaveURL(`${BASE_URL}/login`)
  })

  test('/ sends a guardian with the reservations feature to /calendar, at either level', async ({ page, devApi }) => {
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await page.goto('/')
    await expect(page).toHaveURL(`${BASE_URL}/calendar`)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    await page.goto('/')
    await expect(page).toHaveURL(`${BASE_URL}/calendar`)
  })

  test('/ sends a strongly identified guardian without reservations to /applications', async ({ page, devApi }) => {
    await devApi.login(DEMO.pekka.ssn, 'STRONG')
    await page.goto('/')
    await expect(page).toHaveURL(`${BASE_URL}/applications`)
  })

  test('/ sends a weakly logged-in guardian without reservations to /map', async ({ page, devApi }) => {
    await devApi.login(DEMO.pekka.ssn, 'WEAK')
    await page.goto('/')
    await expect(page).toHaveURL(`${BASE_URL}/map`)
  })

  test('a strong-only page without a session goes to /login with the return path, and lands there after identification', async ({ page, devApi: _ }) => {
    const shell = new ShellPage(page)
    await page.goto('/income?year=2026')
    await expect(page).toHaveURL(`${BASE_URL}/login?next=${encodeURIComponent('/income?year=2026')}`)
    await shell.qa('strong-login').click()
    await shell.identifyAs(DEMO.anna.ssn)
    await expect(page).toHaveURL(`${BASE_URL}/income?year=2026`)
    await expect(shell.placeholder('income')).toBeVisible()
  })

  test('a weak-level page without a session goes to /login, and weak login lands on it', async ({ page, devApi: _ }) => {
    const shell = new ShellPage(page)
    await page.goto('/messages')
    await expect(page).toHaveURL(`${BASE_URL}/login?next=%2Fmessages`)
    await shell.qa('weak-login').click()
    await expect(page).toHaveURL(`${BASE_URL}/login/form?next=%2Fmessages`)
    await shell.fillWeakLogin(DEMO.anna.username, DEMO.anna.password)
    await expect(page).toHaveURL(`${BASE_URL}/messages`)
    await expect(shell.placeholder('messages')).toBeVisible()
  })

  test('a weak user sees locks on strong entries; opening one steps up to strong identification and lands on it', async ({ page, devApi }) => {
    const shell = new ShellPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await page.goto('/calendar')
    await shell.openSubMenu()
    for (const entry of ['applications', 'decisions', 'income']) await expect(shell.qa(`nav-${entry}-lock`)).toBeVisible()
    await expect(shell.qa('nav-personal-details-lock')).toHaveCount(0)
    await shell.qa('nav-decisions').click()
    await expect(page).toHaveURL(`${BASE_URL}/api/citizen/auth/sfi/login?RelayState=%2Fdecisions`)
    await shell.identifyAs(DEMO.anna.ssn)
    await expect(page).toHaveURL(`${BASE_URL}/decisions`)
    await expect(shell.placeholder('applications')).toBeVisible()
    expect(await shell.authStatus()).toMatchObject({ authLevel: 'STRONG' })
    await shell.openSubMenu()
    await expect(shell.qa('nav-decisions-lock')).toHaveCount(0)
  })

  test('an unknown path, also under an area, shows the not-found page', async ({ page, devApi }) => {
    const shell = new ShellPage(page)
    await page.goto('/no-such-page')
    await expect(shell.qa('not-found-page')).toContainText('Sivua ei löytynyt')
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    await page.goto('/applications/1/2/3')
    await expect(shell.qa('not-found-page')).toBeVisible()
  })

  test('a 401 from any call sends the browser to /', async ({ page, devApi }) => {
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await page.route('**/api/citizen/children', (route) => route.fulfill({ status: 401, json: { errorCode: 'UNAUTHORIZED' } }))
    const toRoot = page.waitForRequest((request) => request.isNavigationRequest() && request.url() === `${BASE_URL}/`)
    await page.goto('/map')
    await toRoot
  })
})

test.describe('shell: login', () => {
  test('the login page shows the system notification in the active language', async ({ page, devApi }) => {
    const shell = new ShellPage(page)
    await devApi.setSystemNotification({
      text: 'Huoltokatko su klo 8–10',
      textSv: 'Serviceavbrott sö kl 8–10',
      textEn: 'Service break Sun 8–10',
      validTo: new Date(Date.now() + 86_400_000).toISOString()
    })
    await page.goto('/login')
    await expect(shell.qa('system-notification')).toContainText('Huoltokatko su klo 8–10')
    await shell.chooseLanguage('sv')
    await expect(shell.qa('system-notification')).toContainText('Serviceavbrott sö kl 8–10')
  })

  test('the add-to-home-screen instructions remember whether they were open', async ({ page, devApi: _ }) => {
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

  test('weak login with the right password reloads to next; show/hide toggles the password', async ({ page, devApi: _ }) => {
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

  test('a next outside this origin is ignored: login goes to /', async ({ page, devApi: _ }) => {
    const shell = new ShellPage(page)
    await page.goto(`/login/form?next=${encodeURIComponent('https://evil.example/steal')}`)
    const toRoot = page.waitForRequest((request) => request.isNavigationRequest() && request.url() === `${BASE_URL}/`)
    await shell.fillWeakLogin(DEMO.anna.username, DEMO.anna.password)
    await toRoot
    await expect(page).toHaveURL(`${BASE_URL}/calendar`)
  })

  test('a wrong password shows a clear message and keeps what was typed', async ({ page, devApi: _ }) => {
    const shell = new ShellPage(page)
    await page.goto('/login/form')
    await shell.fillWeakLogin(DEMO.anna.username, 'not-the-password')
    await expect(shell.loginError).toHaveText('Kirjautuminen epäonnistui. Tarkista sähköpostiosoite ja salasana.')
    await expect(shell.qa('username')).toHaveValue(DEMO.anna.username)
    expect(await shell.authStatus()).toMatchObject({ loggedIn: false })
  })

  test('too many attempts (429) show the rate-limit text of the spec', async ({ page, devApi: _ }) => {
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

  test('the back button of the login form returns to the login page', async ({ page, devApi: _ }) => {
    const shell = new ShellPage(page)
    await page.goto('/login/form?next=%2Fmessages')
    await shell.qa('back').click()
    await expect(page).toHaveURL(`${BASE_URL}/login?next=%2Fmessages`)
  })

  test('a cancelled strong identification shows the login-failed dialog', async ({ page, devApi: _ }) => {
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

test.describe('shell: navigation and chrome', () => {
  test('several children: the children entry is a menu of the children', async ({ page, devApi }) => {
    const shell = new ShellPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await page.goto('/calendar')
    await expect(shell.qa('nav-calendar')).toBeVisible()
    await expect(shell.qa('nav-messages')).toBeVisible()
    await shell.qa('nav-children').click()
    const children = page.locator('[data-qa^="nav-child-"]')
    await expect(children).toHaveCount(3)
    await expect(children.first()).toBeVisible()
    await children.filter({ hasText: 'Aino Virtanen' }).click()
    await expect(page).toHaveURL(/\/children\/[0-9a-f-]{36}$/)
    await expect(shell.placeholder('calendar')).toBeVisible()
  })

  test('one child leads straight to the child; no email puts ! on personal details; no messages feature hides messages', async ({ page, devApi }) => {
    const shell = new ShellPage(page)
    await devApi.login(DEMO.liisa.ssn, 'WEAK')
    await page.goto('/calendar')
    await expect(shell.qa('nav-messages')).toHaveCount(0)
    await expect(shell.qa('nav-sub-menu-badge')).toBeVisible()
    await shell.openSubMenu()
    await expect(shell.qa('nav-personal-details-badge')).toHaveText(/!/)
    await shell.qa('nav-children').click()
    await expect(page).toHaveURL(/\/children\/[0-9a-f-]{36}$/)
  })

  test('badges come from the count endpoints, refresh on focus, and a missing endpoint shows none', async ({ page, devApi }) => {
    const shell = new ShellPage(page)
    let unread = 3
    await page.route('**/api/citizen/messages/unread-count', (route) => route.fulfill({ json: unread }))
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    await page.goto('/calendar')
    await expect(shell.qa('nav-messages-badge')).toContainText('3')
    // The decisions and children counts have no endpoint in this deployment.
    await expect(shell.qa('nav-children-badge')).toHaveCount(0)
    await shell.openSubMenu()
    await expect(shell.qa('nav-decisions-badge')).toHaveCount(0)
    await expect(shell.qa('nav-personal-details-badge')).toHaveCount(0)
    unread = 1
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    await expect(shell.qa('nav-messages-badge')).toContainText('1')
    unread = 0
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    await expect(shell.qa('nav-messages-badge')).toHaveCount(0)
  })

  test('the footer has the city, privacy, accessibility and feedback links of the municipality', async ({ page, devApi: _ }) => {
    const shell = new ShellPage(page)
    await page.goto('/login')
    await expect(shell.qa('footer-city')).toContainText('Pesälän kaupunki')
    await expect(shell.qa('footer-privacy')).toHaveAttribute('href', 'https://pesala.example.fi/tietosuoja')
    await expect(shell.qa('footer-feedback')).toHaveAttribute('href', 'https://pesala.example.fi/palaute')
    await shell.chooseLanguage('en')
    await expect(shell.qa('footer-privacy')).toHaveAttribute('href', 'https://pesala.example.fi/en/privacy')
    await shell.qa('footer-accessibility').click()
    await expect(shell.qa('accessibility-page')).toContainText('12 April 2022')
  })

  test('another municipality configuration changes texts, links and the environment label without a rebuild', async ({ page, devApi: _ }) => {
    const shell = new ShellPage(page)
    await page.route('**/api/citizen/public/municipality-config', async (route) => {
      const config = await (await route.fetch()).json()
      await route.fulfill({
        json: {
          ...config,
          name: { fi: 'Koivikon kunta', sv: 'Koivikko kommun', en: 'Municipality of Koivikko' },
          environmentLabel: { fi: 'Testiympäristö', sv: 'Testmiljö', en: 'Test environment' },
          textOverrides: { fi: { shell: { login: { title: 'Tervetuloa Koivikon Pesään' } } } }
        }
      })
    })
    await page.goto('/login')
    await expect(shell.qa('environment-label')).toHaveText('Testiympäristö')
    await expect(shell.qa('footer-city')).toContainText('Koivikon kunta')
    await expect(shell.loginPage.getByRole('heading', { level: 1 })).toHaveText('Tervetuloa Koivikon Pesään')
  })

  test('the skip link moves focus to the main content', async ({ page, devApi: _ }) => {
    await page.goto('/login')
    await expect(page.locator('[data-qa="login-page"]')).toBeVisible()
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Siirry pääsisältöön' })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('main#main')).toBeFocused()
  })

  test('desktop: header 80 px, no bottom bar', async ({ page, devApi }) => {
    const shell = new ShellPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/calendar')
    await expect(shell.qa('nav-calendar')).toBeVisible()
    expect((await page.locator('header').boundingBox())?.height).toBe(80)
    await expect(shell.qa('bottom-bar')).toBeHidden()
  })

  test('mobile at 375 px: header 60 px and a 60 px bottom bar with calendar, messages, children and the sub-menu', async ({ page, devApi }) => {
    const shell = new ShellPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await page.setViewportSize({ width: 375, height: 700 })
    await page.goto('/calendar')
    const bar = shell.qa('bottom-bar')
    await expect(bar).toBeVisible()
    expect((await bar.boundingBox())?.height).toBe(60)
    expect((await page.locator('header').boundingBox())?.height).toBe(60)
    await expect(shell.qa('nav-calendar')).toBeHidden()
    for (const entry of ['calendar', 'messages', 'children', 'sub-menu']) await expect(shell.qa(`mobile-nav-${entry}`)).toBeVisible()
    await shell.qa('mobile-nav-children').click()
    await expect(page.locator('[data-qa^="mobile-nav-child-"]').first()).toBeInViewport()
    await shell.qa('mobile-nav-messages').click()
    await expect(page).toHaveURL(`${BASE_URL}/messages`)
    await shell.qa('mobile-nav-sub-menu').click()
    await expect(shell.qa('mobile-nav-income-lock')).toBeInViewport()
    await shell.qa('mobile-nav-personal-details').click()
    await expect(page).toHaveURL(`${BASE_URL}/personal-details`)
    await expectAccessible(page)
  })

  test('keyboard only: the language menu and the sub-menu open, choose and close', async ({ page, devApi }) => {
    const shell = new ShellPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await page.goto('/calendar')
    await expect(shell.qa('nav-calendar')).toBeVisible()

    await shell.tabTo('language-menu')
    await page.keyboard.press('Enter')
    await expect(shell.languageButton).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    expect(await shell.focusedQa()).toBe('lang-fi')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv')
    await expect(shell.languageButton).toHaveAttribute('aria-expanded', 'false')
    expect(await shell.focusedQa()).toBe('language-menu')

    await page.keyboard.press('Tab')
    expect(await shell.focusedQa()).toBe('nav-sub-menu')
    await page.keyboard.press('Enter')
    await expect(shell.subMenuButton).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(shell.subMenuButton).toHaveAttribute('aria-expanded', 'false')
    expect(await shell.focusedQa()).toBe('nav-sub-menu')
    await page.keyboard.press('Space')
    await shell.tabTo('nav-personal-details', 6)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(`${BASE_URL}/personal-details`)
    await expect(shell.subMenuButton).toHaveAttribute('aria-expanded', 'false')
  })
})

test.describe('shell: languages', () => {
  test('switching the language changes texts and <html lang> in place, keeps typed input and is remembered', async ({ page, devApi: _ }) => {
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

  test('?lang= wins over the stored choice and is remembered', async ({ page, devApi: _ }) => {
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

  test('the accessibility statement exists in all three languages with its date and back link', async ({ page, devApi: _ }) => {
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

test.describe('shell: session, errors and notices', () => {
  test('an expired session shows the timeout dialog; logging in again lands on the same page', async ({ page, devApi }) => {
    const shell = new ShellPage(page)
    await shell.pollAuthEvery(300)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await page.goto('/messages/thread-1')
    await expect(shell.placeholder('messages')).toBeVisible()
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

  test('the offline notice shows while the browser is offline', async ({ page, context, devApi: _ }) => {
    const shell = new ShellPage(page)
    await page.goto('/login')
    await expect(shell.loginPage).toBeVisible()
    await expect(shell.qa('offline-notice')).toHaveCount(0)
    await context.setOffline(true)
    await expect(shell.qa('offline-notice')).toContainText('Ei internet-yhteyttä')
    await context.setOffline(false)
    await expect(shell.qa('offline-notice')).toHaveCount(0)
  })

  test('a different apiVersion shows the new-version notice, whose button reloads', async ({ page, devApi: _ }) => {
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
    await page.unroute('**/api/citizen/auth/status')
    await page.reload()
    await expect(shell.loginPage).toBeVisible()
    await expect(shell.qa('new-version-notice')).toHaveCount(0)
  })

  test('a failed auth-status check shows the error page, whose button reloads', async ({ page, devApi: _ }) => {
    const shell = new ShellPage(page)
    await page.route('**/api/citizen/auth/status', (route) => route.fulfill({ status: 500, json: { errorCode: 'INTERNAL' } }))
    await page.goto('/login')
    await expect(shell.qa('error-page')).toContainText('Tapahtui odottamaton virhe')
    await page.unroute('**/api/citizen/auth/status')
    await shell.qa('error-page').getByRole('button').click()
    await expect(shell.loginPage).toBeVisible()
  })
})

test.describe('shell: install', () => {
  test('the web app manifest and icons make an installable standalone app', async ({ page, devApi: _ }) => {
    await page.goto('/login')
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href')
    const manifest = await (await page.request.get(manifestHref!)).json()
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', short_name: 'Pesä', theme_color: '#0050bb' })
    const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes)
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']))
    for (const icon of manifest.icons as { src: string; type: string }[]) {
      const response = await page.request.get(icon.src)
      expect(response.status(), icon.src).toBe(200)
      expect(response.headers()['content-type'], icon.src).toContain(icon.type)
    }
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')
    expect((await page.request.get(touchIcon!)).status()).toBe(200)
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0050bb')
  })
})

test.describe('shell: accessibility of every shell page in fi, sv and en', () => {
  for (const lang of ['fi', 'sv', 'en'] as const) {
    test(`${lang}: login, login form, accessibility statement, not found, error page and the logged-in chrome`, async ({ page, devApi }) => {
      // Five pages, each checked by axe: longer than one flow.
      test.setTimeout(90_000)
      const shell = new ShellPage(page)
      await devApi.setSystemNotification({ text: 'Tiedote', textSv: 'Meddelande', textEn: 'Notice', validTo: new Date(Date.now() + 86_400_000).toISOString() })
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
