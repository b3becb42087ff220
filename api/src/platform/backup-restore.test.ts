import { execFileSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { CSRF_HEADER } from '@pesa/shared/protocol'
import { buildApp } from '../app'
import { DEMO_SSN } from '../seed/demo-people'
import { createTestApp, type TestApp } from '../../test/support/app'
import { multipartBody, pdfFile } from './attachments/test-files'
import { registerTestOwner } from './attachments/test-owner'
import { databaseCounters } from './counters'
import { openPostgres, type Db } from './db'

/*
 * The restore drill of README's "Backups": a used database is dumped with pg_dump, restored
 * with pg_restore into an empty database, and the API started on the copy serves the
 * guardian's details and her uploaded file as they were. Only on a PostgreSQL server
 * (DATABASE_URL, as `npm test` runs it in CI mode): PGlite is backed up by copying its folder.
 */
const serverUrl = process.env.DATABASE_URL
const onServer = serverUrl ? describe : describe.skip

function databaseUrl(database: string): string {
  const url = new URL(serverUrl!)
  url.pathname = `/${database}`
  return url.toString()
}

onServer('backup and restore', () => {
  let used: TestApp
  let restoredDb: Db | undefined
  let restored: FastifyInstance | undefined
  let dir: string
  const restoredName = `pesa_restore_${process.pid}_${Math.random().toString(36).slice(2, 8)}`

  beforeAll(async () => {
    used = await createTestApp()
    registerTestOwner(used.app)
    dir = await mkdtemp(path.join(os.tmpdir(), 'pesa-backup-'))
  })
  afterAll(async () => {
    await restored?.close()
    await restoredDb?.close()
    const admin = await openPostgres(serverUrl!, 1)
    await admin.query(`drop database if exists ${restoredName}`)
    await admin.close()
    await used.close()
    await rm(dir, { recursive: true, force: true })
  })

  it("restores a used database into an empty one with every guardian's data and file", async () => {
    const anna = await used.login(DEMO_SSN.anna, 'STRONG')
    const details = { preferredName: 'Anna', phone: '040 123 9876', backupPhone: '09 555 1212', email: 'anna.virtanen@example.fi' }
    expect((await used.request({ method: 'PUT', url: '/api/citizen/personal-data', as: anna, payload: details })).statusCode).toBe(204)
    const ella = (await used.platform.db.query<{ id: string }>('select id from person where ssn = $1', [DEMO_SSN.preschoolChild]))[0]!.id
    const file = pdfFile(1_500_000)
    const { body, contentType } = multipartBody('file', 'todistus.pdf', file)
    const uploaded = await used.request({
      method: 'POST',
      url: `/api/citizen/attachments/test-children/${ella}?type=PROOF`,
      as: anna,
      payload: body,
      headers: { 'content-type': contentType }
    })
    expect(uploaded.statusCode).toBe(200)

    const name = (await used.platform.db.query<{ name: string }>('select current_database() as name'))[0]!.name
    const dump = path.join(dir, 'pesa.dump')
    execFileSync('pg_dump', ['--format=custom', `--file=${dump}`, `--dbname=${databaseUrl(name)}`])
    const admin = await openPostgres(serverUrl!, 1)
    await admin.query(`create database ${restoredName}`)
    await admin.close()
    execFileSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${databaseUrl(restoredName)}`, dump])

    restoredDb = await openPostgres(databaseUrl(restoredName), 2)
    restored = await buildApp({ ...used.platform, db: restoredDb, counters: databaseCounters(restoredDb) })
    registerTestOwner(restored)
    const login = await restored.inject({
      method: 'POST',
      url: '/api/dev-api/login',
      headers: { [CSRF_HEADER]: '1' },
      payload: { ssn: DEMO_SSN.anna, authLevel: 'STRONG' }
    })
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ')
    const status = (await restored.inject({ method: 'GET', url: '/api/citizen/auth/status', headers: { cookie } })).json()
    expect(status.user).toMatchObject({ phone: '040 123 9876', backupPhone: '09 555 1212' })
    const download = await restored.inject({ method: 'GET', url: `/api/citizen/attachments/${uploaded.json().id}/download/todistus.pdf`, headers: { cookie } })
    expect(download.statusCode).toBe(200)
    expect(download.rawPayload.equals(file)).toBe(true)
  })
})
