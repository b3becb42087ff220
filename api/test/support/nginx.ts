import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort, portAnswers } from './instances'

/** Debian's nginx (`node scripts/debian-packages.mjs nginx`; the test command installs it in CI). */
export const NGINX = '/usr/sbin/nginx'
export const hasNginx = () => existsSync(NGINX)

/** The deployment guide's configuration (docs/deploy.md): the suite runs this very file. */
const DEPLOYED_CONFIG = path.resolve(__dirname, '../../../deploy/nginx.conf')

export interface RunningNginx {
  url: string
  /** What nginx has logged at warn and above (upstreams it gave up on) */
  errors(): string
  accessLog(): string
  stop(): Promise<void>
}

/**
 * The deployment's nginx.conf with its lines marked "deployment:" replaced: the listening port,
 * the instances' ports and the access log's folder. Nothing else differs from what is deployed.
 */
export function nginxConfigFor(listenPort: number, instancePorts: number[], folder: string): string {
  const original = readFileSync(DEPLOYED_CONFIG, 'utf8')
  const servers = original.match(/^\s*server 127\.0\.0\.1:\d+ (.*); # deployment: instance \d+$/gm) ?? []
  if (servers.length !== 2) throw new Error(`${DEPLOYED_CONFIG} no longer has the two instance lines the suite replaces`)
  const options = /server 127\.0\.0\.1:\d+ (.*?);/.exec(servers[0]!)![1]
  const upstream = instancePorts.map((port) => `        server 127.0.0.1:${port} ${options};`).join('\n')
  let instanceLine = 0
  const config = original
    .replace(/^.*# deployment: instance \d+$/gm, () => (instanceLine++ === 0 ? upstream : ''))
    .replace(/^(\s*)listen \d+;(.*# deployment:.*)$/m, `$1listen 127.0.0.1:${listenPort};$2`)
    .replace(/^(\s*)access_log \S+ (\w+);(.*# deployment:.*)$/m, `$1access_log ${path.join(folder, 'access.log')} $2;$3`)
  if (!config.includes(`listen 127.0.0.1:${listenPort};`) || !config.includes(folder)) {
    throw new Error(`${DEPLOYED_CONFIG} no longer has the listen and access_log lines the suite replaces`)
  }
  return config
}

/** Starts nginx in the foreground on `port` (by default a free one), in front of the instances on `instancePorts`. */
export async function startNginx(instancePorts: number[], listenPort?: number): Promise<RunningNginx> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'pesa-nginx-'))
  const port = listenPort ?? (await freePort())
  writeFileSync(path.join(folder, 'nginx.conf'), nginxConfigFor(port, instancePorts, folder))
  const errorLog = path.join(folder, 'error.log')
  const child = spawn(
    NGINX,
    ['-p', folder, '-c', path.join(folder, 'nginx.conf'), '-g', `daemon off; pid ${path.join(folder, 'nginx.pid')}; error_log ${errorLog} warn;`],
    { stdio: ['ignore', 'ignore', 'pipe'] }
  )
  let output = ''
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let running = true
  void exited.then(() => (running = false))
  for (let tries = 0; !(await portAnswers(port)); tries++) {
    if (!running || tries > 100) {
      child.kill('SIGKILL')
      const log = existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''
      throw new Error(`nginx did not start:\n${output}\n${log}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return {
    url: `http://127.0.0.1:${port}`,
    errors: () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''),
    accessLog: () => readFileSync(path.join(folder, 'access.log'), 'utf8'),
    stop: async () => {
      if (running) child.kill('SIGTERM')
      await exited
      rmSync(folder, { recursive: true, force: true })
    }
  }
}
