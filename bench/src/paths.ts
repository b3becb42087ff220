import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

export const ROOT = path.resolve(__dirname, '../..')
export const SITE_DIR = path.join(ROOT, 'dist/site')
export const SERVER_BUNDLE = path.join(ROOT, 'api/dist/server.cjs')
export const RESULTS_DIR = path.join(ROOT, 'bench-results')
/** The recorded results kept in the repository (results-file.ts) */
export const RECORDED_RESULTS = { markdown: path.join(ROOT, 'bench/RESULTS.md'), history: path.join(ROOT, 'bench/history.jsonl') }
export const TSX = path.join(ROOT, 'bench/node_modules/.bin/tsx')

/** The release id the build wrote; the server reports it as apiVersion and the shell compares. */
export function builtAppVersion(): string {
  const file = path.join(SITE_DIR, 'build-info.json')
  if (!existsSync(file) || !existsSync(SERVER_BUNDLE)) throw new Error('No build to measure: run `node scripts/build.mjs` first (npm run bench does).')
  return (JSON.parse(readFileSync(file, 'utf8')) as { appVersion: string }).appVersion
}
