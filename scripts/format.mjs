// Formatting (prettier) and lint (eslint) of the whole repository, with one configuration at the root.
//   node scripts/format.mjs         checks both; a failure prints the command that fixes it
//   node scripts/format.mjs --fix   rewrites what prettier formats and what eslint can fix
import { existsSync } from 'node:fs'
import path from 'node:path'
import { installDependencies, log, ROOT, run } from './lib.mjs'

const prettier = path.join(ROOT, 'node_modules/prettier/bin/prettier.cjs')
const eslint = path.join(ROOT, 'node_modules/eslint/bin/eslint.js')

export function checkFormatAndLint() {
  try {
    run(process.execPath, [prettier, '--check', '--log-level=warn', '.'])
  } catch {
    throw new Error('Some files are not formatted. Run `npm run format` to format them.')
  }
  try {
    run(process.execPath, [eslint, '--max-warnings=0', '--cache', '--cache-location', 'node_modules/.cache/eslint', '.'])
  } catch {
    throw new Error('Lint errors (above). Run `npm run format` to fix what can be fixed automatically, then the rest by hand.')
  }
  log('Formatting and lint are clean')
}

export function fixFormatAndLint() {
  run(process.execPath, [prettier, '--write', '--log-level=warn', '.'])
  run(process.execPath, [eslint, '--fix', '--cache', '--cache-location', 'node_modules/.cache/eslint', '.'])
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    if (!existsSync(prettier) || !existsSync(eslint)) installDependencies()
    if (process.argv.includes('--fix')) fixFormatAndLint()
    else checkFormatAndLint()
  } catch (error) {
    console.error(`\n${error.message}`)
    process.exit(1)
  }
}
