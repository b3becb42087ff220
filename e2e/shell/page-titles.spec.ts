import type { APIRequestContext, Page } from '@playwright/test'
import { DEMO, expect, test } from '../support/fixtures'
import { ShellPage } from './shell.page'

const LANGUAGES = ['fi', 'sv', 'en'] as const

/** The shell's own pages, beside the areas the deployment file names. */
const SHELL_ROUTES = ['/accessibility']

/** Every route prefix of every deployed area, as the deployment file declares them (the route table). */
async function areaRoutes(request: APIRequestContext): Promise<string[]> {
  // raw: a static file of the deployment, not the API
  const deployment = (await (await request.get('/remotes.json')).json()) as Record<string, { prefixes: string[] }>
  return Object.values(deployment).flatMap((remote) => remote.prefixes)
}

async function expectTitledByHeading(page: Page) {
  const heading = page.locator('main h1')
  await expect(heading).toBeVisible()
  const text = (await heading.innerText()).replace(/\s+/g, ' ').trim()
  expect(text).not.toBe('')
  await expect(page).toHaveTitle(`${text} – Pesä`)
}

test.describe('shell: every page has its own title, and focus follows the route (WCAG 2.4.2, 2.4.3)', () => {
  test('the login page and the shell pages are titled in fi, sv and en', async ({ page }) => {
    for (const lang of LANGUAGES) {
      for (const route of ['/login', ...SHELL_ROUTES]) {
        await page.goto(`${route}?lang=${lang}`)
        await expectTitledByHeading(page)
      }
    }
  })

  test('every area route of the deployment file is titled by its heading in fi, sv and en', async ({ page, devApi }) => {
    test.slow()
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    const routes = await areaRoutes(page.request)
    expect(routes.length).toBeGreaterThan(6)
    for (const lang of LANGUAGES) {
      for (const route of routes) {
        await page.goto(`${route}?lang=${lang}`)
        await expectTitledByHeading(page)
      }
    }
  })

  test('the title follows a language switch in place', async ({ page, devApi }) => {
    const shell = new ShellPage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    await page.goto('/income?lang=fi')
    await expectTitledByHeading(page)
    await shell.chooseLanguage('sv')
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv')
    await expectTitledByHeading(page)
    expect(await page.title()).not.toMatch(/^Tulo/)
  })

  test('by keyboard: Enter on a map unit and on back leave focus on the unit heading, then on the unit, not the body', async ({ page }) => {
    await page.goto('/map?lang=fi')
    const item = page.locator('[data-qa="map-unit-list-item"]').first()
    await expect(item).toBeVisible()
    const name = (await item.locator('[data-qa="unit-name"]').innerText()).trim()
    await item.focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('[data-qa="unit-details-name"]')).toBeFocused()
    await expect(page).toHaveTitle(`${name} – Pesä`)
    await page.locator('[data-qa="map-details-back"]').focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('[data-qa="map-unit-list-item"]').first()).toBeFocused()
    await expectTitledByHeading(page)
  })

  test('by keyboard: a link in the bar hands focus to the new page heading', async ({ page, devApi }) => {
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    await page.goto('/calendar?lang=fi')
    await expect(page.locator('main h1')).toBeVisible()
    await page.locator('[data-qa="nav-messages"]').focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/messages/)
    await expect(page.locator('main h1')).toBeFocused()
    await expectTitledByHeading(page)
  })

  test('/messages names each of its landmarks apart, and the page has a description', async ({ page, devApi }) => {
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    for (const lang of LANGUAGES) {
      await page.goto(`/messages?lang=${lang}`)
      await expect(page.locator('main h1')).toBeVisible()
      const names = await page
        .locator('main section[aria-label], main section[aria-labelledby], main [role="region"]')
        .evaluateAll((sections) =>
          sections.map(
            (section) => section.getAttribute('aria-label') ?? document.getElementById(section.getAttribute('aria-labelledby') ?? '')?.textContent ?? ''
          )
        )
      expect(names.length).toBeGreaterThan(1)
      expect(new Set(names).size).toBe(names.length)
    }
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Pesä/)
  })
})
