import { CROSS_ORIGIN_REMOTE, SECOND_ORIGIN } from '../support/environment'
import { DEMO, expect, expectAccessible, test } from '../support/fixtures'
import { AREAS, PlatformPage } from './platform.page'

test.describe('platform: the shell composes the remotes at run time', () => {
  test('an anonymous visitor to / ends on the login page', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.locator('[data-qa="login-page"]')).toBeVisible()
  })

  test('Anna logs in with her email and password and the shell shows her', async ({ page }) => {
    const platform = new PlatformPage(page)
    await platform.weakLogin(DEMO.anna.username, DEMO.anna.password)
    await expect(page.locator('[data-qa="logged-in-user"]')).toContainText('Anna Virtanen')
    expect(await platform.authStatus()).toMatchObject({ loggedIn: true, authLevel: 'WEAK' })
  })

  test('Anna identifies strongly through the identification page and the session is STRONG', async ({ page }) => {
    const platform = new PlatformPage(page)
    await platform.strongLogin(DEMO.anna.ssn)
    await expect(page.locator('[data-qa="logged-in-user"]')).toContainText('Anna Virtanen')
    expect(await platform.authStatus()).toMatchObject({ loggedIn: true, authLevel: 'STRONG', user: { lastName: 'Virtanen' } })
  })

  test('every area is reached through the navigation, each from its own remote', async ({ page, devApi }) => {
    const platform = new PlatformPage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    await page.goto('/map')
    for (const { area, link, path } of AREAS) {
      await platform.openArea(link)
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(platform.placeholder(area)).toBeVisible()
    }
    for (const area of new Set(AREAS.map(({ area }) => area))) {
      const urls = platform.remoteRequests(area)
      expect(
        urls.some((url) => url.endsWith('/mf-manifest.json')),
        `${area} manifest`
      ).toBe(true)
      expect(
        urls.some((url) => url.endsWith('/remoteEntry.js')),
        `${area} entry`
      ).toBe(true)
    }
  })

  test('a remote is fetched only when its area is visited', async ({ page }) => {
    const platform = new PlatformPage(page)
    await page.goto('/login')
    await expect(page.locator('[data-qa="login-page"]')).toBeVisible()
    expect(platform.requests.filter((request) => request.url().includes('/remotes/mf-'))).toEqual([])
  })

  test('pointing at or focusing a navigation link preloads the remote of its prefix before the click', async ({ page, devApi }) => {
    const platform = new PlatformPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await page.goto('/map')
    await expect(platform.placeholder('map')).toBeVisible()
    expect(platform.remoteRequests('messages')).toEqual([])
    expect(platform.remoteRequests('calendar')).toEqual([])

    await platform.navLink('nav-messages').hover()
    await expect.poll(() => platform.remoteRequests('messages').some((url) => url.endsWith('/remoteEntry.js'))).toBe(true)
    await platform.navLink('nav-calendar').focus()
    await expect.poll(() => platform.remoteRequests('calendar').some((url) => url.endsWith('/remoteEntry.js'))).toBe(true)
    await expect(page).toHaveURL(/\/map$/)
  })

  test('a remote served from a second origin through remotes.json works like the others', async ({ page, devApi }) => {
    const platform = new PlatformPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await page.goto('/calendar')
    await platform.openArea('nav-messages')
    await expect(platform.placeholder(CROSS_ORIGIN_REMOTE)).toBeVisible()
    await expect(platform.placeholder(CROSS_ORIGIN_REMOTE)).toContainText('Viestit')
    const urls = platform.remoteRequests(CROSS_ORIGIN_REMOTE)
    expect(urls.length).toBeGreaterThan(2)
    expect(urls.every((url) => url.startsWith(SECOND_ORIGIN))).toBe(true)
  })

  test('the page holds exactly one React and one auth store after three areas', async ({ page, devApi }) => {
    const platform = new PlatformPage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    await page.goto('/calendar')
    await expect(platform.placeholder('calendar')).toBeVisible()
    for (const [link, area] of [
      ['nav-messages', 'messages'],
      ['nav-income', 'income']
    ] as const) {
      await platform.openArea(link)
      // A built area shows its own page rather than the placeholder's greeting; the store count below is the proof.
      await expect(platform.placeholder(area)).toBeVisible()
    }
    expect(await platform.authStoreCount()).toBe(1)
    const loaded = (await platform.sharedVersions()).filter((shared) => shared.loaded)
    for (const singleton of ['react', 'react-dom', 'react-router', '@pesa/shared']) {
      const providers = loaded.filter((shared) => shared.name === singleton)
      expect(providers, singleton).toHaveLength(1)
      expect(providers[0]?.from, singleton).toBe('shell')
    }
  })

  test('the login page has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/login')
    await expect(page.locator('[data-qa="login-page"]')).toBeVisible()
    await expectAccessible(page)
  })
})

