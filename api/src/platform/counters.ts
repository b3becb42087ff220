import type { Redis } from 'ioredis'
import type { Db } from './db'

/**
 * Fixed-window counters shared by every API instance (never process memory): the database
 * by default, Redis when it is configured.
 */
export interface Counters {
  /** Adds one to `key` in the window containing `now`; answers the count after adding. */
  increment(key: string, windowSeconds: number, now: Date): Promise<number>
  /** Takes one back from `key` in the window containing `now` (never below zero): for a count of what turned out not to count. */
  decrement(key: string, windowSeconds: number, now: Date): Promise<void>
  close(): Promise<void>
}

function windowStart(now: Date, windowSeconds: number): Date {
  const windowMs = windowSeconds * 1000
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs)
}

export function databaseCounters(db: Db): Counters {
  return {
    async increment(key, windowSeconds, now) {
      const [row] = await db.query<{ count: number }>(
        `insert into rate_counter (key, window_start, count) values ($1, $2, 1)
         on conflict (key, window_start) do update set count = rate_counter.count + 1
         returning count`,
        [key, windowStart(now, windowSeconds)]
      )
      return row?.count ?? 1
    },
    async decrement(key, windowSeconds, now) {
      await db.query('update rate_counter set count = count - 1 where key = $1 and window_start = $2 and count > 0', [key, windowStart(now, windowSeconds)])
    },
    close: async () => undefined
  }
}

// Decrements only a key that exists and is above zero, so an expired window is not revived without a TTL.
const DECREMENT_SCRIPT = "if tonumber(redis.call('get', KEYS[1]) or '0') > 0 then return redis.call('decr', KEYS[1]) end return 0"

/** `prefix` keeps deployments (and test runs) sharing one Redis apart. */
export function redisCounters(redis: Redis, prefix = 'pesa:counter:'): Counters {
  const keyOf = (key: string, windowSeconds: number, now: Date) => `${prefix}${key}:${windowStart(now, windowSeconds).getTime()}`
  return {
    async increment(key, windowSeconds, now) {
      const redisKey = keyOf(key, windowSeconds, now)
      const [[, count]] = (await redis
        .multi()
        .incr(redisKey)
        .expire(redisKey, windowSeconds * 2)
        .exec()) as [[null, number]]
      return count
    },
    async decrement(key, windowSeconds, now) {
      await redis.eval(DECREMENT_SCRIPT, 1, keyOf(key, windowSeconds, now))
    },
    async close() {
      await redis.quit()
    }
  }
}

export async function openCounters(db: Db, redisUrl: string | undefined): Promise<Counters> {
  if (!redisUrl) return databaseCounters(db)
  const { Redis } = await import('ioredis')
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 })
  await redis.connect()
  return redisCounters(redis)
}
