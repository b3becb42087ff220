import { readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { openPglite, openPostgres, type Db } from '../../src/platform/db'
import { migrate } from '../../src/platform/migrate'
import { seedDemo } from '../../src/seed'
import { testClock } from './clock'

/*
 * Every test file gets its own database, migrated and seeded with the demo municipality,
 * cloned from a template made once per run: a PGlite data dump, or a PostgreSQL template
 * database when DATABASE_URL points at a server.
 */
/** For a test that starts a PGlite of its own: it compiles its WebAssembly and makes a cluster, many seconds on a busy machine. */
export const FRESH_PGLITE_TIMEOUT_MS = 120_000

/** Read when used: global setup names the run before the test files open their databases. */
const pgliteDump = () => path.join(os.tmpdir(), `pesa-test-template-${process.env.PESA_TEST_RUN_ID ?? 'local'}.tar`)
/** Per run, so that two checkouts can test against one server at the same time. */
const templateDatabase = () => `pesa_test_template_${process.env.PESA_TEST_RUN_ID ?? 'local'}`

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

export async function createTemplate(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL
  if (serverUrl) {
    const admin = await openPostgres(serverUrl, 1)
    await admin.query(`drop database if exists ${templateDatabase()}`)
    await admin.query(`create database ${templateDatabase()}`)
    await admin.close()
    const template = await openPostgres(withDatabase(serverUrl, templateDatabase()), 1)
    await migrate(template)
    await seedDemo(template, testClock.now())
    await template.close()
  } else {
    const template = await openPglite('memory://')
    await migrate(template)
    await seedDemo(template, testClock.now())
    // Each file's PGlite clears its shared buffers as it starts: 128 MB, PostgreSQL's default, took
    // about half a second of CPU a file; the seeded database is about 12 MB, so 32 MB holds it all.
    await template.exec("alter system set shared_buffers = '32MB'")
    // Each file's PGlite unpacks the dump file by file: the two template databases were two thirds of
    // its 1 334 files and no test creates a database in it (an empty one is a fresh PGlite). An open
    // took about 0.56 CPU s with them and 0.44 without; 16 small API test files, two workers: 44 → 37 CPU s.
    await template.exec("update pg_database set datistemplate = false where datname in ('template0', 'template1')")
    await template.exec('drop database template0')
    await template.exec('drop database template1')
    await writeFile(pgliteDump(), Buffer.from(await (await template.dumpDataDir()).arrayBuffer()))
    await template.close()
  }
}

export async function dropTemplate(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) return rm(pgliteDump(), { force: true })
  const admin = await openPostgres(serverUrl, 1)
  await admin.query(`drop database if exists ${templateDatabase()}`)
  await admin.close()
}

export interface TestDatabase {
  db: Db
  /** The database's address on a PostgreSQL server, for server processes a test starts; none on PGlite */
  url: string | undefined
  drop(): Promise<void>
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL
  if (serverUrl) {
    const name = `pesa_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`
    const admin = await openPostgres(serverUrl, 1)
    await admin.query(`create database ${name} template ${templateDatabase()}`)
    const url = withDatabase(serverUrl, name)
    const db = await openPostgres(url, 4)
    return {
      db,
      url,
      drop: async () => {
        await db.close()
        await admin.query(`drop database if exists ${name}`)
        await admin.close()
      }
    }
  }
  const db = await openPglite(dumpOf(await readFile(pgliteDump())))
  return { db, url: undefined, drop: () => db.close() }
}

/**
 * The dump's bytes as PGlite reads a dump to load: it awaits only `arrayBuffer()` (and reads `type`
 * for a gzipped one). A real Blob of them cost about half a second a file on Node 20, copying the
 * 45 MB in and reading them back out in small chunks.
 */
function dumpOf(bytes: Buffer): Blob {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
  const buffer = whole ? bytes.buffer : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)
  return { type: '', size: bytes.byteLength, arrayBuffer: () => Promise.resolve(buffer) } as unknown as Blob
}

/**
 * An empty database, not migrated: a fresh database on the PostgreSQL server of the run, else a
 * fresh in-memory PGlite (many seconds: see FRESH_PGLITE_TIMEOUT_MS). For tests of the migrator,
 * so that the run on the server tests it there instead of making a PGlite a second time.
 */
export async function openEmptyDatabase(): Promise<{ db: Db; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) {
    const db = await openPglite('memory://')
    return { db, drop: () => db.close() }
  }
  const name = `pesa_test_empty_${process.pid}_${Math.random().toString(36).slice(2, 10)}`
  const admin = await openPostgres(serverUrl, 1)
  await admin.query(`create database ${name}`)
  const db = await openPostgres(withDatabase(serverUrl, name), 1)
  return {
    db,
    drop: async () => {
      await db.close()
      await admin.query(`drop database if exists ${name}`)
      await admin.close()
    }
  }
}
