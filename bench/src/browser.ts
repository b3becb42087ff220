import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test'

/**
 * Debian's chromium with the e2e suite's flags: no downloads, no background traffic. Through its
 * /usr/bin launcher, as a guardian's desktop starts it (GPU rasterization on), so the page figures
 * stay comparable with the earlier runs; the e2e suite starts the binary itself, for less CPU.
 * Every host but loopback fails to resolve at once (map tiles, say), so the measured pages
 * never reach the internet nor wait for it.
 */
const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'
  ]
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch(CHROMIUM)
}

/** The same chromium with a profile on disk: Chrome calls nothing installable in an incognito (throwaway) context. */
export function launchPersistentChromium(userDataDir: string, baseUrl: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, { ...CHROMIUM, baseURL: baseUrl, serviceWorkers: 'allow' })
}

/** A guardian on a cheap phone and a slow network: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, 4× slower CPU. */
export const THROTTLED = { latencyMs: 150, downloadBitsPerSecond: 1.6e6, uploadBitsPerSecond: 0.75e6, cpuSlowdown: 4 }

declare global {
  interface Window {
    /** Set by the bench's init script: when the page's main content was first painted */
    __pesaBench?: { shownAt?: number; lcp?: number; cls: number; contentShown(): boolean }
  }
}

/*
 * The scripts that run in the page are plain JavaScript text: the TypeScript runner (tsx)
 * would wrap named functions in a helper that does not exist in the page.
 *
 * When the main content counts as shown: `main#main` holds a heading or an element with a
 * data-qa marker, and no spinner and no page still loading its own read (`data-page-loading`, shared
 * Loaded with `page`: its spinner waits 300 ms, and the calendar's heading alone counted as its content
 * before). An area that shows a spinner while its data loads is timed until its data is there. The time is taken just after the next frame following the
 * DOM change (a task queued from requestAnimationFrame runs after that frame is painted).
 */
const CONTENT_SHOWN = `function () {
  var main = document.querySelector('main#main');
  if (!main || main.querySelector('[data-qa="spinner"], [data-page-loading]')) return false;
  return main.querySelector('h1, h2, [data-qa]') !== null;
}`

const WATCH_CONTENT_SHOWN = `(function () {
  var bench = { contentShown: ${CONTENT_SHOWN}, cls: 0 };
  window.__pesaBench = bench;
  try {
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) { bench.lcp = entry.startTime; });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) { if (!entry.hadRecentInput) bench.cls += entry.value; });
    }).observe({ type: 'layout-shift', buffered: true });
  } catch (error) {}
  var observer = new MutationObserver(function () {
    if (!bench.contentShown()) return;
    observer.disconnect();
    requestAnimationFrame(function () { setTimeout(function () { bench.shownAt = performance.now(); }, 0); });
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
})()`

/**
 * Clicks a navigation link without pointing at it first (no hover preload, no focus) and
 * resolves with the milliseconds until the new page's main content is painted: new
 * elements, no spinner, at the link's path.
 */
const TIME_NAVIGATION = `function (args) {
  return new Promise(function (resolve, reject) {
    var main = document.querySelector('main#main');
    var before = new Set(main.querySelectorAll('*'));
    var link = document.querySelector(args.linkSelector);
    if (!link) return reject(new Error('No link ' + args.linkSelector));
    var started;
    var timer = setTimeout(function () { reject(new Error(args.targetPath + ' was not shown within ' + args.timeoutMs + ' ms')); }, args.timeoutMs);
    var observer = new MutationObserver(function () {
      if (location.pathname !== args.targetPath || !window.__pesaBench.contentShown()) return;
      if (!Array.prototype.some.call(main.querySelectorAll('*'), function (element) { return !before.has(element); })) return;
      observer.disconnect();
      clearTimeout(timer);
      requestAnimationFrame(function () { setTimeout(function () { resolve(performance.now() - started); }, 0); });
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true });
    started = performance.now();
    link.click();
  });
}`

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

export interface OpenPage {
  context: BrowserContext
  page: Page
  /** Resolves once no request has been open for `quietMs`: what a hover or a page started has arrived. */
  networkQuiet(quietMs?: number): Promise<void>
}

function requestTracker(page: Page): OpenPage['networkQuiet'] {
  let open = 0
  let lastChange = performance.now()
  const change = (delta: number) => {
    open += delta
    lastChange = performance.now()
  }
  page.on('request', () => change(1))
  page.on('requestfinished', () => change(-1))
  page.on('requestfailed', () => change(-1))
  return async (quietMs = 500) => {
    const deadline = performance.now() + 60_000
    // A hover starts its requests a moment later: wait at least one quiet period first.
    await new Promise((resolve) => setTimeout(resolve, quietMs))
    while (open > 0 || performance.now() - lastChange < quietMs) {
      if (performance.now() > deadline) throw new Error(`The network did not go quiet within a minute (${open} requests open)`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
}

/** A fresh context (empty cache, no cookies but the session) with one page, throttled when asked. */
export async function openPage(browser: Browser, { baseUrl, cookie, throttled }: PageOptions): Promise<OpenPage> {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'fi-FI', timezoneId: 'Europe/Helsinki' })
  if (cookie) {
    const [name, value] = cookie.split('=') as [string, string]
    await context.addCookies([{ name, value, url: baseUrl }])
  }
  const page = await context.newPage()
  if (throttled) await throttle(page, { offline: false })
  await watchContentShown(page)
  return { context, page, networkQuiet: requestTracker(page) }
}

/** The throttled profile on one page; `offline` cuts its network too (an installed app started without one). */
export async function throttle(page: Page, { offline }: { offline: boolean }): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline,
    latency: THROTTLED.latencyMs,
    downloadThroughput: THROTTLED.downloadBitsPerSecond / 8,
    uploadThroughput: THROTTLED.uploadBitsPerSecond / 8
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLED.cpuSlowdown })
}

/** Records when the page's main content is first shown (the rule above), for waitForContent. */
export async function watchContentShown(page: Page): Promise<void> {
  await page.addInitScript({ content: WATCH_CONTENT_SHOWN })
}

/** Waits until the main content is shown; answers its time from navigation start. */
export async function waitForContent(page: Page, timeoutMs = 60_000): Promise<number> {
  await page.waitForFunction(() => window.__pesaBench?.shownAt !== undefined, undefined, { timeout: timeoutMs, polling: 50 })
  return (await page.evaluate('window.__pesaBench.shownAt')) as number
}

/**
 * The largest contentful paint and the cumulative layout shift so far, as chromium reports them
 * (no input has happened, so both still count). Read once the content is shown and the page
 * has had a moment to paint its last candidate.
 */
export async function paintMetrics(page: Page): Promise<{ lcp: number | undefined; cls: number }> {
  return (await page.evaluate(
    'new Promise(function (resolve) { setTimeout(function () { resolve({ lcp: window.__pesaBench.lcp, cls: window.__pesaBench.cls }); }, 300); })'
  )) as { lcp: number | undefined; cls: number }
}

export async function firstContentfulPaint(page: Page): Promise<number | undefined> {
  const paint = await page.evaluate("(performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime")
  return paint as number | undefined
}

/** Clicks the link and answers the milliseconds until `targetPath` shows its content. */
export async function timeNavigation(page: Page, linkSelector: string, targetPath: string, timeoutMs = 60_000): Promise<number> {
  return (await page.evaluate(`(${TIME_NAVIGATION})(${JSON.stringify({ linkSelector, targetPath, timeoutMs })})`)) as number
}
