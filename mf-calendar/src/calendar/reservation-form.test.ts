import { hasErrors } from '@pesa/shared/validators'
import { fixedScheduleNotes, initialForm, keysWithoutTimes, outsideHours, toRequest, validateForm, writableDays } from './reservation-form'
import { AINO, childDay, ELLA, testData } from './test-data'

describe('reservation form', () => {
  const data = testData()

  it('sends the daily times for every chosen child on each of its days', () => {
    const form = { ...initialForm([ELLA, AINO], '2026-12-11', '2026-12-12'), daily: { absent: false, ranges: [{ start: '08:00', end: '16:00' }] } }
    expect(validateForm(form, data)).toEqual({})
    expect(toRequest(form, data).request).toEqual([
      { childId: ELLA, date: '2026-12-11', type: 'RESERVATIONS', reservation: { start: '08:00', end: '16:00' }, secondReservation: null },
      { childId: AINO, date: '2026-12-11', type: 'RESERVATIONS', reservation: { start: '08:00', end: '16:00' }, secondReservation: null },
      { childId: AINO, date: '2026-12-12', type: 'RESERVATIONS', reservation: { start: '08:00', end: '16:00' }, secondReservation: null }
    ])
  })

  it('sends a fixed-schedule child present where times are entered: its hours are set, the server takes no times there', () => {
    const fixed = testData()
    fixed.days[4]!.children[0] = childDay(ELLA, { scheduleType: 'FIXED_SCHEDULE' })
    const form = { ...initialForm([ELLA, AINO], '2026-12-11', '2026-12-11'), daily: { absent: false, ranges: [{ start: '08:00', end: '16:00' }] } }
    expect(toRequest(form, fixed).request).toEqual([
      { childId: ELLA, date: '2026-12-11', type: 'PRESENT' },
      { childId: AINO, date: '2026-12-11', type: 'RESERVATIONS', reservation: { start: '08:00', end: '16:00' }, secondReservation: null }
    ])
  })

  it("shows 'range' at the field when a time is outside a child's hours", () => {
    const form = { ...initialForm([ELLA, AINO], '2026-12-07', '2026-12-07'), daily: { absent: false, ranges: [{ start: '05:00', end: '16:00' }] } }
    expect(validateForm(form, data)).toEqual({ 'daily.0.start': 'TIME_OUTSIDE_RANGE' })
    expect(validateForm({ ...form, childIds: [AINO] }, data)).toEqual({})
  })

  it("names each child whose times fall outside its unit's hours, with those hours, once over a range", () => {
    const form = { ...initialForm([ELLA, AINO], '2026-12-07', '2026-12-18'), daily: { absent: false, ranges: [{ start: '05:00', end: '16:00' }] } }
    expect(outsideHours(form, data)).toEqual([{ childId: ELLA, start: '06:30', end: '18:00' }])
    expect(outsideHours({ ...form, childIds: [AINO] }, data)).toEqual([])
    expect(outsideHours({ ...form, daily: { absent: false, ranges: [{ start: '08:00', end: '16:00' }] } }, data)).toEqual([])
    const late = { ...form, repetition: 'WEEKLY' as const, weekly: { 3: { absent: false, ranges: [{ start: '08:00', end: '19:00' }] } } }
    expect(outsideHours(late, data)).toEqual([{ childId: ELLA, start: '06:30', end: '18:00' }])
  })

  it('sends weekly times by weekday and leaves out weekdays left empty', () => {
    const form = {
      ...initialForm([ELLA], '2026-12-07', '2026-12-20'),
      repetition: 'WEEKLY' as const,
      weekly: { 1: { absent: false, ranges: [{ start: '08:00', end: '16:00' }] }, 3: { absent: true, ranges: [{ start: '', end: '' }] } }
    }
    expect(toRequest(form, data).request.map((r) => [r.date, r.type])).toEqual([
      ['2026-12-07', 'RESERVATIONS'],
      ['2026-12-09', 'ABSENT'],
      ['2026-12-14', 'RESERVATIONS'],
      ['2026-12-16', 'ABSENT']
    ])
  })

  it('takes overnight in two parts and refuses a range across midnight at its end', () => {
    const form = {
      ...initialForm([AINO], '2026-12-07', '2026-12-08'),
      repetition: 'IRREGULAR' as const,
      irregular: {
        '2026-12-07': { absent: false, ranges: [{ start: '18:00', end: '23:59' }] },
        '2026-12-08': { absent: false, ranges: [{ start: '00:00', end: '06:00' }] }
      }
    }
    expect(validateForm(form, data)).toEqual({})
    expect(validateForm({ ...form, irregular: { '2026-12-07': { absent: false, ranges: [{ start: '22:00', end: '06:00' }] } } }, data)).toEqual({
      '2026-12-07.0.end': 'TIME_ORDER'
    })
  })

  it('needs a child, and days to reserve in the range', () => {
    expect(validateForm(initialForm([], '2026-12-07', '2026-12-07'), data)).toMatchObject({ childIds: 'REQUIRED' })
    expect(validateForm(initialForm([ELLA], '2026-12-12', '2026-12-13'), data)).toMatchObject({ start: 'DATE_UNSELECTABLE' })
  })

  it('skips days that cannot be written: staff-marked absence, a holiday period not yet open, a closed one without a reservation', () => {
    const days = testData()
    days.days[0]!.children[0] = childDay(ELLA, { absence: { type: 'SICKLEAVE', editable: false } })
    days.days[1]!.children[0] = childDay(ELLA, {
      holidayPeriodEffect: { type: 'NotYetReservable', period: { start: '2026-12-08', end: '2026-12-08' }, reservationsOpenOn: '2026-12-20' }
    })
    days.days[2]!.children[0] = childDay(ELLA, { holidayPeriodEffect: { type: 'ReservationsClosed' } })
    days.days[3]!.children[0] = childDay(ELLA, { holidayPeriodEffect: { type: 'ReservationsClosed' }, reservations: [{ type: 'NO_TIMES' }] })
    expect(writableDays(initialForm([ELLA], '2026-12-07', '2026-12-10'), days).map((d) => d.date)).toEqual(['2026-12-10'])
  })

  it('clears days to "not set" with NOTHING, for each chosen child, over a range', () => {
    const form = { ...initialForm([ELLA, AINO], '2026-12-11', '2026-12-12'), daily: { absent: false, notSet: true, ranges: [{ start: '', end: '' }] } }
    expect(validateForm(form, data)).toEqual({})
    expect(toRequest(form, data).request).toEqual([
      { childId: ELLA, date: '2026-12-11', type: 'NOTHING' },
      { childId: AINO, date: '2026-12-11', type: 'NOTHING' },
      { childId: AINO, date: '2026-12-12', type: 'NOTHING' }
    ])
  })

  it('keeps the problem a date field shows as an error, so save stays disabled', () => {
    const form = { ...initialForm([ELLA], '2026-12-07', '2026-12-08'), daily: { absent: true, ranges: [{ start: '', end: '' }] } }
    expect(validateForm({ ...form, dateProblems: { start: 'DATE_TOO_EARLY' } }, data)).toMatchObject({ start: 'DATE_TOO_EARLY' })
  })

  describe('children on a fixed schedule (preschool or club alone)', () => {
    /** Ella in preschool alone on her weekdays: the unit's set hours, no times (spec part 2 §4 "reservation without times"). */
    const fixed = () => {
      const data = testData()
      for (const day of data.days) day.children = day.children.map((c) => (c.childId === ELLA ? childDay(ELLA, { scheduleType: 'FIXED_SCHEDULE' }) : c))
      return data
    }
    const week = ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11']

    it('asks no times when every chosen child is on a fixed schedule, and save waits for present, absent or not set', () => {
      const form = initialForm([ELLA], '2026-12-07', '2026-12-13')
      expect([...keysWithoutTimes(form, fixed())]).toEqual(['daily'])
      expect(hasErrors(validateForm(form, fixed()))).toBe(true)
      expect(toRequest(form, fixed()).request).toEqual([])
      expect([...keysWithoutTimes({ ...form, childIds: [ELLA, AINO] }, fixed())]).toEqual([])
      expect([...keysWithoutTimes(form, testData())]).toEqual([])
    })

    it('sends PRESENT, ABSENT or NOTHING for each day of the range as chosen, with no times typed', () => {
      const form = initialForm([ELLA], '2026-12-07', '2026-12-13')
      for (const [choice, type] of [
        [{ present: true }, 'PRESENT'],
        [{ absent: true }, 'ABSENT'],
        [{ notSet: true }, 'NOTHING']
      ] as const) {
        const chosen = { ...form, daily: { absent: false, ranges: [{ start: '', end: '' }], ...choice } }
        expect(validateForm(chosen, fixed())).toEqual({})
        expect(toRequest(chosen, fixed()).request).toEqual(week.map((date) => ({ childId: ELLA, date, type })))
      }
    })

    it('does not send times left in the fields from another child as present: the choice is asked', () => {
      const form = { ...initialForm([ELLA], '2026-12-07', '2026-12-13'), daily: { absent: false, ranges: [{ start: '08:00', end: '16:00' }] } }
      expect(toRequest(form, fixed()).request).toEqual([])
      expect(hasErrors(validateForm(form, fixed()))).toBe(true)
    })

    it('asks the choice per weekday or date where only fixed-schedule children may be answered, and times elsewhere', () => {
      const data = fixed()
      // Aino's Tuesday is marked absent by staff: that date only Ella's day may be answered.
      data.days[1]!.children[1] = childDay(AINO, { absence: { type: 'SICKLEAVE', editable: false } })
      const form = {
        ...initialForm([ELLA, AINO], '2026-12-07', '2026-12-08'),
        repetition: 'IRREGULAR' as const,
        irregular: {
          '2026-12-07': { absent: false, ranges: [{ start: '08:00', end: '16:00' }] },
          '2026-12-08': { absent: false, present: true, ranges: [{ start: '', end: '' }] }
        }
      }
      expect([...keysWithoutTimes(form, data)]).toEqual(['2026-12-08'])
      expect(validateForm(form, data)).toEqual({})
      expect(toRequest(form, data).request).toEqual([
        { childId: ELLA, date: '2026-12-07', type: 'PRESENT' },
        { childId: AINO, date: '2026-12-07', type: 'RESERVATIONS', reservation: { start: '08:00', end: '16:00' }, secondReservation: null },
        { childId: ELLA, date: '2026-12-08', type: 'PRESENT' }
      ])
    })

    it('names each chosen fixed-schedule child, saying whether times are asked beside it (then it is sent present)', () => {
      const form = initialForm([ELLA, AINO], '2026-12-07', '2026-12-13')
      expect(fixedScheduleNotes(form, fixed())).toEqual([{ childId: ELLA, beside: true }])
      expect(fixedScheduleNotes({ ...form, childIds: [ELLA] }, fixed())).toEqual([{ childId: ELLA, beside: false }])
      expect(fixedScheduleNotes({ ...form, childIds: [AINO] }, fixed())).toEqual([])
      expect(fixedScheduleNotes(form, testData())).toEqual([])
    })
  })
})
