import { readdirSync, readFileSync } from 'node:fs'
import os from 'node:os'
import { connectionsTo, dropDatabase, freshDatabase, postgresAnswers, POSTGRES_SERVER } from './databases'
import { ENDPOINTS } from './endpoints'
import { formatTable } from './report'
import { startServer } from './server'
import { ANNA, strongSession, weakLogin } from './sessions'
import { figures, judge, parseSoakOptions, windowSeconds, type Reading, type Sample } from './soak-rules'

/*
 * Mixed guardian traffic at a fixed rate against the production-mode server on PostgreSQL:
 *   tsx src/soak.ts [--short] [--seconds=N] [--rate=N]
 * Exits non-zero when an answer fails, p95 grows, memory grows or connections leak (bench/DECISIONS.md "Soak").
 */

/** The demo guardians (README, "Demo people") who use the service; Pekka is custodian of nobody. */
const GUARDIANS = [
  { name: 'Anna', ssn: ANNA.ssn },
  { name: 'Mikko', ssn: '241187-236D' },
  { name: 'Liisa', ssn: '300190-570S' },
  { name: 'Sanna', ssn: '140888-318E' }
]

/** Each area's main read, from the benchmark's table of reads. */
const READS = [
  'auth status (logged in)',
  'children of the guardian',
  'public units list (daycare)',
  'application units (daycare)',
  'applications by guardian',
  'decisions',
  'messages inbox (page 1)',
  'calendar reservations (initial range)',
  'own income statements',
  'child documents unanswered'
]

const TIMEOUT_MS = 10_000
const POOL_IDLE_SECONDS = 11
/** Control reads a second: enough for a p95 in a 12 s window */
const CONTROL_RATE = 5

interface Operation {
  name: string
  run(recorder: Recorder): Promise<void>
}

/** Every answer of the run, timed, with the failures' reasons for the report. */
class Recorder {
  readonly samples: Sample[] = []
  readonly failures = new Map<string, number>()
  origin = performance.now()

  now(): number {
    return (performance.now() - this.origin) / 1000
  }

  /** Times `work` from now; a failure is a reason, anything else is its result. */
  async timed<T>(label: string, work: () => Promise<T | { failure: string }>, control = false): Promise<T | undefined> {
    const at = this.now()
    const started = performance.now()
    const result = await work().catch((error: unknown) => ({ failure: error instanceof Error ? error.message : String(error) }))
    const failed = typeof result === 'object' && result !== null && 'failure' in result
    this.samples.push({ at, ms: performance.now() - started, ok: !failed, ...(control ? { control } : {}) })
    if (!failed) return result as T
    const key = `${label}: ${(result as { failure: string }).failure}`
    this.failures.set(key, (this.failures.get(key) ?? 0) + 1)
    return undefined
  }

  /** An answer 2xx or 3xx is a success; anything else, a timeout or a network error is not. Answers the body. */
  request(url: string, init: { method?: string; cookie?: string; body?: string }, label: string, control = false): Promise<string | undefined> {
    const method = init.method ?? 'GET'
    return this.timed(
      label,
      async () => {
        const response = await fetch(url, {
          method,
          body: init.body,
          redirect: 'manual',
          headers: {
            ...(method === 'GET' ? {} : { 'x-pesa-csrf': '1' }),
            ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(init.cookie ? { cookie: init.cookie } : {})
          },
          signal: AbortSignal.timeout(TIMEOUT_MS)
        })
        const body = await response.text()
        return response.status >= 400 ? { failure: `${response.status} ${body.slice(0, 120)}` } : body
      },
      control
    )
  }
}

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10)

/** A day within the reservable range with nothing marked, for a child who reserves times: the reservation write's target. */
interface FreeDay {
  childId: string
  date: string
  range: { start: string; end: string }
}

interface ReservationDays {
  reservableRange: { start: string; end: string }
  days: {
    date: string
    holiday: boolean
    children: {
      childId: string
      scheduleType: string
      absence: unknown
      reservations: unknown[]
      reservableTimeRange: { type: string; range?: { start: string; end: string } }
    }[]
  }[]
}

function freeDays(calendar: ReservationDays): FreeDay[] {
  return calendar.days.flatMap((entry) =>
    entry.holiday || entry.date < calendar.reservableRange.start || entry.date > calendar.reservableRange.end
      ? []
      : entry.children
          .filter(
            (child) => child.scheduleType === 'RESERVATION_REQUIRED' && !child.absence && child.reservations.length === 0 && child.reservableTimeRange.range
          )
          .map((child) => ({ childId: child.childId, date: entry.date, range: child.reservableTimeRange.range! }))
  )
}

