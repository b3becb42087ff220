import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { FRESH_PGLITE_TIMEOUT_MS } from '../../test/support/databases'
import { isDatabaseUnavailable, openPglite, openPostgres, statementNames } from './db'

// PGlite's own: the run on the PostgreSQL server would make the same PGlite a second time (about
// 40 s of CPU on a busy machine) and learn nothing more; the PGlite run has it.
const onPglite = process.env.DATABASE_URL ? describe.skip : describe

onPglite('openPglite', () => {
  let dir: string

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'pesa-db-'))
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  it(
    'creates a data folder whose parents do not exist yet, as on a fresh checkout',
    async () => {
      const dataDir = path.join(dir, '.data', 'pglite')
      const db = await openPglite(dataDir)
      try {
        expect(await db.query<{ answer: number }>('select 42 as answer')).toEqual([{ answer: 42 }])
        expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true)
      } finally {
        await db.close()
      }
    },
    FRESH_PGLITE_TIMEOUT_MS
  )
})

describe('statementNames', () => {
  it('names a text from its third use on, the same name each time, one name per text', () => {
    const nameOf = statementNames()
    expect(nameOf('select $1')).toBeUndefined()
    expect(nameOf('select $1')).toBeUndefined()
    const name = nameOf('select $1')
    expect(name).toBeDefined()
    expect(nameOf('select $1')).toBe(name)
    for (let use = 0; use < 3; use++) nameOf('select $1 + 1')
    expect(nameOf('select $1 + 1')).not.toBe(name)
  })

  it('names at most maxNamed texts and counts at most maxCounted', () => {
    const nameOf = statementNames({ useBeforeNamed: 1, maxNamed: 2, maxCounted: 3 })
    const namedAfterTwo = (text: string) => [nameOf(text), nameOf(text)][1]
    expect(namedAfterTwo('a')).toBeDefined()
    expect(namedAfterTwo('b')).toBeDefined()
    expect(namedAfterTwo('c')).toBeUndefined()

    const counting = statementNames({ useBeforeNamed: 1, maxNamed: 10, maxCounted: 2 })
    counting('x')
    counting('y')
    counting('z')
    expect(counting('x')).toBeDefined()
    expect(counting('z')).toBeUndefined()
  })
})

const onServer = process.env.DATABASE_URL ? describe : describe.skip

onServer('openPostgres (PostgreSQL server)', () => {
  it('keeps a repeated statement parsed on the connection and answers it the same', async () => {
    const db = await openPostgres(process.env.DATABASE_URL!, 1)
    try {
      const text = 'select $1::int * 2 as doubled'
      const answers = []
      for (let value = 1; value <= 4; value++) answers.push((await db.query<{ doubled: number }>(text, [value]))[0]!.doubled)
      expect(answers).toEqual([2, 4, 6, 8])
      const kept = await db.query<{ statement: string }>('select statement from pg_prepared_statements')
      expect(kept.map((row) => row.statement)).toContain(text)
    } finally {
      await db.close()
    }
  })
})

describe('openPostgres: how long a request waits', () => {
  it('counts a database that accepts the connection and never answers as unavailable within 3 s', async () => {
    const sockets: net.Socket[] = []
    const silent = net.createServer((socket) => void sockets.push(socket))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const { port } = silent.address() as net.AddressInfo
    const startedAt = Date.now()
    try {
      const error = await openPostgres(`postgres://nobody@127.0.0.1:${port}/none`, 1).then(
        () => undefined,
        (thrown: unknown) => thrown
      )
      expect(isDatabaseUnavailable(error)).toBe(true)
      expect(Date.now() - startedAt).toBeLessThan(5000)
    } finally {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => silent.close(() => resolve()))
    }
  }, 15_000)
})

onServer('openPostgres: a busy pool (PostgreSQL server)', () => {
  it('queues a request behind a connection held longer than the connect timeout instead of answering 503', async () => {
    const db = await openPostgres(process.env.DATABASE_URL!, 1)
    try {
      const held = db.transaction(async (tx) => tx.query('select pg_sleep(4)'))
      await new Promise((resolve) => setTimeout(resolve, 100))
      await expect(db.query<{ one: number }>('select 1 as one')).resolves.toEqual([{ one: 1 }])
      await held
    } finally {
      await db.close()
    }
  }, 20_000)
})
