// Bundles the server into api/dist/server.cjs: our code, @pesa/shared and ES-module-only packages inlined, other packages external.
//   node scripts/bundle.mjs [OUTFILE]   another file under api/ (the multi-instance tests bundle their own copy)
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const { dependencies } = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8'))
// Inlined: our shared package, and the ES-module-only packages, which `require()` loads only
// from Node 20.19 on (the README promises 20.11).
const INLINED = ['@pesa/shared', 'file-type']

await build({
  entryPoints: [path.join(apiDir, 'src/server.ts')],
  outfile: path.resolve(process.argv[2] ?? path.join(apiDir, 'dist/server.cjs')),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: Object.keys(dependencies).filter((name) => !INLINED.includes(name)),
  logLevel: 'warning'
})
