import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { bundleServer, type Bundle } from '../../test/support/instances'
import { openPostgres } from './db'

const API_DIR = path.resolve(__dirname, '../..')
const guide = () => readFileSync(path.resolve(API_DIR, '../docs/deploy.md'), 'utf8')

describe('the deployment guide (docs/deploy.md)', () => {
  test('names every environment variable the server reads', () => {
    const sources = ['src/platform/config.ts', 'src/server.ts'].map((file) => readFileSync(path.join(API_DIR, file), 'utf8')).join('\n')
    const variables = new Set([...sources.matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)].map((match) => match[1]!))
    expect(variables.size).toBeGreaterThan(50)
    const text = guide()
    expect([...variables].filter((name) => !text.includes(`\`${name}\``))).toEqual([])
  })
})

/*
 * The first step of a rolling release: `server.cjs migrate` on a database of its own, as the
 * guide runs it. Migrations on PGlite are the migrate module's own tests.
 */
const onServer = process.env.DATABASE_URL ? describe : describe.skip

onServer('server.cjs migrate', () => {
  const name = `pesa_test_migrate_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  let bundle: Bundle
  let url: string

  beforeAll(async () => {
    bundle = bundleServer('migrate')
    const admin = await openPostgres(process.env.DATABASE_URL!, 1)
    await admin.query(`create database ${name}`)
    await admin.close()
    const parsed = new URL(process.env.DATABASE_URL!)
    parsed.pathname = `/${name}`
    url = parsed.toString()
  })

  afterAll(async () => {
    const admin = await openPostgres(process.env.DATABASE_URL!, 1)
    await admin.query(`drop database if exists ${name}`)
    await admin.close()
    bundle?.remove()
  })

  const run = () => spawnSync(process.execPath, [bundle.file, 'migrate'], { env: { ...process.env, DATABASE_URL: url, NODE_OPTIONS: '' }, encoding: 'utf8' })

  test('applies every migration once, then has none to apply, and serves nothing', async () => {
    const files = readdirSync(path.join(API_DIR, 'migrations')).filter((file) => file.endsWith('.sql'))
    const first = run()
    expect(first.status).toBe(0)
    expect(first.stdout).toContain(`Applied ${files.sort()[0]}`)
    const db = await openPostgres(url, 1)
    expect(await db.query('select count(*)::int as n from schema_migration')).toEqual([{ n: files.length }])
    expect(await db.query('select count(*)::int as n from person')).toEqual([{ n: 0 }])
    await db.close()
    const second = run()
    expect(second.status).toBe(0)
    expect(second.stdout.trim()).toBe('No migrations to apply')
  })
})
