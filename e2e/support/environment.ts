import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { helsinkiDate } from '@pesa/shared/dates'
import { handDownRunClockShift, TEST_CLOCK_SHIFT_ENV } from '@pesa/shared/dates/story-clock'
import { parseDeployment, type Deployment } from '@pesa/shared/deployment'

export const ROOT = path.resolve(__dirname, '../..')
export const SITE_DIR = path.join(ROOT, 'dist/site')
/** Where the suite's fixture builds of remotes go, served from the second origin under /fixtures/. */
export const FIXTURES_DIR = path.join(ROOT, 'dist/e2e-fixtures')

/*
 * The run's clock (`@pesa/shared/dates/story-clock`): the real one, moved back into the demo
 * story's school year when the run falls after January 2027. Worked out once, in the runner that
 * reads the config first; its workers inherit the variable and pass it to the servers they start,
 * and the fixtures hand it to the browser (`__pesaTest.clockShiftMs`).
 */
export const CLOCK_SHIFT_MS = handDownRunClockShift(process.env)
/** Now, as the suite's servers and pages see it. */
export const storyNow = (): Date => new Date(Date.now() + CLOCK_SHIFT_MS)
/** Today's Helsinki date as the suite's servers and pages see it: the tests' one today. */
export const storyToday = (): string => helsinkiDate(storyNow())

/** The first port of this run; a second checkout can run its own suite beside this one on another. */
export const BASE_PORT = Number(process.env.PESA_E2E_PORT ?? 9100)
/**
 * Each Playwright worker has servers, ports and a database of its own, so tests run side by side:
 * the worker's slot (Playwright's TEST_PARALLEL_INDEX, reused by a worker that replaces a failed one)
 * picks a block of ports. The block holds the suite's server (+0), the second origin (+1), the servers
 * a spec starts beside it (+2 … +5) and the map's stand-ins (+10 … +12).
 */
export const WORKER_SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? 0)
export const PORTS_PER_WORKER = 20
export const PORT = BASE_PORT + PORTS_PER_WORKER * WORKER_SLOT
export const SECOND_ORIGIN_PORT = PORT + 1
export const BASE_URL = `http://127.0.0.1:${PORT}`
export const SECOND_ORIGIN = `http://127.0.0.1:${SECOND_ORIGIN_PORT}`

/**
 * The suite's browser: Debian's headless shell (package chromium-headless-shell), the engine of the
 * desktop browser without the browser around it, as Playwright runs headless by default
 * (installed by the test command at the path scripts/debian-packages.mjs names). income/
 * took 83 CPU s and 109 s in it against 139 CPU s and 156 s in the full browser's binary (which had
 * itself saved 7 % against the /usr/bin/chromium launcher's desktop flags, --enable-gpu-rasterization
 * among them). CHROMIUM_PATH chooses another.
 */
export const BROWSER = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
}

/**
 * The full browser's binary, for the specs of what the headless shell does not have: notifications
 * and push (its permission reads "denied" whatever is granted).
 */
export const FULL_BROWSER = { ...BROWSER, executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium' }

/** The remote the suite serves from the second origin, to prove remotes.json can point anywhere. */
export const CROSS_ORIGIN_REMOTE = 'messages'

/** The release id of the build under test: the server must report what the shell was built with. */
export function builtAppVersion(): string {
  return (JSON.parse(readFileSync(path.join(SITE_DIR, 'build-info.json'), 'utf8')) as { appVersion: string }).appVersion
}

/**
 * A PostgreSQL database for the suite's own servers instead of in-memory PGlite: the test command's
 * second pass in CI. Each worker's server has its own, the given name with `_w<slot>`, dropped and
 * created before the server starts (support/fresh-database.mjs).
 */
const POSTGRES_DATABASE_URL = process.env.PESA_E2E_DATABASE_URL
export const SERVER_DATABASE_URL = POSTGRES_DATABASE_URL ? workerDatabase(POSTGRES_DATABASE_URL) : undefined
function workerDatabase(url: string): string {
  const parsed = new URL(url)
  parsed.pathname = `${parsed.pathname}_w${WORKER_SLOT}`
  return parsed.toString()
}
/** Each pass keeps its own results, since Playwright empties the folder when a run starts. */
export const RESULTS_DIR = path.join(__dirname, '..', POSTGRES_DATABASE_URL ? 'test-results-postgres' : 'test-results')

export const E2E_REMOTES_FILE = path.join(RESULTS_DIR, `remotes.${PORT}.json`)

/** The built server; the suite's own instance and any a spec starts beside it (shell/saml-idp.ts). */
export const API_SERVER = path.join(ROOT, 'api/dist/server.cjs')

/** The environment of a server instance of the suite: test mode, the run's clock, the builds, a fresh in-memory database, logs at info. */
export function apiServerEnv(port: number): Record<string, string> {
  return {
    PESA_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PESA_STATIC_DIR: SITE_DIR,
    PESA_REMOTES_FILE: E2E_REMOTES_FILE,
    PGLITE_DATA_DIR: 'memory://',
    PESA_APP_VERSION: builtAppVersion(),
    [TEST_CLOCK_SHIFT_ENV]: String(CLOCK_SHIFT_MS),
    // A line per request, for the log scan at the end of the run (support/server-logs.ts).
    LOG_LEVEL: 'info'
  }
}

/** The deployment file the build wrote. */
export function builtDeployment(): Deployment {
  const file = path.join(SITE_DIR, 'remotes.json')
  return parseDeployment(JSON.parse(readFileSync(file, 'utf8')), file)
}

/** The suite's deployment: the build's, with one remote moved to the second origin. */
export function suiteDeployment(): Deployment {
  const deployment = builtDeployment()
  const moved = deployment[CROSS_ORIGIN_REMOTE]!
  return { ...deployment, [CROSS_ORIGIN_REMOTE]: { ...moved, manifest: `${SECOND_ORIGIN}${moved.manifest}` } }
}

/**
 * Writes the suite's deployment file, which the server reads on every request: releasing or
 * rolling back an area in a test is calling this, nothing else.
 */
export function writeE2eRemotesFile(deployment: Deployment = suiteDeployment()): void {
  writeFileSync(E2E_REMOTES_FILE, `${JSON.stringify(parseDeployment(deployment, E2E_REMOTES_FILE), null, 2)}\n`)
}
