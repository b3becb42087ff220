import { BASE_URL } from '../support/environment'
import { DEMO, expect, test } from '../support/fixtures'
import { ShellPage } from './shell.page'

test.describe('shell: where / and the gated pages lead', () => {
  test('/ sends an anonymous visitor to /login', async ({ page }) => {
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

  test('a strong-only page without a session goes to /login with the return path, and lands there after identification', async ({ page }) => {
    const shell = new ShellPage(page)
    await page.goto('/income?year=2026')
    await expect(page).toHaveURL(`${BASE_URL}/login?next=${encodeURIComponent('/income?year=2026')}`)
    await shell.qa('strong-login').click()
    await shell.identifyAs(DEMO.anna.ssn)
    await expect(page).toHaveURL(`${BASE_URL}/income?year=2026`)
    await expect(shell.placeholder('income')).toBeVisible()
  })

  test('a weak-level page without a session goes to /login, and weak login lands on it', async ({ page }) => {
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
    await shell.calendarDrawn()
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

  test('a path under no deployed prefix is the shell’s not-found page; an unknown path under a prefix, the area’s own', async ({ page, devApi }) => {
    const shell = new ShellPage(page)
    const remoteFiles: string[] = []
    page.on('request', (request) => request.url().includes('/remotes/mf-') && remoteFiles.push(request.url()))
    await page.goto('/no-such-page')
    await expect(shell.qa('not-found-page')).toContainText('Sivua ei löytynyt')
    expect(remoteFiles).toEqual([])

    await devApi.login(DEMO.anna.ssn, 'STRONG')
    await page.goto('/applications/1/2/3')
    await expect(shell.qa('not-found-page')).toBeVisible()
    expect(remoteFiles.some((url) => url.includes('/remotes/mf-applications/'))).toBe(true)
  })

  test('the remote decides the access of pages the navigation does not list', async ({ page, devApi }) => {
    const shell = new ShellPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await page.goto('/children/any-child/absence-application')
    await expect(shell.placeholder('calendar')).toBeVisible()
    await page.goto('/children/any-child/service-application')
    await expect(page).toHaveURL(`${BASE_URL}/api/citizen/auth/sfi/login?RelayState=${encodeURIComponent('/children/any-child/service-application')}`)
    await shell.identifyAs(DEMO.anna.ssn)
    await expect(page).toHaveURL(`${BASE_URL}/children/any-child/service-application`)
    await expect(shell.placeholder('calendar')).toBeVisible()
  })

  test('a 401 from any call sends the browser to /', async ({ page, devApi }) => {
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await page.route('**/api/citizen/children', (route) => route.fulfill({ status: 401, json: { errorCode: 'UNAUTHORIZED' } }))
    const toRoot = page.waitForRequest((request) => request.isNavigationRequest() && request.url() === `${BASE_URL}/`)
    await page.goto('/map')
    await toRoot
  })
})
