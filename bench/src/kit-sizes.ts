import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { modulesOfFile } from './module-sizes'
import { ROOT } from './paths'
import { round, type Report } from './report'
import { kb } from './stats'

/*
 * The UI kit is tree-shaken per remote: an app bundles the kit components it imports and no
 * others, and reaches the shared runtime (stores, Modal, Button…) through the singleton. This
 * proves it on a production build by the apps' own webpack factory: a fixture remote exposes
 * one module per kit folder, each importing only that folder, and the files each exposed
 * module needs are read back through their source maps.
 */
const SHARED_DIR = path.join(ROOT, 'shared')
const KIT_DIR = path.join(SHARED_DIR, 'src/kit')

/** `../shared/src/kit/date-input/Calendar.tsx` (a remote) or `shared/src/kit/…` (the fixture) → `date-input`. */
export function kitFolderOf(moduleName: string): string | undefined {
  return /(?:^|\/)shared\/src\/kit\/([a-z0-9-]+)\//.exec(moduleName)?.[1]
}

/** Entries of shared/package.json that are not bundled into an app: the singleton, test and build helpers. */
const NOT_BUNDLED_PER_APP = new Set(['.', './testing', './standalone', './build/*', './package.json'])

/**
 * Where the per-app subpaths of the shared package live, from its exports: a folder for a
 * pattern or an index (`shared/src/kit/`, `shared/src/validators/`), else the one file
 * (`shared/src/api/protocol.ts`). What the package exports is the one list of them.
 */
