import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { closeSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import {
  API_SERVER,
  apiServerEnv,
  BASE_URL,
  FIXTURES_DIR,
  PORT,
  SECOND_ORIGIN,
  SECOND_ORIGIN_PORT,
  SERVER_DATABASE_URL,
  SITE_DIR,
  writeE2eRemotesFile
} from './environment'
import { startClamd } from '../../api/test/support/clamd'
import { answers, untilAnswers } from './server-instance'
import { LOG_DIR, openServerLog } from './server-logs'

/*
 * The servers of one Playwright worker: the suite's API server on its own database (in-memory PGlite,
 * or a fresh PostgreSQL database of the worker's own), its clamd (every upload is scanned, as in
 * production; EICAR signature only, tens of milliseconds to start) and the second origin. A test resets only its
 * worker's database, so workers never see each other's data, logins or deployment file.
 */

/** Migrating and seeding an in-memory database takes most of a minute on a busy two-core machine. */
export const WORKER_SERVERS_TIMEOUT_MS = 180_000

export interface WorkerServers {
  stop(): Promise<void>
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(timer)
}

export async function startWorkerServers(): Promise<WorkerServers> {
  // Another run's server on these ports would answer for ours: refuse rather than test the wrong one.
  for (const url of [`${BASE_URL}/api/citizen/auth/status`, `${SECOND_ORIGIN}/health`]) {
    if (await answers(url)) throw new Error(`Port taken: stop what answers at ${url}, or run with another PESA_E2E_PORT`)
  }
  mkdirSync(LOG_DIR, { recursive: true })
  writeE2eRemotesFile()
  const workerDatabase = (...args: string[]) =>
    SERVER_DATABASE_URL && execFileSync(process.execPath, [path.join(__dirname, 'fresh-database.mjs'), SERVER_DATABASE_URL, ...args], { stdio: 'inherit' })
  workerDatabase()

  const children: ChildProcess[] = []
  const clamd = await startClamd()
  // A worker that dies without its teardown still takes its servers (and its clamd) with it.
  const killAll = () => {
    children.forEach((child) => child.kill('SIGKILL'))
    clamd.killNow()
  }
  process.once('exit', killAll)

  // Appended to: a worker that replaces a failed one starts the server again, and the scan reads both.
  const apiLog = openServerLog('api')
  const api = spawn(process.execPath, [API_SERVER], {
    env: {
      ...process.env,
      ...apiServerEnv(PORT),
      ...(SERVER_DATABASE_URL ? { DATABASE_URL: SERVER_DATABASE_URL } : {}),
      // The map's geocoder, router and tiles: loopback stand-ins the map suite starts (e2e/map/stubs.ts).
      PESA_GEOCODER_URL: `http://127.0.0.1:${PORT + 10}/geocoding/v1/autocomplete`,
      PESA_ROUTER_URL: `http://127.0.0.1:${PORT + 11}/routing/v2/gtfs/v1`,
      PESA_MAP_TILE_URL: `http://127.0.0.1:${PORT + 12}/tiles/{z}/{x}/{y}.png`,
      CLAMAV_SOCKET: clamd.socket
    },
    stdio: ['ignore', apiLog, apiLog]
  })
  children.push(api)
  const secondOrigin = spawn(
    process.execPath,
    [path.join(__dirname, 'second-origin.mjs'), String(SECOND_ORIGIN_PORT), `/remotes/=${SITE_DIR}/remotes/`, `/fixtures/=${FIXTURES_DIR}/`],
    { stdio: ['ignore', 'inherit', 'inherit'] }
  )
  children.push(secondOrigin)
  closeSync(apiLog)

  const stop = async () => {
    await Promise.all(children.map(stopProcess))
    await clamd.close()
    process.removeListener('exit', killAll)
    workerDatabase('--drop')
  }
  try {
    await Promise.all([
      untilAnswers(`${BASE_URL}/api/citizen/auth/status`, api, 'suite API server'),
      untilAnswers(`${SECOND_ORIGIN}/health`, secondOrigin, 'second origin')
    ])
  } catch (error) {
    await stop()
    throw error
  }
  return { stop }
}
