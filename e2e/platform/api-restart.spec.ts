import en from '../../shell/src/i18n/en'
import fi from '../../shell/src/i18n/fi'
import sv from '../../shell/src/i18n/sv'
import { PersonalPage } from '../personal/personal.page'
import { ShellPage } from '../shell/shell.page'
import { DEMO, expect, expectAccessible, test } from '../support/fixtures'
import { RESTART_URL, startRestartableApi, type RestartableApi } from './restartable-api'

let api: RestartableApi
test.beforeAll(async () => {
  // Migrating and seeding the instance's database, as the suite's own server does at start.
  test.setTimeout(150_000)
  api = await startRestartableApi()
})
test.afterAll(() => api?.close())

// Pages, the dev API's reset and login all go to the instance the test stops and starts.
test.use({ baseURL: RESTART_URL })

test.describe('platform: the API stops and starts again under a logged-in guardian', () => {
  test('the notice says the service cannot be reached, nothing typed is lost, and the same input saves after the restart in the same session', async ({
    page,
    devApi
  }) => {
    // Two starts of the server on a busy machine; the second has its database ready.
    test.setTimeout(90_000)
    const shell = new ShellPage(page)
    const personal = new PersonalPage(page)
    const typed = { phone: '040 765 4321', backupPhone: '09 816 21', email: 'liisa.korhonen@example.fi' }
    await devApi.login(DEMO.liisa.ssn, 'STRONG')
    await personal.open()
    await personal.fillDetails(typed)

    await api.stop()
    await personal.qa('save-personal-details').click()
    await expect(personal.qa('error-dialog')).toContainText('Yhteys palveluun ei onnistunut')
    // The failed save makes the shell check the service at once, not at its next poll a minute later.
    await expect(shell.qa('unreachable-notice')).toHaveText(fi.notices.unreachable)
    await expect(page.getByRole('status').filter({ has: shell.qa('unreachable-notice') })).toBeVisible()
    await expect(shell.qa('offline-notice')).toHaveCount(0)
    // Another language's texts could not be loaded now, with the server away: they are checked where they are written.
    expect(sv.notices.unreachable).toMatch(/^Tjänsten kan inte nås/)
    expect(en.notices.unreachable).toMatch(/^The service cannot be reached/)
    await personal.qa('error-dialog-ok').click()
    // The page is scrolled down to the save button: the notice stays in view above it.
    await expect(shell.qa('unreachable-notice')).toBeInViewport()
    await expect(personal.qa('phone')).toHaveValue(typed.phone)
    await expect(personal.qa('backup-phone')).toHaveValue(typed.backupPhone)
    await expect(personal.qa('email')).toHaveValue(typed.email)
    await expectAccessible(page)

    await api.start()
    // While the service is away the shell asks every five seconds; the notice goes by itself.
    await expect(shell.qa('unreachable-notice')).toHaveCount(0)
    await personal.qa('save-personal-details').click()
    await expect(personal.qa('personal-details-saved')).toBeVisible()

    // The session was in the database, not in the stopped process: no new login.
    await page.reload()
    await expect(personal.qa('personal-details-page')).toBeVisible()
    await expect(personal.qa('view-phone')).toHaveText(typed.phone)
    await expect(personal.qa('view-email')).toHaveText(typed.email)
    await expect(shell.qa('logged-in-user')).toBeVisible()
    expect(await personal.authStatus()).toMatchObject({ loggedIn: true, authLevel: 'STRONG' })
  })
})
