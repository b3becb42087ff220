import type { Queryable } from '../platform/db'
import type { DemoPeople } from './demo-people'
import type { DemoUnits } from './demo-units'

/** What an area's seed builds on: the people and units every area shares, and the day the seed treats as today. */
export interface SeedContext {
  db: Queryable
  /** The Helsinki date the seed treats as today */
  today: string
  now: Date
  people: DemoPeople
  units: DemoUnits
}
