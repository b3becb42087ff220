import { closeSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { openPostgres } from '../../api/src/platform/db'
import { freePort, startInstance, type Instance } from '../../api/test/support/instances'
import { hasNginx, startNginx, type RunningNginx } from '../../api/test/support/nginx'
import { API_SERVER, apiServerEnv, PORT, SITE_DIR } from './environment'
import { openServerLog } from './server-logs'

/*
 * The scale-out suite's browser part (issue 18 §2): two processes of the built server, which
 * serves the site too, on one PostgreSQL database, behind nginx configured by the deployment's
 * own file (api/test/support/nginx.ts). PGlite is one process, so this needs a PostgreSQL
 * server: PESA_E2E_POSTGRES is its admin connection (the test command passes it in CI).
 */

const POSTGRES = process.env.PESA_E2E_POSTGRES
export const scaleOutRuns = Boolean(POSTGRES) && (hasNginx() || process.env.CI === 'true')
export const SCALE_OUT_SKIPPED =
  'Needs a PostgreSQL server (PESA_E2E_POSTGRES=postgres://…, an admin connection) and nginx (`node scripts/debian-packages.mjs nginx`)'

const NGINX_PORT = PORT + 5
export const SCALE_OUT_URL = `http://127.0.0.1:${NGINX_PORT}`
/** Per port, so that two checkouts can run their suites on one server. */
const DATABASE = `pesa_e2e_scale_out_${PORT}`

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

export interface ScaleOut {
  instances: [Instance, Instance]
  nginx: RunningNginx
  close(): Promise<void>
}

export async function startScaleOut(): Promise<ScaleOut> {
  const admin = await openPostgres(POSTGRES!, 1)
  // A run that was stopped midway leaves its database behind.
  await admin.query(`drop database if exists ${DATABASE} with (force)`)
  await admin.query(`create database ${DATABASE}`)
  const databaseUrl = withDatabase(POSTGRES!, DATABASE)
  const logs: number[] = []
  const running: Instance[] = []
  let nginx: RunningNginx | undefined

  const start = async (name: string, seed: boolean) => {
    const port = await freePort()
    // Its log is scanned at the end of the run with the suite's own server's (support/server-logs.ts).
    const logFile = openServerLog(name)
    logs.push(logFile)
    const instance = await startInstance({
      // The suite's build: the server the release ships, not a bundle of its own.
      bundle: { file: API_SERVER, remove: () => undefined },
      name,
      port,
      databaseUrl,
      logFile,
      env: {
        ...apiServerEnv(port),
        PGLITE_DATA_DIR: undefined,
        // The build's own deployment file: every remote from the origin nginx serves.
        PESA_REMOTES_FILE: path.join(SITE_DIR, 'remotes.json'),
        TRUST_PROXY: 'true',
        SEED_DEMO_DATA: String(seed)
      }
    })
    running.push(instance)
    return instance
  }
  const close = async () => {
    await nginx?.stop()
    await Promise.all(running.map((instance) => instance.kill()))
    logs.forEach(closeSync)
    await admin.query(`drop database if exists ${DATABASE} with (force)`)
    await admin.close()
  }

  try {
    // The first migrates the empty database and seeds the demo municipality; the second finds it ready.
    const first = await start('scale-out-api-1', true)
    const second = await start('scale-out-api-2', false)
    nginx = await startNginx([first.port, second.port], NGINX_PORT)
    return { instances: [first, second], nginx, close }
  } catch (error) {
    await close()
    throw error
  }
}

/**
 * Whether a connection or bytes wait unread at this loopback port (Linux's /proc/net/tcp: the
 * accept queue of the listening socket, the receive queue of an open one). A stopped process
 * reads nothing, so this says which of two stopped instances nginx sent a request to.
 */
export function unreadAt(port: number): boolean {
  const local = `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`
  return readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .slice(1)
    .some((line) => {
      const fields = line.trim().split(/\s+/)
      return fields[1] === local && parseInt(fields[4]!.split(':')[1]!, 16) > 0
    })
}
