import { DEFAULT_OPERATION_TIMES, DEFAULT_SHIFT_CARE_TIMES, reservableTimeRange, type UnitOperation } from './operating-days'

const ordinary: UnitOperation = { operationTimes: DEFAULT_OPERATION_TIMES, shiftCareOperationTimes: null, shiftCareOpenOnHolidays: false }
const shiftCareUnit: UnitOperation = {
  operationTimes: DEFAULT_OPERATION_TIMES,
  shiftCareOperationTimes: DEFAULT_SHIFT_CARE_TIMES,
  shiftCareOpenOnHolidays: true
}

describe('reservableTimeRange', () => {
  it('is 06:30–18:00 on weekdays by default, closed at weekends and on holidays', () => {
    expect(reservableTimeRange(ordinary, 'NONE', '2026-12-07')).toEqual({ type: 'NORMAL', range: { start: '06:30', end: '18:00' } })
    expect(reservableTimeRange(ordinary, 'NONE', '2026-12-05')).toBeNull()
    expect(reservableTimeRange(ordinary, 'NONE', '2026-12-24')).toBeNull()
  })

  it('gives a shift-care child the shift-care hours, holidays when the unit is open then', () => {
    expect(reservableTimeRange(shiftCareUnit, 'FULL', '2026-12-05')).toEqual({ type: 'SHIFT_CARE', range: { start: '00:00', end: '23:59' } })
    expect(reservableTimeRange(shiftCareUnit, 'FULL', '2026-12-24')).not.toBeNull()
    expect(reservableTimeRange({ ...shiftCareUnit, shiftCareOpenOnHolidays: false }, 'FULL', '2026-12-24')).toBeNull()
    expect(reservableTimeRange(shiftCareUnit, 'NONE', '2026-12-24')).toBeNull()
  })

  it('takes intermittent shift care any day, and ignores shift care in a unit without it', () => {
    expect(reservableTimeRange(shiftCareUnit, 'INTERMITTENT', '2026-12-25')).toEqual({ type: 'INTERMITTENT_SHIFT_CARE' })
    expect(reservableTimeRange(ordinary, 'FULL', '2026-12-05')).toBeNull()
  })
})