const reservation = (url: string, cookie: string, target: FreeDay, type: 'RESERVATIONS' | 'NOTHING') =>
  [
    `${url}/api/citizen/reservations`,
    {
      method: 'POST',
      cookie,
      body: JSON.stringify([{ childId: target.childId, date: target.date, type, ...(type === 'RESERVATIONS' ? { reservation: target.range } : {}) }])
    }
  ] as const

/**
 * One guardian's operations: each read, and one write per area that leaves nothing growing —
 * the first inbox thread marked read, the notification settings saved as they are, a
 * reservation set and cleared. Each runs once before the load: one that fails then is left out
 * of the mix and named (a guardian without threads or reservable days has no such write).
 */
async function operationsOf(url: string, guardian: string, cookie: string, left: string[]): Promise<Operation[]> {
  const setup = new Recorder()
  const candidates: Operation[] = ENDPOINTS.filter((endpoint) => READS.includes(endpoint.name)).map((endpoint) => ({
    name: `${guardian}: ${endpoint.name}`,
    run: async (recorder) =>
      void (await recorder.request(`${url}${endpoint.path}`, { cookie: endpoint.session ? cookie : undefined }, `${guardian}: ${endpoint.name}`))
  }))

  const inbox = await setup.request(`${url}/api/citizen/messages/received?page=1`, { cookie }, 'inbox')
  const thread = inbox === undefined ? undefined : (JSON.parse(inbox) as { data: { id: string; redacted: boolean }[] }).data.find((entry) => !entry.redacted)
  if (thread)
    candidates.push({
      name: `${guardian}: message thread marked read`,
      run: async (recorder) =>
        void (await recorder.request(`${url}/api/citizen/messages/threads/${thread.id}/read`, { method: 'PUT', cookie }, `${guardian}: thread read`))
    })
  else left.push(`${guardian}: message thread marked read (no thread in the inbox)`)

  const settings = await setup.request(`${url}/api/citizen/personal-data/notification-settings`, { cookie }, 'settings')
  if (settings !== undefined)
    candidates.push({
      name: `${guardian}: notification settings saved`,
      run: async (recorder) =>
        void (await recorder.request(
          `${url}/api/citizen/personal-data/notification-settings`,
          { method: 'PUT', cookie, body: settings },
          `${guardian}: settings saved`
        ))
    })

  const calendar = await setup.request(`${url}/api/citizen/reservations?from=${day(0)}&to=${day(60)}`, { cookie }, 'calendar')
  // The nearest days may be closed for changes already: the first that takes a cleared day is used.
  let target: FreeDay | undefined
  for (const candidate of calendar === undefined ? [] : freeDays(JSON.parse(calendar) as ReservationDays).slice(0, 10)) {
    if ((await setup.request(...reservation(url, cookie, candidate, 'NOTHING'), 'reservation')) !== undefined) {
      target = candidate
      break
    }
  }
  if (target) {
    const chosen = target
    candidates.push({
      name: `${guardian}: reservation set and cleared`,
      run: async (recorder) => {
        if ((await recorder.request(...reservation(url, cookie, chosen, 'RESERVATIONS'), `${guardian}: reservation set`)) !== undefined)
          await recorder.request(...reservation(url, cookie, chosen, 'NOTHING'), `${guardian}: reservation cleared`)
      }
    })
  } else left.push(`${guardian}: reservation set and cleared (no reservable day)`)

  const operations: Operation[] = []
  for (const operation of candidates) {
    const once = new Recorder()
    await operation.run(once)
    if (once.failures.size === 0) operations.push(operation)
    else left.push(`${operation.name} (${[...once.failures.keys()].join('; ')})`)
  }
  return operations
}

/** Anna's weak login and a logout, so that the sessions do not pile up. */
function loginOperation(url: string): Operation {
  return {
    name: 'Anna: weak login and logout',
    run: async (recorder) => {
      const cookie = await recorder.timed('weak login', () => weakLogin(url))
      if (cookie) await recorder.request(`${url}/api/citizen/auth/logout`, { cookie }, 'logout')
    }
  }
}

/** A process and all its descendants, from the kernel's lists of each thread's children. */
function processTree(pid: number): number[] {
  const children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number)
  )
  return [pid, ...children.flatMap(processTree)]
}

/**
 * The server's resident memory in kB: the primary and its workers (PESA_WORKERS, one per core on
 * PostgreSQL by default), which hold the sessions, pools and caches.
 */
