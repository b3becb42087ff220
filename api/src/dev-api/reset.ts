import { helsinkiDate } from '@pesa/shared/dates'
import type { Db } from '../platform/db'
import type { Clock } from '../platform/clock'
import type { JobRunner } from '../platform/jobs/jobs'
import { seedDemo, truncateAll } from '../seed'

/*
 * The dev API's reset, which every e2e test calls first. Seeding the demo municipality and rendering
 * its decision PDFs (two dozen jobs) took about 3 s of CPU per test on a two-core machine. So the
 * first reset of a day seeds, runs the jobs that seeding queued, and keeps every table's rows as a
 * snapshot; later resets that day empty the tables and write the snapshot back in one transaction,
 * with foreign keys and triggers off while they do (session_replication_role), and the sequences set
 * as they were. What a test reads is what seeding wrote — the same rows, the same ids.
 *
 * Only when files are kept in the database (a snapshot cannot hold S3's objects), and only where the
 * database lets this session turn triggers off (a superuser: PGlite, the test servers); otherwise
 * every reset seeds, as before.
 */

interface TableRows {
  name: string
  columns: string[]
  /** An identity column GENERATED ALWAYS: its values are written back as they were. */
  overriding: boolean
  rows: string
}

interface Snapshot {
  day: string
  tables: TableRows[]
  sequences: { name: string; value: string }[]
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

/** How long the first reset of a day waits for the jobs seeding queued before it gives up keeping a snapshot. */
const JOBS_WAIT_MS = 60_000

async function takeSnapshot(db: Db, day: string): Promise<Snapshot> {
  const tables = await db.query<{ name: string; columns: string[]; overriding: boolean }>(
    `select c.relname as name,
            array_agg(a.attname::text order by a.attnum) filter (where a.attgenerated = '') as columns,
            coalesce(bool_or(a.attidentity = 'a'), false) as overriding
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = current_schema() and c.relkind in ('r', 'p') and not c.relispartition and c.relname <> 'schema_migration'
      group by c.relname
      order by c.relname`
  )
  const withRows: TableRows[] = []
  for (const table of tables) {
    const list = table.columns.map(quote).join(', ')
    const [row] = await db.query<{ rows: string }>(`select coalesce(json_agg(t), '[]')::text as rows from (select ${list} from ${quote(table.name)}) t`)
    withRows.push({ ...table, rows: row!.rows })
  }
  const sequences = await db.query<{ name: string; value: string }>(
    'select sequencename as name, last_value::text as value from pg_sequences where schemaname = current_schema() and last_value is not null'
  )
  return { day, tables: withRows, sequences }
}

async function restore(db: Db, snapshot: Snapshot): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('set local session_replication_role = replica')
    await truncateAll(tx)
    for (const table of snapshot.tables) {
      if (table.rows === '[]') continue
      const list = table.columns.map(quote).join(', ')
      await tx.query(
        `insert into ${quote(table.name)} (${list}) ${table.overriding ? 'overriding system value ' : ''}select ${list} from json_populate_recordset(null::${quote(table.name)}, $1::json)`,
        [table.rows]
      )
    }
    for (const { name, value } of snapshot.sequences) await tx.query('select setval($1::regclass, $2::bigint, true)', [quote(name), value])
  })
}

/** Resolves when no due one-off job is waiting or running; false if some still are after `ms`. */
async function jobsSettled(db: Db, jobs: JobRunner, clock: Clock, ms: number): Promise<boolean> {
  const until = Date.now() + ms
  for (;;) {
    await jobs.drain()
    const [row] = await db.query<{ open: number }>(
      // Due ones only: a job seeded to run later stays waiting in the snapshot, as it would after seeding.
      // Due by the runner's clock, not the database's: a test run's clock can be weeks behind the real one (story-clock).
      'select count(*)::int as open from job where recurring_key is null and done_at is null and failed_at is null and run_at <= $1',
      [clock.now()]
    )
    if (row!.open === 0) return true
    if (Date.now() > until) return false
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const DEADLOCK = '40P01'
const DEADLOCK_ATTEMPTS = 3

/**
 * Runs a reset again when PostgreSQL broke a deadlock by aborting it: the truncate takes every
 * table's lock one by one while a request the last test left running (a poll, the job runner)
 * may hold one of them and wait for another. It was seen as a 500 from the reset of an e2e test on
 * PostgreSQL; what was aborted was rolled back, so running it again is safe.
 */
export async function retryingDeadlocks<T>(run: () => Promise<T>, attempts = DEADLOCK_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run()
    } catch (error) {
      if ((error as { code?: string }).code !== DEADLOCK || attempt >= attempts) throw error
    }
  }
}

/** The reset: answers whether it wrote the snapshot back (true) or seeded (false). */
export function demoReset(db: Db, jobs: JobRunner, { snapshots, clock }: { snapshots: boolean; clock: Clock }) {
  const reset = resetOnce(db, jobs, { snapshots, clock })
  return (now: Date): Promise<boolean> => retryingDeadlocks(() => reset(now))
}

function resetOnce(db: Db, jobs: JobRunner, { snapshots, clock }: { snapshots: boolean; clock: Clock }) {
  let snapshot: Snapshot | undefined
  let snapshotsWork = snapshots
  return async (now: Date): Promise<boolean> => {
    const day = helsinkiDate(now)
    if (snapshotsWork && snapshot?.day === day) {
      await restore(db, snapshot)
      return true
    }
    await truncateAll(db)
    await seedDemo(db, now)
    if (!snapshotsWork) return false
    snapshot = undefined
    if (!(await jobsSettled(db, jobs, clock, JOBS_WAIT_MS))) return false
    const taken = await takeSnapshot(db, day)
    // Proven once on this database: a server without the right to turn triggers off seeds every time
    // (the failed restore's transaction is rolled back, leaving what was just seeded).
    try {
      await restore(db, taken)
      snapshot = taken
    } catch {
      snapshotsWork = false
    }
    return false
  }
}
