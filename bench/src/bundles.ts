import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser } from '@playwright/test'
import { assertShown, openPage, waitForContent } from './browser'
import { BUDGETS } from './budgets'
import { kitFolderOf } from './kit-sizes'
import { modulesOfFile } from './module-sizes'
import { checkInstallability, measureServiceWorkerCost } from './offline'
import { PAGES } from './pages'
import { SITE_DIR } from './paths'
import { round, type Report } from './report'
import { kb } from './stats'

interface Asset {
  url: string
  app: string
  kind: 'js' | 'css'
  /** gzip bytes: the .gz the server sends, or the file compressed here when the build left it uncompressed (under 1 KB) */
  gzip: number
  file: string
  /** Asked for after the page's main content was shown (leaflet on /map, say) */
  afterContent: boolean
}

/** `/remotes/mf-map/0.1.0-ab12cd34/x.js` belongs to mf-map; everything else to the shell. */
export function appOfPath(urlPath: string): string {
  return /^\/remotes\/(mf-[a-z-]+)\//.exec(urlPath)?.[1] ?? 'shell'
}

function assetOf(url: string, afterContent: boolean): Asset | undefined {
  const urlPath = decodeURIComponent(new URL(url).pathname)
  const kind = urlPath.endsWith('.js') ? 'js' : urlPath.endsWith('.css') ? 'css' : undefined
  const file = path.join(SITE_DIR, urlPath)
  if (!kind || !file.startsWith(SITE_DIR) || !existsSync(file)) return undefined
  const gzip = existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(readFileSync(file), { level: 9 }).length
  return { url: urlPath, app: appOfPath(urlPath), kind, gzip, file, afterContent }
}

const sum = (assets: Asset[], app: (name: string) => boolean, kind: Asset['kind']) =>
  assets.filter((asset) => app(asset.app) && asset.kind === kind).reduce((total, asset) => total + asset.gzip, 0)

/** The UI kit subpaths whose modules are in the given JavaScript files (from their source maps). */
function kitFoldersIn(files: Asset[]): string[] {
  const folders = files.flatMap((asset) => [...modulesOfFile(asset.file).keys()].map(kitFolderOf))
  return [...new Set(folders.filter((folder): folder is string => folder !== undefined))].sort()
}

/** Minified bytes per module over the given JavaScript files, with a gzip estimate by each file's ratio. */
function largestModules(files: Asset[], count: number) {
  const modules = new Map<string, { bytes: number; gzip: number }>()
  for (const asset of files) {
    const raw = statSync(asset.file).size
    for (const [name, bytes] of modulesOfFile(asset.file)) {
      const entry = modules.get(name) ?? { bytes: 0, gzip: 0 }
      modules.set(name, { bytes: entry.bytes + bytes, gzip: entry.gzip + (bytes * asset.gzip) / raw })
    }
  }
  return [...modules.entries()].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, count)
}

/**
 * Visits each page once, unthrottled with an empty cache, until the content is shown and
 * the network is quiet, and adds up the JavaScript and CSS it downloaded, by app.
 */
