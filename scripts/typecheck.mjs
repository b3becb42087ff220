// tsc over every package, two at a time; webpack and jest only transpile, so this is the type gate.
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

export async function typecheck() {
  const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc')
  const queue = [...PACKAGES]
  const failed = []
  await Promise.all(
    [0, 1].map(async () => {
      while (queue.length) {
        const pkg = queue.shift()
        if ((await runAsync(process.execPath, [tsc, '-p', path.join(ROOT, pkg, 'tsconfig.json')])) !== 0) failed.push(pkg)
      }
    })
  )
  if (failed.length) throw new Error(`Type errors in ${failed.join(', ')}`)
  log(`Types check in ${PACKAGES.length} packages`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  typecheck().catch((error) => {
    console.error(error.message)
    process.exit(1)
  })
}
