import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import {
  API_SERVER,
  apiServerEnv,
  BASE_URL,
  E2E_REMOTES_FILE,
  FIXTURES_DIR,
  PORT,
  RESULTS_DIR,
  SECOND_ORIGIN_PORT,
  SERVER_DATABASE_URL,
  SITE_DIR,
  writeE2eRemotesFile
} from './support/environment'
import { LOG_DIR } from './support/server-logs'

mkdirSync(path.dirname(E2E_REMOTES_FILE), { recursive: true })
writeE2eRemotesFile()

const CI = process.env.CI === 'true'

/*
 * The suite runs against the production builds (npm run build) served by the real API in
 * test mode on an in-memory PGlite (or, with PESA_E2E_DATABASE_URL, a fresh PostgreSQL database),
 * and one remote and the fixture builds (support/fixture-builds.ts) from a second origin.
 * Tests reset the database through the dev API, so they run one at a time.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  forbidOnly: true,
  workers: 1,
  retries: CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // Scans the servers' logs once every test has run (support/server-logs.ts).
  globalTeardown: './support/server-logs.ts',
  outputDir: RESULTS_DIR,
  // Beside the results, not in them: Playwright empties the results folder when a run starts.
  reporter: CI ? [['list'], ['html', { open: 'never', outputFolder: `${RESULTS_DIR}-report` }]] : 'list',
  use: {
    baseURL: BASE_URL,
    locale: 'fi-FI',
    timezoneId: 'Europe/Helsinki',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
    }
  },
  webServer: [
    {
      // Its log goes to a file for the scan at the end; Playwright empties the results folder after this config is read.
      command: [
        `mkdir -p "${LOG_DIR}"`,
        ...(SERVER_DATABASE_URL ? [`node "${path.join(__dirname, 'support/fresh-database.mjs')}" "${SERVER_DATABASE_URL}"`] : []),
        `exec node "${API_SERVER}" > "${path.join(LOG_DIR, 'api.log')}"`
      ].join(' && '),
      url: `${BASE_URL}/api/citizen/auth/status`,
      reuseExistingServer: false,
      // Migrating and seeding an in-memory database takes most of a minute on a busy two-core machine.
      timeout: 150_000,
      env: {
        ...apiServerEnv(PORT),
        ...(SERVER_DATABASE_URL ? { DATABASE_URL: SERVER_DATABASE_URL } : {}),
        // The map's geocoder, router and tiles: loopback stand-ins the map suite starts (e2e/map/stubs.ts).
        PESA_GEOCODER_URL: `http://127.0.0.1:${PORT + 10}/geocoding/v1/autocomplete`,
        PESA_ROUTER_URL: `http://127.0.0.1:${PORT + 11}/routing/v2/gtfs/v1`,
        PESA_MAP_TILE_URL: `http://127.0.0.1:${PORT + 12}/tiles/{z}/{x}/{y}.png`
      }
    },
    {
      command: `node ${path.join(__dirname, 'support/second-origin.mjs')} ${SECOND_ORIGIN_PORT} /remotes/=${SITE_DIR}/remotes/ /fixtures/=${FIXTURES_DIR}/`,
      url: `http://127.0.0.1:${SECOND_ORIGIN_PORT}/health`,
      reuseExistingServer: false
    }
  ]
})
