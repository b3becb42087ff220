import { helsinkiDate } from '@pesa/shared/dates'
import type { Db, Queryable } from '../platform/db'
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
 *
 * A test changes a few tables (sessions, the audit log, what it is about), and writing every table
 * back was most of a reset's CPU (137 ms; 18 ms after a login now). So a reset writes back only the tables that differ from
 * what the last reset left, with those whose foreign keys point at them (TRUNCATE empties a
 * referenced table only with them). A table's mark tells: its row count and the newest transaction
 * id among its rows (`xmin`). An insert or an update gives a row a newer one than any the reset left,
 * and a delete alone lowers the count; a change undone (a row inserted and deleted) leaves the rows as
 * they were, which is all that matters. Each reset reads the marks in one statement, so a write that
 * commits after it is seen by the next reset; a table it writes back is locked until it commits, and
 * its mark is read again in the same transaction. The sequences are compared and set the same way.
 */

interface TableRows {
  name: string
  columns: string[]
  /** An identity column GENERATED ALWAYS: its values are written back as they were. */
  overriding: boolean
  rows: string
}

interface Sequence {
  name: string
  /** Null for one not used yet: it is restarted. */
  value: string | null
}

interface Snapshot {
  day: string
  tables: TableRows[]
  sequences: Sequence[]
  /** For each table, the tables whose foreign keys point at it. */
  referencedBy: Map<string, string[]>
}

/** Each table's mark (see above) as the last reset left it. */
type Marks = Map<string, string>

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
  const references = await db.query<{ referencing: string; referenced: string }>(
    `select distinct referencing.relname as referencing, referenced.relname as referenced
       from pg_constraint k
       join pg_class referencing on referencing.oid = k.conrelid
       join pg_class referenced on referenced.oid = k.confrelid
      where k.contype = 'f' and k.connamespace = current_schema()::regnamespace`
  )
  const referencedBy = new Map<string, string[]>()
  for (const { referencing, referenced } of references) referencedBy.set(referenced, [...(referencedBy.get(referenced) ?? []), referencing])
  return { day, tables: withRows, sequences: await readSequences(db), referencedBy }
}

const readSequences = (db: Queryable) =>
  db.query<Sequence>('select sequencename as name, last_value::text as value from pg_sequences where schemaname = current_schema() order by sequencename')

/** The marks of `tables` (every table when not given), in one statement. */
async function readMarks(db: Queryable, snapshot: Snapshot, tables = snapshot.tables.map((table) => table.name)): Promise<Marks> {
  if (tables.length === 0) return new Map()
  const rows = await db.query<{ name: string; mark: string }>(
    tables
      .map((name) => `select ${literal(name)} as name, count(*) || '/' || coalesce(max(xmin::text::bigint), 0) as mark from ${quote(name)}`)
      .join(' union all ')
  )
  return new Map(rows.map((row) => [row.name, row.mark]))
}

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`

/** The changed tables and every table whose foreign keys point at one of them, and so on. */
function withReferencing(changed: string[], snapshot: Snapshot): Set<string> {
  const tables = new Set(changed)
  for (const table of tables) for (const referencing of snapshot.referencedBy.get(table) ?? []) tables.add(referencing)
  return tables
}

/**
 * Writes back the tables whose marks differ from `left` (every table without it) and the sequences
 * that moved; answers the marks as it leaves them.
 */
async function restore(db: Db, snapshot: Snapshot, left?: Marks): Promise<Marks> {
  return db.transaction(async (tx) => {
    const now = left && (await readMarks(tx, snapshot))
    const changed = snapshot.tables.filter((table) => !now || now.get(table.name) !== left!.get(table.name)).map((table) => table.name)
    const restoring = withReferencing(changed, snapshot)
    await tx.query('set local session_replication_role = replica')
    if (restoring.size > 0) await tx.query(`truncate table ${[...restoring].map(quote).join(', ')}`)
    for (const table of snapshot.tables) {
      if (table.rows === '[]' || !restoring.has(table.name)) continue
      const list = table.columns.map(quote).join(', ')
      await tx.query(
        `insert into ${quote(table.name)} (${list}) ${table.overriding ? 'overriding system value ' : ''}select ${list} from json_populate_recordset(null::${quote(table.name)}, $1::json)`,
        [table.rows]
      )
    }
    const sequences = new Map((await readSequences(tx)).map((sequence) => [sequence.name, sequence.value]))
    for (const { name, value } of snapshot.sequences) {
      if (sequences.get(name) === value) continue
      if (value === null) await tx.query(`alter sequence ${quote(name)} restart`)
      else await tx.query('select setval($1::regclass, $2::bigint, true)', [quote(name), value])
    }
    const written = await readMarks(tx, snapshot, [...restoring])
    return new Map(snapshot.tables.map(({ name }) => [name, written.get(name) ?? now!.get(name)!]))
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

interface ResetOptions {
  snapshots: boolean
  clock: Clock
  /**
   * Removes every stored file, bytes and rows, before seeding. Not before writing a snapshot back:
   * that happens only where the files are rows of the database, which it gives back as they were.
   */
  removeFiles?: () => Promise<unknown>
}

/** The reset: answers whether it wrote the snapshot back (true) or seeded (false). */
export function demoReset(db: Db, jobs: JobRunner, options: ResetOptions) {
  const reset = resetOnce(db, jobs, options)
  return (now: Date): Promise<boolean> => retryingDeadlocks(() => reset(now))
}

function resetOnce(db: Db, jobs: JobRunner, { snapshots, clock, removeFiles }: ResetOptions) {
  let snapshot: Snapshot | undefined
  let marks: Marks | undefined
  let snapshotsWork = snapshots
  return async (now: Date): Promise<boolean> => {
    const day = helsinkiDate(now)
    if (snapshotsWork && snapshot?.day === day) {
      // A reset that failed half way leaves no marks: the next one writes every table back.
      const left = marks
      marks = undefined
      marks = await restore(db, snapshot, left)
      return true
    }
    snapshot = undefined
    marks = undefined
    await removeFiles?.()
    await truncateAll(db)
    await seedDemo(db, now)
    if (!snapshotsWork) return false
    if (!(await jobsSettled(db, jobs, clock, JOBS_WAIT_MS))) return false
    const taken = await takeSnapshot(db, day)
    // Proven once on this database: a server without the right to turn triggers off seeds every time
    // (the failed restore's transaction is rolled back, leaving what was just seeded).
    try {
      marks = await restore(db, taken)
      snapshot = taken
    } catch {
      snapshotsWork = false
    }
    return false
  }
}
