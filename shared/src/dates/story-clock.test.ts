import { addDays } from './arithmetic'
import { helsinkiDate } from './index'
import { isoWeekday } from './holidays'
import { handDownRunClockShift, runClockShiftMs, storyClockShiftMs, TEST_CLOCK_SHIFT_ENV } from './story-clock'

const shiftedDate = (instant: string) => helsinkiDate(new Date(new Date(instant).getTime() + storyClockShiftMs(new Date(instant))))

describe('storyClockShiftMs', () => {
  it("keeps the real clock until the story's January is over, a Helsinki date", () => {
    for (const instant of ['2026-08-01T00:30:00+03:00', '2026-12-03T12:00:00+02:00', '2027-01-31T23:30:00+02:00']) {
      expect(storyClockShiftMs(new Date(instant))).toBe(0)
    }
  })

  it('moves every later date back by whole weeks into the last week before 25 January 2027', () => {
    // From 2 February the calendar's tests run out of Ella's preschool weeks (calendar/DECISIONS.md),
    // and from August the story's school year is over.
    for (const instant of [
      '2027-01-31T22:30:00Z',
      '2027-02-02T12:00:00+02:00',
      '2027-03-10T12:00:00+02:00',
      '2027-05-31T09:00:00+03:00',
      '2027-08-01T12:00:00+03:00',
      '2027-12-03T12:00:00+02:00',
      '2029-06-15T12:00:00+03:00'
    ]) {
      const real = helsinkiDate(instant)
      const shifted = shiftedDate(instant)
      expect(shifted <= '2027-01-24').toBe(true)
      expect(shifted > '2027-01-17').toBe(true)
      expect(isoWeekday(shifted)).toBe(isoWeekday(real))
      expect(addDays(shifted, -storyClockShiftMs(new Date(instant)) / 86_400_000)).toBe(real)
    }
  })

  it('lands just after midnight in summer time on the evening before, as every part of the run does', () => {
    expect(shiftedDate('2027-04-07T00:30:00+03:00')).toBe('2027-01-19')
  })
})

describe('runClockShiftMs', () => {
  it('takes the shift a parent handed down, and works it out when none was', () => {
    expect(runClockShiftMs({ [TEST_CLOCK_SHIFT_ENV]: '-604800000' }, new Date('2026-12-03T12:00:00Z'))).toBe(-604_800_000)
    expect(runClockShiftMs({ [TEST_CLOCK_SHIFT_ENV]: 'soon' }, new Date('2027-03-10T12:00:00Z'))).toBe(storyClockShiftMs(new Date('2027-03-10T12:00:00Z')))
    expect(runClockShiftMs({}, new Date('2026-12-03T12:00:00Z'))).toBe(0)
  })
})

describe('handDownRunClockShift', () => {
  it('leaves the shift it read or worked out in the environment, for the processes started after', () => {
    const handed: Record<string, string | undefined> = { [TEST_CLOCK_SHIFT_ENV]: '-604800000' }
    expect(handDownRunClockShift(handed)).toBe(-604_800_000)
    expect(handed[TEST_CLOCK_SHIFT_ENV]).toBe('-604800000')
    const fresh: Record<string, string | undefined> = {}
    const shift = handDownRunClockShift(fresh)
    expect(fresh[TEST_CLOCK_SHIFT_ENV]).toBe(String(shift))
  })
})
