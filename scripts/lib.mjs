// Helpers of the root commands. Node built-ins only: these run before anything is installed.
import { spawn, spawnSync } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const PNPM_VERSION = '10.34.8'

export function log(message) {
  console.log(`\x1b[1m▸ ${message}\x1b[0m`)
}

/** Runs a command to completion with inherited output; throws on a non-zero exit. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT, ...options, env: { ...process.env, ...options.env } })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`)
}

/** Runs a command in the background; resolves with its exit code. */
export function runAsync(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: ROOT, ...options, env: { ...process.env, ...options.env } })
    child.on('exit', (code) => resolve(code ?? 1))
  })
}

/** pnpm at the pinned version: the one on PATH if it matches, else through npx. */
export function pnpmCommand() {
  const local = spawnSync('pnpm', ['--version'], { encoding: 'utf8' })
  if (local.status === 0 && local.stdout.trim() === PNPM_VERSION) return ['pnpm']
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`]
}

export function pnpm(args, options) {
  const [command, ...prefix] = pnpmCommand()
  run(command, [...prefix, ...args], options)
}

export function installDependencies() {
  log('Installing dependencies (pnpm, from the lockfile)')
  pnpm(['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only'])
}

export function portAnswers(port, host = '127.0.0.1', timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host })
    const done = (answer) => {
      socket.destroy()
      resolve(answer)
    }
    socket.setTimeout(timeoutMs, () => done(false))
    socket.once('connect', () => done(true))
    socket.once('error', () => done(false))
  })
}

export function elapsed(startMs) {
  return `${((Date.now() - startMs) / 1000).toFixed(1)} s`
}
