import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Db } from './db'
import { apiFolder } from './paths'

export const MIGRATIONS_DIR = apiFolder('migrations')

/** An arbitrary constant: instances starting at once take turns to migrate. */
const MIGRATION_LOCK = 74_651_201

/**
 * Applies the versioned SQL files of `migrations/` that the database has not seen, in name
 * order, each in its own transaction. Applied files must never change: their checksum is kept
 * and a changed one stops the start-up.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(`
    create table if not exists schema_migration (
      version text primary key,
      checksum text not null,
      applied_at timestamptz not null default now()
    )`)
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort()
  const applied: string[] = []
  const apply = async () => {
    const done = new Map(
      (await db.query<{ version: string; checksum: string }>('select version, checksum from schema_migration')).map((row) => [row.version, row.checksum])
    )
    for (const file of files) {
      const sql = await readFile(path.join(dir, file), 'utf8')
      const checksum = createHash('sha256').update(sql).digest('hex')
      const known = done.get(file)
      if (known !== undefined) {
        if (known !== checksum) throw new Error(`Migration ${file} has changed after it was applied`)
        continue
      }
      await db.transaction(async (tx) => {
        for (const statement of splitStatements(sql)) await tx.query(statement)
        await tx.query('insert into schema_migration (version, checksum) values ($1, $2)', [file, checksum])
      })
      applied.push(file)
    }
  }
  if (db.kind === 'postgresql') {
    await db.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
    try {
      await apply()
    } finally {
      await db.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK])
    }
  } else {
    await apply()
  }
  return applied
}

/**
 * Splits a migration into statements at semicolons that end a line, outside of
 * dollar-quoted bodies, so each runs as a parameterless query inside the transaction.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = []
  let current = ''
  let inDollarQuote = false
  for (const line of sql.split('\n')) {
    const trimmed = line.trim()
    if (!inDollarQuote && (trimmed.startsWith('--') || trimmed === '')) {
      if (current) current += '\n'
      continue
    }
    current += `${line}\n`
    if ((line.match(/\$\$/g)?.length ?? 0) % 2 === 1) inDollarQuote = !inDollarQuote
    if (!inDollarQuote && trimmed.endsWith(';')) {
      statements.push(current.trim())
      current = ''
    }
  }
  if (current.trim()) statements.push(current.trim())
  return statements
}
