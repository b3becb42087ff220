import { dayEditRequest, initialDayEdit, overnightMorning, validateDayEdit } from './day-edit'
import { AINO, childDay, ELLA, testData } from './test-data'

const SHIFT = { shiftCare: true, reservableTimeRange: { type: 'SHIFT_CARE' as const, range: { start: '00:00', end: '23:59' } } }

/** Ella reserved 08:00–16:00 on Tuesday; Aino overnight Tuesday 14:00–23:59 and Wednesday 00:00–07:00. */
function data() {
  const d = testData()
  d.days[1]!.children = [
    childDay(ELLA, { reservations: [{ type: 'TIMES', range: { start: '08:00', end: '16:00' } }] }),
    childDay(AINO, { ...SHIFT, reservations: [{ type: 'TIMES', range: { start: '14:00', end: '23:59' } }] })
  ]
  d.days[2]!.children = [childDay(ELLA), childDay(AINO, { ...SHIFT, reservations: [{ type: 'TIMES', range: { start: '00:00', end: '07:00' } }] })]
  return d
}
const TUESDAY = '2026-12-08'
const WEDNESDAY = '2026-12-09'

describe('day modal edit', () => {
  it("starts from each child's own answer of the day: times, absence or not set", () => {
    const d = data()
    d.days[2]!.children[0] = childDay(ELLA, { absence: { type: 'SICKLEAVE', editable: true } })
    expect(initialDayEdit(d, TUESDAY)).toEqual({
      [ELLA]: { absent: false, notSet: false, ranges: [{ start: '08:00', end: '16:00' }] },
      [AINO]: { absent: false, notSet: false, ranges: [{ start: '14:00', end: '23:59' }] }
    })
    expect(initialDayEdit(d, WEDNESDAY)[ELLA]).toEqual({ absent: true, notSet: false, ranges: [{ start: '', end: '' }] })
    expect(initialDayEdit(d, '2026-12-10')[ELLA]).toEqual({ absent: false, notSet: true, ranges: [{ start: '', end: '' }] })
  })

  it('leaves out a child whose day cannot be written (staff-marked absence)', () => {
    const d = data()
    d.days[1]!.children[0] = childDay(ELLA, { absence: { type: 'SICKLEAVE', editable: false } })
    expect(Object.keys(initialDayEdit(d, TUESDAY))).toEqual([AINO])
  })

  it("sends only that day and the edited child: Ella's new times leave Aino's overnight stay alone", () => {
    const d = data()
    const edit = initialDayEdit(d, TUESDAY)
    edit[ELLA] = { absent: false, notSet: false, ranges: [{ start: '09:00', end: '15:00' }] }
    expect(dayEditRequest(d, TUESDAY, edit)).toEqual([
      { childId: ELLA, date: TUESDAY, type: 'RESERVATIONS', reservation: { start: '09:00', end: '15:00' }, secondReservation: null }
    ])
    expect(dayEditRequest(d, TUESDAY, initialDayEdit(d, TUESDAY))).toEqual([])
  })

  it('sends a fixed-schedule child present for times: the server refuses times on its days', () => {
    const d = data()
    d.days[1]!.children[0] = childDay(ELLA, { scheduleType: 'FIXED_SCHEDULE', absence: { type: 'OTHER_ABSENCE', editable: true } })
    const edit = initialDayEdit(d, TUESDAY)
    edit[ELLA] = { absent: false, notSet: false, ranges: [{ start: '08:00', end: '12:00' }] }
    expect(dayEditRequest(d, TUESDAY, edit)).toEqual([{ childId: ELLA, date: TUESDAY, type: 'PRESENT' }])
  })

  // Changed: a fixed-schedule child started "not set" with time fields, and an absence unchecked without
  // times sent nothing, so the day stayed absent with no word.
  it('answers a fixed-schedule child present or absent, without times: unchecking the absence sends PRESENT', () => {
    const d = data()
    d.days[1]!.children[0] = childDay(ELLA, { scheduleType: 'FIXED_SCHEDULE', absence: { type: 'OTHER_ABSENCE', editable: true } })
    d.days[2]!.children[0] = childDay(ELLA, { scheduleType: 'FIXED_SCHEDULE' })
    expect(initialDayEdit(d, WEDNESDAY)[ELLA]).toEqual({ absent: false, notSet: false, ranges: [{ start: '', end: '' }] })
    const edit = initialDayEdit(d, TUESDAY)
    expect(edit[ELLA]).toEqual({ absent: true, notSet: false, ranges: [{ start: '', end: '' }] })
    edit[ELLA] = { absent: false, notSet: false, ranges: [{ start: '', end: '' }] }
    expect(dayEditRequest(d, TUESDAY, edit)).toEqual([{ childId: ELLA, date: TUESDAY, type: 'PRESENT' }])
    const present = initialDayEdit(d, WEDNESDAY)
    expect(dayEditRequest(d, WEDNESDAY, present)).toEqual([])
    present[ELLA] = { absent: true, notSet: false, ranges: [{ start: '', end: '' }] }
    expect(dayEditRequest(d, WEDNESDAY, present)).toEqual([{ childId: ELLA, date: WEDNESDAY, type: 'ABSENT' }])
  })

  it('clears a day to not set with NOTHING, and marks an absence with ABSENT', () => {
    const d = data()
    const edit = initialDayEdit(d, TUESDAY)
    edit[ELLA] = { absent: false, notSet: true, ranges: [{ start: '', end: '' }] }
    expect(dayEditRequest(d, TUESDAY, edit)).toEqual([{ childId: ELLA, date: TUESDAY, type: 'NOTHING' }])
    edit[ELLA] = { absent: true, notSet: false, ranges: [{ start: '', end: '' }] }
    expect(dayEditRequest(d, TUESDAY, edit)).toEqual([{ childId: ELLA, date: TUESDAY, type: 'ABSENT' }])
  })

  it("keeps an overnight stay paired: the evening no longer reaching 23:59 takes the next morning's 00:00 part with it", () => {
    const d = data()
    expect(overnightMorning(d, TUESDAY, AINO)).toEqual({ start: '00:00', end: '07:00' })
    expect(overnightMorning(d, TUESDAY, ELLA)).toBeUndefined()
    const edit = initialDayEdit(d, TUESDAY)
    edit[AINO] = { absent: false, notSet: false, ranges: [{ start: '14:00', end: '20:00' }] }
    expect(dayEditRequest(d, TUESDAY, edit)).toEqual([
      { childId: AINO, date: TUESDAY, type: 'RESERVATIONS', reservation: { start: '14:00', end: '20:00' }, secondReservation: null },
      { childId: AINO, date: WEDNESDAY, type: 'NOTHING' }
    ])
    // Still ending 23:59: the morning stays.
    edit[AINO] = { absent: false, notSet: false, ranges: [{ start: '12:00', end: '23:59' }] }
    expect(dayEditRequest(d, TUESDAY, edit)).toHaveLength(1)
    // A morning edited on its own leaves the evening (a stay until midnight) as it is.
    const morning = initialDayEdit(d, WEDNESDAY)
    morning[AINO] = { absent: false, notSet: false, ranges: [{ start: '06:00', end: '07:00' }] }
    expect(dayEditRequest(d, WEDNESDAY, morning).map((item) => item.date)).toEqual([WEDNESDAY])
  })

  it("shows errors at the child's fields with that child's hours", () => {
    const d = data()
    const edit = initialDayEdit(d, TUESDAY)
    edit[ELLA] = { absent: false, notSet: false, ranges: [{ start: '05:00', end: '15:00' }] }
    edit[AINO] = { absent: false, notSet: false, ranges: [{ start: '05:00', end: '15:00' }] }
    expect(validateDayEdit(d, TUESDAY, edit)).toEqual({ [`${ELLA}.0.start`]: 'TIME_OUTSIDE_RANGE' })
  })
})
