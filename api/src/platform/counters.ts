import type { Redis } from 'ioredis'
import type { Db } from './db'
import { ApiError } from './errors'

/**
 * Window counters shared by every API instance (never process memory): the database by default,
 * Redis when it is configured.
 */
export interface Counters {
  /** Adds one to `key` in the window containing `now`; answers the count after adding. */
  increment(key: string, windowSeconds: number, now: Date): Promise<number>
  /**
   * Adds one to `key` and answers the count over the window that ends at `now` — this window's
   * count and the share of the previous one's still inside it, rounded up. For limits that guard a
   * secret: a fixed window lets twice the limit through around its edge (20 guesses at 10:59:59,
   * 20 more at 11:00:00); this one does not.
   */
  incrementSliding(key: string, windowSeconds: number, now: Date): Promise<number>
  /** Takes one back from `key` in the window containing `now` (never below zero): for a count of what turned out not to count. */
  decrement(key: string, windowSeconds: number, now: Date): Promise<void>
  close(): Promise<void>
}

function windowStart(now: Date, windowSeconds: number): Date {
  const windowMs = windowSeconds * 1000
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs)
}

const previousWindowStart = (now: Date, windowSeconds: number) => new Date(windowStart(now, windowSeconds).getTime() - windowSeconds * 1000)

/** This window's count and the part of the previous window's that the sliding window still covers. */
function slidingCount(current: number, previous: number, now: Date, windowSeconds: number): number {
  const elapsed = (now.getTime() - windowStart(now, windowSeconds).getTime()) / (windowSeconds * 1000)
  return current + Math.ceil(previous * (1 - elapsed))
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
    async incrementSliding(key, windowSeconds, now) {
      const [row] = await db.query<{ current: number; previous: number }>(
        `with added as (
           insert into rate_counter (key, window_start, count) values ($1, $2, 1)
           on conflict (key, window_start) do update set count = rate_counter.count + 1
           returning count
         )
         select (select count from added) as current,
                coalesce((select count from rate_counter where key = $1 and window_start = $3), 0) as previous`,
        [key, windowStart(now, windowSeconds), previousWindowStart(now, windowSeconds)]
      )
      return slidingCount(Number(row?.current ?? 1), Number(row?.previous ?? 0), now, windowSeconds)
    },
    async decrement(key, windowSeconds, now) {
      await db.query('update rate_counter set count = count - 1 where key = $1 and window_start = $2 and count > 0', [key, windowStart(now, windowSeconds)])
    },
    close: async () => undefined
  }
}

// Decrements only a key that exists and is above zero, so an expired window is not revived without a TTL.
const DECREMENT_SCRIPT = "if tonumber(redis.call('get', KEYS[1]) or '0') > 0 then return redis.call('decr', KEYS[1]) end return 0"

/**
 * Redis away (api/test/reliability/DECISIONS.md, "Faults"): a count fails as 503 `SERVICE_UNAVAILABLE` with
 * Retry-After, within the command timeout, instead of a 500 or a hang. Each limit then decides:
 * a limit that guards a secret fails closed (the 503 reaches the caller: weak login, email
 * verification codes), one that guards a cost fails open (`countOrOpen`).
 */
async function unavailableAs503<T>(command: Promise<T>): Promise<T> {
  try {
    return await command
  } catch {
    throw new ApiError('SERVICE_UNAVAILABLE', 'The counters are not available')
  }
}

/**
 * A count for a limit that fails open: while the counters are away the request goes on
 * uncounted (0). For limits on cost and noise (map searches, client error reports), where
 * refusing every guardian would be worse than a minute without a limit.
 */
export async function countOrOpen(counters: Counters, key: string, windowSeconds: number, now: Date): Promise<number> {
  try {
    return await counters.increment(key, windowSeconds, now)
  } catch (error) {
    if (error instanceof ApiError && error.errorCode === 'SERVICE_UNAVAILABLE') return 0
    throw error
  }
}

/** `prefix` keeps deployments (and test runs) sharing one Redis apart. */
export function redisCounters(redis: Redis, prefix = 'pesa:counter:'): Counters {
  const keyAt = (key: string, start: Date) => `${prefix}${key}:${start.getTime()}`
  const keyOf = (key: string, windowSeconds: number, now: Date) => keyAt(key, windowStart(now, windowSeconds))
  return {
    async increment(key, windowSeconds, now) {
      const redisKey = keyOf(key, windowSeconds, now)
      const [[, count]] = (await unavailableAs503(
        redis
          .multi()
          .incr(redisKey)
          .expire(redisKey, windowSeconds * 2)
          .exec()
      )) as [[null, number]]
      return count
    },
    async incrementSliding(key, windowSeconds, now) {
      const redisKey = keyOf(key, windowSeconds, now)
      const [[, current], , [, previous]] = (await unavailableAs503(
        redis
          .multi()
          .incr(redisKey)
          .expire(redisKey, windowSeconds * 2)
          .get(keyAt(key, previousWindowStart(now, windowSeconds)))
          .exec()
      )) as [[null, number], [null, number], [null, string | null]]
      return slidingCount(current, Number(previous ?? 0), now, windowSeconds)
    },
    async decrement(key, windowSeconds, now) {
      await unavailableAs503(redis.eval(DECREMENT_SCRIPT, 1, keyOf(key, windowSeconds, now)))
    },
    async close() {
      await redis.quit()
    }
  }
}

/** A Redis that stopped answering fails a count within this, like one that is down. */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000

export async function openCounters(db: Db, redisUrl: string | undefined, keyPrefix?: string): Promise<Counters> {
  if (!redisUrl) return databaseCounters(db)
  const { Redis } = await import('ioredis')
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2, commandTimeout: REDIS_COMMAND_TIMEOUT_MS })
  await redis.connect()
  return redisCounters(redis, keyPrefix)
}
