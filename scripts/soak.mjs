// The README's soak command: builds what changed, then runs mixed guardian traffic at a fixed rate against
// the production-mode server on PostgreSQL and fails when answers fail, p95 grows, memory grows or
// database connections leak (bench/src/soak.ts).
//   npm run soak                  10 minutes at 30 operations/s
//   npm run soak -- --short       CI mode: 60 s (npm test runs it in CI)
//   npm run soak -- --seconds=180 --rate=20
// PostgreSQL: PESA_BENCH_POSTGRES, else the one on 127.0.0.1:5432, else Debian's, installed and started.
import path from 'node:path'
import { buildAll } from './build.mjs'
import { installDependencies, ROOT, run } from './lib.mjs'
import { benchPostgresServer } from './postgres.mjs'

export async function runSoak(args) {
  run(path.join(ROOT, 'bench/node_modules/.bin/tsx'), [path.join(ROOT, 'bench/src/soak.ts'), ...args], {
    env: { PESA_BENCH_POSTGRES: await benchPostgresServer() }
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    installDependencies()
    await buildAll()
    await runSoak(process.argv.slice(2))
  } catch (error) {
    console.error(`\n${error.message}`)
    process.exit(1)
  }
}
