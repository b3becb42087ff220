// jest: slow — among the longest files on PGlite, so it starts first (shared/build/jest-slow-first-sequencer.cjs).
import type { FastifyBaseLogger } from 'fastify'
import { openTestDatabase, type TestDatabase } from '../../../test/support/databases'
import type { Clock } from '../clock'
import { enqueueJob, growingDelayMs, JobRunner } from './jobs'

/** A clock the test moves. */
function testClock(start = new Date('2026-03-02T08:00:00Z')): Clock & { advance(ms: number): void } {
  let now = start.getTime()
  return { now: () => new Date(now), advance: (ms) => void (now += ms) }
}

interface LogLine {
  level: string
  bindings: Record<string, unknown>
  message: string
}

/** A logger that keeps what it is given, with its child bindings. */
function recordingLogger(lines: LogLine[] = [], bindings: Record<string, unknown> = {}): FastifyBaseLogger & { lines: LogLine[] } {
  const at =
    (level: string) =>
    (objOrMessage: unknown, message?: string): void => {
      const fields = typeof objOrMessage === 'object' && objOrMessage !== null ? (objOrMessage as Record<string, unknown>) : {}
      lines.push({ level, bindings: { ...bindings, ...fields }, message: message ?? (typeof objOrMessage === 'string' ? objOrMessage : '') })
    }
  return {
    lines,
    level: 'info',
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    fatal: at('fatal'),
    debug: at('debug'),
    trace: at('trace'),
    silent: () => undefined,
    child: (more: Record<string, unknown>) => recordingLogger(lines, { ...bindings, ...more })
  } as unknown as FastifyBaseLogger & { lines: LogLine[] }
}

let database: TestDatabase
beforeEach(async () => {
  database = await openTestDatabase()
  await database.db.query('create table job_test_run (job_id bigint not null, worker text not null)')
})
afterEach(async () => database.drop())

const jobRow = async (id: number) =>
  (
    await database.db.query<{
      attempts: number
      run_at: Date
      done_at: Date | null
      failed_at: Date | null
      last_error: string | null
      locked_by: string | null
    }>('select attempts, run_at, done_at, failed_at, last_error, locked_by from job where id = $1', [id])
  )[0]!

