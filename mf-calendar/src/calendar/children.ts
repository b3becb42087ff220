import type { ReservationsResponse } from '@pesa/shared/api/types'

/** The name the calendar calls a child by: the preferred name, else the first given name. */
export function childName(data: ReservationsResponse, childId: string): string {
  const child = data.children.find((c) => c.id === childId)
  return child ? child.preferredName || child.firstName.split(' ')[0]! : ''
}
