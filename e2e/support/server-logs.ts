import { appendFileSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { DEMO_SSN, DEMO_WEAK_LOGIN } from '../../api/src/seed/demo-logins'
import { scanLog, type Secret } from '../../api/test/support/log-scan'
import { PORT, RESULTS_DIR } from './environment'

/*
 * The suite keeps the logs of every server instance it starts (at info, a line per request) in
 * LOG_DIR, and its global teardown scans them for what a log may never hold (issue 19 §3): the demo
 * people's identity codes and password, and the session tokens, verification codes, passwords and
 * SAMLResponses the run itself used, which the fixtures and page models record as they meet them.
 * Playwright empties the results folder before the servers start, so each run scans only its own logs.
 */

/** This worker's logs (its ports are its own, support/environment.ts); the scan reads every worker's. */
export const LOG_DIR = path.join(RESULTS_DIR, `server-logs.${PORT}`)
const SECRETS = 'secrets.jsonl'
const SECRETS_FILE = path.join(LOG_DIR, SECRETS)

/**
 * The log file of a server instance a spec starts beside the suite's own (api.log, see
 * playwright.config.ts), appended to: a retry's new worker starts the instance again.
 */
export function openServerLog(name: string): number {
  mkdirSync(LOG_DIR, { recursive: true })
  return openSync(path.join(LOG_DIR, `${name}.log`), 'a')
}

/** Adds a value this run used to what the scan looks for (`what` names it in a failure). */
export function recordSecret(what: string, value: string): void {
  mkdirSync(LOG_DIR, { recursive: true })
  appendFileSync(SECRETS_FILE, `${JSON.stringify({ what, value } satisfies Secret)}\n`)
}

/** The log folders of every worker of this run. */
function logDirs(): string[] {
  if (!existsSync(RESULTS_DIR)) return []
  return readdirSync(RESULTS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('server-logs.'))
    .map((entry) => path.join(RESULTS_DIR, entry.name))
}

function recordedSecrets(dir: string): Secret[] {
  const file = path.join(dir, SECRETS)
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Secret)
}

/** Playwright's global teardown: fails the run on any leak, naming the file, line and kind of secret. */
export default function scanServerLogs(): void {
  const demo: Secret[] = [
    ...Object.entries(DEMO_SSN).map(([person, value]) => ({ what: `the identity code of ${person}`, value })),
    { what: 'the demo password', value: DEMO_WEAK_LOGIN.password }
  ]
  const dirs = logDirs()
  // A secret one worker met is looked for in every worker's logs.
  const recorded = new Map(dirs.flatMap(recordedSecrets).map((secret) => [secret.value, secret]))
  for (const { value } of demo) recorded.delete(value)
  const secrets = [...demo, ...recorded.values()]
  const files = dirs.flatMap((dir) =>
    readdirSync(dir)
      .filter((name) => name.endsWith('.log'))
      .map((name) => path.join(dir, name))
  )
  let lines = 0
  const leaks: string[] = []
  for (const file of files) {
    const fileLines = readFileSync(file, 'utf8').split('\n')
    lines += fileLines.filter(Boolean).length
    const name = path.relative(RESULTS_DIR, file)
    leaks.push(...scanLog(fileLines, secrets).map((leak) => `${name}:${leak.line}: ${leak.what}`))
  }
  // The recorded values are test data, but a folder of them has no use once scanned.
  for (const dir of dirs) rmSync(path.join(dir, SECRETS), { force: true })
  const kinds = new Map<string, number>()
  for (const { what } of recorded.values()) kinds.set(what, (kinds.get(what) ?? 0) + 1)
  console.log(
    `Log scan: ${lines} lines in ${files.length} server logs, ${secrets.length} secrets looked for ` +
      `(${Object.keys(DEMO_SSN).length} demo identity codes, the demo password${[...kinds].map(([what, count]) => `, ${count} × ${what}`).join('')}) ` +
      `and the shapes of identity codes, session cookies and SAMLResponses: ${leaks.length} leaks`
  )
  if (lines === 0) throw new Error(`Log scan: no server log lines in ${RESULTS_DIR}/server-logs.*; a scan of nothing proves nothing`)
  if (leaks.length > 0) {
    const more = leaks.length > 20 ? `\n… and ${leaks.length - 20} more` : ''
    throw new Error(`Log scan: the server logs hold what they may never hold:\n${leaks.slice(0, 20).join('\n')}${more}`)
  }
}
