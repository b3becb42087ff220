import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { rmSync, writeSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'

/*
 * Real server processes for the tests that need more than one instance (jobs across instances,
 * the scale-out suite): the server bundled once per test file, as the README's start command
 * runs it, each instance a node process of its own on a free loopback port.
 */
const API_DIR = path.resolve(__dirname, '../..')

export interface Bundle {
  file: string
  remove(): void
}

/** Bundles the server under api/dist (the bundle finds the migrations and packages from there). */
export function bundleServer(name: string): Bundle {
  const folder = path.join(API_DIR, 'dist', `instances-${process.env.PESA_TEST_RUN_ID ?? 'local'}-${name}-${process.pid}`)
  const file = path.join(folder, 'server.cjs')
  const result = spawnSync(process.execPath, [path.join(API_DIR, 'scripts/bundle.mjs'), file], { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`Bundling the server failed:\n${result.stderr}`)
  return { file, remove: () => rmSync(folder, { recursive: true, force: true }) }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

/** True when something accepts connections on the loopback port. */
export function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.end()
      resolve(true)
    })
    socket.on('error', () => resolve(false))
  })
}

/** One line of an instance's JSON log. */
export type LogLine = Record<string, unknown> & { msg?: string }

export interface Instance {
  name: string
  port: number
  url: string
  pid: number
  /** Every JSON line the instance has logged so far */
  log: LogLine[]
  /** SIGKILL: the instance dies mid-work, as a crashed machine would */
  kill(): Promise<void>
  /** SIGTERM: the graceful shutdown a rolling release uses */
  stop(): Promise<void>
  /** Resolves when the process has exited */
  exited: Promise<number | null>
}

export interface InstanceOptions {
  bundle: Bundle
  name: string
  port?: number
  databaseUrl: string
  /** Added to (or, when undefined, removed from) the environment the test runs in */
  env?: Record<string, string | undefined>
  /** A file descriptor that gets a copy of everything the instance writes to stdout (the e2e suite's log scan) */
  logFile?: number
}

/** Starts an instance and waits until its readiness endpoint answers 200 (at most 60 s). */
export async function startInstance(options: InstanceOptions): Promise<Instance> {
  const port = options.port ?? (await freePort())
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PESA_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: options.databaseUrl,
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'info',
    // One process per instance, so that its pid is the one that serves and claims (workers.test.ts tests more).
    PESA_WORKERS: '1'
  }
  // The test process's own settings are not the instance's.
  delete env.NODE_OPTIONS
  delete env.REDIS_URL
  for (const [key, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[key]
    else env[key] = value
  }
  const child: ChildProcess = spawn(process.execPath, [options.bundle.file], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  const log: LogLine[] = []
  const output: string[] = []
  let pending = ''
  child.stdout!.on('data', (chunk: Buffer) => {
    if (options.logFile !== undefined) writeSync(options.logFile, chunk)
    pending += chunk.toString()
    const lines = pending.split('\n')
    pending = lines.pop()!
    for (const line of lines) {
      try {
        log.push(JSON.parse(line) as LogLine)
      } catch {
        output.push(line)
      }
    }
  })
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  let running = true
  void exited.then(() => (running = false))

  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (!running) throw new Error(`Instance ${options.name} exited while starting:\n${output.join('\n')}`)
    const ready = await fetch(`${url}/api/ready`).then(
      (response) => response.ok,
      () => false
    )
    if (ready) break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`Instance ${options.name} was not ready within a minute:\n${output.join('\n')}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const signal = async (name: NodeJS.Signals) => {
    if (running) child.kill(name)
    await exited
  }
  return { name: options.name, port, url, pid: child.pid!, log, exited, kill: () => signal('SIGKILL'), stop: () => signal('SIGTERM') }
}
