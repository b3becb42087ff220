// The README's test command: everything that must pass before a change lands.
//   dependency audit → format and lint → type-check → unit and API tests on PGlite → (CI) API tests on PostgreSQL, with the jobs and
//   scale-out tests of several server processes (and nginx) → build → (CI) a 60 s soak → e2e in chromium
//   → (CI) the calendar's e2e flows again on the PostgreSQL server → benchmarks in short mode (they must run; their budgets are reported, not enforced)
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { auditDependencies } from './audit.mjs'
import { runBenchmarks } from './bench.mjs'
import { buildAll } from './build.mjs'
import { checkFormatAndLint } from './format.mjs'
import { ensureChromium, ensureNginx, ensureSimpleSamlPhp } from './debian-packages.mjs'
import { elapsed, installDependencies, log, portAnswers, ROOT, run } from './lib.mjs'
import { benchPostgresServer, testDatabaseUrl } from './postgres.mjs'
import { runSoak } from './soak.mjs'
import { typecheck } from './typecheck.mjs'

const CI = process.env.CI === 'true'
const started = Date.now()
const jest = path.join(ROOT, 'node_modules/jest/bin/jest.js')
const playwright = path.join(ROOT, 'e2e/node_modules/@playwright/test/cli.js')
// PGlite loads its WebAssembly with import(); jest needs the VM modules flag to allow it.
const jestEnv = { NODE_OPTIONS: '--experimental-vm-modules --no-warnings' }

/** Wall and CPU seconds of each stage, printed as a table when the run ends, passed or failed. */
const stages = []

/** CPU seconds used so far by this process and the children it has waited for (Linux; 0 elsewhere). */
function cpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ')
    // utime, stime, cutime, cstime: fields 14–17 of proc(5), counted from the state field here
    return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / 100
  } catch {
    return 0
  }
}

async function stage(name, work) {
  const row = { name, wall: 0, cpu: 0, result: 'failed' }
  stages.push(row)
  const stageStarted = Date.now()
  const cpuStarted = cpuSeconds()
  log(name)
  try {
    await work()
    row.result = 'passed'
  } finally {
    row.wall = (Date.now() - stageStarted) / 1000
    row.cpu = cpuSeconds() - cpuStarted
  }
  log(`${name}: done in ${elapsed(stageStarted)}`)
}

function printStageTable() {
  const width = Math.max(...stages.map((row) => row.name.length), 5)
  console.log(`\n${'stage'.padEnd(width)}  ${'wall s'.padStart(8)}  ${'cpu s'.padStart(8)}  result`)
  for (const row of stages) console.log(`${row.name.padEnd(width)}  ${row.wall.toFixed(1).padStart(8)}  ${row.cpu.toFixed(1).padStart(8)}  ${row.result}`)
}

try {
  installDependencies()
  await stage('Dependency audit (production, high and critical)', auditDependencies)
  await stage('Format and lint', checkFormatAndLint)
  await stage('Type-check', typecheck)
  await stage('Unit and API tests (PGlite)', () => run(process.execPath, [jest, '--ci'], { env: jestEnv }))
  if (CI) {
    await stage('API tests (PostgreSQL server, Redis when one answers; two instances behind nginx)', async () => {
      ensureNginx()
      const env = { ...jestEnv, DATABASE_URL: await testDatabaseUrl() }
      if (await portAnswers(6379)) env.REDIS_URL = 'redis://127.0.0.1:6379'
      run(process.execPath, [jest, '--ci', '--config', 'api/jest.config.cjs'], { env })
    })
  }
  await stage('Build', () => buildAll())
  if (CI) await stage('Soak, 60 s (PostgreSQL server)', () => runSoak(['--short']))
  ensureChromium()
  ensureSimpleSamlPhp()
  await stage('End-to-end (Playwright, chromium)', async () => {
    // In CI the scale-out spec runs its two instances on the PostgreSQL server of the API tests.
    const env = CI ? { PESA_E2E_POSTGRES: await testDatabaseUrl() } : {}
    run(process.execPath, [playwright, 'test'], { cwd: path.join(ROOT, 'e2e'), env })
  })
  if (CI) {
    await stage('End-to-end, the calendar on the PostgreSQL server', async () => {
      // The suite's server on a database of its own there, dropped and created first (e2e/support/fresh-database.mjs).
      const env = { PESA_E2E_DATABASE_URL: `${await benchPostgresServer()}/pesa_e2e_calendar` }
      run(process.execPath, [playwright, 'test', 'calendar/'], { cwd: path.join(ROOT, 'e2e'), env })
    })
  }
  await stage('Benchmarks, short mode (budgets reported, not enforced)', async () => {
    // In CI the API benchmarks use the PostgreSQL server of the API tests (its database name dropped).
    const env = CI ? { PESA_BENCH_POSTGRES: await benchPostgresServer() } : {}
    runBenchmarks(['--short'], env)
  })
  printStageTable()
  log(`All tests passed in ${elapsed(started)}`)
} catch (error) {
  printStageTable()
  console.error(`\n${error.message}`)
  process.exit(1)
}
