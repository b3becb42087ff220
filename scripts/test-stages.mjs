// The stages of the test command (test.mjs), what each needs before it, and how many cores it keeps busy,
// so that the schedule (test-schedule.mjs) puts side by side only what fits on the machine. Cores were
// measured from each stage's CPU seconds over its wall seconds on a two-core machine (README "Tests").
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { auditDependencies } from './audit.mjs'
import { runBenchmarks } from './bench.mjs'
import { buildAll } from './build.mjs'
import { checkFormatAndLint } from './format.mjs'
import { portAnswers, ROOT, run } from './lib.mjs'
import { benchPostgresServer, testDatabaseUrl } from './postgres.mjs'
import { runSoak } from './soak.mjs'
import { reportNote } from './test-schedule.mjs'
import { failedTestLines } from './slowest-tests.mjs'
import { typecheck } from './typecheck.mjs'

const jest = path.join(ROOT, 'node_modules/jest/bin/jest.js')
const playwright = path.join(ROOT, 'e2e/node_modules/@playwright/test/cli.js')
const REPORTS = path.join(ROOT, 'test-reports')
// PGlite loads its WebAssembly with import(); jest needs the VM modules flag to allow it.
const jestEnv = { NODE_OPTIONS: '--experimental-vm-modules --no-warnings' }

/** Jest with a JSON report beside its output, so the run's summary can state how many tests passed. */
function runJest(name, args, env) {
  mkdirSync(REPORTS, { recursive: true })
  const report = path.join(REPORTS, `${name}.json`)
  try {
    run(process.execPath, [jest, '--ci', '--json', `--outputFile=${report}`, ...args], { env: { ...jestEnv, ...env } })
  } finally {
    if (existsSync(report)) {
      const json = JSON.parse(readFileSync(report, 'utf8'))
      reportNote(`${json.numPassedTests} passed, ${json.numFailedTests} failed, ${json.numPendingTests} skipped`)
      for (const line of failedTestLines(name, json)) reportNote(line)
    }
  }
}

/** Playwright, then its counts and every flaky test (passed only on a retry) for the run's summary: a flaky test is a defect. */
function runPlaywright(args, env) {
  const report = path.join(REPORTS, `${env.PESA_E2E_DATABASE_URL ? 'e2e-postgres' : 'e2e'}.json`)
  mkdirSync(REPORTS, { recursive: true })
  try {
    run(process.execPath, [playwright, 'test', ...args], { cwd: path.join(ROOT, 'e2e'), env: { ...env, PESA_E2E_JSON_REPORT: report } })
  } finally {
    if (existsSync(report)) {
      const json = JSON.parse(readFileSync(report, 'utf8'))
      const { stats } = json
      reportNote(`${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky, ${stats.skipped} skipped`)
      for (const line of failedTestLines('e2e', json)) reportNote(line)
    }
  }
}

/**
 * Every stage, in the order the schedule prefers them: the build first, since the browser stages wait
 * for it, and the longest of those (e2e) next; `ci` ones run only with CI=true. `cores` is what a stage
 * keeps busy on average, measured on two cores (README "Tests"): the e2e suite's two workers wait on
 * their browsers and servers a good part of the time, so the API tests on PostgreSQL (one worker) run
 * beside it: the pair took 1 643 s, against 768 s for those API tests alone plus about 1 000 s for the
 * e2e suite alone. On the loaded machine an e2e test may need its retry; the summary lists each.
 */
export const STAGES = [
  { id: 'audit', title: 'Dependency audit (production, high and critical)', cores: 0, run: auditDependencies },
  { id: 'build', title: 'Build', cores: 2, run: () => buildAll() },
  {
    id: 'e2e',
    title: 'End-to-end (Playwright, chromium)',
    needs: ['build'],
    cores: 1,
    // In CI the scale-out spec runs its two instances on the PostgreSQL server of the API tests.
    run: async () => runPlaywright([], process.env.CI === 'true' ? { PESA_E2E_POSTGRES: await testDatabaseUrl() } : {})
  },
  {
    id: 'jest-pg',
    title: 'API tests (PostgreSQL server, Redis when one answers; two instances behind nginx)',
    ci: true,
    cores: 1,
    run: async () => {
      // The fuzzing runs 100 cases a route here and 100 others on PGlite (api/test/reliability/DECISIONS.md).
      const env = { DATABASE_URL: await testDatabaseUrl() }
      if (await portAnswers(6379)) env.REDIS_URL = 'redis://127.0.0.1:6379'
      runJest('jest-postgres', ['--config', 'api/jest.config.cjs', '--maxWorkers=1'], env)
    }
  },
  {
    id: 'e2e-pg',
    title: 'End-to-end, the calendar on the PostgreSQL server',
    ci: true,
    needs: ['build'],
    // After the e2e suite, whose two workers would take turns with it, and beside whatever fits then:
    // a worker waits on its browser, server and database most of the time (one worker: 376 s of CPU
    // in 1 222 s, CI of stop 48, beside the PGlite API tests), so it runs two, a database each, and
    // still leaves the PGlite API tests their place beside it.
    after: ['e2e'],
    cores: 0,
    // The suite's servers on databases of their own there, dropped and created first and dropped as each worker stops (e2e/support/fresh-database.mjs).
    run: async () => runPlaywright(['calendar/'], { PESA_E2E_DATABASE_URL: `${await benchPostgresServer()}/pesa_e2e_calendar`, PESA_E2E_WORKERS: '2' })
  },
  {
    id: 'jest',
    title: 'Unit and API tests (PGlite)',
    cores: 2,
    // At a lower CPU priority (test-schedule.mjs): the soak and the benchmarks run beside it, each
    // with the cores first, and it takes what they leave idle. Alone after them, the soak kept about
    // a sixth of two cores busy for its 88 s and the benchmarks about half for their 149 s (README "Tests").
    yields: true,
    run: () => runJest('jest', ['--maxWorkers=2'], {})
  },
  { id: 'lint', title: 'Format and lint', cores: 1, run: checkFormatAndLint },
  { id: 'types', title: 'Type-check', cores: 1, run: typecheck },
  // Beside nothing but the yielding API tests on PGlite: it fails when p95 grows, so load at its own
  // priority beside it could fail it (the calendar e2e on PostgreSQL keeps no cores busy in the
  // schedule's count, so it is waited for by name). Its control read measures what is left
  // (bench/DECISIONS.md "Soak").
  { id: 'soak', title: 'Soak, 60 s (PostgreSQL server)', ci: true, needs: ['build'], after: ['e2e-pg'], cores: 2, run: () => runSoak(['--short']) },
  {
    id: 'bench',
    title: 'Benchmarks, short mode (budgets reported, not enforced)',
    needs: ['build'],
    after: ['e2e-pg'],
    cores: 2,
    // Beside the yielding API tests on PGlite, as the soak. Its figures here show that every
    // benchmark runs; the project's figures come from `npm run bench` on a quiet machine (bench/DECISIONS.md).
    // In CI the API benchmarks use the PostgreSQL server of the API tests (its database name dropped).
    run: async () => runBenchmarks(['--short'], process.env.CI === 'true' ? { PESA_BENCH_POSTGRES: await benchPostgresServer() } : {})
  }
]

/** The stages of a run: all in CI, those without the PostgreSQL server's elsewhere. */
export const stagesOfRun = (ci) => STAGES.filter((stage) => ci || !stage.ci)