function rssOf(pid: number): number {
  return processTree(pid).reduce((sum, member) => {
    const line = readFileSync(`/proc/${member}/status`, 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('VmRSS:'))
    return sum + Number(line?.match(/\d+/)?.[0] ?? Number.NaN)
  }, 0)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function main(): Promise<void> {
  const options = parseSoakOptions(process.argv.slice(2))
  if (!(await postgresAnswers()))
    throw new Error(`No PostgreSQL server answers at ${POSTGRES_SERVER}: set PESA_BENCH_POSTGRES to a server where the user may create databases`)
  const database = `pesa_soak_${options.port}`
  const databaseUrl = await freshDatabase(database)
  const server = await startServer({ port: options.port, mode: 'production', databaseUrl, logName: 'server-soak' })
  try {
    const cookieName = (await weakLogin(server.url)).split('=')[0]!
    const left: string[] = []
    const operations = [loginOperation(server.url)]
    for (const guardian of GUARDIANS)
      operations.push(...(await operationsOf(server.url, guardian.name, await strongSession(databaseUrl, cookieName, guardian.ssn), left)))

    console.log(
      `Soak: ${options.rate} operations/s over ${operations.length} operations of ${GUARDIANS.length} guardians, ` +
        `${options.warmupSeconds} s warm-up + ${options.seconds} s measured (windows of ${windowSeconds(options.seconds)} s)`
    )
    if (left.length) console.log(`Not in the mix:\n  ${left.join('\n  ')}`)

    // Open loop: operation i starts at i / rate whatever the earlier ones are doing, so a slow
    // server meets the same arrivals and its queue shows in the latencies.
    const recorder = new Recorder()
    recorder.origin = performance.now() + options.warmupSeconds * 1000
    const rss: Reading[] = []
    const rssTimer = setInterval(() => rss.push({ at: recorder.now(), value: rssOf(server.pid) }), 1000)
    const connectionsWarm = sleep(options.warmupSeconds * 1000).then(() => connectionsTo(database))
    const progress = setInterval(() => console.log(`  ${Math.round(recorder.now())} s, ${recorder.failures.size ? 'failing' : 'no failures'}`), 60_000)
    const pending = new Set<Promise<unknown>>()
    const track = (running: Promise<unknown>) => {
      pending.add(running)
      void running.finally(() => pending.delete(running))
    }
    // The control read, beside the mix: how much slower the machine itself has become.
    const control = setInterval(() => track(recorder.request(`${server.url}/api/health`, {}, 'health (control)', true)), 1000 / CONTROL_RATE)
    const total = Math.round((options.warmupSeconds + options.seconds) * options.rate)
    for (let index = 0; index < total; index++) {
      const due = index / options.rate - options.warmupSeconds
      const wait = (due - recorder.now()) * 1000
      if (wait > 0) await sleep(wait)
      track(operations[index % operations.length]!.run(recorder))
    }
    clearInterval(control)
    await Promise.all(pending)
    clearInterval(rssTimer)
    clearInterval(progress)
    // The pool closes an idle client after 10 s: what is still open after that is held.
    await sleep(POOL_IDLE_SECONDS * 1000)
    const connectionsEnd = await connectionsTo(database)

    // A failure in the warm-up counts too: only the windows start after it.
    const result = figures(recorder.samples, options.seconds, rss, { warm: await connectionsWarm, end: connectionsEnd })
    const rules = judge(result)
    console.log(
      formatTable({
        title: 'Soak (production-mode server on PostgreSQL)',
        headers: ['figure', 'value', 'verdict'],
        rows: [
          ['rate', `${options.rate} operations/s, ${(result.requests / (options.warmupSeconds + options.seconds)).toFixed(1)} requests/s`, ''],
          ['requests (warm-up included)', result.requests, ''],
          ...rules.map((rule) => [rule.name, rule.value, rule.holds ? 'holds' : 'FAILS'])
        ],
        notes: [
          `p95 windows: the first and the last ${result.windowSeconds} s; RSS: median of each window's readings, one a second; connections: at the end of the warm-up and ${POOL_IDLE_SECONDS} s after the load`,
          `load average (1, 5, 15 min) at the end: ${os
            .loadavg()
            .map((value) => value.toFixed(1))
            .join(' ')}`,
          ...[...recorder.failures].slice(0, 10).map(([reason, count]) => `${count} × ${reason}`)
        ]
      })
    )
    if (rules.some((rule) => !rule.holds))
      throw new Error(
        `The soak failed: ${rules
          .filter((rule) => !rule.holds)
          .map((rule) => rule.name)
          .join(', ')}`
      )
  } finally {
    await server.stop()
    await dropDatabase(database)
  }
}

main().catch((error: unknown) => {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