describe('jobs claimed from the database', () => {
  test('a job enqueued in a transaction that rolls back does not exist; one that commits runs once', async () => {
    const clock = testClock()
    const runner = new JobRunner(database.db, clock, recordingLogger())
    const ran: unknown[] = []
    runner.define<{ n: number }>('TEST', { run: async ({ payload }) => void ran.push(payload) })
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueJob(tx, { type: 'TEST', payload: { n: 1 }, now: clock.now() })
        throw new Error('the caller changed its mind')
      })
    ).rejects.toThrow('changed its mind')
    const id = await database.db.transaction((tx) => enqueueJob(tx, { type: 'TEST', payload: { n: 2 }, now: clock.now() }))
    await runner.drain()
    await runner.drain()
    expect(ran).toEqual([{ n: 2 }])
    expect(await jobRow(id)).toMatchObject({ attempts: 1, failed_at: null, locked_by: null })
    expect((await jobRow(id)).done_at).toEqual(clock.now())
  })

  test('a job waits for its run_at; a type no runner defines is left alone', async () => {
    const clock = testClock()
    const runner = new JobRunner(database.db, clock, recordingLogger())
    const ran: string[] = []
    runner.define('LATER', { run: async () => void ran.push('LATER') })
    await enqueueJob(database.db, { type: 'LATER', now: clock.now(), runAt: new Date(clock.now().getTime() + 60_000) })
    const other = await enqueueJob(database.db, { type: 'SOMEONE_ELSES', now: clock.now() })
    await runner.drain()
    expect(ran).toEqual([])
    clock.advance(60_000)
    await runner.drain()
    expect(ran).toEqual(['LATER'])
    expect(await jobRow(other)).toMatchObject({ attempts: 0, done_at: null })
  })

  test('two runners on one database run each of a hundred jobs exactly once', async () => {
    const clock = testClock()
    const runners = ['a', 'b'].map((name) => {
      const runner = new JobRunner(database.db, clock, recordingLogger(), { workerId: name, concurrency: 5 })
      runner.define<{ n: number }>('COUNT', {
        run: async ({ db, id }) => {
          await db.query('insert into job_test_run (job_id, worker) values ($1, $2)', [id, name])
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 5))
        }
      })
      return runner
    })
    await database.db.transaction(async (tx) => {
      for (let n = 0; n < 100; n++) await enqueueJob(tx, { type: 'COUNT', payload: { n }, now: clock.now() })
    })
    await Promise.all(runners.map((runner) => runner.drain()))
    const runs = await database.db.query<{ job_id: number; times: number }>('select job_id, count(*) as times from job_test_run group by job_id')
    expect(runs).toHaveLength(100)
    expect(runs.every((run) => run.times === 1)).toBe(true)
    const byWorker = await database.db.query<{ worker: string }>('select distinct worker from job_test_run')
    // On a server both runners take a share; PGlite has one connection, so one may take all.
    if (database.db.kind === 'postgresql') expect(byWorker).toHaveLength(2)
    expect(await database.db.query("select id from job where type = 'COUNT' and done_at is null")).toEqual([])
  })

  test('a job of an instance that died is taken again after its lease; a transactional job takes effect once', async () => {
    const clock = testClock()
    const log = recordingLogger()
    const survivor = new JobRunner(database.db, clock, log, { workerId: 'survivor', leaseMs: 60_000 })
    survivor.define('ONCE', {
      transactional: true,
      run: async ({ db, id }) => void (await db.query('insert into job_test_run (job_id, worker) values ($1, $2)', [id, 'survivor']))
    })
    const id = await enqueueJob(database.db, { type: 'ONCE', now: clock.now() })
    // The dead instance claimed the job and never came back: the lease keeps the survivor away until it passes.
    await database.db.query("update job set attempts = 1, locked_by = 'dead', locked_until = $2 where id = $1", [id, new Date(clock.now().getTime() + 60_000)])
    await survivor.drain()
    expect(await database.db.query('select * from job_test_run')).toEqual([])
    clock.advance(60_001)
    await survivor.drain()
    expect(await database.db.query('select job_id, worker from job_test_run')).toEqual([{ job_id: id, worker: 'survivor' }])
    expect(await jobRow(id)).toMatchObject({ attempts: 2, locked_by: null })
  })

  test('a failing job is tried again after growing delays, then marked failed and logged', async () => {
    const clock = testClock()
    const log = recordingLogger()
    const runner = new JobRunner(database.db, clock, log)
    runner.define('FLAKY', { maxAttempts: 3, run: async () => Promise.reject(new Error('the server refused')) })
    const id = await enqueueJob(database.db, { type: 'FLAKY', now: clock.now() })

    await runner.drain()
    expect(await jobRow(id)).toMatchObject({ attempts: 1, last_error: 'the server refused', failed_at: null })
    expect((await jobRow(id)).run_at).toEqual(new Date(clock.now().getTime() + growingDelayMs(1)))
    clock.advance(growingDelayMs(1) - 1)
    expect(await runner.runDue()).toBe(0)
    clock.advance(1)
    expect(await runner.runDue()).toBe(1)
    expect((await jobRow(id)).run_at).toEqual(new Date(clock.now().getTime() + growingDelayMs(2)))
    expect(growingDelayMs(2)).toBeGreaterThan(growingDelayMs(1))
    clock.advance(growingDelayMs(2))
    await runner.drain()
    const failed = await jobRow(id)
    expect(failed).toMatchObject({ attempts: 3, done_at: null, last_error: 'the server refused' })
    expect(failed.failed_at).toEqual(clock.now())
    expect(log.lines.filter((line) => line.level === 'warn').map((line) => line.message)).toEqual([
      'job failed; it will be tried again',
      'job failed; it will be tried again'
    ])
    const errors = log.lines.filter((line) => line.level === 'error')
    expect(errors).toMatchObject([{ message: 'job failed for the last time', bindings: { jobId: id, jobType: 'FLAKY', attempts: 3 } }])
    clock.advance(24 * 3_600_000)
    expect(await runner.runDue()).toBe(0)
  })

  test('a job that succeeds on a retry is done', async () => {
    const clock = testClock()
    const runner = new JobRunner(database.db, clock, recordingLogger())
    let calls = 0
    runner.define('SECOND_TIME', {
      run: async () => {
        if (++calls === 1) throw new Error('down')
      }
    })
    const id = await enqueueJob(database.db, { type: 'SECOND_TIME', now: clock.now() })
    await runner.drain()
    clock.advance(growingDelayMs(1))
    await runner.drain()
    expect(calls).toBe(2)
    expect((await jobRow(id)).done_at).not.toBeNull()
  })

  test('a recurring job runs once per period across instances, and a failure waits for its next run', async () => {
    const clock = testClock()
    const runs: string[] = []
    let fail = false
    const runners = ['a', 'b'].map((name) => {
      const runner = new JobRunner(database.db, clock, recordingLogger(), { workerId: name })
      runner.recurring('TICK', 600_000, {
        maxAttempts: 1,
        run: async () => {
          runs.push(name)
          if (fail) throw new Error('tick failed')
        }
      })
      return runner
    })
    await Promise.all(runners.map((runner) => runner.ensureSchedules()))
    await Promise.all(runners.map((runner) => runner.ensureSchedules()))
    expect(await database.db.query("select id from job where type = 'TICK'")).toHaveLength(1)
    await Promise.all(runners.map((runner) => runner.drain()))
    expect(runs).toHaveLength(1)
    clock.advance(599_999)
    await Promise.all(runners.map((runner) => runner.drain()))
    expect(runs).toHaveLength(1)
    clock.advance(1)
    fail = true
    await Promise.all(runners.map((runner) => runner.drain()))
    expect(runs).toHaveLength(2)
    const [row] = await database.db.query<{ run_at: Date; failed_at: Date | null; attempts: number }>(
      "select run_at, failed_at, attempts from job where type = 'TICK'"
    )
    expect(row).toEqual({ run_at: new Date(clock.now().getTime() + 600_000), failed_at: null, attempts: 0 })
  })

  test('a started runner takes a job soon after it is queued, and stopping waits for the running job', async () => {
    const clock = { now: () => new Date() }
    const runner = new JobRunner(database.db, clock, recordingLogger(), { pollMs: 20 })
    let finished = false
    runner.define('SLOW', {
      run: async () => {
        await new Promise((resolve) => setTimeout(resolve, 100))
        finished = true
      }
    })
    runner.start()
    await enqueueJob(database.db, { type: 'SLOW', now: clock.now() })
    for (let i = 0; i < 100 && (await database.db.query("select id from job where type = 'SLOW' and locked_by is not null")).length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    await runner.stop()
    expect(finished).toBe(true)
  })
})
