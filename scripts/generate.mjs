// Regenerates the typed API client (shared/src/api/generated) from the route schemas: `npm run generate`.
import path from 'node:path'
import { ROOT, run } from './lib.mjs'

try {
  run(path.join(ROOT, 'api/node_modules/.bin/tsx'), [path.join(ROOT, 'api/scripts/generate-client.ts')], { cwd: path.join(ROOT, 'api') })
} catch (error) {
  console.error(error.message)
  process.exit(1)
}
