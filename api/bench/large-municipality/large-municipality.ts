import { helsinkiDate } from '@pesa/shared/dates'
import type { Db } from '../../src/platform/db'
import type { LargeDataGenerator } from './context'
import { generateApplications } from './applications'
import { generateCalendar } from './calendar'
import { generateChildDocuments } from './children'
import { generateDecisions } from './decisions'
import { generateIncomeStatements } from './income'
import { generateMessages } from './messages'
import { generatePopulationAndPlacements } from './population'

export const largeDataGenerators: LargeDataGenerator[] = [
  { name: 'population and placements', generate: generatePopulationAndPlacements },
  { name: 'income statements', generate: generateIncomeStatements },
  { name: 'applications', generate: generateApplications },
  { name: 'decisions', generate: generateDecisions },
  { name: 'calendar', generate: generateCalendar },
  { name: 'messages', generate: generateMessages },
  { name: 'child documents', generate: generateChildDocuments }
]

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
