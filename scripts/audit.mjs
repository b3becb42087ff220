// The dependency audit of the README's test command: `pnpm audit` of what the production server and
// the apps ship, failing on a high or critical advisory that pnpm-workspace.yaml's
// `auditConfig.ignoreGhsas` does not list with its reason. An advisory database that does not answer
// (a mirror without the audit endpoint, no network) is reported as not checked, not as a pass.
//   npm run audit
import { spawnSync } from 'node:child_process'
import { log, pnpmCommand, ROOT } from './lib.mjs'

const REGISTRY_REFUSED = /audit endpoint .* responded with|ERR_PNPM_AUDIT_BAD_RESPONSE|ENOTFOUND|ECONNREFUSED|ETIMEDOUT|EAI_AGAIN/

/** What an audit's exit status and output say: FOUND fails the run; NOT_CHECKED names why. */
export function auditVerdict(status, output) {
  if (status !== 0) return { verdict: 'FOUND' }
  const refused = output.split('\n').find((line) => REGISTRY_REFUSED.test(line))
  return refused ? { verdict: 'NOT_CHECKED', reason: refused.trim() } : { verdict: 'CLEAN' }
}

export function auditDependencies() {
  const [command, ...prefix] = pnpmCommand()
  // --ignore-registry-errors: only advisories found fail the exit status; a refusal is read from the output.
  const result = spawnSync(command, [...prefix, 'audit', '--prod', '--audit-level', 'high', '--ignore-registry-errors'], {
    cwd: ROOT,
    encoding: 'utf8'
  })
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`
  const { verdict, reason } = auditVerdict(result.status, output)
  if (verdict === 'FOUND') {
    console.log(output)
    throw new Error('pnpm audit found high or critical advisories in production dependencies (see above)')
  }
  if (verdict === 'NOT_CHECKED') log(`Dependencies NOT audited: the advisory database did not answer (${reason})`)
  else log('No high or critical advisories in production dependencies')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    auditDependencies()
  } catch (error) {
    console.error(`\n${error.message}`)
    process.exit(1)
  }
}
