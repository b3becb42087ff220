import { validateAbsenceRequest, validateReservationsRequest } from './calendar'

const CHILD = '00000000-0000-4000-8000-000000000001'
const normal = { reservableTimeRange: () => ({ type: 'NORMAL' as const, range: { start: '06:30', end: '18:00' } }) }
const intermittent = { reservableTimeRange: () => ({ type: 'INTERMITTENT_SHIFT_CARE' as const }) }
const times = (start: string, end: string, second?: { start: string; end: string }) => ({
  childId: CHILD,
  date: '2026-12-07',
  type: 'RESERVATIONS' as const,
  reservation: { start, end },
  secondReservation: second ?? null
})

describe('validateReservationsRequest', () => {
  it('accepts one or two ranges inside the hours', () => {
    expect(validateReservationsRequest([times('08:00', '16:00')], normal)).toEqual({})
    expect(validateReservationsRequest([times('07:00', '09:00', { start: '12:00', end: '17:00' })], normal)).toEqual({})
  })

  it('names a time that is missing or not HH:MM', () => {
    expect(validateReservationsRequest([times('', '8.00')], normal)).toEqual({ '0.reservation.start': 'REQUIRED', '0.reservation.end': 'INVALID_TIME' })
    expect(validateReservationsRequest([times('24:00', '08:00')], normal)).toEqual({ '0.reservation.start': 'INVALID_TIME' })
  })

  it('needs the end after the start: overnight is two parts', () => {
    expect(validateReservationsRequest([times('22:00', '06:00')], intermittent)).toEqual({ '0.reservation.end': 'TIME_ORDER' })
    expect(validateReservationsRequest([times('22:00', '23:59')], intermittent)).toEqual({})
  })

  it("refuses times outside the child's hours ('range')", () => {
    expect(validateReservationsRequest([times('05:00', '16:00')], normal)).toEqual({ '0.reservation.start': 'TIME_OUTSIDE_RANGE' })
    expect(validateReservationsRequest([times('08:00', '18:30')], normal)).toEqual({ '0.reservation.end': 'TIME_OUTSIDE_RANGE' })
    expect(validateReservationsRequest([times('05:00', '23:00')], intermittent)).toEqual({})
  })

  it('refuses overlapping ranges and a missing range', () => {
    expect(validateReservationsRequest([times('07:00', '13:00', { start: '12:00', end: '16:00' })], normal)).toEqual({
      '0.secondReservation.start': 'TIMES_OVERLAP'
    })
    expect(validateReservationsRequest([{ childId: CHILD, date: '2026-12-07', type: 'RESERVATIONS' }], normal)).toEqual({ '0.reservation': 'REQUIRED' })
  })

  it('refuses times beside PRESENT, ABSENT or NOTHING: they would not be stored', () => {
    expect(validateReservationsRequest([{ ...times('08:00', '16:00'), type: 'ABSENT' }], normal)).toEqual({ '0.reservation': 'INVALID_FORMAT' })
    expect(
      validateReservationsRequest([{ childId: CHILD, date: '2026-12-07', type: 'PRESENT', secondReservation: { start: '08:00', end: '09:00' } }], normal)
    ).toEqual({ '0.secondReservation': 'INVALID_FORMAT' })
    expect(validateReservationsRequest([{ childId: CHILD, date: '2026-12-07', type: 'NOTHING', reservation: null, secondReservation: null }], normal)).toEqual(
      {}
    )
  })

  it('takes one entry per child and day', () => {
    expect(validateReservationsRequest([times('08:00', '16:00'), { childId: CHILD, date: '2026-12-07', type: 'ABSENT' }], normal)).toEqual({
      '1.date': 'DATE_UNSELECTABLE'
    })
  })
})

describe('validateAbsenceRequest', () => {
  it('needs a child and a range that does not end before it starts', () => {
    expect(validateAbsenceRequest({ childIds: [CHILD], dateRange: { start: '2026-12-07', end: '2026-12-07' }, absenceType: 'SICKLEAVE' })).toEqual({})
    expect(validateAbsenceRequest({ childIds: [], dateRange: { start: '2026-12-08', end: '2026-12-07' }, absenceType: 'SICKLEAVE' })).toEqual({
      childIds: 'REQUIRED',
      'dateRange.end': 'DATE_TOO_EARLY'
    })
  })
})
