import { runClockShiftMs } from '@pesa/shared/dates/story-clock'
import type { Clock } from '../../src/platform/clock'

/** Read at the first use, after global setup has handed it down. */
let shiftMs: number | undefined

/**
 * The API tests' clock: the real one, moved back into the demo story's school year when the run
 * falls after January 2027 (`@pesa/shared/dates/story-clock`). The template's seed and every
 * test app read it, and so does a test that counts days from today; global setup hands the shift
 * to the workers, so that a run crossing midnight keeps one.
 */
export const testClock: Clock = { now: () => new Date(Date.now() + (shiftMs ??= runClockShiftMs(process.env))) }