export async function measureBundles(report: Report, browser: Browser, baseUrl: string, cookie: string): Promise<void> {
  const visits: { path: string; remote?: string; assets: Asset[] }[] = []
  for (const benchPage of PAGES) {
    const { context, page, networkQuiet } = await openPage(browser, { baseUrl, cookie: benchPage.session ? cookie : undefined, throttled: false })
    const urls: string[] = []
    page.on('response', (response) => urls.push(response.url()))
    await page.goto(benchPage.path)
    const shownAt = await waitForContent(page)
    await networkQuiet()
    await assertShown(page, benchPage.path)
    // When each file was asked for, on the page's clock: what the content waited on, and what came after it.
    const started = new Map(
      (await page.evaluate("performance.getEntriesByType('resource').map(function (entry) { return [entry.name, entry.startTime]; })")) as [string, number][]
    )
    await context.close()
    const assets = [...new Set(urls)].map((url) => assetOf(url, (started.get(url) ?? 0) > shownAt)).filter((asset): asset is Asset => asset !== undefined)
    visits.push({ path: benchPage.path, remote: benchPage.remote, assets })
  }

  report.table({
    title: 'Bundle sizes: gzip KB downloaded on the first visit (empty cache)',
    headers: ['page', 'shell JS', 'shell CSS', 'remote', 'remote JS', 'of it after content', 'remote CSS', 'UI kit in the remote', 'other apps JS'],
    rows: visits.map(({ path: pagePath, remote, assets }) => [
      pagePath,
      round(kb(sum(assets, (app) => app === 'shell', 'js')), 1),
      round(kb(sum(assets, (app) => app === 'shell', 'css')), 1),
      remote ?? '—',
      remote ? round(kb(sum(assets, (app) => app === remote, 'js')), 1) : '—',
      remote
        ? round(
            kb(
              sum(
                assets.filter((asset) => asset.afterContent),
                (app) => app === remote,
                'js'
              )
            ),
            1
          )
        : '—',
      remote ? round(kb(sum(assets, (app) => app === remote, 'css')), 1) : '—',
      remote ? kitFoldersIn(assets.filter((asset) => asset.app === remote && asset.kind === 'js')).join(', ') || 'none' : '—',
      round(kb(sum(assets, (app) => app !== 'shell' && app !== remote, 'js')), 1)
    ]),
    notes: [
      "remote JS and CSS: what the remote's first route adds over the shell, all of the remote's own code included",
      'of it after content: asked for after the main content was shown (leaflet on /map); the budget (JS ≤ 60 KB) holds for the rest, what the content waits on',
      'UI kit in the remote: the @pesa/shared/kit subpaths in the JavaScript that route downloaded, read from source maps',
      'gzip figure of each file as the server stores it (.gz); browsers that accept brotli download less'
    ]
  })
  const shellJs = Math.max(...visits.map(({ assets }) => sum(assets, (app) => app === 'shell', 'js')))
  report.check({ part: 'bundles', measure: 'shell JS, first load (largest over pages)', value: kb(shellJs), budget: BUDGETS.shellJsKb, unit: 'KB' })
  const login = visits.find((visit) => visit.path === '/login')
  if (login) {
    const loginJs = sum(login.assets, () => true, 'js')
    report.check({ part: 'bundles', measure: '/login JS, first load (all apps)', value: kb(loginJs), budget: BUDGETS.loginJsKb, unit: 'KB' })
  }
  for (const { path: pagePath, remote, assets } of visits) {
    if (!remote) continue
    report.check({
      part: 'bundles',
      measure: `${remote} JS added on ${pagePath} before its content shows`,
      value: kb(
        sum(
          assets.filter((asset) => !asset.afterContent),
          (app) => app === remote,
          'js'
        )
      ),
      budget: BUDGETS.remoteJsKb,
      unit: 'KB'
    })
  }

  // The service worker's code stays in the shell: a remote's first route downloads none of it (issue 37).
  for (const { path: pagePath, remote, assets } of visits) {
    if (!remote) continue
    const files = assets.filter((asset) => asset.app === remote && asset.kind === 'js')
    const workerBytes = largestModules(files, Number.MAX_SAFE_INTEGER)
      .filter(([name]) => /workbox|service-worker/.test(name))
      .reduce((total, [, size]) => total + size.gzip, 0)
    report.check({ part: 'bundles', measure: `service worker code in ${remote} on ${pagePath}`, value: kb(workerBytes), budget: 0, unit: 'KB' })
  }
  if (login) {
    const firstLoad = login.assets
      .filter((asset) => asset.app === 'shell' && asset.kind === 'js' && !asset.afterContent)
      .map(({ file, gzip }) => ({ file, gzip }))
    await measureServiceWorkerCost(report, browser, baseUrl, firstLoad)
  }
  await checkInstallability(report, baseUrl)

  const byApp = new Map<string, Asset[]>()
  for (const asset of visits.flatMap((visit) => visit.assets)) {
    if (asset.kind !== 'js') continue
    const files = byApp.get(asset.app) ?? []
    if (!files.some((file) => file.url === asset.url)) files.push(asset)
    byApp.set(asset.app, files)
  }
  report.table({
    title: 'Largest modules of each app in the files those visits loaded (minified KB, gzip KB estimated by file)',
    headers: ['app', 'module', 'minified KB', '≈ gzip KB'],
    rows: [...byApp.entries()].flatMap(([app, files]) =>
      largestModules(files, 5).map(([name, size]) => [app, name, round(kb(size.bytes), 1), round(kb(size.gzip), 1)])
    )
  })
  report.raw.bundles = visits.map(({ path: pagePath, remote, assets }) => ({
    path: pagePath,
    remote,
    assets: assets.map(({ url, app, kind, gzip, afterContent }) => ({ url, app, kind, gzip, afterContent }))
  }))
}
