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
