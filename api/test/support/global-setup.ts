import { storyClockShiftMs, TEST_CLOCK_SHIFT_ENV } from '@pesa/shared/dates/story-clock'
import { createTemplate } from './databases'

export default async function globalSetup(): Promise<void> {
  process.env.PESA_TEST_RUN_ID ??= String(process.pid)
  // One shift for the whole run (support/clock.ts): read before the template is seeded.
  process.env[TEST_CLOCK_SHIFT_ENV] ??= String(storyClockShiftMs(new Date()))
  await createTemplate()
}
