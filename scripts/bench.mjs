// The README's benchmark command: builds what changed, then measures bundle sizes, throttled page
// loads, the API under load on PostgreSQL and with a large municipality, and the areas' own
// benchmarks, and compares each figure with its budget (bench/).
//   npm run bench                 full mode: 5 throttled runs, 10 s of load per read, 50 000 children
//   npm run bench -- --short      CI mode: one run, 2 s of load, 2 000 children
//   npm run bench -- --only=api   one part: bundles, pages, api, modules
// A budget miss is reported; only an error of the run fails the command.
import path from 'node:path'
import { buildAll } from './build.mjs'
import { ensureChromium, ensureClamd } from './debian-packages.mjs'
import { installDependencies, ROOT, run } from './lib.mjs'

export function runBenchmarks(args, env = {}) {
  run(path.join(ROOT, 'bench/node_modules/.bin/tsx'), [path.join(ROOT, 'bench/src/main.ts'), ...args], { env })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    installDependencies()
    await buildAll()
    ensureChromium()
    ensureClamd()
    runBenchmarks(process.argv.slice(2))
  } catch (error) {
    console.error(`\n${error.message}`)
    process.exit(1)
  }
}
