import { randomBytes } from 'node:crypto'
import os from 'node:os'
import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../clock'
import type { Db, Queryable } from '../db'

/*
 * Jobs claimed from the database (`job`, migrations/0060_jobs.sql). Any number of instances run
 * a runner each; a claim takes due rows with FOR UPDATE SKIP LOCKED and leases them, so two
 * runners never take the same job, and a job whose instance died is taken again once its lease
 * has passed. Work happens outside requests: a request only inserts the row, in its own
 * transaction, so the job exists exactly when the change that caused it does.
 */

export interface JobContext<P> {
  payload: P
  id: number
  type: string
  /** 1 on the first run, counting runs cut short by a dead instance */
  attempt: number
  now: Date
  /** The database, or for a transactional type the transaction that also marks the job done */
  db: Queryable
  log: FastifyBaseLogger
}

export interface JobType<P = unknown> {
  run(context: JobContext<P>): Promise<void>
  /**
   * Database-only work: runs in the transaction that marks the job done, holding the job's row,
   * so its effect happens exactly once even when an instance dies halfway.
   */
  transactional?: boolean
  /** Runs before the job is given up and logged as failed (recurring jobs wait for their next run instead) */
  maxAttempts?: number
  /** The wait before the next try after `attempt` failed */
  retryDelayMs?: (attempt: number) => number
}

export const DEFAULT_MAX_ATTEMPTS = 5
const SCHEDULE_CHECK_MS = 60_000

/** 30 s, 2 min, 8 min, 32 min, then hourly: a short outage is bridged quickly, a long one is not hammered. */
export function growingDelayMs(attempt: number, firstMs = 30_000, capMs = 3_600_000): number {
  return Math.min(firstMs * 4 ** (attempt - 1), capMs)
}

/** Queues a job in the caller's transaction: it exists exactly when the caller's change commits. */
export async function enqueueJob(db: Queryable, job: { type: string; payload?: unknown; now: Date; runAt?: Date }): Promise<number> {
  const [row] = await db.query<{ id: number }>('insert into job (type, payload, created_at, run_at) values ($1, $2, $3, $4) returning id', [
    job.type,
    JSON.stringify(job.payload ?? {}),
    job.now,
    job.runAt ?? job.now
  ])
  return row!.id
}

export interface JobRunnerOptions {
  /** How long a claim lasts; a job still running after it may be taken by another instance */
  leaseMs?: number
  /** Jobs one runner runs at once */
  concurrency?: number
  /** The wait between looks when nothing was due */
  pollMs?: number
  /** Names this runner in claims (defaults to host, process and a random part) */
  workerId?: string
}

interface ClaimedJob {
  id: number
  type: string
  payload: unknown
  attempts: number
  recurring_key: string | null
}

class LeaseLost extends Error {}

/** Thrown by a job that another try cannot help (an address the mail server refuses): it is given up at once. */
export class PermanentJobFailure extends Error {}

