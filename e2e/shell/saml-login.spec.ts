import { DEMO, expect, test } from '../support/fixtures'
import { IDP_URL, SAML_URL, startSamlInstance, type SamlInstance } from './saml-idp'
import { ShellPage } from './shell.page'

/** A valid identity code that is no one in the population register. */
const UNKNOWN_SSN = '150590-1293'

let saml: SamlInstance
test.beforeAll(async () => {
  // Migrating and seeding the instance's in-memory database, as the suite's own server does at start.
  test.setTimeout(150_000)
  saml = await startSamlInstance()
})
test.afterAll(() => saml?.close())

// Pages, the dev API's reset and the status calls all go to the SAML-configured instance.
test.use({ baseURL: SAML_URL })

test.describe('shell: strong identification over SAML 2.0', () => {
  test('Anna identifies through the identity provider (POST binding), is STRONG, and logs out through it', async ({ page }) => {
    const shell = new ShellPage(page)
    await page.goto('/login?next=%2Fapplications')
    await shell.qa('strong-login').click()
    await expect(page).toHaveURL((url) => url.href.startsWith(`${IDP_URL}/sso?SAMLRequest=`))
    await shell.identifyAtIdp(DEMO.anna.ssn)
    await expect(page).toHaveURL(`${SAML_URL}/applications`)
    await expect(shell.qa('logged-in-user')).toContainText('Anna Virtanen')
    expect(await shell.authStatus()).toMatchObject({ loggedIn: true, authLevel: 'STRONG' })

    // Single logout: the signed LogoutRequest goes to the provider, whose signed answer returns here.
    const throughIdp = page.waitForRequest((request) => request.isNavigationRequest() && request.url().startsWith(`${IDP_URL}/slo?`))
    await shell.openSubMenu()
    await shell.qa('nav-logout').click()
    await throughIdp
    await expect(page).toHaveURL(`${SAML_URL}/login`)
    expect(await shell.authStatus()).toMatchObject({ loggedIn: false })
  })

  test('an identity code not in the population register gets the login-failed dialog and no session', async ({ page }) => {
    const shell = new ShellPage(page)
    await page.goto('/login')
    await shell.qa('strong-login').click()
    await shell.identifyAtIdp(UNKNOWN_SSN)
    await expect(page).toHaveURL(`${SAML_URL}/login?loginError=true`)
    await expect(shell.qa('login-failed-dialog')).toContainText('Tunnistautuminen epäonnistui')
    expect(await shell.authStatus()).toMatchObject({ loggedIn: false })
  })
})
