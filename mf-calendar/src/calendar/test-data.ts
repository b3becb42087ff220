import type { ReservationResponseDayChild, ReservationsResponse } from '@pesa/shared/api/types'

export const ELLA = '00000000-0000-4000-8000-00000000000e'
export const AINO = '00000000-0000-4000-8000-00000000000a'

/** A child's day as the server answers it, open 06:30–18:00 with nothing reserved. */
export const childDay = (childId: string, overrides: Partial<ReservationResponseDayChild> = {}): ReservationResponseDayChild => ({
  childId,
  scheduleType: 'RESERVATION_REQUIRED',
  shiftCare: false,
  absence: null,
  reservations: [],
  attendances: [],
  reservableTimeRange: { type: 'NORMAL', range: { start: '06:30', end: '18:00' } },
  holidayPeriodEffect: null,
  usedService: null,
  ...overrides
})

const child = (id: string, firstName: string, absenceApplicationCreationPossible = false) => ({
  id,
  firstName,
  lastName: 'Virtanen',
  preferredName: '',
  imageId: null,
  upcomingPlacementType: 'DAYCARE',
  group: null,
  unit: null,
  permittedActions: [],
  hasContractDays: false,
  absenceApplicationCreationPossible,
  serviceApplicationCreationPossible: false,
  monthSummaries: []
})

/** Two weeks from Monday 7.12.2026: Ella on weekdays, Aino in shift care every day (00:00–23:59). */
export function testData(): ReservationsResponse {
  const days = Array.from({ length: 14 }, (_, i) => {
    const date = `2026-12-${String(7 + i).padStart(2, '0')}`
    const weekend = i % 7 >= 5
    return {
      date,
      holiday: false,
      children: [
        ...(weekend ? [] : [childDay(ELLA)]),
        childDay(AINO, { shiftCare: true, reservableTimeRange: { type: 'SHIFT_CARE', range: { start: '00:00', end: '23:59' } } })
      ]
    }
  })
  return { children: [child(ELLA, 'Ella Sofia', true), child(AINO, 'Aino Helmi')], days, reservableRange: { start: '2026-12-07', end: '2027-08-31' } }
}
