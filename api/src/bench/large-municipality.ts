import { helsinkiDate } from '@pesa/shared/dates'
import type { Db, Queryable } from '../platform/db'
import { generatePopulationAndPlacements } from './population'

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
export const largeDataGenerators: LargeDataGenerator[] = [{ name: 'population and placements', generate: generatePopulationAndPlacements }]

export interface GeneratorTiming {
  name: string
  ms: number
}

/** Adds a large municipality beside the demo one in one transaction, then refreshes the planner's statistics. */
export async function generateLargeMunicipality(db: Db, options: { children: number; now: Date }): Promise<GeneratorTiming[]> {
  const today = helsinkiDate(options.now)
  const timings = await db.transaction(async (tx) => {
    const done: GeneratorTiming[] = []
    for (const generator of largeDataGenerators) {
      const started = performance.now()
      await generator.generate({ db: tx, children: options.children, today })
      done.push({ name: generator.name, ms: Math.round(performance.now() - started) })
    }
    return done
  })
  const started = performance.now()
  await db.query('analyze')
  return [...timings, { name: 'planner statistics (analyze)', ms: Math.round(performance.now() - started) }]
}
