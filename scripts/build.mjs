// Builds everything the production-like start serves, skipping apps whose inputs are unchanged:
//   shell   → dist/site/ (index.html and hashed assets)
//   mf-*    → dist/site/remotes/mf-<name>/<version>-<content hash>/ (immutable) + dist/site/remotes.json,
//             the deployment file naming each remote's manifest and the prefixes its package.json declares
//   api     → api/dist/server.cjs
// Text assets are precompressed (.gz, .br) for the static server.
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { elapsed, log, ROOT, run, runAsync } from './lib.mjs'

export const REMOTES = ['map', 'applications', 'messages', 'calendar', 'income', 'personal']
export const SITE_DIR = path.join(ROOT, 'dist/site')
const STAMPS_DIR = path.join(ROOT, 'dist/stamps')

function filesUnder(dir) {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.name === 'node_modules' || entry.name === 'dist') return []
    return entry.isDirectory() ? filesUnder(full) : [full]
  })
}

function hashFiles(files) {
  const hash = createHash('sha256')
  for (const file of files.sort()) {
    hash.update(path.relative(ROOT, file))
    hash.update(readFileSync(file))
  }
  return hash.digest('hex')
}

const sharedInputs = () => [...filesUnder(path.join(ROOT, 'shared/src')), ...filesUnder(path.join(ROOT, 'shared/build')), path.join(ROOT, 'pnpm-lock.yaml')]
const appInputs = (app) => [...filesUnder(path.join(ROOT, app)), ...sharedInputs()]

/**
 * The release id the API reports as apiVersion and the shell is built with: when the server
 * changes, pages built before notice and offer a reload.
 */
function appVersion() {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'))
  const inputs = [...appInputs('shell'), ...filesUnder(path.join(ROOT, 'api/src')), ...filesUnder(path.join(ROOT, 'api/migrations'))]
  return `${pkg.version}-${hashFiles(inputs).slice(0, 10)}`
}

function readStamp(name) {
  const file = path.join(STAMPS_DIR, `${name}.json`)
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined
}

function writeStamp(name, stamp) {
  mkdirSync(STAMPS_DIR, { recursive: true })
  writeFileSync(path.join(STAMPS_DIR, `${name}.json`), `${JSON.stringify(stamp, null, 2)}\n`)
}

function webpackBuild(appDir, outDir, env = {}) {
  return runAsync(process.execPath, [path.join(ROOT, 'shared/build/cli.cjs'), 'build'], {
    cwd: path.join(ROOT, appDir),
    env: { PESA_OUT_DIR: outDir, ...env }
  }).then((code) => {
    if (code !== 0) throw new Error(`Building ${appDir} failed`)
  })
}

function precompress(dir) {
  for (const file of filesUnder(dir)) {
    if (!/\.(js|css|html|json|svg|webmanifest)$/.test(file) || statSync(file).size < 1024) continue
    const content = readFileSync(file)
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }))
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
  }
}

/**
 * Builds one remote into a folder named after its content, unless its inputs are unchanged. The
 * e2e suite builds variants the same way (a next release, a build declaring another
 * @pesa/shared version): each has its own stamp, build environment and deployment folder.
 */
export async function buildRemote(name, { force = false, variant, env = {}, deployRoot = path.join(SITE_DIR, 'remotes') } = {}) {
  const app = `mf-${name}`
  const stampName = variant ? `${variant}-${app}` : app
  const inputHash = hashFiles(appInputs(app)) + JSON.stringify(env)
  const stamp = readStamp(stampName)
  const deployed = path.join(deployRoot, app)
  if (!force && stamp?.inputHash === inputHash && existsSync(path.join(deployed, stamp.folder))) return stamp.folder

  const staging = path.join(ROOT, app, 'dist', `staging-${stampName}`)
  rmSync(staging, { recursive: true, force: true })
  await webpackBuild(app, staging, env)
  const pkg = JSON.parse(readFileSync(path.join(ROOT, app, 'package.json'), 'utf8'))
  // Named by its content: a folder never changes once it is deployed.
  const folder = `${pkg.version}-${hashFiles(filesUnder(staging)).slice(0, 8)}`
  const versioned = path.join(ROOT, app, 'dist', folder)
  rmSync(versioned, { recursive: true, force: true })
  renameSync(staging, versioned)
  precompress(versioned)
  rmSync(deployed, { recursive: true, force: true })
  cpSync(versioned, path.join(deployed, folder), { recursive: true })
  writeStamp(stampName, { inputHash, folder })
  return folder
}

/**
 * The shared deployment-file module (`@pesa/shared/deployment`), transpiled in memory by the
 * workspace's TypeScript: it imports nothing, so the build script checks what it writes by the
 * same rule the server and the shell read it with.
 */
export async function deploymentRules() {
  const { default: ts } = await import('typescript')
  const file = path.join(ROOT, 'shared/src/deployment/index.ts')
  const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
    fileName: file,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 }
  })
  return import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`)
}

/** The route prefixes a remote declares in its package.json (`pesa.prefixes`): the one place they are written. */
export function declaredPrefixes(name, rules) {
  const file = `mf-${name}/package.json`
  return rules.parsePrefixes(JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')).pesa?.prefixes, file)
}

async function buildShell(version, force) {
  const inputHash = hashFiles(appInputs('shell')) + version
  const stamp = readStamp('shell')
  if (!force && stamp?.inputHash === inputHash && existsSync(path.join(SITE_DIR, 'index.html'))) return
  const out = path.join(ROOT, 'shell/dist/site')
  await webpackBuild('shell', out, { PESA_APP_VERSION: version })
  precompress(out)
  for (const entry of readdirSync(SITE_DIR, { withFileTypes: true })) {
    if (entry.name !== 'remotes' && entry.name !== 'remotes.json') rmSync(path.join(SITE_DIR, entry.name), { recursive: true, force: true })
  }
  cpSync(out, SITE_DIR, { recursive: true })
  writeStamp('shell', { inputHash })
}

function buildApi() {
  run(process.execPath, [path.join(ROOT, 'api/scripts/bundle.mjs')])
}

/** Runs at most `limit` builds at a time: each webpack keeps about one core busy. */
async function inParallel(tasks, limit) {
  const results = []
  const queue = [...tasks]
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (queue.length) {
        const task = queue.shift()
        results.push(await task())
      }
    })
  )
  return results
}

export async function buildAll({ force = false } = {}) {
  const started = Date.now()
  mkdirSync(SITE_DIR, { recursive: true })
  const version = appVersion()
  log(`Building Pesä ${version}`)
  const rules = await deploymentRules()
  const prefixes = Object.fromEntries(REMOTES.map((name) => [name, declaredPrefixes(name, rules)]))
  buildApi()
  const folders = {}
  await inParallel(
    [
      () => buildShell(version, force),
      ...REMOTES.map((name) => async () => {
        folders[name] = await buildRemote(name, { force })
      })
    ],
    2
  )
  const remotes = rules.parseDeployment(
    Object.fromEntries(REMOTES.map((name) => [name, { manifest: `/remotes/mf-${name}/${folders[name]}/mf-manifest.json`, prefixes: prefixes[name] }]))
  )
  writeFileSync(path.join(SITE_DIR, 'remotes.json'), `${JSON.stringify(remotes, null, 2)}\n`)
  writeFileSync(path.join(SITE_DIR, 'build-info.json'), `${JSON.stringify({ appVersion: version }, null, 2)}\n`)
  log(`Built in ${elapsed(started)}`)
  return { version, remotes }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildAll({ force: process.argv.includes('--force') }).catch((error) => {
    console.error(error.message)
    process.exit(1)
  })
}
