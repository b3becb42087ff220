import type { Queryable } from '../../src/platform/db'

export interface LargeDataContext {
  db: Queryable
  /** How many children the municipality has; the other volumes follow from it */
  children: number
  /** The Helsinki date the data treats as today */
  today: string
}

export interface LargeDataGenerator {
  name: string
  generate(context: LargeDataContext): Promise<void>
}

/**
 * The benchmarks' large municipality, one generator per area, each after the people and
 * placements every area builds on. An area whose guardians' reads grow with the data
 * (reservations for a year, messages, applications) adds its generator here, set-based.
 */
