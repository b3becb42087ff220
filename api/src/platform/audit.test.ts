import { openTestDatabase, type TestDatabase } from '../../test/support/databases'
import { auditWriter, type AuditEntry } from './audit'
import type { Queryable } from './db'

const ANNA = '0b6c7d8e-0000-4000-8000-000000000001'

const entry = (n: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  at: new Date(Date.UTC(2026, 10, 24, 8, 0, n)),
  actorType: 'CITIZEN',
  actorId: ANNA,
  authLevel: 'STRONG',
  event: `AuditTest${n}`,
  targetIds: [`target-${n}`, `other-${n}`],
  requestId: `req-${n}`,
  meta: { n, note: 'ä "quoted"' },
  ...overrides
})

describe('auditWriter', () => {
  let database: TestDatabase
  let statements: number
  let failNext: boolean
  let counted: Queryable

  beforeAll(async () => {
    database = await openTestDatabase()
    counted = {
      query: async (sql, params) => {
        statements++
        if (failNext) {
          failNext = false
          throw new Error('database refused')
        }
        return database.db.query(sql, params)
      }
    }
  })
  afterAll(() => database.drop())
  beforeEach(() => {
    statements = 0
    failNext = false
  })

  const stored = (prefix: string) =>
    database.db.query<{
      at: Date
      actor_type: string
      actor_id: string | null
      auth_level: string | null
      event: string
      target_ids: string[]
      request_id: string
      meta: unknown
    }>(`select at, actor_type, actor_id, auth_level, event, target_ids, request_id, meta from audit_log where request_id like $1 order by request_id`, [
      `${prefix}%`
    ])

  it('stores every field of an entry as written', async () => {
    await auditWriter(counted).write(entry(1, { requestId: 'one-1' }))
    expect(await stored('one-')).toEqual([
      {
        at: new Date(Date.UTC(2026, 10, 24, 8, 0, 1)),
        actor_type: 'CITIZEN',
        actor_id: ANNA,
        auth_level: 'STRONG',
        event: 'AuditTest1',
        target_ids: ['target-1', 'other-1'],
        request_id: 'one-1',
        meta: { n: 1, note: 'ä "quoted"' }
      }
    ])
  })

  it('stores an anonymous entry without targets or meta', async () => {
    await auditWriter(counted).write(entry(2, { requestId: 'anon-2', actorType: 'UNKNOWN', actorId: null, authLevel: null, targetIds: [], meta: null }))
    expect(await stored('anon-')).toEqual([expect.objectContaining({ actor_type: 'UNKNOWN', actor_id: null, auth_level: null, target_ids: [], meta: null })])
  })

  it('stores the entries of requests running at the same time in one statement, each resolved only once stored', async () => {
    const writer = auditWriter(counted)
    const writes = Array.from({ length: 40 }, (_, n) => writer.write(entry(n, { requestId: `many-${String(n).padStart(2, '0')}` })))
    await Promise.all(writes)
    expect(statements).toBe(1)
    const rows = await stored('many-')
    expect(rows.map((row) => row.request_id)).toEqual(Array.from({ length: 40 }, (_, n) => `many-${String(n).padStart(2, '0')}`))
  })

  it('writes entries arriving while a statement runs in the next one', async () => {
    const writer = auditWriter(counted)
    const first = writer.write(entry(1, { requestId: 'later-1' }))
    await new Promise((resolve) => setImmediate(resolve)) // the first statement is on its way
    const more = [2, 3, 4].map((n) => writer.write(entry(n, { requestId: `later-${n}` })))
    await Promise.all([first, ...more])
    expect(statements).toBe(2)
    expect((await stored('later-')).map((row) => row.request_id)).toEqual(['later-1', 'later-2', 'later-3', 'later-4'])
  })

  it('fails every request of a statement the database refuses, and stores the entries after it', async () => {
    const writer = auditWriter(counted)
    failNext = true
    const refused = [1, 2].map((n) => writer.write(entry(n, { requestId: `refused-${n}` })))
    await Promise.all(refused.map((write) => expect(write).rejects.toThrow('database refused')))
    await writer.write(entry(3, { requestId: 'refused-3' }))
    expect((await stored('refused-')).map((row) => row.request_id)).toEqual(['refused-3'])
  })
})
