import type { Config } from '../config'
import type { Queryable } from '../db'

/** What a browser's `PushSubscription.toJSON()` gives, as the subscribe route takes it. */
export interface SubscriptionInput {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/
const decodedLength = (value: string) => Buffer.from(value, 'base64url').length

/**
 * Why the server will not post to this subscription, or undefined when it may. The server posts
 * to whatever address a guardian sends, so it must be a push service's: https on the default port,
 * no credentials, and a host of PUSH_SERVICE_HOSTS. In test mode only, http on the loopback (the
 * tests' stand-in push service, api/test/support/push-service.ts).
 */
export function subscriptionProblem(input: SubscriptionInput, config: Pick<Config, 'env' | 'push'>): string | undefined {
  let url: URL
  try {
    url = new URL(input.endpoint)
  } catch {
    return 'endpoint'
  }
  const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]'
  const standIn = config.env === 'test' && url.protocol === 'http:' && loopback
  if (!standIn) {
    if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '') return 'endpoint'
    const host = url.hostname.toLowerCase()
    const allowed = config.push.serviceHosts.some((entry) => (entry.startsWith('.') ? host.endsWith(entry) && host.length > entry.length : host === entry))
    if (!allowed) return 'endpoint'
  }
  // RFC 8291: an uncompressed P-256 point (65 bytes) and a 16-byte authentication secret.
  if (!BASE64URL.test(input.keys.p256dh) || decodedLength(input.keys.p256dh) !== 65 || Buffer.from(input.keys.p256dh, 'base64url')[0] !== 4) return 'p256dh'
  if (!BASE64URL.test(input.keys.auth) || decodedLength(input.keys.auth) !== 16) return 'auth'
  return undefined
}

export interface PushSubscriptionRow {
  id: string
  name: string
  endpoint: string
  created_at: Date
  last_sent_at: Date | null
}

/**
 * Turns push on for the browser: its endpoint is one device, so subscribing it again (after a key
 * change, or as another person on a shared device) replaces the row and its person. Answers the id.
 */
export async function saveSubscription(db: Queryable, personId: string, input: SubscriptionInput, name: string, now: Date): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into push_subscription (person_id, endpoint, p256dh, auth, name, created_at) values ($1, $2, $3, $4, $5, $6)
     on conflict (endpoint) do update set person_id = excluded.person_id, p256dh = excluded.p256dh, auth = excluded.auth,
       name = excluded.name, created_at = excluded.created_at, last_sent_at = null
     returning id`,
    [personId, input.endpoint, input.keys.p256dh, input.keys.auth, name, now]
  )
  return row!.id
}

export async function listSubscriptions(db: Queryable, personId: string): Promise<PushSubscriptionRow[]> {
  return db.query<PushSubscriptionRow>(
    'select id, name, endpoint, created_at, last_sent_at from push_subscription where person_id = $1 order by created_at desc',
    [personId]
  )
}

/** Turns push off for one of the person's devices; false when it is not theirs (or not there). */
export async function removeSubscription(db: Queryable, personId: string, id: string): Promise<boolean> {
  const rows = await db.query('delete from push_subscription where id = $1 and person_id = $2 returning id', [id, personId])
  return rows.length > 0
}
