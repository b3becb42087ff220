import { handDownRunClockShift } from '@pesa/shared/dates/story-clock'
import { shiftedClock, systemClock, type Clock } from '../../src/platform/clock'

/**
 * The API tests' clock: the real one, moved back into the demo story's school year when the run
 * falls after January 2027 (`@pesa/shared/dates/story-clock`). The template's seed and every
 * test app read it, and so does a test that counts days from today. Global setup loads this module
 * first, so the workers it starts inherit its shift, and a run crossing midnight keeps one.
 */
export const testClock: Clock = shiftedClock(systemClock, handDownRunClockShift(process.env))
