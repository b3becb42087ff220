import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

export const HOUSEKEEPING_JOB = 'HOUSEKEEPING'
const HOUSEKEEPING_EVERY_MS = 10 * 60_000
/** Finished jobs are kept a week for looking into what happened, failed ones a month. */
const DONE_JOBS_KEPT = '7 days'
const FAILED_JOBS_KEPT = '30 days'

/**
 * Expired sessions, remembered devices, identifications and counters, abandoned uploads and old finished jobs go,
 * as one recurring job that runs once every ten minutes across all instances.
 */
async function housekeeping(app: FastifyInstance): Promise<void> {
  app.jobs.recurring(HOUSEKEEPING_JOB, HOUSEKEEPING_EVERY_MS, {
    async run({ db, now, log }) {
      await db.query('delete from session where expires_at < $1', [now])
      await db.query('delete from remembered_device where expires_at < $1', [now])
      await db.query('delete from auth_request where expires_at < $1', [now])
      await db.query('delete from auth_answer where expires_at < $1', [now])
      await db.query('delete from saml_assertion where expires_at < $1', [now])
      await db.query("delete from rate_counter where window_start < $1::timestamptz - interval '1 day'", [now])
      await db.query(
        `delete from job where (done_at < $1::timestamptz - interval '${DONE_JOBS_KEPT}') or (failed_at < $1::timestamptz - interval '${FAILED_JOBS_KEPT}')`,
        [now]
      )
      const swept = await app.attachments.sweep(now)
      if (swept.orphaned + swept.stalePending + swept.removed > 0) log.info({ swept }, 'attachments swept')
    }
  })
}

export default fp(housekeeping, { name: 'housekeeping', dependencies: ['jobs', 'attachments'] })
