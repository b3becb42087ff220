import type { Queryable } from '../platform/db'
import type { DailyServiceTimeNotification } from './service-time-schemas'

/** The caller's notifications not yet acknowledged, of children the caller is a guardian of now; oldest first. */
export async function openNotificationsOf(db: Queryable, guardianId: string): Promise<DailyServiceTimeNotification[]> {
  const rows = await db.query<{ id: string; child_id: string; name: string; date_from: string; has_deleted_reservations: boolean }>(
    `select n.id, n.child_id, coalesce(nullif(c.preferred_name, ''), split_part(c.first_name, ' ', 1)) as name, n.date_from, n.has_deleted_reservations
     from daily_service_time_notification n
     join guardianship g on g.child_id = n.child_id and g.guardian_id = n.guardian_id
     join person c on c.id = n.child_id
     where n.guardian_id = $1 and n.dismissed_at is null
     order by n.created_at, n.id`,
    [guardianId]
  )
  return rows.map((row) => ({
    id: row.id,
    childId: row.child_id,
    childName: row.name,
    dateFrom: row.date_from,
    hasDeletedReservations: row.has_deleted_reservations
  }))
}

/** Which of the ids are notifications of the guardian (acknowledged or not). */
export async function ownNotificationIds(db: Queryable, guardianId: string, ids: string[]): Promise<Set<string>> {
  const rows = await db.query<{ id: string }>('select id from daily_service_time_notification where guardian_id = $1 and id = any ($2::uuid[])', [
    guardianId,
    ids
  ])
  return new Set(rows.map((row) => row.id))
}

/** Acknowledges the guardian's notifications; one acknowledged before keeps its first time. */
export async function dismissNotifications(db: Queryable, guardianId: string, ids: string[], now: Date): Promise<void> {
  await db.query('update daily_service_time_notification set dismissed_at = $3 where guardian_id = $1 and id = any ($2::uuid[]) and dismissed_at is null', [
    guardianId,
    ids,
    now
  ])
}

export async function insertNotification(
  db: Queryable,
  notification: { guardianId: string; childId: string; dateFrom: string; hasDeletedReservations: boolean }
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into daily_service_time_notification (guardian_id, child_id, date_from, has_deleted_reservations)
     values ($1, $2, $3, $4) returning id`,
    [notification.guardianId, notification.childId, notification.dateFrom, notification.hasDeletedReservations]
  )
  return row!.id
}

/** The child's daily service times on and after `date` give way to a new one: later ones go, a running one ends the day before. */
export async function endDailyServiceTimesFrom(db: Queryable, childId: string, date: string): Promise<void> {
  await db.query('delete from daily_service_time where child_id = $1 and valid_from >= $2', [childId, date])
  await db.query('update daily_service_time set valid_to = $2::date - 1 where child_id = $1 and valid_from < $2 and (valid_to is null or valid_to >= $2)', [
    childId,
    date
  ])
}

/** Removes the child's reservations from the date on; answers how many there were. */
export async function deleteReservationsFrom(db: Queryable, childId: string, date: string): Promise<number> {
  const rows = await db.query<{ id: string }>('delete from attendance_reservation where child_id = $1 and date >= $2 returning id', [childId, date])
  return rows.length
}

export async function guardiansOf(db: Queryable, childId: string): Promise<string[]> {
  const rows = await db.query<{ guardian_id: string }>('select guardian_id from guardianship where child_id = $1 order by guardian_id', [childId])
  return rows.map((row) => row.guardian_id)
}