export function perAppSubpaths(exportsField: Record<string, string>): string[] {
  return Object.entries(exportsField)
    .filter(([entry]) => !NOT_BUNDLED_PER_APP.has(entry))
    .map(([, target]) => {
      const file = target.replace(/^\.\//, 'shared/')
      if (file.includes('*')) return file.slice(0, file.lastIndexOf('/', file.indexOf('*')) + 1)
      return /\/index\.tsx?$/.test(file) ? file.replace(/index\.tsx?$/, '') : file
    })
}

const PER_APP_SUBPATHS = perAppSubpaths(
  (JSON.parse(readFileSync(path.join(SHARED_DIR, 'package.json'), 'utf8')) as { exports: Record<string, string> }).exports
)

/** A module of the shared package outside its per-app subpaths: a second copy of the singleton runtime. */
export function isSharedRuntime(moduleName: string, subpaths: string[] = PER_APP_SUBPATHS): boolean {
  const at = /(?:^|\/)(shared\/src\/.*)$/.exec(moduleName)?.[1]
  return at !== undefined && !subpaths.some((subpath) => at === subpath || (subpath.endsWith('/') && at.startsWith(subpath)))
}

/** Kit folders that `folder`'s files import (`../confirm-dialog`), and theirs in turn. */
export function kitDependencies(folder: string, importsOf: (folder: string) => string[]): Set<string> {
  const found = new Set<string>([folder])
  const visit = (current: string) => {
    for (const imported of importsOf(current)) {
      if (found.has(imported)) continue
      found.add(imported)
      visit(imported)
    }
  }
  visit(folder)
  return found
}

function kitFolders(): string[] {
  return readdirSync(KIT_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(KIT_DIR, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort()
}

function relativeKitImports(folder: string): string[] {
  const sources = readdirSync(path.join(KIT_DIR, folder)).filter((file) => /(?<!\.test)\.tsx?$/.test(file))
  const imported = sources.flatMap((file) =>
    [...readFileSync(path.join(KIT_DIR, folder, file), 'utf8').matchAll(/from '(?:\.\.|@pesa\/shared\/kit)\/([a-z0-9-]+)'/g)].map((match) => match[1]!)
  )
  return [...new Set(imported)]
}

/** What this file uses of webpack's API: the compiler function and a configuration's fields. */
interface WebpackConfiguration {
  context?: string
  entry?: object
  output?: object
  plugins?: ({ constructor: { name: string } } | null | undefined | false)[]
}
interface WebpackStats {
  hasErrors(): boolean
  toString(preset: string): string
}
type Webpack = (config: WebpackConfiguration, callback: (error: Error | null, stats?: WebpackStats) => void) => void

interface Manifest {
  exposes: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[]
}

async function buildFixture(folders: string[], outDir: string, sourceDir: string): Promise<Manifest> {
  // The compiler the factory itself loads, so that the federation plugin and it are one instance.
  const requireShared = createRequire(path.join(SHARED_DIR, 'package.json'))
  const webpack = requireShared('webpack') as Webpack
  const { createAppConfig } = requireShared('./build/webpack-app.cjs') as {
    createAppConfig: (options: object) => (env: unknown, argv: { mode: string }) => WebpackConfiguration
  }
  for (const folder of folders) writeFileSync(path.join(sourceDir, `${folder}.js`), `export * from ${JSON.stringify(path.join(KIT_DIR, folder, 'index.ts'))}\n`)
  const exposes = Object.fromEntries(folders.map((folder) => [`./${folder}`, path.join(sourceDir, `${folder}.js`)]))
  const config = createAppConfig({ appDir: SHARED_DIR, name: 'kitFixture', exposes })(undefined, { mode: 'production' })
  // A remote with nothing but its exposed modules: no standalone page, names relative to the repository.
  config.context = ROOT
  config.entry = {}
  config.output = { ...config.output, path: outDir }
  config.plugins = config.plugins?.filter((plugin) => plugin && plugin.constructor.name !== 'HtmlWebpackPlugin')
  await new Promise<void>((resolve, reject) =>
    webpack(config, (error, stats) => {
      if (error || !stats || stats.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')))
      else resolve()
    })
  )
  return JSON.parse(readFileSync(path.join(outDir, 'mf-manifest.json'), 'utf8')) as Manifest
}

const gzipOf = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length

/** Builds the fixture, reports what each kit folder adds to a remote alone, and fails when one bundles more than it imports. */
export async function measureKit(report: Report): Promise<void> {
  const folders = kitFolders()
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'pesa-kit-'))
  const outDir = path.join(workDir, 'dist')
  try {
    const manifest = await buildFixture(folders, outDir, workDir)
    const failures: string[] = []
    const rows = folders.map((folder) => {
      const assets = manifest.exposes.find((expose) => expose.path === `./${folder}`)?.assets
      if (!assets) throw new Error(`The kit fixture's manifest has no exposed module for ${folder}`)
      const js = assets.js.sync.map((file) => path.join(outDir, file))
      const css = assets.css.sync.map((file) => path.join(outDir, file))
      const modules = js.flatMap((file) => [...modulesOfFile(file).keys()])
      const bundled = new Set(modules.map(kitFolderOf).filter((name): name is string => name !== undefined))
      const expected = kitDependencies(folder, relativeKitImports)
      const extra = [...bundled].filter((name) => !expected.has(name))
      const runtime = modules.filter((name) => isSharedRuntime(name))
      if (extra.length) failures.push(`${folder} bundles kit folders it does not import: ${extra.join(', ')}`)
      if (runtime.length) failures.push(`${folder} bundles the shared runtime instead of using the singleton: ${runtime.join(', ')}`)
      return [
        folder,
        round(kb(js.reduce((total, file) => total + gzipOf(file), 0)), 1),
        round(kb(css.reduce((total, file) => total + gzipOf(file), 0)), 1),
        [...bundled].filter((name) => name !== folder).join(', ') || '—'
      ]
    })
    report.table({
      title: 'UI kit: what one kit subpath adds to a remote that imports only it (gzip KB, production build)',
      headers: ['@pesa/shared/kit/…', 'JS', 'CSS', 'other kit folders it bundles'],
      rows,
      notes: [
        'the files of each exposed module of a fixture remote built by shared/build/webpack-app.cjs, runtime and shared singletons left out',
        'a remote pays only for the kit subpaths it imports; React, the stores, Modal and Button come from the shell'
      ]
    })
    report.raw.kit = rows
    if (failures.length) throw new Error(`The UI kit is not tree-shaken per remote:\n${failures.join('\n')}`)
  } finally {
    rmSync(workDir, { recursive: true, force: true })
  }
}
