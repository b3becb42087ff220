import type { Db } from '../../src/platform/db'
import { openTestDatabase, type TestDatabase } from '../../test/support/databases'
import { generateLargeMunicipality } from './large-municipality'

export { generatedPerson } from './population'

/** How many children the generator tests' municipality has, and the day it treats as today. */
export const TEST_CHILDREN = 300
export const TEST_TODAY = '2026-11-23'

/**
 * For a generator's test suite: a database of its own with the demo and a generated municipality,
 * made before the suite and dropped after it. Answers the database once it is there.
 */
export function useGeneratedMunicipality(): () => Db {
  let database: TestDatabase
  beforeAll(async () => {
    database = await openTestDatabase()
    await generateLargeMunicipality(database.db, { children: TEST_CHILDREN, now: new Date(`${TEST_TODAY}T10:00:00Z`) })
  })
  afterAll(() => database.drop())
  return () => database.db
}
