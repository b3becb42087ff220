import type { Browser } from '@playwright/test'
import { assertShown, firstContentfulPaint, openPage, paintMetrics, THROTTLED, timeNavigation, waitForContent, type PageOptions } from './browser'
import { BUDGETS } from './budgets'
import { measureOfflineStart } from './offline'
import { AREA_SWITCH, PAGES } from './pages'
import { round, type Report } from './report'
import { spread, type Spread } from './stats'

async function timedLoad(browser: Browser, options: PageOptions, pagePath: string) {
  const { context, page } = await openPage(browser, options)
  try {
    await page.goto(pagePath, { waitUntil: 'commit' })
    const shown = await waitForContent(page)
    await assertShown(page, pagePath)
    const fcp = await firstContentfulPaint(page)
    if (fcp === undefined) throw new Error(`No first contentful paint recorded on ${pagePath}`)
    const { lcp, cls } = await paintMetrics(page)
    if (lcp === undefined) throw new Error(`No largest contentful paint recorded on ${pagePath}`)
    return { fcp, shown, lcp, cls }
  } finally {
    await context.close()
  }
}

/** From AREA_SWITCH.from, loaded and quiet, to AREA_SWITCH.to: clicked cold, or after pointing at the link and waiting for its preload. */
async function timedSwitch(browser: Browser, options: PageOptions, preloaded: boolean): Promise<number> {
  const { context, page, networkQuiet } = await openPage(browser, options)
  try {
    await page.goto(AREA_SWITCH.from, { waitUntil: 'commit' })
    await waitForContent(page)
    await networkQuiet()
    if (preloaded) {
      await page.hover(AREA_SWITCH.link)
      await networkQuiet()
    }
    const ms = await timeNavigation(page, AREA_SWITCH.link, AREA_SWITCH.to)
    await assertShown(page, AREA_SWITCH.to)
    return ms
  } finally {
    await context.close()
  }
}

const format = (value: Spread) => [round(value.median), round(value.min), round(value.max)]

/** Each throttled page and both switches, `runs` times over, in turns so that a busy moment of the machine spreads over all. */
export async function measurePageLoads(report: Report, browser: Browser, baseUrl: string, cookie: string, runs: number): Promise<void> {
  const pages = PAGES.filter((benchPage) => benchPage.throttled)
  const loads = new Map(pages.map((benchPage) => [benchPage.path, { fcp: [] as number[], lcp: [] as number[], shown: [] as number[], cls: [] as number[] }]))
  const switches = { cold: [] as number[], preloaded: [] as number[] }
  for (let run = 1; run <= runs; run++) {
    process.stdout.write(`  throttled run ${run} of ${runs}…\n`)
    for (const benchPage of pages) {
      const result = await timedLoad(browser, { baseUrl, cookie: benchPage.session ? cookie : undefined, throttled: true }, benchPage.path)
      const figures = loads.get(benchPage.path)!
      figures.fcp.push(result.fcp)
      figures.lcp.push(result.lcp)
      figures.shown.push(result.shown)
      figures.cls.push(result.cls)
    }
    switches.cold.push(await timedSwitch(browser, { baseUrl, cookie, throttled: true }, false))
    switches.preloaded.push(await timedSwitch(browser, { baseUrl, cookie, throttled: true }, true))
  }

  const profile = `${THROTTLED.latencyMs} ms RTT, ${THROTTLED.downloadBitsPerSecond / 1e6} Mbit/s down, ${THROTTLED.cpuSlowdown}× CPU, empty cache`
  report.table({
    title: `Page loads, throttled (${profile}), ms: median / min / max of ${runs} run(s)`,
    headers: ['page', 'as', 'FCP med', 'min', 'max', 'LCP med', 'min', 'max', 'content med', 'min', 'max', 'CLS max', 'LCP budget'],
    rows: pages.map((benchPage) => {
      const { fcp, lcp, shown, cls } = loads.get(benchPage.path)!
      const budget = BUDGETS.lcpMs[benchPage.path]
      return [
        benchPage.path,
        benchPage.session ? 'Anna' : 'anonymous',
        ...format(spread(fcp)),
        ...format(spread(lcp)),
        ...format(spread(shown)),
        round(Math.max(...cls), 3),
        budget === undefined ? '—' : `≤ ${budget}`
      ]
    }),
    notes: [
      'LCP = largest contentful paint as chromium reports it; content = main#main shows a heading or a data-qa element, no spinner and no page still loading its read (bench/src/browser.ts)',
      'LCP budget: both the LCP median and the content median are held to it; CLS until the content is shown (budget ≤ ' + BUDGETS.cls + ')'
    ]
  })
  for (const benchPage of pages) {
    const budget = BUDGETS.lcpMs[benchPage.path]
    const { lcp, shown, cls } = loads.get(benchPage.path)!
    if (budget !== undefined) {
      report.check({ part: 'pages', measure: `${benchPage.path} largest contentful paint (median)`, value: spread(lcp).median, budget, unit: 'ms' })
      report.check({ part: 'pages', measure: `${benchPage.path} content shown (median)`, value: spread(shown).median, budget, unit: 'ms' })
    }
    report.check({ part: 'pages', measure: `${benchPage.path} layout shift (largest of the runs)`, value: Math.max(...cls), budget: BUDGETS.cls, unit: 'CLS' })
  }
  const cold = spread(switches.cold)
  const preloaded = spread(switches.preloaded)
  report.table({
    title: `Area switch ${AREA_SWITCH.from} → ${AREA_SWITCH.to} after the shell has loaded, throttled, ms`,
    headers: ['switch', 'median', 'min', 'max'],
    rows: [
      ['cold (click, nothing preloaded)', ...format(cold)],
      ['after hover-preload', ...format(preloaded)]
    ]
  })
  const login = spread(loads.get('/login')!.fcp)
  report.check({ part: 'pages', measure: '/login first contentful paint (median)', value: login.median, budget: BUDGETS.loginFcpMs, unit: 'ms' })
  report.check({ part: 'pages', measure: 'area switch after hover-preload (median)', value: preloaded.median, budget: BUDGETS.switchPreloadedMs, unit: 'ms' })
  report.check({ part: 'pages', measure: 'area switch cold (median)', value: cold.median, budget: BUDGETS.switchColdMs, unit: 'ms' })
  report.raw.pages = { profile: THROTTLED, runs, loads: Object.fromEntries(loads), switches }
  await measureOfflineStart(report, browser, baseUrl, cookie, runs)
}
