import { BUDGETS } from './budgets'
import { backendPids, dropDatabase, freshDatabase, generateLargeMunicipality, postgresAnswers, POSTGRES_SERVER } from './databases'
import { BENCH_CHILD_FIRST_NAME, CEILING, childPath, ENDPOINTS, type Endpoint } from './endpoints'
import { measureLoad, valid, type LoadResult } from './load'
import type { BenchOptions } from './options'
import { cpuSnapshot, withDescendants } from './process-cpu'
import { round, type Report } from './report'
import { startServer, type RunningServer } from './server'
import { strongSession, weakLogin } from './sessions'

type Measured = { endpoint: Endpoint; results: LoadResult[] } | { endpoint: Endpoint; unavailable: string }

/** One answer before the load: 404 means the route has not landed; anything else not 2xx is reported. */
async function probe(url: string, cookie: string | undefined): Promise<string | undefined> {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} })
  await response.arrayBuffer()
  if (response.status === 404) return 'not available yet (404)'
  return response.ok ? undefined : `answers ${response.status}, not measured`
}

interface Target {
  label: string
  server: RunningServer
  /** Its database's name, whose connections' CPU is counted with the server's */
  database: string
  /** Anna's session cookie at each level */
  cookies: { WEAK: string; STRONG: string }
  /** Ella's id on this server's database */
  childId: string
  /** The ceiling first, then ENDPOINTS in their order */
  measured: Measured[]
}

async function benchChildId(baseUrl: string, cookie: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/citizen/children`, { headers: { cookie } })
  if (!response.ok) throw new Error(`Anna's children answered ${response.status}`)
  const child = ((await response.json()) as { id: string; firstName: string }[]).find((entry) => entry.firstName.startsWith(BENCH_CHILD_FIRST_NAME))
  if (!child) throw new Error(`Anna has no child named ${BENCH_CHILD_FIRST_NAME} on ${baseUrl}`)
  return child.id
}

/** The production-like server on one database, logged in as Anna, each endpoint probed once. */
async function startTarget(databaseUrl: string, label: string, port: number): Promise<Target> {
  const server = await startServer({ port, mode: 'production', databaseUrl, logName: `server-api-${label}` })
  try {
    const weak = await weakLogin(server.url)
    const cookies = { WEAK: weak, STRONG: await strongSession(databaseUrl, weak.split('=')[0]!) }
    const childId = await benchChildId(server.url, weak)
    const measured: Measured[] = []
    for (const endpoint of [CEILING, ...ENDPOINTS]) {
      const unavailable = await probe(`${server.url}${childPath(endpoint, childId)}`, endpoint.session ? cookies[endpoint.session] : undefined)
      measured.push(unavailable ? { endpoint, unavailable } : { endpoint, results: [] })
    }
    return { label, server, database: new URL(databaseUrl).pathname.slice(1), cookies, childId, measured }
  } catch (error) {
    await server.stop()
    throw error
  }
}

/** What a browser's read sends beside the cookie: the answers of 1 KB or more come compressed, as a guardian gets them. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' }

/**
 * Every endpoint at every concurrency on every target, in turns (demo, large, demo, large…),
 * so that the machine's changing load falls on both databases alike and their ratio holds.
 */
async function measureInTurns(options: BenchOptions, targets: Target[]): Promise<void> {
  for (const connections of options.settings.connections) {
    for (let index = 0; index <= ENDPOINTS.length; index++) {
      for (const target of targets) {
        const entry = target.measured[index]!
        if (!('results' in entry)) continue
        process.stdout.write(`  ${target.label}: ${entry.endpoint.name} at ${connections} connections…\n`)
        entry.results.push(
          await measureLoad(`${target.server.url}${childPath(entry.endpoint, target.childId)}`, {
            connections,
            seconds: options.settings.loadSeconds,
            warmupSeconds: options.settings.warmupSeconds,
            // The server's cluster (its primary and workers) and its database connections.
            cpu: async () => cpuSnapshot([...withDescendants(target.server.pid), ...(await backendPids(target.database))]),
            headers: { ...BROWSER_HEADERS, ...(entry.endpoint.session ? { cookie: target.cookies[entry.endpoint.session] } : {}) }
          })
        )
      }
    }
  }
}

const ms = (value: number) => round(value, 1)

const INVALID_NOTE = 'answers failed: not a measurement'

function loadTable(title: string, measured: Measured[]) {
  const ceiling = measured.find((entry) => entry.endpoint === CEILING)
  const ceilingAt = (connections: number) =>
    ceiling && 'results' in ceiling ? ceiling.results.find((result) => result.connections === connections) : undefined
  const rows = measured.flatMap((entry) => {
    if (!('results' in entry)) return [[entry.endpoint.name, '—', '—', '—', '—', '—', '—', '—', '—', entry.unavailable]]
    return entry.results.map((result) => {
      const top = ceilingAt(result.connections)
      return [
        entry.endpoint.name,
        result.connections,
        Math.round(result.requestsPerSecond),
        ms(result.p50),
        ms(result.p95),
        ms(result.p99),
        top ? `${Math.round((100 * result.requestsPerSecond) / top.requestsPerSecond)} %` : '—',
        result.cpuMsPerRead === undefined ? '—' : round(result.cpuMsPerRead, 2),
        result.non2xx + result.errors,
        valid(result) ? '' : INVALID_NOTE
      ]
    })
  })
  return {
    title,
    headers: ['endpoint', 'conns', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'of ceiling', 'CPU ms/read', 'non-2xx/errors', 'note'],
    rows,
    notes: ['CPU ms/read: the server (its cluster primary and workers) and its PostgreSQL connections, over the measured seconds, per answer']
  }
}

