import { expect, test } from '../support/fixtures'

test.describe('shell: install', () => {
  test('the web app manifest and icons make an installable standalone app', async ({ page }) => {
    await page.goto('/login')
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href')
    // raw: the manifest and icons below are static files, not the API
    const manifest = await (await page.request.get(manifestHref!)).json()
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', short_name: 'Pesä', theme_color: '#0050bb' })
    const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes)
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']))
    for (const icon of manifest.icons as { src: string; type: string }[]) {
      const response = await page.request.get(icon.src)
      expect(response.status(), icon.src).toBe(200)
      expect(response.headers()['content-type'], icon.src).toContain(icon.type)
    }
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')
    expect((await page.request.get(touchIcon!)).status()).toBe(200)
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0050bb')
  })
})
