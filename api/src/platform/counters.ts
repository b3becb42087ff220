import type { Redis } from 'ioredis'
import type { Db } from './db'

/**
 * Fixed-window counters shared by every API instance (never process memory): the database
 * by default, Redis when it is configured.
 */
export interface Counters {
  /** Adds one to `key` in the window containing `now`; answers the count after adding. */
  increment(key: string, windowSeconds: number, now: Date): Promise<number>
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
    close: async () => undefined
  }
}

export function redisCounters(redis: Redis): Counters {
  return {
    async increment(key, windowSeconds, now) {
      const redisKey = `pesa:counter:${key}:${windowStart(now, windowSeconds).getTime()}`
      const [[, count]] = (await redis
        .multi()
        .incr(redisKey)
        .expire(redisKey, windowSeconds * 2)
        .exec()) as [[null, number]]
      return count
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