/** The page's headers (its CSP) for a body changed by the test: no longer compressed, of another length. */
function servedHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'content-encoding' && name !== 'content-length'))
}

test.describe('platform: one failing remote leaves the rest working', () => {
  test('with the income remote missing, its area shows the unavailable panel and retry recovers it', async ({ page, devApi }) => {
    const platform = new PlatformPage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    await page.route('**/remotes/mf-income/**', (route) => route.abort())
    await page.goto('/calendar')
    await expect(platform.placeholder('calendar')).toBeVisible()

    await platform.openArea('nav-income')
    await expect(platform.unavailablePanel()).toBeVisible()
    await expect(platform.unavailablePanel()).toContainText('Tämä palvelun osa ei ole juuri nyt käytettävissä')

    // Navigation and the other areas keep working.
    await platform.openArea('nav-messages')
    await expect(platform.placeholder('messages')).toBeVisible()
    await platform.openArea('nav-income')
    await expect(platform.unavailablePanel()).toBeVisible()

    // The files are back: retry loads the area without a page reload.
    await page.unroute('**/remotes/mf-income/**')
    await platform.retryButton().click()
    await expect(platform.placeholder('income')).toBeVisible()
    await expect(platform.unavailablePanel()).toHaveCount(0)
  })

  test('with a remotes.json entry pointing nowhere, only that area is unavailable', async ({ page, devApi }) => {
    const platform = new PlatformPage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    // The page as a CDN would serve it, without the deployment file the server puts in it: the shell reads remotes.json.
    await page.route('**/applications', async (route) => {
      const response = await route.fetch()
      const body = (await response.text()).replace(/<script type="application\/json" id="pesa-deployment">.*?<\/script>/s, '')
      expect(body).toContain('<title>')
      await route.fulfill({ status: response.status(), headers: servedHeaders(response.headers()), body })
    })
    await page.route('**/remotes.json', async (route) => {
      const remotes = await (await route.fetch()).json()
      await route.fulfill({ json: { ...remotes, applications: { ...remotes.applications, manifest: 'http://127.0.0.1:9/nowhere/mf-manifest.json' } } })
    })
    await page.goto('/applications')
    await expect(platform.unavailablePanel()).toBeVisible()
    await platform.openArea('nav-map')
    await expect(platform.placeholder('map')).toBeVisible()
    await platform.openArea('nav-personal-details')
    await expect(platform.placeholder('personal')).toBeVisible()
  })

  test('with the deployment file in the page naming a manifest nowhere, only that area is unavailable', async ({ page, devApi }) => {
    const platform = new PlatformPage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    await page.route('**/applications', async (route) => {
      const response = await route.fetch()
      const html = await response.text()
      const block = /(<script type="application\/json" id="pesa-deployment">)(.*?)(<\/script>)/s.exec(html)
      expect(block, 'the server puts the deployment file in the page').not.toBeNull()
      const remotes = JSON.parse(block![2]!)
      const broken = JSON.stringify({ ...remotes, applications: { ...remotes.applications, manifest: 'http://127.0.0.1:9/nowhere/mf-manifest.json' } })
      await route.fulfill({
        status: response.status(),
        headers: servedHeaders(response.headers()),
        body: html.replace(block![0], `${block![1]}${broken}${block![3]}`)
      })
    })
    await page.goto('/applications')
    await expect(platform.unavailablePanel()).toBeVisible()
    await platform.openArea('nav-map')
    await expect(platform.placeholder('map')).toBeVisible()
  })
})
