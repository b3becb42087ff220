import { generateLargeMunicipality } from '../bench/large-municipality/large-municipality'
import { loadConfig } from '../src/platform/config'
import { openDb } from '../src/platform/db'
import { migrate } from '../src/platform/migrate'
import { isEmpty, seedDemo } from '../src/seed'

/*
 * Fills the database of DATABASE_URL (or PGLITE_DATA_DIR) with the demo municipality and a
 * generated large one beside it, for the benchmarks:
 *   tsx scripts/generate-large-municipality.ts --children 50000
 * Start from an empty database: the generated identity codes are fixed, so a second run fails.
 */
async function main(): Promise<void> {
  const argument = process.argv.indexOf('--children')
  const children = argument > 0 ? Number(process.argv[argument + 1]) : 50_000
  if (!Number.isInteger(children) || children < 1) throw new Error('--children takes a positive whole number')
  const db = await openDb(loadConfig())
  try {
    await migrate(db)
    const now = new Date()
    if (await isEmpty(db)) await seedDemo(db, now)
    const timings = await generateLargeMunicipality(db, { children, now })
    for (const { name, ms } of timings) console.log(`${name}: ${(ms / 1000).toFixed(1)} s`)
  } finally {
    await db.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
