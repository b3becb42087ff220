import { spawn, type ChildProcess } from 'node:child_process'
import { connect } from 'node:net'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/*
 * ClamAV's daemon for the tests (and the scan bench): Debian's clamd (`clamav-daemon`, which
 * `npm test` installs when missing, scripts/debian-packages.mjs), in a temporary folder, on its
 * own Unix socket, with a signature database written here: the EICAR test signature only, since
 * the machines cannot fetch the public databases. It loads in tens of milliseconds.
 */

/** Debian's clamd (`node scripts/debian-packages.mjs clamav-daemon`). */
export const CLAMD = '/usr/sbin/clamd'

/**
 * The EICAR anti-virus test file (eicar.org): harmless, and detected by every scanner. Built from
 * two halves so that this source file is not itself reported by a scanner on a developer's machine.
 */
export const EICAR = Buffer.from(['X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR', '-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*'].join(''), 'latin1')
export const EICAR_SIGNATURE = 'Pesa-Test-EICAR'

export interface RunningClamd {
  socket: string
  /** Milliseconds from spawning clamd to its answering PING */
  startupMs: number
  /** Stops clamd (the scanner is down); `start` brings it back on the same socket */
  stop(): Promise<void>
  start(): Promise<void>
  /** Stops clamd and removes its folder */
  close(): Promise<void>
  /** At once, for a process's exit handler (a worker dying without its teardown) */
  killNow(): void
}

/** An extended signature (`.ndb`): any file type, the EICAR bytes at any offset, in any unpacked content. */
function eicarSignature(): string {
  return `${EICAR_SIGNATURE}:0:*:${EICAR.toString('hex')}\n`
}

/** Whether clamd answers `PING` with `PONG` on the socket within a second. */
function answersPing(socket: string): Promise<boolean> {
  return new Promise((resolve) => {
    let answer = ''
    const connection = connect(socket)
    const done = (ok: boolean) => {
      clearTimeout(timer)
      connection.destroy()
      resolve(ok)
    }
    const timer = setTimeout(() => done(false), 1_000)
    connection.on('connect', () => connection.write('zPING\0'))
    connection.on('data', (chunk) => {
      answer += chunk.toString('latin1')
      if (answer.includes('PONG')) done(true)
    })
    connection.on('error', () => done(false))
    connection.on('close', () => done(answer.includes('PONG')))
  })
}

/*
 * Ready means clamd answers, as an upload needs it to, not only that its socket file exists. On
 * this machine the two are ~4 ms apart; the check is for a clamd that creates its socket before
 * it has loaded its signatures, where an upload sent in between would wait out the scanner's limit.
 */
async function waitUntilAnswering(socket: string, child: ChildProcess, log: string): Promise<void> {
  const deadline = Date.now() + 20_000
  while (!(existsSync(socket) && (await answersPing(socket)))) {
    if (child.exitCode !== null) throw new Error(`clamd exited with ${child.exitCode} before answering; its log is ${log}`)
    if (Date.now() > deadline) throw new Error(`clamd did not answer PING on ${socket} in 20 s; its log is ${log}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

export async function startClamd(): Promise<RunningClamd> {
  if (!existsSync(CLAMD)) {
    throw new Error(`${CLAMD} is missing: run \`node scripts/debian-packages.mjs clamav-daemon\` (npm test installs it)`)
  }
  const folder = mkdtempSync(path.join(os.tmpdir(), 'pesa-clamd-'))
  const databases = path.join(folder, 'db')
  const socket = path.join(folder, 'clamd.sock')
  const log = path.join(folder, 'clamd.log')
  const config = path.join(folder, 'clamd.conf')
  mkdirSync(databases)
  writeFileSync(path.join(databases, 'eicar.ndb'), eicarSignature())
  writeFileSync(
    config,
    [
      `LocalSocket ${socket}`,
      `DatabaseDirectory ${databases}`,
      `TemporaryDirectory ${folder}`,
      `LogFile ${log}`,
      'Foreground yes',
      // As docs/deploy.md has it: a 25 MB upload fits in one stream with room for nothing else.
      'StreamMaxLength 26M',
      'MaxThreads 4',
      ''
    ].join('\n')
  )

  let child: ChildProcess | undefined
  const start = async () => {
    const started = performance.now()
    rmSync(socket, { force: true })
    child = spawn(CLAMD, ['--config-file', config], { stdio: 'ignore' })
    await waitUntilAnswering(socket, child, log)
    return performance.now() - started
  }
  const stop = async () => {
    const running = child
    child = undefined
    if (!running || running.exitCode !== null) return
    const exited = new Promise((resolve) => running.once('exit', resolve))
    running.kill('SIGTERM')
    await exited
    rmSync(socket, { force: true })
  }
  const startupMs = await start()
  return {
    socket,
    startupMs,
    stop,
    start: async () => {
      await start()
    },
    close: async () => {
      await stop()
      rmSync(folder, { recursive: true, force: true })
    },
    killNow: () => {
      child?.kill('SIGKILL')
      rmSync(folder, { recursive: true, force: true })
    }
  }
}