export async function measureApi(report: Report, options: BenchOptions): Promise<void> {
  if (!(await postgresAnswers())) {
    report.table({
      title: 'API under load',
      headers: ['status'],
      rows: [[`skipped: no PostgreSQL server answers at ${POSTGRES_SERVER} (set PESA_BENCH_POSTGRES to a server where the user may create databases)`]]
    })
    for (const endpoint of ENDPOINTS)
      report.check({ part: 'api', measure: `${endpoint.name}: p95 at 100 conns`, value: null, budget: BUDGETS.apiP95Ms, unit: 'ms', note: 'no PostgreSQL' })
    return
  }
  const smallName = `pesa_bench_small_${options.port}`
  const largeName = `pesa_bench_large_${options.port}`
  const smallUrl = await freshDatabase(smallName)
  const largeUrl = await freshDatabase(largeName)
  const started = performance.now()
  const generatorOutput = await generateLargeMunicipality(largeUrl, options.settings.largeChildren)
  const generationSeconds = (performance.now() - started) / 1000

  const demo = await startTarget(smallUrl, 'demo', options.port)
  let largeTarget: Target | undefined
  try {
    largeTarget = await startTarget(largeUrl, 'large', options.port + 2)
    await measureInTurns(options, [demo, largeTarget])
  } finally {
    await demo.server.stop()
    await largeTarget?.server.stop()
  }
  const small = demo.measured
  const large = largeTarget.measured
  report.table(loadTable('API under load — demo municipality (PostgreSQL, production mode)', small))
  report.table({
    ...loadTable(`API under load — large municipality (${options.settings.largeChildren} generated children), measured in turns with the demo one`, large),
    notes: [`generated in ${generationSeconds.toFixed(1)} s (migrate, seed, generate): ${generatorOutput.split('\n').join('; ')}`]
  })
  await dropDatabase(smallName)
  await dropDatabase(largeName)

  const scaleRows: (string | number)[][] = []
  for (const endpoint of ENDPOINTS) {
    const smallEntry = small.find((entry) => entry.endpoint === endpoint)!
    const largeEntry = large.find((entry) => entry.endpoint === endpoint)!
    for (const [label, entry] of [
      ['demo', smallEntry],
      ['large', largeEntry]
    ] as const) {
      const at100 = 'results' in entry ? entry.results.find((result) => result.connections === 100) : undefined
      report.check({
        part: 'api',
        measure: `${endpoint.name}: p95 at 100 conns, ${label}`,
        value: at100 && valid(at100) ? at100.p95 : null,
        budget: BUDGETS.apiP95Ms,
        unit: 'ms',
        note: !('results' in entry) ? entry.unavailable : at100 ? INVALID_NOTE : 'not run at 100 connections'
      })
    }
    const quietest = 'results' in smallEntry ? smallEntry.results.find((result) => result.connections === Math.min(...options.settings.connections)) : undefined
    report.check({
      part: 'api',
      measure: `${endpoint.name}: CPU per read at ${Math.min(...options.settings.connections)} conns, demo`,
      value: quietest && valid(quietest) && quietest.cpuMsPerRead !== undefined ? quietest.cpuMsPerRead : null,
      budget: BUDGETS.readCpuMs[endpoint.name] ?? BUDGETS.readCpuMs.default,
      unit: 'ms',
      note: !('results' in smallEntry) ? smallEntry.unavailable : INVALID_NOTE
    })
    if (!('results' in smallEntry) || !('results' in largeEntry)) {
      scaleRows.push([endpoint.name, '—', '—', '—', 'not available yet'])
      report.check({
        part: 'scale',
        measure: `${endpoint.name}: p50 large/demo`,
        value: null,
        budget: BUDGETS.scaleP50Ratio,
        unit: '×',
        note: 'not available yet'
      })
      continue
    }
    for (const smallResult of smallEntry.results) {
      const largeResult = largeEntry.results.find((result) => result.connections === smallResult.connections)!
      const ratio = valid(smallResult) && valid(largeResult) ? largeResult.p50 / smallResult.p50 : null
      scaleRows.push([endpoint.name, smallResult.connections, ms(smallResult.p50), ms(largeResult.p50), ratio === null ? INVALID_NOTE : round(ratio, 2)])
      report.check({
        part: 'scale',
        measure: `${endpoint.name}: p50 large/demo at ${smallResult.connections} conns`,
        value: ratio,
        budget: BUDGETS.scaleP50Ratio,
        unit: '×',
        note: INVALID_NOTE
      })
    }
  }
  report.table({
    title: 'Scale of data: p50 latency, large over demo municipality',
    headers: ['endpoint', 'conns', 'demo p50 ms', 'large p50 ms', 'ratio'],
    rows: scaleRows
  })
  report.raw.api = { demo: small, large, largeChildren: options.settings.largeChildren, generationSeconds }
}
