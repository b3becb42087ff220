import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test'

/** The e2e suite's chromium (Debian's) with its flags: no downloads, no background traffic. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
  })
}

/** A guardian on a cheap phone and a slow network: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, 4× slower CPU. */
export const THROTTLED = { latencyMs: 150, downloadBitsPerSecond: 1.6e6, uploadBitsPerSecond: 0.75e6, cpuSlowdown: 4 }

declare global {
  interface Window {
    /** Set by the bench's init script: when the page's main content was first painted */
    __pesaBench?: { shownAt?: number; contentShown(): boolean }
  }
}

/**
 * When the main content counts as shown: `main#main` holds a heading or an element with a
 * data-qa marker, and no spinner. An area that shows a spinner while its data loads is
 * timed until its data is there. The time is that of the next frame after the DOM change.
 */
function watchContentShown(): void {
  const contentShown = () => {
    const main = document.querySelector('main#main')
    if (!main || main.querySelector('[data-qa="spinner"]')) return false
    return main.querySelector('h1, h2, [data-qa]') !== null
  }
  const bench: NonNullable<Window['__pesaBench']> = { contentShown }
  window.__pesaBench = bench
  const observer = new MutationObserver(() => {
    if (!contentShown()) return
    observer.disconnect()
    requestAnimationFrame(() => (bench.shownAt = performance.now()))
  })
  observer.observe(document, { childList: true, subtree: true, attributes: true })
}

/** Pages that mean the measured page did not show: the run stops with an error. */
const FAILURE_MARKERS = '[data-qa="area-unavailable"], [data-qa="error-page"], [data-qa="not-found-page"]'

export async function assertShown(page: Page, expectedPath: string): Promise<void> {
  const pathname = new URL(page.url()).pathname
  if (pathname !== expectedPath) throw new Error(`Expected ${expectedPath} but the browser is on ${pathname}`)
  if (await page.locator(FAILURE_MARKERS).count()) throw new Error(`${expectedPath} shows an error page or the unavailable panel`)
}

export interface PageOptions {
  baseUrl: string
  /** The session cookie (name=value) to start with */
  cookie?: string
  throttled: boolean
}

/** A fresh context (empty cache, no cookies but the session) with one page, throttled when asked. */
export async function openPage(browser: Browser, { baseUrl, cookie, throttled }: PageOptions): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'fi-FI', timezoneId: 'Europe/Helsinki' })
  if (cookie) {
    const [name, value] = cookie.split('=') as [string, string]
    await context.addCookies([{ name, value, url: baseUrl }])
  }
  const page = await context.newPage()
  if (throttled) {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLED.latencyMs,
      downloadThroughput: THROTTLED.downloadBitsPerSecond / 8,
      uploadThroughput: THROTTLED.uploadBitsPerSecond / 8
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLED.cpuSlowdown })
  }
  await page.addInitScript(watchContentShown)
  return { context, page }
}

/** Waits until the main content is shown; answers its time from navigation start. */
export async function waitForContent(page: Page, timeoutMs = 60_000): Promise<number> {
  await page.waitForFunction(() => window.__pesaBench?.shownAt !== undefined, undefined, { timeout: timeoutMs, polling: 50 })
  return page.evaluate(() => window.__pesaBench!.shownAt!)
}

export function firstContentfulPaint(page: Page): Promise<number | undefined> {
  return page.evaluate(() => performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint')?.startTime)
}

/**
 * Clicks a navigation link without pointing at it first (no hover preload) and answers the
 * milliseconds until the new page's main content is painted: the content must be new
 * elements, shown at the link's path.
 */
export function timeNavigation(page: Page, linkSelector: string, targetPath: string, timeoutMs = 60_000): Promise<number> {
  return page.evaluate(
    ({ linkSelector, targetPath, timeoutMs }) =>
      new Promise<number>((resolve, reject) => {
        const main = document.querySelector('main#main')!
        const before = new Set(main.querySelectorAll('*'))
        const link = document.querySelector<HTMLElement>(linkSelector)
        if (!link) return reject(new Error(`No link ${linkSelector}`))
        const shown = () =>
          location.pathname === targetPath && window.__pesaBench!.contentShown() && [...main.querySelectorAll('*')].some((element) => !before.has(element))
        const timer = setTimeout(() => reject(new Error(`${targetPath} was not shown within ${timeoutMs} ms`)), timeoutMs)
        const observer = new MutationObserver(() => {
          if (!shown()) return
          observer.disconnect()
          clearTimeout(timer)
          requestAnimationFrame(() => resolve(performance.now() - started))
        })
        observer.observe(document, { childList: true, subtree: true, attributes: true })
        const started = performance.now()
        link.click()
      }),
    { linkSelector, targetPath, timeoutMs }
  )
}
