import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import webpush from 'web-push'
import { PermanentJobFailure } from '../jobs/jobs'
import { resolveVapidKeys, type VapidKeys } from './keys'
import { SEND_PUSH_JOB } from './notify'

declare module 'fastify' {
  interface FastifyInstance {
    /** The VAPID pair push is signed with; undefined: push is off (production without keys) */
    vapidKeys: VapidKeys | undefined
  }
}

/** How long a push service keeps a notice for a device that is offline: the things told wait two days at most. */
const TTL_SECONDS = 2 * 86_400

interface DeliveryRow {
  id: string
  subscription_id: string
  endpoint: string
  p256dh: string
  auth: string
  payload: unknown
  done: boolean
  opted_out: boolean
}

/** A push service's answer that says the subscription is gone for good (RFC 8030 §7.3, and what FCM answers). */
const GONE = new Set([404, 410])

/**
 * Sends each push_delivery row as a SEND_PUSH job (queued by `queuePush`): encrypted for the
 * device (aes128gcm, RFC 8291) and signed with the VAPID key (RFC 8292) by `web-push`, posted with
 * fetch so the tests' stand-in may be plain http. 404/410 removes the subscription; 429 and 5xx
 * are tried again after the jobs' growing delay; any other 4xx is given up at once.
 */
async function pushSender(app: FastifyInstance): Promise<void> {
  const { config } = app.platform
  const keys = resolveVapidKeys(config)
  app.decorate('vapidKeys', keys)
  const { maxAttempts, subject } = config.push

  app.jobs.define<{ deliveryId: string }>(SEND_PUSH_JOB, {
    maxAttempts,
    async run({ payload, attempt, db, now, log }) {
      const [row] = await db.query<DeliveryRow>(
        `select d.id, d.subscription_id, s.endpoint, s.p256dh, s.auth, d.payload,
           (d.sent_at is not null or d.failed_at is not null or d.skipped_at is not null) as done,
           exists (select 1 from email_notification_opt_out o where o.person_id = s.person_id and o.email_type = d.notification_type) as opted_out
         from push_delivery d join push_subscription s on s.id = d.subscription_id where d.id = $1`,
        [payload.deliveryId]
      )
      if (!row || row.done) return // the device was removed, or the notice went already
      if (row.opted_out || !keys) {
        await db.query('update push_delivery set skipped_at = $2 where id = $1', [row.id, now])
        return
      }
      const request = webpush.generateRequestDetails({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, JSON.stringify(row.payload), {
        vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        urgency: 'normal'
      })
      const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== 'content-length')) as Record<string, string>
      let status: number
      try {
        const response = await fetch(request.endpoint, {
          method: request.method,
          headers,
          body: request.body ? new Uint8Array(request.body) : undefined,
          redirect: 'error',
          signal: AbortSignal.timeout(15_000)
        })
        status = response.status
        await response.body?.cancel()
      } catch (error) {
        await recordFailure(row.id, attempt, error instanceof Error ? error.message : String(error), attempt >= maxAttempts ? now : null)
        throw error
      }
      if (GONE.has(status)) {
        await db.query('delete from push_subscription where id = $1', [row.subscription_id])
        log.info({ subscriptionId: row.subscription_id, status }, 'push subscription gone; removed')
        return
      }
      if (status >= 200 && status < 300) {
        await db.query('update push_delivery set sent_at = $2, attempts = $3, last_error = null where id = $1', [row.id, now, attempt])
        await db.query('update push_subscription set last_sent_at = $2 where id = $1', [row.subscription_id, now])
        return
      }
      const retry = status === 429 || status >= 500
      const message = `push service answered ${status}`
      await recordFailure(row.id, attempt, message, !retry || attempt >= maxAttempts ? now : null)
      throw retry ? new Error(message) : new PermanentJobFailure(message)

      async function recordFailure(id: string, tries: number, error: string, failedAt: Date | null) {
        await db.query('update push_delivery set attempts = $2, last_error = $3, failed_at = $4 where id = $1', [id, tries, error, failedAt])
      }
    }
  })
}

export default fp(pushSender, { name: 'push-sender', dependencies: ['jobs'] })
