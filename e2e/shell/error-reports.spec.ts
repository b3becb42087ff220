import type { Page, Request } from '@playwright/test'
import { DEMO, expect, test } from '../support/fixtures'
import { ShellPage } from './shell.page'

const ENDPOINT = '/api/citizen/public/client-errors'

/** The next client error report the page sends that matches, once the server has accepted it. */
async function nextReport(page: Page, matches: (report: Record<string, unknown>) => boolean): Promise<{ report: Record<string, unknown>; request: Request }> {
  const response = await page.waitForResponse((candidate) => {
    if (!candidate.url().endsWith(ENDPOINT)) return false
    return matches(candidate.request().postDataJSON() as Record<string, unknown>)
  })
  expect(response.status()).toBe(204)
  return { report: response.request().postDataJSON() as Record<string, unknown>, request: response.request() }
}

test.describe('shell: client errors reach the server', () => {
  test('a remote that fails to load is reported with its area, without a cookie, and the boundary does not report it again', async ({ page, devApi }) => {
    const shell = new ShellPage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    await page.route('**/remotes/mf-income/**', (route) => route.abort())
    const statuses: number[] = []
    const kinds: unknown[] = []
    page.on('request', (request) => {
      if (request.url().endsWith(ENDPOINT)) kinds.push((request.postDataJSON() as Record<string, unknown>).kind)
    })
    page.on('response', (response) => {
      if (response.url().endsWith(ENDPOINT)) statuses.push(response.status())
    })
    const reported = nextReport(page, (report) => report.kind === 'remote-load' && report.area === 'income')
    await page.goto('/income')
    await expect(shell.qa('area-unavailable')).toBeVisible()
    const { report, request } = await reported
    expect(report).toMatchObject({ kind: 'remote-load', area: 'income', route: '/income', appVersion: expect.any(String) })
    expect((await request.allHeaders()).cookie).toBeUndefined()
    // The runtime reports each stage of the failed load; the boundary's error after it is the same fault.
    await expect.poll(() => statuses.length).toBe(kinds.length)
    expect(statuses.every((status) => status === 204)).toBe(true)
    expect(kinds.every((kind) => kind === 'remote-load')).toBe(true)
  })

  test("an area's render error is reported with its area and the page path without ids", async ({ page }) => {
    const shell = new ShellPage(page)
    // Units without care types make the map's list throw while rendering.
    await page.route('**/api/citizen/public/units/DAYCARE', async (route) => {
      const units = (await (await route.fetch()).json()) as Record<string, unknown>[]
      await route.fulfill({ json: units.map((unit) => ({ ...unit, type: null })) })
    })
    const reported = nextReport(page, (report) => report.kind === 'area-render')
    await page.goto('/map?address=Kauppakatu%201')
    await expect(shell.qa('area-unavailable')).toBeVisible()
    const { report } = await reported
    expect(report).toMatchObject({ kind: 'area-render', area: 'map', route: '/map', message: expect.stringContaining('TypeError') })
    expect(report.stack).toEqual(expect.any(String))
  })

  test("a render error of the shell's own pages is reported from the error page", async ({ page }) => {
    const shell = new ShellPage(page)
    await page.route('**/api/citizen/auth/status', (route) => route.fulfill({ status: 500, json: { errorCode: 'INTERNAL_ERROR' } }))
    const reported = nextReport(page, (report) => report.kind === 'shell-render')
    await page.goto('/login')
    await expect(shell.qa('error-page')).toBeVisible()
    expect((await reported).report).toMatchObject({ kind: 'shell-render', route: '/login', area: null })
  })

  test('errors thrown outside rendering and unhandled rejections are reported', async ({ page }) => {
    const shell = new ShellPage(page)
    await page.goto('/login')
    await expect(shell.loginPage).toBeVisible()
    const thrown = nextReport(page, (report) => report.kind === 'window-error')
    const rejected = nextReport(page, (report) => report.kind === 'unhandled-rejection')
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('thrown in a timer for anna.virtanen@example.fi')
      })
      void Promise.reject(new Error('nobody waits for this'))
    })
    expect((await thrown).report).toMatchObject({ message: 'Error: thrown in a timer for [email]', route: '/login' })
    expect((await rejected).report).toMatchObject({ message: 'Error: nobody waits for this' })
  })
})
