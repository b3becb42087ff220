import { DEMO, expect, test } from '../support/fixtures'

// The server preloads what an area's path needs in the HTML (api/src/platform/static-site.ts).
// A preload the page's own request does not match (another mode, credentials or header) is not
// an error in the browser: it is a second download, which only a request log shows.
test.describe('platform: the preloads of a direct visit are used, not fetched again', () => {
  test("a direct visit to /calendar asks for each URL once: the remote's preloaded manifest, entry and chunks are used", async ({ page, devApi }) => {
    const urls: string[] = []
    page.on('request', (request) => urls.push(request.url()))
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    const html = await page.goto('/calendar')
    expect(await html!.text()).toMatch(/<link rel="preload" as="fetch" crossorigin="anonymous" href="\/remotes\/mf-calendar\/[^"]+\/mf-manifest.json">/)
    await expect(page.locator('[data-qa="calendar-grid"]')).toBeVisible()

    const counts = new Map<string, number>()
    for (const url of urls) counts.set(url, (counts.get(url) ?? 0) + 1)
    expect([...counts].filter(([, count]) => count > 1)).toEqual([])
    expect(urls.filter((url) => url.endsWith('/api/citizen/auth/status'))).toHaveLength(1)
    expect(urls.some((url) => url.includes('/remotes/mf-calendar') && url.endsWith('/remoteEntry.js'))).toBe(true)
  })
})
