import type { DailyServiceTimeNotification } from '@pesa/shared/api/types'
import { newReservationsStart } from './service-time'

const range = { start: '2026-12-07', end: '2027-08-31' }
const notification = (dateFrom: string, hasDeletedReservations = true): DailyServiceTimeNotification => ({
  id: dateFrom,
  childId: 'c',
  childName: 'Ella',
  dateFrom,
  hasDeletedReservations
})

describe('newReservationsStart', () => {
  it('starts from the first day whose reservations were removed', () => {
    expect(newReservationsStart([notification('2027-02-01'), notification('2027-01-04')], range)).toBe('2027-01-04')
  })

  it('never before the reservable range', () => {
    expect(newReservationsStart([notification('2026-11-01')], range)).toBe('2026-12-07')
  })

  it('ignores changes that removed nothing, and gives nothing when none did or the day is past the range', () => {
    expect(newReservationsStart([notification('2026-12-20', false), notification('2027-01-04')], range)).toBe('2027-01-04')
    expect(newReservationsStart([notification('2027-01-04', false)], range)).toBeUndefined()
    expect(newReservationsStart([notification('2027-09-01')], range)).toBeUndefined()
  })
})
