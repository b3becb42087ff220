import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { FRESH_PGLITE_TIMEOUT_MS, openEmptyDatabase } from '../../test/support/databases'
import { migrate, splitStatements } from './migrate'

describe('splitStatements', () => {
  it('splits at semicolons that end a line and drops comment lines', () => {
    expect(splitStatements('-- a comment\ncreate table a (x int);\n\ncreate index a_x on a (x);\n')).toEqual([
      'create table a (x int);',
      'create index a_x on a (x);'
    ])
  })

  it('keeps a dollar-quoted function body in one statement', () => {
    const sql = 'create function f() returns int as $$\nbegin\n  return 1;\nend;\n$$ language plpgsql;\nselect 1;'
    expect(splitStatements(sql)).toHaveLength(2)
  })
})

// On the database of the run: the PostgreSQL server's run tests the migrator there.
describe('migrate', () => {
  let dir: string

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'pesa-migrations-'))
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  it(
    'applies new files once, in name order, and refuses an applied file that changed',
    async () => {
      const { db, drop } = await openEmptyDatabase()
      try {
        await writeFile(path.join(dir, '0002_b.sql'), 'insert into a values (2);')
        await writeFile(path.join(dir, '0001_a.sql'), 'create table a (x int);')
        expect(await migrate(db, dir)).toEqual(['0001_a.sql', '0002_b.sql'])
        expect(await migrate(db, dir)).toEqual([])
        expect(await db.query('select x from a')).toEqual([{ x: 2 }])
        await writeFile(path.join(dir, '0002_b.sql'), 'insert into a values (3);')
        await expect(migrate(db, dir)).rejects.toThrow('0002_b.sql has changed')
      } finally {
        await drop()
      }
    },
    FRESH_PGLITE_TIMEOUT_MS
  )

  it(
    'rolls back a failing file as a whole',
    async () => {
      const { db, drop } = await openEmptyDatabase()
      try {
        await writeFile(path.join(dir, '0001_a.sql'), 'create table a (x int);\ninsert into nowhere values (1);')
        await expect(migrate(db, dir)).rejects.toThrow()
        expect(await db.query("select to_regclass('a') as t")).toEqual([{ t: null }])
      } finally {
        await drop()
      }
    },
    FRESH_PGLITE_TIMEOUT_MS
  )
})
