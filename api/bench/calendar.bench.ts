/*
 * The calendar's heaviest write and read on PostgreSQL, as the API serves them (in-process
 * requests, so network and browser are left out):
 * - a year of weekly times for three children saved at once (Anna's Ella and Aino and a third
 *   child placed as Aino is; Monday to Friday of the reservable range): server time p50 ≤ 300 ms,
 *   and ≤ 10 statements beside the session's read and the audit line;
 * - the calendar's first read (GET /api/citizen/reservations over the range the page asks for on
 *   opening: from the Monday of this month's first week to a year ahead): the API's CPU per read,
 *   budget ≤ 4 ms.
 * The database is `pesa_bench_calendar_<PESA_BENCH_PORT>` on PESA_BENCH_POSTGRES (default
 * postgres://postgres@127.0.0.1:5432), created, migrated, seeded and dropped. Without a server it
 * says it was skipped. Run with `npx tsx api/bench/calendar.bench.ts [--short]`.
 */
import { randomUUID } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { Session } from 'node:inspector'
import { addDays, helsinkiDate, isoWeekday } from '@pesa/shared/dates'
import { CSRF_HEADER } from '@pesa/shared/protocol'
import { buildApp } from '../src/app'
import { loadConfig } from '../src/platform/config'
import { databaseCounters } from '../src/platform/counters'
import { openPostgres, type Db, type Queryable } from '../src/platform/db'
import { migrate } from '../src/platform/migrate'
import { loadMunicipality } from '../src/platform/municipality'
import type { Platform } from '../src/platform/types'
import { seedDemo } from '../src/seed'
import { DEMO_SSN } from '../src/seed/demo-people'

const SAVE_BUDGET_MS = 300
const STATEMENT_BUDGET = 10
const READ_CPU_BUDGET_MS = 4
const short = process.argv.includes('--short')
/** The read alone; `--profile=<file>` writes a CPU profile of the timed reads (open it in Chrome's DevTools). */
const readOnly = process.argv.includes('--read-only')
const profileFile = process.argv.find((arg) => arg.startsWith('--profile='))?.slice('--profile='.length)
const SAVE_WARMUP = short ? 2 : 5
const SAVE_ROUNDS = short ? 10 : 40
const READ_WARMUP = short ? 5 : 20
const READ_ROUNDS = short ? 30 : 200
const SERVER = process.env.PESA_BENCH_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432'
const DATABASE = `pesa_bench_calendar_${process.env.PESA_BENCH_PORT ?? '9500'}`

const at = (database: string) => {
  const url = new URL(SERVER)
  url.pathname = `/${database}`
  return url.toString()
}
const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!

/** A third child of Anna's and Mikko's, placed as Aino is (the seed has two): copies of her rows under a new id. */
async function addThirdChild(db: Db): Promise<void> {
  const [aino] = await db.query<{ id: string }>('select id from person where ssn = $1', [DEMO_SSN.daycareChild])
  const child = randomUUID()
  const copy = async (table: string, where: string, params: unknown[], changes: Record<string, unknown>) =>
    db.query(
      `insert into ${table} select (jsonb_populate_record(null::${table}, to_jsonb(t) || $${params.length + 1}::jsonb)).* from ${table} t where ${where}`,
      [...params, JSON.stringify(changes)]
    )
  await copy('person', 'id = $1', [aino!.id], { id: child, ssn: '010121A998X', first_name: 'Lumi', preferred_name: '' })
  for (const { guardian_id } of await db.query<{ guardian_id: string }>('select guardian_id from guardianship where child_id = $1', [aino!.id]))
    await copy('guardianship', 'child_id = $1 and guardian_id = $2', [aino!.id, guardian_id], { child_id: child })
  for (const { id } of await db.query<{ id: string }>('select id from placement where child_id = $1', [aino!.id])) {
    const placement = randomUUID()
    await copy('placement', 'id = $1', [id], { id: placement, child_id: child })
    for (const need of await db.query<{ id: string }>('select id from service_need where placement_id = $1', [id]))
      await copy('service_need', 'id = $1', [need.id], { id: randomUUID(), placement_id: placement })
  }
}

