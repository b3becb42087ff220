import { spawn } from 'node:child_process'
import { createWriteStream, mkdirSync } from 'node:fs'
import path from 'node:path'
import { builtAppVersion, RESULTS_DIR, SERVER_BUNDLE, SITE_DIR } from './paths'

export interface RunningServer {
  url: string
  /** The server's own process, for its memory */
  pid: number
  stop(): Promise<void>
}

export interface ServerOptions {
  port: number
  /** production, or dev when the run needs the dev API (sessions at any level) */
  mode: 'production' | 'dev'
  /** A PostgreSQL database, or none for PGlite in memory */
  databaseUrl: string | undefined
  /** Log file name under bench-results/ */
  logName: string
  /** Options for node before the bundle (the cluster's workers inherit them), e.g. --cpu-prof */
  nodeArgs?: string[]
  /** Another build of the server to run instead of api/dist/server.cjs (a comparison of two) */
  bundle?: string
}

/** The server as the README's start command runs it (api/dist/server.cjs on the built site), on loopback. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const url = `http://127.0.0.1:${options.port}`
  if (
    await fetch(`${url}/api/health`).then(
      () => true,
      () => false
    )
  ) {
    throw new Error(`Something already answers on port ${options.port}: stop it or set PESA_BENCH_PORT`)
  }
  mkdirSync(RESULTS_DIR, { recursive: true })
  const logFile = path.join(RESULTS_DIR, `${options.logName}.log`)
  const log = createWriteStream(logFile)
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PESA_ENV: options.mode,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    PESA_STATIC_DIR: SITE_DIR,
    // Production mode refuses to start without it.
    PESA_PUBLIC_URL: url,
    PESA_APP_VERSION: builtAppVersion(),
    LOG_LEVEL: 'warn',
    // The demo municipality is what the figures are measured on, in production mode too.
    SEED_DEMO_DATA: 'true',
    // One login per server start; repeated runs within the hour must not meet the limit.
    WEAK_LOGIN_ATTEMPTS_PER_HOUR: '1000',
    // The load generator is one client: under the per-client limit the figures would time the 429s.
    MAP_AUTOCOMPLETE_PER_MINUTE: '100000000',
    // Production mode refuses to start without strong identification; the measurements log in weakly.
    SAML_DISABLED: 'true',
    // And without a malware scanner; the measurements upload nothing (api/bench/attachment-scan.bench.ts times the scan).
    ATTACHMENT_SCAN: 'off'
  }
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl
  else {
    delete env.DATABASE_URL
    env.PGLITE_DATA_DIR = 'memory://'
  }
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), options.bundle ?? SERVER_BUNDLE], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout.pipe(log)
  child.stderr.pipe(log)
  const exited = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)))
  let running = true
  void exited.then(() => (running = false))

  const deadline = Date.now() + 120_000
  for (;;) {
    if (!running) throw new Error(`The server exited while starting; see ${logFile}`)
    const up = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false)
    if (up) break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`The server did not answer within 2 minutes; see ${logFile}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      if (running) child.kill('SIGTERM')
      await exited
      log.end()
    }
  }
}
