import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { buildApp } from '../app'
import { loadConfig } from './config'
import { databaseCounters } from './counters'
import type { Db } from './db'
import { loadMunicipality } from './municipality'

const ROOT = path.resolve(__dirname, '../../..')
/** A fixed place, so that .redocly.lint-ignore.yaml (beside redocly.yaml) can name the document. */
const DOCUMENT = 'node_modules/.cache/pesa-openapi/openapi.json'

/*
 * The OpenAPI document checked by an independent linter (Redocly CLI, recommended rules and the
 * exceptions of redocly.yaml), offline: no telemetry, no update check.
 */
describe('OpenAPI document', () => {
  it('passes Redocly lint with the recommended rules', async () => {
    const db = { query: async () => [] } as unknown as Db
    const config = { ...loadConfig({ PESA_ENV: 'dev' }), staticDir: undefined, remotesFile: undefined }
    const app = await buildApp({ config, db, clock: { now: () => new Date() }, counters: databaseCounters(db), municipality: loadMunicipality('pesala') })
    await app.ready()
    const document = app.swagger()
    await app.close()
    mkdirSync(path.dirname(path.join(ROOT, DOCUMENT)), { recursive: true })
    writeFileSync(path.join(ROOT, DOCUMENT), JSON.stringify(document, null, 1))

    const lint = spawnSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/@redocly/cli/bin/cli.js'), 'lint', DOCUMENT, '--config', 'redocly.yaml', '--format', 'codeframe', '--max-problems', '50'],
      {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NODE_OPTIONS: '' },
        timeout: 120_000
      }
    )
    expect({ status: lint.status, output: lint.status === 0 ? '' : `${lint.stdout}\n${lint.stderr}` }).toEqual({ status: 0, output: '' })
  }, 180_000)
})