async function main(): Promise<void> {
  let admin: Db
  try {
    admin = await openPostgres(at('postgres'), 1)
    await admin.query('select 1')
  } catch {
    console.log(`calendar bench: skipped, no PostgreSQL at ${SERVER}`)
    return
  }
  await admin.query(`drop database if exists ${DATABASE}`)
  await admin.query(`create database ${DATABASE}`)
  const db = await openPostgres(at(DATABASE), 10)
  try {
    await migrate(db)
    await seedDemo(db, new Date())
    await addThirdChild(db)
    const config = { ...loadConfig({ PESA_ENV: 'test' }), staticDir: undefined, remotesFile: undefined }
    const platform: Platform = {
      config,
      db,
      clock: { now: () => new Date() },
      counters: databaseCounters(db),
      municipality: loadMunicipality(config.municipality, { tileUrl: config.mapTileUrl })
    }
    const app = await buildApp(platform, { logger: false })
    const login = await app.inject({
      method: 'POST',
      url: '/api/dev-api/login',
      headers: { [CSRF_HEADER]: '1' },
      payload: { ssn: DEMO_SSN.anna, authLevel: 'WEAK' }
    })
    const session = login.cookies.find((c) => c.name.endsWith('pesa-session'))
    if (!session) throw new Error(`No session: ${login.statusCode} ${login.body}`)
    const headers = { [CSRF_HEADER]: '1', cookie: `${session.name}=${session.value}` }
    const get = (url: string) => app.inject({ method: 'GET', url, headers })

    // The year: every weekday of the reservable range each child may be reserved for.
    const today = helsinkiDate(new Date())
    const first = (await get(`/api/citizen/reservations?from=${today}&to=${today}`)).json<{ reservableRange: { start: string; end: string } }>()
    const range = first.reservableRange
    // A year, or as much of it as the reservable range holds (it ends on 31 August).
    const yearEnd = [addDays(range.start, 364), range.end].sort()[0]!
    const year = (await get(`/api/citizen/reservations?from=${range.start}&to=${yearEnd}`)).json<{
      children: { id: string }[]
      days: {
        date: string
        children: { childId: string; scheduleType: string; holidayPeriodEffect: unknown; absence: { editable: boolean } | null; attendances: unknown[] }[]
      }[]
    }>()
    if (year.children.length !== 3) throw new Error(`Anna should have three children, has ${year.children.length}`)
    const bodyOf = (start: string, end: string) =>
      year.days
        .filter((day) => isoWeekday(day.date) <= 5)
        .flatMap((day) =>
          day.children
            .filter(
              (c) => c.scheduleType === 'RESERVATION_REQUIRED' && c.holidayPeriodEffect === null && c.absence?.editable !== false && c.attendances.length === 0
            )
            .map((c) => ({ childId: c.childId, date: day.date, type: 'RESERVATIONS', reservation: { start, end }, secondReservation: null }))
        )

    // Statements of one save, counted as the API test does (calendar.test.ts).
    const statements: string[] = []
    const { query, transaction } = db
    const counting = (run: Queryable['query']): Queryable['query'] =>
      function <T>(text: string, params?: unknown[]) {
        statements.push(text)
        return run<T>(text, params)
      }
    db.query = counting(query.bind(db))
    const runTransaction = transaction.bind(db)
    db.transaction = <T>(work: (tx: Queryable) => Promise<T>) => runTransaction<T>((tx) => work({ query: counting(tx.query.bind(tx)) }))

    const saves: number[] = []
    let items = 0
    let counted = 0
    for (let round = 0; round < (readOnly ? 0 : SAVE_WARMUP + SAVE_ROUNDS); round++) {
      const body = round % 2 === 0 ? bodyOf('08:00', '16:00') : bodyOf('07:30', '15:30')
      items = body.length
      statements.length = 0
      const started = performance.now()
      const response = await app.inject({ method: 'POST', url: '/api/citizen/reservations', headers, payload: body })
      const took = performance.now() - started
      if (response.statusCode !== 204) throw new Error(`The year's save answered ${response.statusCode}: ${response.body.slice(0, 300)}`)
      counted = statements.filter((text) => !/from session where|insert into audit_log/.test(text)).length
      if (round >= SAVE_WARMUP) saves.push(took)
    }
    db.query = query
    db.transaction = transaction
    saves.sort((a, b) => a - b)
    const saveP50 = percentile(saves, 0.5)
    if (!readOnly)
      console.log(
        `year of weekly times for three children (${items} items), ${SAVE_ROUNDS} saves on PostgreSQL: p50 ${saveP50.toFixed(1)} ms, ` +
          `p95 ${percentile(saves, 0.95).toFixed(1)} ms, ${counted} statements (+ session and audit)`
      )
    if (!readOnly)
      console.log(
        `budget p50 ≤ ${SAVE_BUDGET_MS} ms: ${saveP50 <= SAVE_BUDGET_MS ? 'within' : 'MISSED'}; ` +
          `statements ≤ ${STATEMENT_BUDGET}: ${counted <= STATEMENT_BUDGET ? 'within' : 'MISSED'}`
      )

    // The page's first read: from the Monday of this month's first week to a year ahead (mf-calendar queries.ts initialRange).
    const monthStart = `${today.slice(0, 7)}-01`
    const readUrl = `/api/citizen/reservations?from=${addDays(monthStart, 1 - isoWeekday(monthStart))}&to=${addDays(today, 365)}`
    for (let round = 0; round < READ_WARMUP; round++) await get(readUrl)
    const reads: number[] = []
    const profiler = profileFile ? new Session() : undefined
    const post = (method: string, params?: object) =>
      new Promise<unknown>((resolve, reject) => profiler!.post(method, params, (error, result) => (error ? reject(error) : resolve(result))))
    if (profiler) {
      profiler.connect()
      await post('Profiler.enable')
      await post('Profiler.start')
    }
    const cpuBefore = process.cpuUsage()
    for (let round = 0; round < READ_ROUNDS; round++) {
      const started = performance.now()
      const response = await get(readUrl)
      reads.push(performance.now() - started)
      if (response.statusCode !== 200) throw new Error(`The first read answered ${response.statusCode}`)
    }
    const cpu = process.cpuUsage(cpuBefore)
    if (profiler) {
      const { profile } = (await post('Profiler.stop')) as { profile: object }
      writeFileSync(profileFile!, JSON.stringify(profile))
      profiler.disconnect()
    }
    const cpuPerRead = (cpu.user + cpu.system) / 1000 / READ_ROUNDS
    reads.sort((a, b) => a - b)
    console.log(
      `first reservations read (${readUrl.split('?')[1]}), ${READ_ROUNDS} reads: p50 ${percentile(reads, 0.5).toFixed(1)} ms, ` +
        `CPU ${cpuPerRead.toFixed(2)} ms per read (API process)`
    )
    console.log(`budget CPU ≤ ${READ_CPU_BUDGET_MS} ms per read: ${cpuPerRead <= READ_CPU_BUDGET_MS ? 'within' : 'MISSED'}`)
    await app.close()
  } finally {
    await db.close()
    await admin.query(`drop database if exists ${DATABASE}`)
    await admin.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
