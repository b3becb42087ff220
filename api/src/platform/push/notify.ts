import type { Queryable } from '../db'
import { recipientLanguage } from '../email/outbox'
import type { EmailLanguage } from '../email/compose'
import { enqueueJob } from '../jobs/jobs'
import type { PushMessage } from './texts'

export const SEND_PUSH_JOB = 'SEND_PUSH'

/**
 * Queues one notice per device of each person who has push on and has not turned the type off,
 * in the caller's transaction (it exists exactly when the event does), in the person's language.
 * `eventKey` names the event: raised again it queues nothing for a device already told.
 */
export async function queuePush(
  tx: Queryable,
  push: { personIds: readonly string[]; type: string; eventKey: string; message: (language: EmailLanguage) => PushMessage; now: Date }
): Promise<number> {
  let queued = 0
  for (const personId of new Set(push.personIds)) {
    const devices = await tx.query<{ id: string }>(
      `select s.id from push_subscription s where s.person_id = $1
         and not exists (select 1 from email_notification_opt_out o where o.person_id = s.person_id and o.email_type = $2)`,
      [personId, push.type]
    )
    if (devices.length === 0) continue
    const payload = JSON.stringify(push.message(await recipientLanguage(tx, personId)))
    for (const device of devices) {
      const [delivery] = await tx.query<{ id: string }>(
        `insert into push_delivery (subscription_id, event_key, notification_type, payload, created_at) values ($1, $2, $3, $4, $5)
         on conflict (subscription_id, event_key) do nothing returning id`,
        [device.id, push.eventKey, push.type, payload, push.now]
      )
      if (!delivery) continue
      // A mocked time ahead of the clock (tests, the dev API) must not postpone the sending.
      const runAt = new Date(Math.min(push.now.getTime(), Date.now()))
      await enqueueJob(tx, { type: SEND_PUSH_JOB, payload: { deliveryId: delivery.id }, now: push.now, runAt })
      queued++
    }
  }
  return queued
}

/** The only personal data a notice carries: the child's preferred or first given name. */
export async function childFirstName(db: Queryable, childId: string): Promise<string> {
  const [row] = await db.query<{ name: string }>(
    "select coalesce(nullif(preferred_name, ''), split_part(first_name, ' ', 1)) as name from person where id = $1",
    [childId]
  )
  return row?.name ?? ''
}
