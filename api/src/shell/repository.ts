import type { Queryable } from '../platform/db'

export interface SystemNotificationRow {
  text_fi: string
  text_sv: string
  text_en: string
  valid_to: Date
}

export async function currentSystemNotification(db: Queryable, now: Date): Promise<SystemNotificationRow | undefined> {
  const [row] = await db.query<SystemNotificationRow>(
    'select text_fi, text_sv, text_en, valid_to from system_notification where valid_to > $1 order by valid_to limit 1',
    [now]
  )
  return row
}

/** There is one notification at a time: setting a new one replaces the old. */
export async function replaceSystemNotification(
  db: Queryable,
  notification: { textFi: string; textSv: string; textEn: string; validTo: Date } | undefined
): Promise<void> {
  await db.query('delete from system_notification')
  if (notification) {
    await db.query('insert into system_notification (text_fi, text_sv, text_en, valid_to) values ($1, $2, $3, $4)', [
      notification.textFi,
      notification.textSv,
      notification.textEn,
      notification.validTo
    ])
  }
}
