import { helsinkiDate } from '@pesa/shared/dates'
import { seedCalendar } from './calendar'
import { seedDecisions } from './decisions'
import { seedChildren } from './children'
import type { SeedContext } from './context'
import { seedIncome } from './income'
import { seedApplications } from './applications'
import { seedMap } from './map'
import { seedMessages } from './messages'
import { seedUnits } from './units'
import { seedServiceTimes } from './service-times'
import type { Db, Queryable } from '../platform/db'
import { seedDemoPeople } from './demo-people'
import { seedDemoUnits } from './demo-units'

/**
 * Each area adds its demo data here (messages, applications, calendar…), after the people
 * and units every area builds on.
 */
const areaSeeds: ((context: SeedContext) => Promise<void>)[] = [
  seedUnits,
  seedMap,
  seedApplications,
  seedMessages,
  seedCalendar,
  seedIncome,
  seedChildren,
  seedDecisions,
  seedServiceTimes
]

export async function seedDemo(db: Db, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const today = helsinkiDate(now)
    const people = await seedDemoPeople(tx)
    const units = await seedDemoUnits(tx, people, today)
    for (const seed of areaSeeds) await seed({ db: tx, today, now, people, units })
  })
}

export async function isEmpty(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ count: number }>('select count(*)::int as count from person')
  return (row?.count ?? 0) === 0
}

/** Empties every table but the migration history (dev and test only). */
export async function truncateAll(db: Queryable): Promise<void> {
  const tables = await db.query<{ tablename: string }>(
    "select tablename from pg_tables where schemaname = current_schema() and tablename <> 'schema_migration'"
  )
  if (tables.length > 0) await db.query(`truncate table ${tables.map((t) => `"${t.tablename}"`).join(', ')} restart identity cascade`)
}
