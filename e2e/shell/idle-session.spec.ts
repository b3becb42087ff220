import { BACKGROUND_HEADER } from '@pesa/shared/protocol'
import type { Page } from '@playwright/test'
import { DEMO, expect, expectAccessible, test } from '../support/fixtures'
import { ShellPage } from './shell.page'

/** The suite's server runs with the default SESSION_IDLE_MINUTES (README). */
const SESSION_IDLE_MINUTES = 30

/** The next auth-status poll's answer, checking it was a background request (one that slides no session). */
function nextPoll(page: Page) {
  return page
    .waitForResponse((response) => response.url().endsWith('/api/citizen/auth/status'))
    .then((response) => {
      expect(response.request().headers()[BACKGROUND_HEADER]).toBe('1')
      return response.json()
    })
}

test.describe('shell: an idle open tab (issue 17 §6)', () => {
  test('reaches the session-timeout dialog after SESSION_IDLE_MINUTES, though its polls ran all along', async ({ page, devApi }) => {
    const shell = new ShellPage(page)
    // The browser's clock, moved by hand; the server's is moved by ageing the session as much.
    await page.clock.install()
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await page.goto('/personal-details')
    await expect(shell.placeholder('personal')).toBeVisible()
    // The navigation is drawn once its reads (badge counts, children) have answered: none of them, which
    // slide the session as a guardian's own reads do, may arrive after the session is aged below.
    await expect(shell.qa('nav-messages')).toBeVisible()

    // A minute short of the idle limit: the tab's polls find the session, and must not slide it.
    await devApi.ageSessions(DEMO.anna.ssn, SESSION_IDLE_MINUTES - 1)
    const stillIn = nextPoll(page)
    await page.clock.fastForward(`${SESSION_IDLE_MINUTES - 1}:00`)
    expect(await stillIn).toMatchObject({ loggedIn: true })
    await expect(shell.qa('session-expired-dialog')).toHaveCount(0)

    // Two minutes on, nothing but polls in between: the session has ended.
    await devApi.ageSessions(DEMO.anna.ssn, 2)
    const ended = nextPoll(page)
    await page.clock.fastForward('02:00')
    expect(await ended).toMatchObject({ loggedIn: false })
    await expect(shell.qa('session-expired-dialog')).toContainText('Istunto on vanhentunut')
    await expectAccessible(page)
  })
})
