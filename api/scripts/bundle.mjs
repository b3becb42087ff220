// Bundles the server into api/dist/server.cjs: our code and @pesa/shared inlined, packages external.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const { dependencies } = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8'))

await build({
  entryPoints: [path.join(apiDir, 'src/server.ts')],
  outfile: path.join(apiDir, 'dist/server.cjs'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: Object.keys(dependencies).filter((name) => name !== '@pesa/shared'),
  logLevel: 'warning'
})
