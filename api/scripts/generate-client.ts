import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { generateClientFiles } from './codegen/client-files'
import { loadRoutes } from './codegen/load-routes'
import { ERROR_STATUS } from '../src/platform/errors'

export const GENERATED_DIR = path.resolve(__dirname, '../../shared/src/api/generated')

/** Writes shared/src/api/generated from the route schemas and the error catalogue (npm run generate). */
async function main(): Promise<void> {
  const files = generateClientFiles(await loadRoutes(), Object.keys(ERROR_STATUS))
  await mkdir(GENERATED_DIR, { recursive: true })
  for (const stale of await readdir(GENERATED_DIR)) {
    if (!files.has(stale)) await rm(path.join(GENERATED_DIR, stale))
  }
  for (const [file, content] of files) await writeFile(path.join(GENERATED_DIR, file), content)
  console.log(`Generated ${[...files.keys()].join(', ')} in ${path.relative(process.cwd(), GENERATED_DIR)}`)
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
