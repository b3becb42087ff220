import type { AreaDeployment } from '@pesa/shared/deployment'
import type { Page } from '@playwright/test'
import { BASE_URL, suiteDeployment, writeE2eRemotesFile } from '../support/environment'
import { buildFixture } from '../support/fixture-builds'
import { DEMO, expect, test } from '../support/fixtures'
import { ShellPage } from '../shell/shell.page'
import { PlatformPage } from './platform.page'

/** The shell's own scripts as the page loaded them: the same before and after a release. */
function shellScripts(page: Page): Promise<string[]> {
  return page.locator('script[src]').evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).src))
}

// The service worker stays in place: a release and a rollback must hold with it (shell/DECISIONS.md, "Offline").
test.use({ serviceWorkers: 'allow' })

test.describe('platform: an area is released and rolled back by editing the deployment file alone', () => {
  let nextRelease: AreaDeployment

  test.beforeAll(async () => {
    // The first run of a checkout builds the fixture (about a minute); later runs reuse it.
    test.setTimeout(10 * 60_000)
    nextRelease = await buildFixture('personal-next-release')
  })
  test.afterEach(() => writeE2eRemotesFile())

  const release = () => writeE2eRemotesFile({ ...suiteDeployment(), personal: nextRelease })
  const remoteNotFound = (page: Page) => page.locator('[data-qa="area-root-personal"] [data-qa="not-found-page"]')
  const shellNotFound = (page: Page) => page.locator('main > [data-qa="not-found-page"]')

  test('a page and a prefix the shell has never heard of are served after the release and are gone after the rollback', async ({ page, devApi }) => {
    const platform = new PlatformPage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')

    // Before: the deployed remote has no such page, and no area has the prefix.
    await page.goto('/personal-details/preview')
    await expect(remoteNotFound(page)).toBeVisible()
    await page.goto('/release-notes')
    await expect(shellNotFound(page)).toBeVisible()
    const shellBefore = await shellScripts(page)

    release()
    await page.goto('/personal-details/preview')
    await expect(page.locator('[data-qa="release-preview"]')).toContainText('Anna Maria Virtanen')
    await page.goto('/release-notes')
    await expect(page.locator('[data-qa="release-notes"]')).toContainText('Anna Maria Virtanen')
    await page.goto('/personal-details')
    await expect(page.locator('[data-qa="personal-details-page"]')).toBeVisible()
    expect(platform.requests.some((request) => request.url().startsWith(nextRelease.manifest.replace(/mf-manifest\.json$/, '')))).toBe(true)
    expect(await shellScripts(page)).toEqual(shellBefore)

    // Rolling back is pointing the file back.
    writeE2eRemotesFile()
    await page.goto('/personal-details/preview')
    await expect(remoteNotFound(page)).toBeVisible()
    await page.goto('/release-notes')
    await expect(shellNotFound(page)).toBeVisible()
    await page.goto('/personal-details')
    await expect(page.locator('[data-qa="personal-details-page"]')).toBeVisible()
  })

  test('the released STRONG page sends a visitor to login, then a weak session to strong identification, and lands on it', async ({ page }) => {
    const shell = new ShellPage(page)
    release()
    await page.goto('/personal-details/preview?from=release')
    await expect(page).toHaveURL(`${BASE_URL}/login?next=${encodeURIComponent('/personal-details/preview?from=release')}`)
    await shell.qa('weak-login').click()
    await shell.fillWeakLogin(DEMO.anna.username, DEMO.anna.password)
    await expect(page).toHaveURL(`${BASE_URL}/api/citizen/auth/sfi/login?RelayState=${encodeURIComponent('/personal-details/preview?from=release')}`)
    await shell.identifyAs(DEMO.anna.ssn)
    await expect(page).toHaveURL(`${BASE_URL}/personal-details/preview?from=release`)
    await expect(shell.qa('release-preview')).toContainText('Anna Maria Virtanen')
    expect(await shell.authStatus()).toMatchObject({ authLevel: 'STRONG' })
  })

  test('the released WEAK prefix sends a visitor to login and shows a weak session its page', async ({ page }) => {
    const shell = new ShellPage(page)
    release()
    await page.goto('/release-notes')
    await expect(page).toHaveURL(`${BASE_URL}/login?next=%2Frelease-notes`)
    await shell.qa('weak-login').click()
    await shell.fillWeakLogin(DEMO.anna.username, DEMO.anna.password)
    await expect(page).toHaveURL(`${BASE_URL}/release-notes`)
    await expect(shell.qa('release-notes')).toContainText('Anna Maria Virtanen')
  })

  test('with the service worker in place, a release made while offline is fetched when back online', async ({ page, context, devApi }) => {
    const platform = new PlatformPage(page)
    const released = () => platform.requests.some((request) => request.url().startsWith(nextRelease.manifest.replace(/mf-manifest\.json$/, '')))
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    await page.goto('/personal-details')
    await expect(page.locator('[data-qa="personal-details-page"]')).toBeVisible()
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller))
    // The worker has the page and the deployed remote's folder.
    await expect
      .poll(() =>
        page.evaluate(
          async () =>
            (await caches.keys()).filter(
              (name) => ['pesa-shell-page', 'pesa-public'].includes(name) || name.startsWith('pesa-personal-') || name.includes('/mf-personal/')
            ).length
        )
      )
      .toBe(4)

    await context.setOffline(true)
    release()
    // Offline the page opens with the deployment it last read: the new build is not asked for.
    await page.reload()
    await expect(page.locator('[data-qa="area-root-personal"]')).toBeVisible()
    expect(released()).toBe(false)

    await context.setOffline(false)
    await page.goto('/personal-details/preview')
    await expect(page.locator('[data-qa="release-preview"]')).toContainText('Anna Maria Virtanen')
    expect(released()).toBe(true)
  })
})
