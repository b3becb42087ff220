import { unreadCounts } from '../children/documents/repository'
import { pedagogicalDocumentsOf, unreadPedagogicalCounts } from '../children/repository'
import type { Db } from '../platform/db'
import { openTestDatabase, type TestDatabase } from '../test-support/databases'
import { generateLargeMunicipality } from './large-municipality'

const CHILDREN = 300
const TODAY = '2026-11-23'
const GENERATED = "c.ssn ~ '^[0-9]{6}.9[0-9]{2}.$'"

describe('large municipality: child documents', () => {
  let database: TestDatabase
  let db: Db

  beforeAll(async () => {
    database = await openTestDatabase()
    db = database.db
    await generateLargeMunicipality(db, { children: CHILDREN, now: new Date(`${TODAY}T10:00:00Z`) })
  })
  afterAll(() => database.drop())

  const count = async (sql: string) => (await db.query<{ count: number }>(sql))[0]!.count

  it('gives every placed child two published documents, a fourth of them a draft to answer, and ten pedagogical documents', async () => {
    const placed = await count(`select count(*)::int as count from person c where ${GENERATED} and exists (select 1 from placement p where p.child_id = c.id)`)
    expect(placed).toBeGreaterThan(CHILDREN / 2)
    expect(await count(`select count(*)::int as count from child_document d join person c on c.id = d.child_id where ${GENERATED}`)).toBe(2 * placed)
    const drafts = await count(
      `select count(*)::int as count from child_document d join person c on c.id = d.child_id where ${GENERATED} and d.status = 'CITIZEN_DRAFT'`
    )
    expect(drafts).toBeGreaterThan(placed / 5)
    expect(drafts).toBeLessThan(placed / 3)
    expect(await count(`select count(*)::int as count from pedagogical_document d join person c on c.id = d.child_id where ${GENERATED}`)).toBe(10 * placed)
  })

  it('leaves the newer documents unread for one guardian and all of them for the other', async () => {
    const [family] = await db.query<{ first: string; second: string; child_id: string }>(
      `select min(g.guardian_id::text) as first, max(g.guardian_id::text) as second, g.child_id from guardianship g
       join person c on c.id = g.child_id where ${GENERATED} and exists (select 1 from placement p where p.child_id = c.id)
       group by g.child_id having count(*) = 2 limit 1`
    )
    const guardians = [family!.first, family!.second]
    const pedagogical = await Promise.all(guardians.map(async (id) => (await unreadPedagogicalCounts(db, id)).get(family!.child_id)))
    const documents = await Promise.all(guardians.map(async (id) => (await unreadCounts(db, id)).get(family!.child_id)))
    // One guardian read the plan and the documents older than a month; the other read nothing
    expect([...pedagogical].sort((a, b) => a! - b!)).toEqual([1, 10])
    expect([...documents].sort((a, b) => a! - b!)).toEqual([1, 2])
    expect(await pedagogicalDocumentsOf(db, family!.child_id, family!.first)).toHaveLength(10)
  })
})
