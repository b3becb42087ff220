// jest: slow — among the longest files on PGlite, so it starts first (shared/build/jest-slow-first-sequencer.cjs).
import type { Db } from '../platform/db'
import { seedDemo, truncateAll } from '../seed'
import { createTestApp, type TestApp } from '../../test/support/app'
import { demoReset, retryingDeadlocks } from './reset'

/** Every table's rows as text, in a stable order: what a reset must give back exactly. */
async function contents(db: Db): Promise<Record<string, string>> {
  const tables = await db.query<{ name: string }>(
    "select tablename as name from pg_tables where schemaname = current_schema() and tablename <> 'schema_migration' order by tablename"
  )
  const result: Record<string, string> = {}
  for (const { name } of tables) {
    const [row] = await db.query<{ rows: string }>(`select coalesce(string_agg(t::text, E'\\n' order by t::text), '') as rows from "${name}" t`)
    result[name] = row!.rows
  }
  return result
}

describe('the dev API reset', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  }, 120_000)
  afterAll(() => t.close())

  const now = new Date('2026-11-27T08:00:00Z')

  it('gives back, from its snapshot, exactly the rows seeding wrote with its jobs run, and the same next ids', async () => {
    const { db } = t.platform
    const reset = demoReset(db, t.app.jobs, { snapshots: true, clock: t.platform.clock })
    expect(await reset(now)).toBe(false)
    const seeded = await contents(db)
    // Seeding queued the decision PDFs; the first reset ran them before it kept the snapshot.
    expect(seeded.attachment).not.toBe('')
    const [open] = await db.query<{ count: number }>(
      'select count(*)::int as count from job where recurring_key is null and done_at is null and failed_at is null'
    )
    expect(open!.count).toBe(0)

    // A test changes things, then the next test's reset.
    await db.query("update person set first_name = 'Muutettu'")
    await db.query('delete from attendance_reservation')
    const [{ id: nextJob } = { id: '' }] = await db.query<{ id: string }>(
      "insert into job (type, created_at, run_at) values ('X', now(), now()) returning id::text as id"
    )
    expect(await reset(new Date(now.getTime() + 60_000))).toBe(true)
    expect(await contents(db)).toEqual(seeded)
    const [again] = await db.query<{ id: string }>("insert into job (type, created_at, run_at) values ('X', now(), now()) returning id::text as id")
    expect(again!.id).toBe(nextJob)
  }, 120_000)

  /** Each row's transaction id: what a reset wrote back has a new one, what it left keeps its own. */
  const rowVersions = async (db: Db, table: string) =>
    (await db.query<{ xmin: string }>(`select xmin::text as xmin from "${table}" order by xmin::text`)).map((row) => row.xmin).join(',')

  it('writes back only the tables that changed and those whose foreign keys point at them, and gives back every row', async () => {
    const { db } = t.platform
    const reset = demoReset(db, t.app.jobs, { snapshots: true, clock: t.platform.clock })
    await reset(now)
    await reset(now)
    const seeded = await contents(db)
    const [person, reservations, audit] = await Promise.all(['person', 'attendance_reservation', 'audit_log'].map((table) => rowVersions(db, table)))

    // A delete alone: the reservations are written back, nothing else is.
    await db.query('delete from attendance_reservation where ctid = (select min(ctid) from attendance_reservation)')
    expect(await reset(now)).toBe(true)
    expect(await contents(db)).toEqual(seeded)
    expect(await rowVersions(db, 'attendance_reservation')).not.toBe(reservations)
    expect(await rowVersions(db, 'person')).toBe(person)
    expect(await rowVersions(db, 'audit_log')).toBe(audit)

    // An update of a table others point at: they are written back with it (TRUNCATE needs them).
    const reservationsWritten = await rowVersions(db, 'attendance_reservation')
    await db.query("update person set first_name = 'Muutettu' where ctid = (select min(ctid) from person)")
    expect(await reset(now)).toBe(true)
    expect(await contents(db)).toEqual(seeded)
    expect(await rowVersions(db, 'person')).not.toBe(person)
    expect(await rowVersions(db, 'attendance_reservation')).not.toBe(reservationsWritten)
    expect(await rowVersions(db, 'audit_log')).toBe(audit)

    // A row inserted and deleted again leaves the rows as they were, but the identity moved on: it is set back.
    const [{ id: nextAudit } = { id: '' }] = await db.query<{ id: string }>(
      "insert into audit_log (at, actor_type, event) values (now(), 'SYSTEM', 'x') returning id::text as id"
    )
    await db.query('delete from audit_log where id = $1', [nextAudit])
    expect(await reset(now)).toBe(true)
    expect(await rowVersions(db, 'audit_log')).toBe(audit)
    const [again] = await db.query<{ id: string }>("insert into audit_log (at, actor_type, event) values (now(), 'SYSTEM', 'x') returning id::text as id")
    expect(again!.id).toBe(nextAudit)
    expect(await reset(now)).toBe(true)
    expect(await contents(db)).toEqual(seeded)
  }, 120_000)

  it('removes the stored files before it seeds, and not before it writes the snapshot back, which gives back the file rows', async () => {
    const { db } = t.platform
    const removeFiles = jest.fn(() => Promise.resolve())
    const reset = demoReset(db, t.app.jobs, { snapshots: true, clock: t.platform.clock, removeFiles })
    await reset(now)
    expect(removeFiles).toHaveBeenCalledTimes(1)
    const seeded = await contents(db)
    // A file a test stored: its row and its bytes.
    const [{ id } = { id: '' }] = await db.query<{ id: string }>(
      `insert into attachment (id, owner_type, attachment_type, name, content_type, size, storage, status, created_at)
       select gen_random_uuid(), owner_type, attachment_type, 'uusi.pdf', content_type, 1, storage, status, created_at from attachment limit 1
       returning id::text as id`
    )
    await db.query("insert into attachment_chunk (attachment_id, seq, data) values ($1, 0, '\\x00')", [id])
    expect(await reset(now)).toBe(true)
    expect(removeFiles).toHaveBeenCalledTimes(1)
    expect(await contents(db)).toEqual(seeded)
    expect(await reset(new Date('2026-11-28T08:00:00Z'))).toBe(false)
    expect(removeFiles).toHaveBeenCalledTimes(2)
  }, 120_000)

  it('seeds again on another day, and every time without snapshots', async () => {
    const { db } = t.platform
    const reset = demoReset(db, t.app.jobs, { snapshots: true, clock: t.platform.clock })
    expect(await reset(now)).toBe(false)
    expect(await reset(new Date('2026-11-28T08:00:00Z'))).toBe(false)
    const without = demoReset(db, t.app.jobs, { snapshots: false, clock: t.platform.clock })
    expect(await without(now)).toBe(false)
    expect(await without(now)).toBe(false)
    // What seeding alone writes, for the comparison below.
    await truncateAll(db)
    await seedDemo(db, now)
    const [{ people } = { people: 0 }] = await db.query<{ people: number }>('select count(*)::int as people from person')
    await reset(now)
    expect(await reset(now)).toBe(true)
    const [{ restored } = { restored: -1 }] = await db.query<{ restored: number }>('select count(*)::int as restored from person')
    expect(restored).toBe(people)
  }, 120_000)
})

describe('a reset PostgreSQL aborted to break a deadlock', () => {
  const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' })

  it('runs again, up to three times in all', async () => {
    const run = jest.fn().mockRejectedValueOnce(deadlock()).mockRejectedValueOnce(deadlock()).mockResolvedValue(true)
    await expect(retryingDeadlocks(run)).resolves.toBe(true)
    expect(run).toHaveBeenCalledTimes(3)
    const always = jest.fn().mockRejectedValue(deadlock())
    await expect(retryingDeadlocks(always)).rejects.toThrow('deadlock detected')
    expect(always).toHaveBeenCalledTimes(3)
  })

  it('does not run again after any other error', async () => {
    const run = jest.fn().mockRejectedValue(Object.assign(new Error('unique violation'), { code: '23505' }))
    await expect(retryingDeadlocks(run)).rejects.toThrow('unique violation')
    expect(run).toHaveBeenCalledTimes(1)
  })
})
