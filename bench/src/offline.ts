import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { assertShown, launchPersistentChromium, throttle, THROTTLED, waitForContent, watchContentShown } from './browser'
import { BUDGETS } from './budgets'
import { modulesOfFile } from './module-sizes'
import { SITE_DIR } from './paths'
import { round, type Report } from './report'
import { kb, spread } from './stats'

/*
 * The installed app (issue 37, "Budgets and checks"): Chrome's installability check, what the
 * service worker adds to the first load, and an offline start of the calendar from the cache.
 *
 * Lighthouse dropped its PWA category and the `installable-manifest` audit in version 12 (the
 * registry's is 13): that audit read Chrome's own verdict through the DevTools protocol's
 * `Page.getInstallabilityErrors`, which is asked here, beside the criteria it stood for.
 */

const OFFLINE_PATH = '/calendar'

/** Waits until the service worker controls the page. */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 60_000, polling: 100 })
}

async function cacheNames(page: Page): Promise<string[]> {
  return (await page.evaluate('caches.keys()')) as string[]
}

async function until(what: string, condition: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

interface Manifest {
  name?: string
  short_name?: string
  display?: string
  start_url?: string
  scope?: string
  icons?: { sizes?: string; src?: string }[]
}

/** Chrome's installability verdict and the criteria behind it, on the production build; every row must pass. */
export async function checkInstallability(report: Report, baseUrl: string): Promise<void> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'pesa-bench-install-'))
  const context = await launchPersistentChromium(profile, baseUrl)
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto('/login')
    await controlled(page)
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href')
    const manifestUrl = new URL(manifestHref ?? '', page.url())
    const manifest = (await (await page.request.get(manifestUrl.href)).json()) as Manifest
    const startUrl = new URL(manifest.start_url ?? '', manifestUrl)
    const scope = new URL(manifest.scope ?? '.', manifestUrl)
    // The worker must control the start URL itself, not only the page it was registered from.
    await page.goto(startUrl.href)
    const controlsStart = (await page.evaluate('Boolean(navigator.serviceWorker.controller)')) as boolean
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string; errorArguments: { name: string; value: string }[] }[]
    }
    const sizes = (manifest.icons ?? []).flatMap((icon) => (icon.sizes ?? '').split(' '))
    const rows: [string, boolean, string][] = [
      [
        "Chrome's own check (Page.getInstallabilityErrors)",
        installabilityErrors.length === 0,
        installabilityErrors.map((error) => error.errorId).join(', ') || 'no errors'
      ],
      ['manifest: name and short_name', Boolean(manifest.name && manifest.short_name), `${manifest.short_name} / ${manifest.name}`],
      ['manifest: display standalone', manifest.display === 'standalone', String(manifest.display)],
      ['manifest: icons 192×192 and 512×512', sizes.includes('192x192') && sizes.includes('512x512'), sizes.join(' ')],
      ['start_url within scope', startUrl.href.startsWith(scope.href), `${startUrl.pathname} in ${scope.pathname}`],
      ['service worker controls start_url', controlsStart, startUrl.pathname],
      ['served from a secure context (localhost)', (await page.evaluate('window.isSecureContext')) as boolean, new URL(baseUrl).host]
    ]
    report.table({
      title: 'Installability of the production build (the criteria of the Lighthouse installable-manifest audit)',
      headers: ['criterion', 'verdict', 'seen'],
      rows: rows.map(([criterion, pass, seen]) => [criterion, pass ? 'pass' : 'FAIL', seen])
    })
    report.check({ part: 'bundles', measure: 'installability criteria failed', value: rows.filter(([, pass]) => !pass).length, budget: 0, unit: 'failures' })
    report.raw.installability = { installabilityErrors, manifest, controlsStart }
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
}

/** The one file of the build whose name starts so (hashed names), its gzip bytes. */
function builtGzip(prefix: string): { file: string; gzip: number } {
  const name = readdirSync(SITE_DIR).find((entry) => entry.startsWith(prefix) && entry.endsWith('.js'))
  if (!name) throw new Error(`No ${prefix}*.js in ${SITE_DIR}`)
  return { file: path.join(SITE_DIR, name), gzip: statSync(path.join(SITE_DIR, `${name}.gz`)).size }
}

/**
 * What the service worker adds to the first load: the registration code in the files loaded
 * before the `load` event, and whether workbox-window or /sw.js is asked for before it
 * (the shell registers after `load`: shell/src/offline/service-worker.ts).
 */
