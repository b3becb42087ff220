import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import type { AreaDeployment } from '@pesa/shared/deployment'
import { FIXTURES_DIR, ROOT, SECOND_ORIGIN } from './environment'

/** The version of @pesa/shared the shell under test provides. */
export const SHARED_VERSION = (JSON.parse(readFileSync(path.join(ROOT, 'shared/package.json'), 'utf8')) as { version: string }).version
const [MAJOR, MINOR] = SHARED_VERSION.split('.').map(Number) as [number, number]

/** The previous minor of the shell's major, when there is one: `1.0.0` for `1.1.0`. */
export const PREVIOUS_MINOR = MINOR > 0 ? `${MAJOR}.${MINOR - 1}.0` : undefined
export const NEXT_MAJOR = `${MAJOR + 1}.0.0`

function declaredPrefixes(remote: string): string[] {
  return (JSON.parse(readFileSync(path.join(ROOT, `mf-${remote}/package.json`), 'utf8')) as { pesa: { prefixes: string[] } }).pesa.prefixes
}

interface FixtureBuild {
  remote: string
  /** The build's environment: what makes this build differ from the product's */
  env: Record<string, string>
  prefixes: string[]
}

/**
 * Builds of one remote that the product never ships, each released in a test by editing the
 * deployment file alone. Each is built once per change of its inputs, like the build script's.
 */
export const FIXTURE_BUILDS = {
  /** mf-personal's next release: a page under its prefix and a prefix of its own (mf-personal/fixtures/next-release.tsx) */
  'personal-next-release': {
    remote: 'personal',
    env: { PESA_AREA_MODULE: './fixtures/next-release.tsx' },
    prefixes: [...declaredPrefixes('personal'), '/release-notes']
  },
  /** mf-personal as built against the previous minor of @pesa/shared */
  'personal-shared-previous-minor': { remote: 'personal', env: { PESA_SHARED_VERSION: PREVIOUS_MINOR ?? '' }, prefixes: declaredPrefixes('personal') },
  /** mf-personal needing the next major of @pesa/shared, which the shell does not offer */
  'personal-shared-next-major': { remote: 'personal', env: { PESA_SHARED_VERSION: NEXT_MAJOR }, prefixes: declaredPrefixes('personal') }
} satisfies Record<string, FixtureBuild>

export type FixtureName = keyof typeof FIXTURE_BUILDS

/** Builds the fixture unless it is built already, and answers its deployment-file entry (on the second origin). */
export async function buildFixture(name: FixtureName): Promise<AreaDeployment> {
  const { remote, env, prefixes } = FIXTURE_BUILDS[name]
  const script = path.join(__dirname, 'build-fixture.mjs')
  const { stdout } = await promisify(execFile)(process.execPath, [script, remote, name, JSON.stringify(env), path.join(FIXTURES_DIR, name)], {
    cwd: ROOT,
    maxBuffer: 64 * 1024 * 1024
  }).catch((error: { stdout?: string; stderr?: string; message: string }) => {
    throw new Error(`Building the fixture ${name} failed: ${error.message}\n${error.stdout ?? ''}\n${error.stderr ?? ''}`)
  })
  const { folder } = JSON.parse(stdout.trim().split('\n').at(-1)!) as { folder: string }
  return { manifest: `${SECOND_ORIGIN}/fixtures/${name}/mf-${remote}/${folder}/mf-manifest.json`, prefixes }
}
