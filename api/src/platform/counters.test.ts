import { Redis } from 'ioredis'
import { openTestDatabase, type TestDatabase } from '../../test/support/databases'
import { databaseCounters, redisCounters, type Counters } from './counters'

function behavesAsAFixedWindowCounter(name: string, open: () => Promise<{ counters: Counters; close: () => Promise<void> }>) {
  describe(name, () => {
    let counters: Counters
    let close: () => Promise<void>
    const key = `test-${Math.random().toString(36).slice(2)}`

    beforeAll(async () => {
      ;({ counters, close } = await open())
    })
    afterAll(() => close())

    it('counts within a window and starts again in the next', async () => {
      const at = new Date('2026-11-23T10:15:00Z')
      expect(await counters.increment(key, 3600, at)).toBe(1)
      expect(await counters.increment(key, 3600, new Date('2026-11-23T10:59:59Z'))).toBe(2)
      expect(await counters.increment(key, 3600, new Date('2026-11-23T11:00:00Z'))).toBe(1)
    })

    it('takes back one in the same window, never below zero', async () => {
      const at = new Date('2026-11-24T10:00:00Z')
      await counters.increment(`${key}-d`, 3600, at)
      await counters.increment(`${key}-d`, 3600, at)
      await counters.decrement(`${key}-d`, 3600, at)
      expect(await counters.increment(`${key}-d`, 3600, at)).toBe(2)
      for (let times = 0; times < 3; times++) await counters.decrement(`${key}-d`, 3600, at)
      expect(await counters.increment(`${key}-d`, 3600, at)).toBe(1)
      await counters.decrement(`${key}-never`, 3600, at)
      expect(await counters.increment(`${key}-never`, 3600, at)).toBe(1)
    })

    it('gives 40 increments sent at once 40 different counts', async () => {
      const at = new Date('2026-11-25T10:00:00Z')
      const counts = await Promise.all(Array.from({ length: 40 }, () => counters.increment(`${key}-parallel`, 3600, at)))
      expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1))
    })

    it('counts a sliding window: the previous window still counts for the part of it the last hour covers', async () => {
      const slide = `${key}-sliding`
      for (let times = 0; times < 20; times++) await counters.incrementSliding(slide, 3600, new Date('2026-11-26T10:59:59Z'))
      // One second into the next window almost all of the 20 still count: not a fresh start.
      expect(await counters.incrementSliding(slide, 3600, new Date('2026-11-26T11:00:01Z'))).toBe(21)
      // Half an hour on, half of them.
      expect(await counters.incrementSliding(slide, 3600, new Date('2026-11-26T11:30:00Z'))).toBe(12)
      // Two windows on, only the last window's two, nearly all of them.
      expect(await counters.incrementSliding(slide, 3600, new Date('2026-11-26T12:00:30Z'))).toBe(3)
      expect(await counters.incrementSliding(slide, 3600, new Date('2026-11-26T13:59:59Z'))).toBe(2)
    })

    it('keeps keys apart', async () => {
      const at = new Date('2026-11-23T12:00:00Z')
      expect(await counters.increment(`${key}-a`, 60, at)).toBe(1)
      expect(await counters.increment(`${key}-b`, 60, at)).toBe(1)
    })
  })
}

behavesAsAFixedWindowCounter('databaseCounters', async () => {
  const database: TestDatabase = await openTestDatabase()
  return { counters: databaseCounters(database.db), close: database.drop }
})

// Redis is used only where configured; the test command sets REDIS_URL where one answers.
const redisUrl = process.env.REDIS_URL
if (redisUrl) {
  behavesAsAFixedWindowCounter('redisCounters', async () => {
    const redis = new Redis(redisUrl, { lazyConnect: true })
    await redis.connect()
    const counters = redisCounters(redis)
    return { counters, close: () => counters.close() }
  })
}