export async function measureServiceWorkerCost(
  report: Report,
  browser: Browser,
  baseUrl: string,
  firstLoadFiles: { file: string; gzip: number }[]
): Promise<void> {
  const context = await browser.newContext({ baseURL: baseUrl, serviceWorkers: 'allow' })
  try {
    const page = await context.newPage()
    // When register() is called: /sw.js is fetched from then on.
    await page.addInitScript({
      content: `(function () {
        if (!('serviceWorker' in navigator)) return;
        var register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
        navigator.serviceWorker.register = function () { window.__pesaRegisteredAt = performance.now(); return register.apply(null, arguments); };
      })()`
    })
    await page.goto('/login')
    await controlled(page)
    // Before the load event fired is the first load; a load listener's requests start at loadEventStart or later.
    const timing = (await page.evaluate(`({
      loadEnd: performance.getEntriesByType('navigation')[0].loadEventStart,
      registeredAt: window.__pesaRegisteredAt,
      chunk: (performance.getEntriesByType('resource').find(function (entry) { return entry.name.indexOf('/service-worker-registration.') >= 0; }) || {}).startTime
    })`)) as { loadEnd: number; registeredAt?: number; chunk?: number }

    // The registration code bundled into the files of the first load, by the source maps (minified bytes, gzip by each file's ratio).
    let inlineGzip = 0
    for (const { file, gzip } of firstLoadFiles.filter(({ file }) => !path.basename(file).startsWith('service-worker-registration.'))) {
      const raw = statSync(file).size
      for (const [name, bytes] of modulesOfFile(file)) if (/service-worker/.test(name)) inlineGzip += (bytes * gzip) / raw
    }
    const chunk = builtGzip('service-worker-registration.')
    const worker = { gzip: statSync(path.join(SITE_DIR, 'sw.js.gz')).size }
    const beforeLoad = (at: number | undefined) => at !== undefined && at < timing.loadEnd
    const firstLoad = inlineGzip + (beforeLoad(timing.chunk) ? chunk.gzip : 0) + (beforeLoad(timing.registeredAt) ? worker.gzip : 0)
    report.table({
      title: 'Service worker on the first visit of /login (gzip KB)',
      headers: ['part', 'gzip KB', 'asked for', 'in the first load'],
      rows: [
        ['registration code in the shell entry', round(kb(inlineGzip), 2), 'with the entry', 'yes'],
        [
          'workbox-window chunk',
          round(kb(chunk.gzip), 1),
          timing.chunk === undefined ? 'never' : `${round(timing.chunk)} ms`,
          beforeLoad(timing.chunk) ? 'yes' : 'no'
        ],
        [
          '/sw.js',
          round(kb(worker.gzip), 1),
          timing.registeredAt === undefined ? 'never' : `${round(timing.registeredAt)} ms`,
          beforeLoad(timing.registeredAt) ? 'yes' : 'no'
        ]
      ],
      notes: [`load event fired at ${round(timing.loadEnd)} ms; the worker's own fetches (remotes it keeps) come after it and are not the page's`]
    })
    report.check({
      part: 'bundles',
      measure: 'service worker added to the first load',
      value: kb(firstLoad),
      budget: BUDGETS.serviceWorkerFirstLoadKb,
      unit: 'KB'
    })
    report.raw.serviceWorker = { ...timing, inlineGzip, chunkGzip: chunk.gzip, workerGzip: worker.gzip }
  } finally {
    await context.close()
  }
}

/** One online visit with the worker in control, until the remote and the calendar's answers are in its caches. */
async function install(context: BrowserContext): Promise<void> {
  const page = await context.newPage()
  await page.goto(OFFLINE_PATH)
  await controlled(page)
  await until('The calendar remote was not cached', async () => (await cacheNames(page)).some((name) => name.includes('/mf-calendar/')))
  // The first visit's answers came before the worker controlled the page: once more, under its control.
  await page.reload()
  await page.locator('[data-qa^="day-"]').first().waitFor({ timeout: 60_000 })
  await until('The calendar answers were not cached', async () => (await cacheNames(page)).some((name) => name.startsWith('pesa-personal-')))
  await page.close()
}

/** An installed Pesä started with no network on the throttled profile: a new page on /calendar, timed until the calendar shows from the cache. */
async function timedOfflineStart(browser: Browser, baseUrl: string, cookie: string): Promise<number> {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'fi-FI', timezoneId: 'Europe/Helsinki', serviceWorkers: 'allow' })
  try {
    const [name, value] = cookie.split('=') as [string, string]
    await context.addCookies([{ name, value, url: baseUrl }])
    await install(context)
    await context.setOffline(true)
    const page = await context.newPage()
    await throttle(page, { offline: true })
    await watchContentShown(page)
    await page.goto(OFFLINE_PATH, { waitUntil: 'commit' })
    const shown = await waitForContent(page)
    await assertShown(page, OFFLINE_PATH)
    // Shown from the cache, not an error: the days are there and the notice says offline.
    if (!(await page.locator('[data-qa^="day-"]').count())) throw new Error('The offline calendar shows no days')
    await page.locator('[data-qa="offline-shown-as-of"]').waitFor({ timeout: 10_000 })
    return shown
  } finally {
    await context.close()
  }
}

export async function measureOfflineStart(report: Report, browser: Browser, baseUrl: string, cookie: string, runs: number): Promise<void> {
  const starts: number[] = []
  for (let run = 1; run <= runs; run++) starts.push(await timedOfflineStart(browser, baseUrl, cookie))
  const figures = spread(starts)
  report.table({
    title: `Offline start of the installed app, ${OFFLINE_PATH} from the cache, ${THROTTLED.cpuSlowdown}× CPU, no network, ms`,
    headers: ['page', 'content med', 'min', 'max', 'budget'],
    rows: [[OFFLINE_PATH, round(figures.median), round(figures.min), round(figures.max), `≤ ${BUDGETS.offlineStartMs}`]],
    notes: ['after one online visit with the worker in control; a new page of that browser, offline, until the content is shown (bench/src/browser.ts)']
  })
  report.check({
    part: 'pages',
    measure: `${OFFLINE_PATH} offline start from the cache (median)`,
    value: figures.median,
    budget: BUDGETS.offlineStartMs,
    unit: 'ms'
  })
  report.raw.offlineStart = starts
}
