import { defineConfig } from '@playwright/test'
import { BROWSER, RESULTS_DIR } from './support/environment'

const CI = process.env.CI === 'true'

/*
 * The suite runs against the production builds (npm run build) served by the real API in
 * test mode on an in-memory PGlite (or, with PESA_E2E_DATABASE_URL, a fresh PostgreSQL database),
 * and one remote and the fixture builds (support/fixture-builds.ts) from a second origin.
 * Each worker starts its own servers on a database of its own (support/worker-servers.ts), and a
 * test resets only its worker's database, so test files run side by side.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  forbidOnly: true,
  // Two, one a core: each worker also runs a server and a browser, so more would only take turns (a third was not measured).
  workers: Number(process.env.PESA_E2E_WORKERS ?? 2),
  retries: CI ? 1 : 0,
  // A test's time limit guards against a hang, not a slow page (speed is the page bench's). In CI
  // this suite shares two cores with the API tests on PostgreSQL at a load of about 10, where the
  // longer flows with axe in them took 30–50 s in a run (calendar/day-edit.spec.ts:28 ran out of
  // 30 s on both tries, at 31.7 and 32.0 s): 60 s there. Each step keeps its own 10 s.
  timeout: CI ? 60_000 : 30_000,
  expect: { timeout: 10_000 },
  // The fixture builds once, before any worker needs one (support/fixture-builds.ts).
  globalSetup: './support/build-fixtures.ts',
  // Scans the servers' logs once every test has run (support/server-logs.ts).
  globalTeardown: './support/server-logs.ts',
  outputDir: RESULTS_DIR,
  // Beside the results, not in them: Playwright empties the results folder when a run starts.
  reporter: [
    ['list'],
    ...(CI ? [['html', { open: 'never', outputFolder: `${RESULTS_DIR}-report` }] as const] : []),
    // The test command reads it for the run's summary: counts, and every test that passed only on a retry.
    ...(process.env.PESA_E2E_JSON_REPORT ? [['json', { outputFile: process.env.PESA_E2E_JSON_REPORT }] as const] : [])
  ],
  use: {
    // page.route cannot see what a service worker answers, and most specs route requests: the
    // worker is allowed only in the specs about it and those that must hold with it in place
    // (shell/offline, platform/release, platform/version-skew: test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    locale: 'fi-FI',
    timezoneId: 'Europe/Helsinki',
    // Recording a trace (a screencast and a DOM snapshot per action) cost 12 % of a spec's CPU here
    // (income/: 102.8 → 89.5 CPU s). CI's machine is what its run waits on, so there a test is traced
    // on its retry, which a failure gets; locally, with no retry, a failure keeps its first try's trace.
    trace: CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Debian's headless shell of Chromium, and why (support/environment.ts).
    launchOptions: BROWSER
  }
})
