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

  test('a shared module the shell does not provide (swr) is preloaded from the remote and fetched once', async ({ page, devApi }) => {
    const urls: string[] = []
    page.on('request', (request) => urls.push(request.url()))
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    const body = await (await page.goto('/calendar'))!.text()
    const manifestUrl = /href="(\/remotes\/mf-calendar\/[^"]+\/mf-manifest.json)"/.exec(body)![1]!
    const manifest = (await (await page.request.get(manifestUrl)).json()) as { shared: { name: string; assets: { js: { sync: string[] } } }[] }
    const swr = manifest.shared.find((shared) => shared.name === 'swr')!.assets.js.sync.map((file) => manifestUrl.replace('mf-manifest.json', file))
    expect(swr.length).toBeGreaterThan(0)
    for (const file of swr) expect(body).toContain(`<link rel="preload" as="script" href="${file}">`)
    // The shell's own copies of what it provides are not preloaded again from the remote.
    const react = manifest.shared.find((shared) => shared.name === 'react')!.assets.js.sync.map((file) => manifestUrl.replace('mf-manifest.json', file))
    for (const file of react) expect(body).not.toContain(file)
    await expect(page.locator('[data-qa="calendar-grid"]')).toBeVisible()
    for (const file of swr) expect(urls.filter((url) => url.endsWith(file))).toHaveLength(1)
  })
})
