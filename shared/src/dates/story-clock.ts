import { daysBetween } from './arithmetic'
import { helsinkiDate } from './index'

/*
 * The test runs' clock. The demo families' story is set in one school year, 2026–27: Ella, born in
 * 2020, is in preschool from 1 August to 31 May, Veeti starts preschool the next autumn, and the
 * calendar's tests need weeks of Ella's placement ahead of the reservable range
 * (api/src/calendar/DECISIONS.md, "The spring: a test run's clock"). From February 2027 those weeks
 * run out, and no later date can be mended by the seed alone: the people's identity codes are the
 * design brief's. So a test run whose real Helsinki date is after January 2027 sees, as now, the
 * real instant moved back by whole weeks into the last week before 25 January 2027; until then it
 * sees the real instant. Whole weeks keep the weekday, which the tests' plain weeks count from.
 *
 * Every part of a run reads this one shift: the API tests' app and seed (api/test/support), the
 * e2e suite's servers (PESA_TEST_CLOCK_SHIFT_MS, honoured in test mode only) and its browser
 * (`__pesaTest.clockShiftMs`, read by `today()`). The product itself never shifts.
 */

/** The environment variable a run hands its processes the shift in, so that all of them agree even across midnight. */
export const TEST_CLOCK_SHIFT_ENV = 'PESA_TEST_CLOCK_SHIFT_MS'

/**
 * The latest day a shifted run lands on: the calendar tests, run with the real clock on every date
 * from 8 December to 1 February, passed (the faked-clock runs in the calendar's DECISIONS.md); a
 * week's margin before their first failing date.
 */
const LAST_STORY_DAY = '2027-01-24'
/** The last day a run keeps the real clock. */
const END_OF_REAL_CLOCK = '2027-01-31'

const DAY_MS = 24 * 60 * 60 * 1000

/** How far the test runs' clock is from the real one at `realNow`: zero, or minus whole weeks (see above). */
export function storyClockShiftMs(realNow: Date): number {
  const date = helsinkiDate(realNow)
  if (date <= END_OF_REAL_CLOCK) return 0
  // 168-hour weeks: from a date in summer time the shifted instant is an hour earlier on the clock
  // face, so just after midnight it falls on the evening before. Every part of the run reads the
  // same instant, so they still agree on the day.
  return -Math.ceil(daysBetween(LAST_STORY_DAY, date) / 7) * 7 * DAY_MS
}

/** The shift a run's processes share: the one a parent handed down, or this moment's. */
export function runClockShiftMs(env: Record<string, string | undefined>, realNow: Date = new Date()): number {
  const handed = env[TEST_CLOCK_SHIFT_ENV]
  if (handed !== undefined && /^-?\d+$/.test(handed)) return Number(handed)
  return storyClockShiftMs(realNow)
}

/**
 * The run's shift, handed down: worked out once by the first process that asks (jest's main process,
 * Playwright's runner) and left in the environment its workers and servers inherit.
 */
export function handDownRunClockShift(env: Record<string, string | undefined>): number {
  const shift = runClockShiftMs(env)
  env[TEST_CLOCK_SHIFT_ENV] = String(shift)
  return shift
}
