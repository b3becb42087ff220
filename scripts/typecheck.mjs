// tsc over every package; webpack and jest only transpile, so this is the type gate.
//
// Packages whose tsconfig sets the same compiler options (the shared package, the shell and the six
// remotes) are checked as one program: each program checks the shared package's sources and React's
// types again, so eight programs of about 10 CPU seconds each became one of about 21 (measured on
// the two-core machine). The packages' own tsconfig files stay the one source of what each includes;
// the joined program is written from them into node_modules/.cache. What a joined program could
// miss: a global declaration in one package (a `declare module`) would also cover another's files.
// The packages declare none of their own; conventions/ keeps remotes from importing each other.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { log, ROOT, runAsync } from './lib.mjs'

export const PACKAGES = [
  'shared',
  'api',
  'shell',
  'mf-map',
  'mf-applications',
  'mf-messages',
  'mf-calendar',
  'mf-income',
  'mf-personal',
  'e2e',
  'conventions',
  'bench'
]

/**
 * The programs to check: packages whose tsconfig has the same `extends` and `compilerOptions` and no
 * `exclude` are joined into one, written into `cacheDir`; any other package is checked with its own.
 * Answers `{ packages, tsconfig }` per program.
 */
export function typecheckPrograms(packages, { root = ROOT, cacheDir = path.join(ROOT, 'node_modules/.cache/pesa-typecheck') } = {}) {
  const groups = new Map()
  for (const pkg of packages) {
    const tsconfig = path.join(root, pkg, 'tsconfig.json')
    const config = JSON.parse(readFileSync(tsconfig, 'utf8'))
    const joinable = config.extends && !config.exclude && !config.files && !config.references
    const key = joinable ? JSON.stringify([path.resolve(path.dirname(tsconfig), config.extends), config.compilerOptions ?? {}]) : `alone:${pkg}`
    const group = groups.get(key) ?? { packages: [], tsconfig, config, include: [] }
    group.packages.push(pkg)
    for (const include of config.include ?? []) group.include.push(path.resolve(path.dirname(tsconfig), include))
    groups.set(key, group)
  }
  return [...groups.values()].map((group) => {
    if (group.packages.length === 1) return { packages: group.packages, tsconfig: group.tsconfig }
    mkdirSync(cacheDir, { recursive: true })
    const tsconfig = path.join(cacheDir, `tsconfig.${group.packages.join('+')}.json`)
    const joined = {
      extends: path.resolve(path.dirname(group.tsconfig), group.config.extends),
      compilerOptions: group.config.compilerOptions ?? {},
      include: [...new Set(group.include)]
    }
    writeFileSync(tsconfig, `${JSON.stringify(joined, null, 2)}\n`)
    return { packages: group.packages, tsconfig }
  })
}

export async function typecheck() {
  const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc')
  const queue = typecheckPrograms(PACKAGES)
  const failed = []
  await Promise.all(
    [0, 1].map(async () => {
      while (queue.length) {
        const program = queue.shift()
        if ((await runAsync(process.execPath, [tsc, '-p', program.tsconfig])) !== 0) failed.push(program.packages.join(', '))
      }
    })
  )
  if (failed.length) throw new Error(`Type errors in ${failed.join('; ')}`)
  log(`Types check in ${PACKAGES.length} packages`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  typecheck().catch((error) => {
    console.error(error.message)
    process.exit(1)
  })
}
