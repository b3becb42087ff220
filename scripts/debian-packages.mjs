// Installs Debian packages for the root commands (chromium for the browser tests, PostgreSQL for CI,
// and whatever a later suite needs). A new machine may never have fetched the package lists, so a
// package without an install candidate refreshes them first. Node built-ins only.
//   node scripts/debian-packages.mjs NAME…   installs each, or exits 1 with the command to run by hand
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { log } from './lib.mjs'

const isRoot = () => process.getuid?.() === 0

/** `sudo` in front of a command when not root. */
function privileged(command, args, root) {
  return root ? [command, args] : ['sudo', [command, ...args]]
}

function attempt(command, args, env) {
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive', ...env }
  })
  return { ok: result.status === 0, output: result.stdout ?? '' }
}

/** True when apt knows a version it could install (`Candidate: (none)` or no entry means it does not). */
export function hasInstallCandidate(name, env = {}) {
  const { ok, output } = attempt('apt-cache', ['policy', name], env)
  const candidate = /^\s*Candidate:\s*(\S+)/m.exec(output)?.[1]
  return ok && candidate !== undefined && candidate !== '(none)'
}

export function manualInstallHint(name) {
  return `Could not install the Debian package ${name}: run \`sudo apt-get update && sudo apt-get install -y ${name}\` by hand, then try again.`
}

/**
 * Installs a Debian package without prompts, refreshing the package lists first when the package
 * has no install candidate. Throws one clear line naming the package and the command to run by hand.
 * `env` reaches apt (the tests put stand-in executables on PATH); `root` decides whether sudo is used.
 */
export function installDebianPackage(name, { env = {}, root = isRoot() } = {}) {
  log(`Installing ${name} from Debian (apt-get)`)
  if (!hasInstallCandidate(name, env)) {
    const [command, args] = privileged('apt-get', ['update'], root)
    attempt(command, args, env)
  }
  const [command, args] = privileged('apt-get', ['install', '-y', '--no-install-recommends', name], root)
  if (!attempt(command, args, env).ok) throw new Error(manualInstallHint(name))
}

export const CHROMIUM = '/usr/bin/chromium'
/**
 * Debian's build of Chromium's headless shell, the browser of the e2e suite (BROWSER in e2e/support/environment.ts, which names the same path):
 * the same engine without the desktop browser around it, and what Playwright itself runs headless.
 * The page bench keeps the full browser, whose figures a guardian's Chrome is closer to.
 */
export const CHROMIUM_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell'
export const NGINX = '/usr/sbin/nginx'

/** Debian's nginx in front of two API instances, for the scale-out suite (api/test/reliability/scale-out.test.ts). */
export function ensureNginx() {
  if (!existsSync(NGINX)) installDebianPackage('nginx')
}

/** Debian's chromium for the browser tests and the bench; never a browser download. */
export function ensureChromium() {
  if (!existsSync(CHROMIUM)) installDebianPackage('chromium')
}

/** Debian's headless shell for the e2e suite. */
export function ensureChromiumHeadlessShell() {
  if (!existsSync(CHROMIUM_HEADLESS_SHELL)) installDebianPackage('chromium-headless-shell')
}

export const CLAMD = '/usr/sbin/clamd'

/**
 * Debian's ClamAV daemon: the API tests, the e2e suite's servers and the scan bench start their own
 * clamd on a socket in a temporary folder, with the EICAR signature only (api/test/support/clamd.ts).
 * No signature download: freshclam is production's (docs/deploy.md).
 */
export function ensureClamd() {
  if (!existsSync(CLAMD)) installDebianPackage('clamav-daemon')
}

/** PHP answers whether it has an extension SimpleSAMLphp needs but Debian's package does not pull in. */
const phpHas = (check) => spawnSync('php', ['-r', `exit(${check} ? 0 : 1);`], { stdio: 'ignore' }).status === 0

/**
 * Debian's SimpleSAMLphp, the identity provider no one here wrote that the strong-identification e2e
 * spec logs in through (e2e/shell/simplesamlphp.ts), served by PHP's own server; its XML and
 * multibyte-string extensions are only recommended by the package, and it needs both.
 */
export function ensureSimpleSamlPhp() {
  if (!existsSync('/usr/share/simplesamlphp/www')) installDebianPackage('simplesamlphp')
  if (!phpHas('class_exists("DOMDocument")')) installDebianPackage('php-xml')
  if (!phpHas('function_exists("mb_strlen")')) installDebianPackage('php-mbstring')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    for (const name of process.argv.slice(2)) installDebianPackage(name)
  } catch (error) {
    console.error(error.message)
    process.exit(1)
  }
}
