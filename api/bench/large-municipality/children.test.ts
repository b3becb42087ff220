import { unreadCounts } from '../../src/children/documents/repository'
import { pedagogicalDocumentsOf, unreadPedagogicalCounts } from '../../src/children/repository'
import { generatedPerson, TEST_CHILDREN as CHILDREN, useGeneratedMunicipality } from './test-municipality'

describe('large municipality: child documents', () => {
  const database = useGeneratedMunicipality()

  const count = async (sql: string) => (await database().query<{ count: number }>(sql))[0]!.count

  it('gives every placed child two published documents, a fourth of them a draft to answer, and ten pedagogical documents', async () => {
    const placed = await count(
      `select count(*)::int as count from person c where ${generatedPerson('c')} and exists (select 1 from placement p where p.child_id = c.id)`
    )
    expect(placed).toBeGreaterThan(CHILDREN / 2)
    expect(await count(`select count(*)::int as count from child_document d join person c on c.id = d.child_id where ${generatedPerson('c')}`)).toBe(2 * placed)
    const drafts = await count(
      `select count(*)::int as count from child_document d join person c on c.id = d.child_id where ${generatedPerson('c')} and d.status = 'CITIZEN_DRAFT'`
    )
    expect(drafts).toBeGreaterThan(placed / 5)
    expect(drafts).toBeLessThan(placed / 3)
    expect(await count(`select count(*)::int as count from pedagogical_document d join person c on c.id = d.child_id where ${generatedPerson('c')}`)).toBe(
      10 * placed
    )
  })

  it('leaves the newer documents unread for one guardian and all of them for the other', async () => {
    const [family] = await database().query<{ first: string; second: string; child_id: string }>(
      `select min(g.guardian_id::text) as first, max(g.guardian_id::text) as second, g.child_id from guardianship g
       join person c on c.id = g.child_id where ${generatedPerson('c')} and exists (select 1 from placement p where p.child_id = c.id)
       group by g.child_id having count(*) = 2 limit 1`
    )
    const guardians = [family!.first, family!.second]
    const pedagogical = await Promise.all(guardians.map(async (id) => (await unreadPedagogicalCounts(database(), id)).get(family!.child_id)))
    const documents = await Promise.all(guardians.map(async (id) => (await unreadCounts(database(), id)).get(family!.child_id)))
    // One guardian read the plan and the documents older than a month; the other read nothing
    expect([...pedagogical].sort((a, b) => a! - b!)).toEqual([1, 10])
    expect([...documents].sort((a, b) => a! - b!)).toEqual([1, 2])
    expect(await pedagogicalDocumentsOf(database(), family!.child_id, family!.first)).toHaveLength(10)
  })
})
