import { applicationsVisibleTo } from '../../src/application-core/repository'
import { generatedPerson, TEST_CHILDREN as CHILDREN, useGeneratedMunicipality } from './test-municipality'

describe('large municipality: applications', () => {
  const database = useGeneratedMunicipality()

  const count = async (sql: string) => (await database().query<{ count: number }>(sql))[0]!.count
  const generated = `join person c on c.id = a.child_id and ${generatedPerson('c')}`

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
    const [guardian] = await database().query<{ guardian_id: string }>(`select a.guardian_id from application a ${generated} limit 1`)
    const rows = await applicationsVisibleTo(database(), guardian!.guardian_id)
    expect(rows.length).toBeGreaterThan(0)
  })
})
