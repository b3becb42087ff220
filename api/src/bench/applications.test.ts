import { applicationsVisibleTo } from '../application-core/repository'
import type { Db } from '../platform/db'
import { openTestDatabase, type TestDatabase } from '../test-support/databases'
import { generateLargeMunicipality } from './large-municipality'

const CHILDREN = 300
const TODAY = '2026-11-23'

describe('large municipality: applications', () => {
  let database: TestDatabase
  let db: Db

  beforeAll(async () => {
    database = await openTestDatabase()
    db = database.db
    const timings = await generateLargeMunicipality(db, { children: CHILDREN, now: new Date(`${TODAY}T10:00:00Z`) })
    expect(timings.map((timing) => timing.name)).toContain('applications')
  })
  afterAll(() => database.drop())

  const count = async (sql: string) => (await db.query<{ count: number }>(sql))[0]!.count
  const generated = "join person c on c.id = a.child_id and c.ssn ~ '^[0-9]{6}.9[0-9]{2}.$'"

  it('gives about one and a half applications a child, one main application each', async () => {
    expect(await count(`select count(*)::int as count from application a ${generated}`)).toBe(CHILDREN + CHILDREN / 2)
    expect(await count(`select count(distinct a.child_id)::int as count from application a ${generated} where a.type <> 'CLUB'`)).toBe(CHILDREN)
    expect(await count(`select count(*)::int as count from application a ${generated} where a.status = 'ACTIVE'`)).toBe(CHILDREN - CHILDREN / 10)
  })

  it('writes forms with the placement unit and records the other guardian of the sent ones', async () => {
    expect(
      await count(`select count(*)::int as count from application a ${generated}
                   where a.status = 'ACTIVE' and jsonb_array_length(a.form -> 'preferences' -> 'preferredUnits') <> 1`)
    ).toBe(0)
    expect(
      await count(`select count(*)::int as count from application a ${generated}
                   where a.status <> 'CREATED' and not exists (select 1 from application_other_guardian o where o.application_id = a.id)`)
    ).toBe(0)
  })

  it('lists a generated guardian’s applications', async () => {
    const [guardian] = await db.query<{ guardian_id: string }>(`select a.guardian_id from application a ${generated} limit 1`)
    const rows = await applicationsVisibleTo(db, guardian!.guardian_id)
    expect(rows.length).toBeGreaterThan(0)
  })
})
