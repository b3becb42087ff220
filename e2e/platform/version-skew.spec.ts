import type { AreaDeployment } from '@pesa/shared/deployment'
import { suiteDeployment, writeE2eRemotesFile } from '../support/environment'
import { buildFixture, NEXT_MAJOR, PREVIOUS_MINOR, SHARED_VERSION } from '../support/fixture-builds'
import { DEMO, expect, test } from '../support/fixtures'
import { PersonalPage } from '../personal/personal.page'
import { PlatformPage } from './platform.page'

/*
 * Areas are released on their own schedule, so the shell meets remotes built against another
 * @pesa/shared (shell/DECISIONS.md, "Compatibility between the shell and the remotes"). The
 * fixtures are mf-personal built declaring another version of it.
 */
// The service worker stays in place: a release and a rollback must hold with it (shell/DECISIONS.md, "Offline").
test.use({ serviceWorkers: 'allow' })

test.describe('platform: remotes built against another version of @pesa/shared', () => {
  let previousMinor: AreaDeployment
  let nextMajor: AreaDeployment

  test.beforeAll(async () => {
    // The first run of a checkout builds the fixtures (about a minute each); later runs reuse them.
    test.setTimeout(15 * 60_000)
    if (PREVIOUS_MINOR) previousMinor = await buildFixture('personal-shared-previous-minor')
    nextMajor = await buildFixture('personal-shared-next-major')
  })
  test.afterEach(() => writeE2eRemotesFile())

  const personalPage = (platform: PlatformPage) => platform.page.locator('[data-qa="personal-details-page"]')

  test('a remote built against the previous minor works in the current shell, on the shell’s shared runtime', async ({ page, devApi }) => {
    test.skip(!PREVIOUS_MINOR, `@pesa/shared ${SHARED_VERSION} has no previous minor in its major`)
    const platform = new PlatformPage(page)
    writeE2eRemotesFile({ ...suiteDeployment(), personal: previousMinor })
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    // The page, with what it reads through the shared API client and the user of the shared auth store.
    await new PersonalPage(page).open()
    await expect(personalPage(platform)).toContainText('Virtanen')

    const shared = (await platform.sharedVersions()).filter((entry) => entry.name === '@pesa/shared')
    expect(shared).toContainEqual({ name: '@pesa/shared', version: PREVIOUS_MINOR, from: 'personal', loaded: false })
    expect(shared.filter((entry) => entry.loaded)).toEqual([{ name: '@pesa/shared', version: SHARED_VERSION, from: 'shell', loaded: true }])
    expect(await platform.authStoreCount()).toBe(1)
    expect(platform.requests.some((request) => request.url().startsWith(previousMinor.manifest.replace(/mf-manifest\.json$/, '')))).toBe(true)
  })

  test(`a remote needing @pesa/shared ${NEXT_MAJOR} shows the unavailable panel, the page stays up, and a rollback recovers it`, async ({ page, devApi }) => {
    const platform = new PlatformPage(page)
    writeE2eRemotesFile({ ...suiteDeployment(), personal: nextMajor })
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    await page.goto('/personal-details')
    await expect(platform.unavailablePanel()).toBeVisible()
    expect(await platform.authStoreCount()).toBe(1)

    // The shell and the other areas keep working.
    await platform.openArea('nav-map')
    await expect(platform.placeholder('map')).toBeVisible()
    await platform.openArea('nav-personal-details')
    await expect(platform.unavailablePanel()).toBeVisible()

    // Rolled back in the deployment file: retry loads the working release (by loading the page
    // again, since the file now names another build of the remote).
    writeE2eRemotesFile()
    await platform.retryButton().click()
    await expect(personalPage(platform)).toBeVisible()
    expect(await platform.authStoreCount()).toBe(1)
  })
})