export class JobRunner {
  private readonly types = new Map<string, JobType<never>>()
  private readonly schedules = new Map<string, number>()
  private readonly leaseMs: number
  private readonly concurrency: number
  private readonly pollMs: number
  readonly workerId: string
  private running: Promise<void> | undefined
  private stopped = true
  private wakeUp: (() => void) | undefined
  private readonly finalFailureListeners: ((type: string) => void)[] = []

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    options: JobRunnerOptions = {}
  ) {
    this.leaseMs = options.leaseMs ?? 5 * 60_000
    this.concurrency = options.concurrency ?? 4
    this.pollMs = options.pollMs ?? 1000
    this.workerId = options.workerId ?? `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`
  }

  /** Makes this runner take jobs of the type; a type nobody defines waits in the table. */
  define<P>(type: string, definition: JobType<P>): void {
    if (this.types.has(type)) throw new Error(`Job type ${type} is defined twice`)
    this.types.set(type, definition as JobType<never>)
  }

  /** A job of the type that runs every `everyMs`, once across all instances. */
  recurring<P>(type: string, everyMs: number, definition: JobType<P>): void {
    this.define(type, definition)
    this.schedules.set(type, everyMs)
  }

  /** Called with the type of each job given up (the metrics count them). */
  onFinalFailure(listener: (type: string) => void): void {
    this.finalFailureListeners.push(listener)
  }

  definedTypes(): string[] {
    return [...this.types.keys()]
  }

  /** Creates the rows of recurring jobs that do not have one yet (idempotent, due at once). */
  async ensureSchedules(): Promise<void> {
    const now = this.clock.now()
    for (const type of this.schedules.keys()) {
      await this.db.query('insert into job (type, recurring_key, created_at, run_at) values ($1, $1, $2, $2) on conflict (recurring_key) do nothing', [
        type,
        now
      ])
    }
  }

  /** Claims up to `limit` due jobs and runs them; answers how many ran. */
  async runDue(limit = this.concurrency): Promise<number> {
    const claimed = await this.claim(limit)
    await Promise.all(claimed.map((job) => this.runOne(job)))
    return claimed.length
  }

  /** Runs jobs until none is due (tests, and a graceful drain). */
  async drain(): Promise<void> {
    while ((await this.runDue()) > 0);
  }

  start(): void {
    if (!this.stopped) return
    this.stopped = false
    this.running = this.loop()
  }

  /** Stops taking jobs and waits for those running. */
  async stop(): Promise<void> {
    this.stopped = true
    this.wakeUp?.()
    await this.running
    this.running = undefined
  }

  private async loop(): Promise<void> {
    let schedulesCheckedAt = 0
    while (!this.stopped) {
      // Again now and then: a recurring job's row may have gone (the dev API's reset empties every table).
      if (Date.now() - schedulesCheckedAt > SCHEDULE_CHECK_MS) {
        schedulesCheckedAt = Date.now()
        await this.ensureSchedules().catch((error: unknown) => this.log.error({ err: error }, 'job schedules could not be created'))
      }
      const ran = await this.runDue().catch((error: unknown) => {
        this.log.error({ err: error }, 'claiming jobs failed')
        return 0
      })
      if (ran === 0 && !this.stopped) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, this.pollMs)
          this.wakeUp = () => {
            clearTimeout(timer)
            resolve()
          }
        })
      }
    }
  }

  private async claim(limit: number): Promise<ClaimedJob[]> {
    const types = this.definedTypes()
    if (types.length === 0) return []
    const now = this.clock.now()
    return this.db.query<ClaimedJob>(
      `with due as (
         select id from job
         where type = any($1::text[]) and done_at is null and failed_at is null and run_at <= $2
           and (locked_until is null or locked_until < $2)
         order by run_at, id
         limit $3
         for update skip locked
       )
       update job set attempts = job.attempts + 1, locked_by = $4, locked_until = $5
       from due where job.id = due.id
       returning job.id, job.type, job.payload, job.attempts, job.recurring_key`,
      [types, now, limit, this.workerId, new Date(now.getTime() + this.leaseMs)]
    )
  }

  private async runOne(job: ClaimedJob): Promise<void> {
    const definition = this.types.get(job.type)!
    const log = this.log.child({ jobId: job.id, jobType: job.type, attempt: job.attempts })
    const context = (db: Queryable): JobContext<never> => ({
      payload: job.payload as never,
      id: job.id,
      type: job.type,
      attempt: job.attempts,
      now: this.clock.now(),
      db,
      log
    })
    try {
      if (definition.transactional) {
        await this.db.transaction(async (tx) => {
          // Holding the row keeps every other claim away until this commits or rolls back.
          const [mine] = await tx.query('select 1 from job where id = $1 and locked_by = $2 for update', [job.id, this.workerId])
          if (!mine) throw new LeaseLost()
          await definition.run(context(tx))
          await this.finish(tx, job)
        })
      } else {
        await definition.run(context(this.db))
        if (!(await this.finish(this.db, job))) log.warn('job finished after its lease had passed; another instance may have run it too')
      }
    } catch (error) {
      if (error instanceof LeaseLost) {
        log.warn('job lease had passed before it started; left to the instance that took it')
        return
      }
      await this.fail(job, definition, error, log).catch((failError: unknown) => log.error({ err: failError }, 'a failed job could not be rescheduled'))
    }
  }

  /** Marks the job done, or re-arms a recurring one; false when the lease was lost. */
  private async finish(db: Queryable, job: ClaimedJob): Promise<boolean> {
    const every = job.recurring_key ? this.schedules.get(job.recurring_key) : undefined
    const now = this.clock.now()
    const rows =
      every !== undefined
        ? await db.query(
            `update job set run_at = $3, attempts = 0, locked_by = null, locked_until = null, last_error = null
             where id = $1 and locked_by = $2 returning id`,
            [job.id, this.workerId, new Date(now.getTime() + every)]
          )
        : await db.query('update job set done_at = $3, locked_by = null, locked_until = null where id = $1 and locked_by = $2 returning id', [
            job.id,
            this.workerId,
            now
          ])
    return rows.length > 0
  }

  private async fail(job: ClaimedJob, definition: JobType<never>, error: unknown, log: FastifyBaseLogger): Promise<void> {
    const now = this.clock.now()
    const message = error instanceof Error ? error.message : String(error)
    const every = job.recurring_key ? this.schedules.get(job.recurring_key) : undefined
    const last = error instanceof PermanentJobFailure || job.attempts >= (definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS)
    if (last) {
      log.error({ err: error, attempts: job.attempts }, every === undefined ? 'job failed for the last time' : 'recurring job failed; next try at its next run')
      for (const listener of this.finalFailureListeners) listener(job.type)
    } else {
      log.warn({ err: error }, 'job failed; it will be tried again')
    }
    const retryAt = new Date(now.getTime() + (definition.retryDelayMs ?? growingDelayMs)(job.attempts))
    if (last && every === undefined) {
      await this.db.query('update job set failed_at = $3, last_error = $4, locked_by = null, locked_until = null where id = $1 and locked_by = $2', [
        job.id,
        this.workerId,
        now,
        message
      ])
    } else {
      await this.db.query(
        'update job set run_at = $3, attempts = $4, last_error = $5, locked_by = null, locked_until = null where id = $1 and locked_by = $2',
        [job.id, this.workerId, last ? new Date(now.getTime() + every!) : retryAt, last ? 0 : job.attempts, message]
      )
    }
  }
}
