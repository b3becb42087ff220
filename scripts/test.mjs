// The README's test command: everything that must pass before a change lands.
//   dependency audit, format and lint, type-check, unit and API tests on PGlite, (CI) API tests on
//   PostgreSQL with the jobs and scale-out tests of several server processes (and nginx), build,
//   (CI) a 60 s soak, e2e in chromium, (CI) the calendar's e2e flows again on the PostgreSQL server,
//   benchmarks in short mode (they must run; their budgets are reported, not enforced).
// Stages that do not depend on each other run side by side, as many as the cores hold (test-stages.mjs):
// each runs in a process of its own, its lines prefixed with its name, and the run ends with a table of
// every stage's wall and CPU seconds, passed or failed.
//   node scripts/test.mjs                  everything (CI=true adds the PostgreSQL server's stages)
//   node scripts/test.mjs --stage=<id>     one stage alone (what the run starts for each)
import { availableParallelism, setPriority } from 'node:os'
import path from 'node:path'
import { ensureChromium, ensureChromiumHeadlessShell, ensureClamd, ensureNginx, ensureSimpleSamlPhp } from './debian-packages.mjs'
import { elapsed, installDependencies, log } from './lib.mjs'
import { slowestTestsTable } from './slowest-tests.mjs'
import { cpuSeconds, reportCpu, scheduleStages, stageTable, YIELDING_NICENESS } from './test-schedule.mjs'
import { stagesOfRun, STAGES } from './test-stages.mjs'

const CI = process.env.CI === 'true'
const started = Date.now()
const only = process.argv.find((arg) => arg.startsWith('--stage='))?.slice('--stage='.length)

if (only) {
  // A stage's own process: runs it and reports its CPU seconds (its own and its children's) to the run.
  const stage = STAGES.find((candidate) => candidate.id === only)
  if (!stage) throw new Error(`No stage ${only}: ${STAGES.map(({ id }) => id).join(', ')}`)
  // Before anything starts: what this process starts inherits it.
  if (stage.yields) setPriority(YIELDING_NICENESS)
  try {
    await stage.run()
  } catch (error) {
    console.error(`\n${error.message}`)
    process.exitCode = 1
  }
  reportCpu(cpuSeconds())
} else {
  let rows = []
  try {
    installDependencies()
    // Before any stage: apt-get takes one lock, so stages side by side could not each install theirs.
    if (CI) ensureNginx()
    ensureChromium()
    ensureChromiumHeadlessShell()
    ensureClamd()
    ensureSimpleSamlPhp()
    rows = await scheduleStages(stagesOfRun(CI), { cores: availableParallelism() })
    console.log(stageTable(rows, Date.now() - started))
    console.log(`\n${slowestTestsTable(path.join(import.meta.dirname, '..', 'test-reports'))}`)
    const failed = rows.filter((row) => row.result !== 'passed')
    if (failed.length) throw new Error(`Failed: ${failed.map((row) => row.title).join('; ')} (their lines are above, prefixed with their names)`)
    log(`All tests passed in ${elapsed(started)}`)
  } catch (error) {
    console.error(`\n${error.message}`)
    process.exit(1)
  }
}
