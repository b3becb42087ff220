import { insertNotification } from '../calendar/service-time-repository'
import type { SeedContext } from './context'

/**
 * Daily service time notifications (issue: demo data): Ella's latest daily service time was a
 * change that removed reservations; Anna has not acknowledged it yet, Mikko already has.
 */
export async function seedServiceTimes({ db, now, people }: SeedContext): Promise<void> {
  const [time] = await db.query<{ valid_from: string }>('select valid_from from daily_service_time where child_id = $1 order by valid_from desc limit 1', [
    people.preschoolChild
  ])
  if (!time) throw new Error('Seed: Ella has no daily service time')
  const change = { childId: people.preschoolChild, dateFrom: time.valid_from, hasDeletedReservations: true }
  await insertNotification(db, { ...change, guardianId: people.anna })
  const mikkos = await insertNotification(db, { ...change, guardianId: people.mikko })
  await db.query('update daily_service_time_notification set dismissed_at = $2 where id = $1', [mikkos, now])
}
