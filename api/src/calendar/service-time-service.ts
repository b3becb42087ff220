import { addDays, helsinkiDate } from '@pesa/shared/dates'
import { insertDailyServiceTime, type DailyServiceTime } from '../placements/daily-service-times'
import type { Db } from '../platform/db'
import { ApiError } from '../platform/errors'
import type { Platform } from '../platform/types'
import * as repository from './service-time-repository'
import type { DailyServiceTimeNotification, DismissNotificationsBody } from './service-time-schemas'

/** GET /citizen/daily-service-time-notifications: the caller's own, not yet acknowledged. */
export function notifications(platform: Platform, guardianId: string): Promise<DailyServiceTimeNotification[]> {
  return repository.openNotificationsOf(platform.db, guardianId)
}

/**
 * POST …/dismiss: all or nothing. An id that is not the caller's notification (another
 * guardian's, or none) is 404 and nothing is acknowledged, so the answer tells nothing of it.
 */
export async function dismiss(platform: Platform, guardianId: string, ids: DismissNotificationsBody, now: Date): Promise<void> {
  const unique = [...new Set(ids)]
  await platform.db.transaction(async (tx) => {
    const own = await repository.ownNotificationIds(tx, guardianId, unique)
    if (unique.some((id) => !own.has(id))) throw new ApiError('NOT_FOUND')
    await repository.dismissNotifications(tx, guardianId, unique, now)
  })
}

/**
 * Staff change a child's daily service time from `validityPeriod.start` on (the staff side is not
 * shown, spec part 2 §6; the dev API calls this). In one transaction: the times running then end
 * the day before, the child's reservations from that day on are removed (they were made against
 * the old times; never today's or earlier, which may already be under way), and every guardian
 * of the child gets a notification saying whether reservations were removed.
 */
export async function changeDailyServiceTime(
  db: Db,
  childId: string,
  time: Omit<DailyServiceTime, 'id'>,
  now: Date
): Promise<{ id: string; notificationIds: string[] }> {
  const dateFrom = time.validityPeriod.start
  const firstRemovable = [dateFrom, addDays(helsinkiDate(now), 1)].sort()[1]!
  return db.transaction(async (tx) => {
    await repository.endDailyServiceTimesFrom(tx, childId, dateFrom)
    const id = await insertDailyServiceTime(tx, { ...time, childId })
    const hasDeletedReservations = (await repository.deleteReservationsFrom(tx, childId, firstRemovable)) > 0
    const notificationIds: string[] = []
    for (const guardianId of await repository.guardiansOf(tx, childId)) {
      notificationIds.push(await repository.insertNotification(tx, { guardianId, childId, dateFrom, hasDeletedReservations }))
    }
    return { id, notificationIds }
  })
}
