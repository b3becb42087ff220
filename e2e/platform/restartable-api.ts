import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { closeSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect } from '@playwright/test'
import { API_SERVER, apiServerEnv, PORT } from '../support/environment'
import { answers, untilAnswers } from '../support/server-instance'
import { openServerLog } from '../support/server-logs'

/*
 * The suite's own server is shared by every spec and cannot be stopped, so the restart specs
 * start an instance of their own with a database on disk (PGlite in a temporary folder) that
 * outlives the process, as a deployment's PostgreSQL outlives a restart of the API.
 */

const RESTART_PORT = PORT + 4
export const RESTART_URL = `http://127.0.0.1:${RESTART_PORT}`
const STATUS_URL = `${RESTART_URL}/api/citizen/auth/status`

export interface RestartableApi {
  /** SIGTERM, as a deployment stops an instance; resolves when the process has exited cleanly. */
  stop(): Promise<void>
  /** A new process on the same port and database; resolves when it answers. */
  start(): Promise<void>
  close(): Promise<void>
}

/** Starts the instance (migrating and seeding its empty database); resolves when it answers. */
export async function startRestartableApi(): Promise<RestartableApi> {
  // A server left over from another run would answer in place of this one.
  if (await answers(STATUS_URL)) throw new Error(`Port ${RESTART_PORT} is taken: stop what answers at ${RESTART_URL}`)
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pesa-e2e-restart-'))
  // Both processes' lines go to one log, scanned at the end of the run with the suite's own server's.
  const log = openServerLog('restartable-api')
  const env = { ...process.env, ...apiServerEnv(RESTART_PORT), PGLITE_DATA_DIR: path.join(dir, 'pglite') }
  let server: ChildProcess | undefined

  const stop = async () => {
    if (!server || server.exitCode !== null) return
    const exited = once(server, 'exit')
    server.kill('SIGTERM')
    const [code] = (await exited) as [number | null]
    expect(code, 'the instance exits cleanly on SIGTERM').toBe(0)
  }
  const start = async () => {
    server = spawn(process.execPath, [API_SERVER], { stdio: ['ignore', log, 'inherit'], env })
    await untilAnswers(STATUS_URL, server, 'restartable instance')
  }
  const close = async () => {
    if (server?.exitCode === null) {
      server.kill()
      await once(server, 'exit')
    }
    closeSync(log)
    rmSync(dir, { recursive: true, force: true })
  }

  try {
    await start()
  } catch (error) {
    await close()
    throw error
  }
  return { stop, start, close }
}
