import type { DailyServiceTimeNotification } from '@pesa/shared/api/types'

/**
 * Where "make new reservations" starts the reservation modal: the first day whose reservations a
 * change removed, but not before the reservable range; none when that is past the range or no
 * change removed anything (the modal then starts as it does from the calendar).
 */
export function newReservationsStart(notifications: DailyServiceTimeNotification[], range: { start: string; end: string }): string | undefined {
  const removed = notifications.filter((n) => n.hasDeletedReservations).map((n) => n.dateFrom)
  if (removed.length === 0) return undefined
  const first = removed.sort()[0]!
  const start = first < range.start ? range.start : first
  return start <= range.end ? start : undefined
}
