import type { getAuthStatus } from '@pesa/shared/api/auth'
import { callApi } from '../support/api'
import type { Page } from '@playwright/test'
import { DEMO, expect, test } from '../support/fixtures'
import { recordSecret } from '../support/server-logs'
import { ShellPage } from './shell.page'
import { SSP_IDP_URL, SSP_SAML_URL, SSP_USERS, startSimpleSamlPhp, type SimpleSamlPhpInstance } from './simplesamlphp'

const ACS = `${SSP_SAML_URL}/api/citizen/auth/sfi/acs`

// Pages, the dev API's reset and the status calls all go to the instance configured with SimpleSAMLphp.
test.use({ baseURL: SSP_SAML_URL })

/** Logs in at SimpleSAMLphp's own login page; resolves with the SAMLResponse the browser carried back. */
async function identifyAtSimpleSamlPhp(page: Page, user: keyof typeof SSP_USERS): Promise<string> {
  await expect(page).toHaveURL((url) => url.href.startsWith(`${SSP_IDP_URL}/`))
  const carried = page.waitForRequest((request) => request.method() === 'POST' && request.url() === ACS)
  await page.locator('#username').fill(user)
  await page.locator('#password').fill(SSP_USERS[user][0])
  await page.locator('#submit_button').click()
  const samlResponse = new URLSearchParams((await carried).postData() ?? '').get('SAMLResponse') ?? ''
  recordSecret('a SAMLResponse', samlResponse)
  return samlResponse
}

for (const encrypted of [false, true]) {
  test.describe(`shell: strong identification through SimpleSAMLphp (${encrypted ? 'encrypted' : 'signed'} assertion)`, () => {
    let idp: SimpleSamlPhpInstance
    test.beforeAll(async () => {
      // PHP's server starts at once; the Pesä instance migrates and seeds an in-memory database first.
      test.setTimeout(150_000)
      idp = await startSimpleSamlPhp({ encrypted })
    })
    test.afterAll(() => idp?.close())

    test('Anna identifies, comes back STRONG to the page she asked for, and logs out through single logout; the answer cannot be used again', async ({
      page
    }) => {
      const shell = new ShellPage(page)
      await page.goto('/login?next=%2Fapplications')
      await shell.qa('strong-login').click()
      const samlResponse = await identifyAtSimpleSamlPhp(page, 'anna')
      await expect(page).toHaveURL(`${SSP_SAML_URL}/applications`)
      await expect(shell.qa('logged-in-user')).toContainText('Anna Virtanen')
      expect(await shell.authStatus()).toMatchObject({ loggedIn: true, authLevel: 'STRONG', user: { firstName: expect.stringContaining('Anna') } })

      const throughIdp = page.waitForRequest(
        (request) => request.isNavigationRequest() && request.url().startsWith(`${SSP_IDP_URL}/saml2/idp/SingleLogoutService.php?`)
      )
      await shell.openSubMenu()
      await shell.qa('nav-logout').click()
      await throughIdp
      await expect(page).toHaveURL(`${SSP_SAML_URL}/login`)
      expect(await shell.authStatus()).toMatchObject({ loggedIn: false })

      // Replayed by the same browser: refused, no session.
      // raw: a SAML form post the server refuses, not a JSON route of the client
      const replay = await page.request.post(ACS, { form: { SAMLResponse: samlResponse } })
      expect(replay.url()).toBe(`${SSP_SAML_URL}/login?loginError=true`)
      expect(await shell.authStatus()).toMatchObject({ loggedIn: false })
    })

    test("an answer to one browser's request is refused in another browser", async ({ page, browser }) => {
      const shell = new ShellPage(page)
      await page.goto('/login')
      // The guardian's browser never reaches the service with the answer: another browser posts it.
      await page.route(ACS, (route) => route.abort())
      await shell.qa('strong-login').click()
      const samlResponse = await identifyAtSimpleSamlPhp(page, 'anna')

      const attacker = await browser.newContext({ baseURL: SSP_SAML_URL })
      try {
        // Redirects followed as a browser would: the service may hand the answer over within its own origin first.
        // raw: a SAML form post the server refuses, not a JSON route of the client
        const answer = await attacker.request.post(ACS, { form: { SAMLResponse: samlResponse }, headers: { origin: SSP_IDP_URL } })
        expect(answer.url()).toBe(`${SSP_SAML_URL}/login?loginError=true`)
        expect(await callApi<typeof getAuthStatus>(attacker.request, 'get', '/citizen/auth/status')).toMatchObject({ loggedIn: false })
      } finally {
        await attacker.close()
      }
      expect(DEMO.anna.ssn).toBe(SSP_USERS.anna[1])
    })
  })
}
