import os from 'node:os'
import { measureApi } from './api-load'
import { launchChromium } from './browser'
import { measureBundles } from './bundles'
import { measureKit } from './kit-sizes'
import { dropDatabase, freshDatabase, postgresAnswers, POSTGRES_SERVER } from './databases'
import { runModuleBenches } from './module-benches'
import { parseOptions, type BenchOptions } from './options'
import { measurePageLoads } from './page-loads'
import { builtAppVersion, RECORDED_RESULTS } from './paths'
import { Report } from './report'
import { recordResults, type RunMeta } from './results-file'
import { startServer } from './server'
import { devLogin } from './sessions'

/*
 * All benchmarks against their budgets, on what the README's start command serves:
 *   tsx src/main.ts [--short] [--only=bundles,pages,api,modules]
 * An error of the run (a server that does not start, a page that does not show) fails it;
 * a budget that does not hold is reported in the summary and the result file.
 */

/** Bundles and page loads: the dev-mode server, for the strong session of the dev API, on the demo data. */
async function measureSite(report: Report, options: BenchOptions): Promise<void> {
  const database = `pesa_bench_site_${options.port}`
  const onPostgres = await postgresAnswers()
  if (!onPostgres) console.log(`No PostgreSQL server answers at ${POSTGRES_SERVER}: the site is served from PGlite in memory.`)
  const server = await startServer({
    port: options.port + 1,
    mode: 'dev',
    databaseUrl: onPostgres ? await freshDatabase(database) : undefined,
    logName: 'server-site'
  })
  // A browser that does not start must not leave the server running.
  const browser = await launchChromium().catch(async (error: unknown) => {
    await server.stop()
    throw error
  })
  try {
    const cookie = await devLogin(server.url)
    if (options.parts.has('bundles')) await measureBundles(report, browser, server.url, cookie)
    if (options.parts.has('pages')) await measurePageLoads(report, browser, server.url, cookie, options.settings.pageRuns)
  } finally {
    await browser.close()
    await server.stop()
    if (onPostgres) await dropDatabase(database)
  }
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2))
  const started = new Date()
  const loadAverageAtStart = os.loadavg()
  const appVersion = builtAppVersion()
  console.log(`Benchmarks of Pesä ${appVersion}, ${options.short ? 'short mode' : 'full mode'}: ${[...options.parts].join(', ')}`)
  const report = new Report()
  const errors: string[] = []
  if (options.parts.has('bundles')) await measureKit(report)
  if (options.parts.has('bundles') || options.parts.has('pages')) await measureSite(report, options)
  if (options.parts.has('api')) await measureApi(report, options)
  if (options.parts.has('modules')) errors.push(...(await runModuleBenches(report, options.short)).map((file) => `${file} failed`))

  report.printSummary()
  console.log(
    `Load average of the machine (1, 5, 15 min) at start ${loadAverageAtStart.map((value) => value.toFixed(1)).join(' ')}, at end ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`
  )
  const meta: RunMeta = {
    appVersion,
    mode: options.short ? 'short' : 'full',
    startedAt: started.toISOString(),
    seconds: Math.round((Date.now() - started.getTime()) / 1000),
    // Other work on the machine moves every figure: the load average says how busy it was.
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      loadAverageAtStart,
      loadAverageAtEnd: os.loadavg()
    }
  }
  report.write(options.resultFile, {
    ...meta,
    machine: { ...meta.machine, memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version },
    settings: options.settings
  })
  // A run that failed records nothing: its figures are incomplete.
  if (options.record && !errors.length) recordResults(RECORDED_RESULTS, meta, report.checks, report.tables)
  if (errors.length) throw new Error(errors.join('\n'))
}

main().catch((error: unknown) => {
  console.error(`\nThe benchmark run failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
  process.exit(1)
})
