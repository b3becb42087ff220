import { parseSsn } from '@pesa/shared/validators'
import { childrenOfGuardian } from '../family/repository'
import type { Db } from '../platform/db'
import { findPersonBySsn } from '../population-register/repository'
import { DEMO_SSN } from '../seed/demo-people'
import { openTestDatabase, type TestDatabase } from '../test-support/databases'
import { generateLargeMunicipality } from './large-municipality'

const CHILDREN = 300
const TODAY = '2026-11-23'

describe('large municipality generator', () => {
  let database: TestDatabase
  let db: Db
  let demoPersons: number

  beforeAll(async () => {
    database = await openTestDatabase()
    db = database.db
    demoPersons = (await db.query<{ count: number }>('select count(*)::int as count from person'))[0]!.count
    const timings = await generateLargeMunicipality(db, { children: CHILDREN, now: new Date(`${TODAY}T10:00:00Z`) })
    expect(timings.map((timing) => timing.name)).toContain('population and placements')
  })
  afterAll(() => database.drop())

  const count = async (sql: string) => (await db.query<{ count: number }>(sql))[0]!.count

  it('adds the children, two guardians per family, and their households', async () => {
    const families = Math.ceil(CHILDREN / 1.5)
    expect(await count('select count(*)::int as count from person')).toBe(demoPersons + CHILDREN + 2 * families)
    const generated = "ssn ~ '^[0-9]{6}.9[0-9]{2}.$'"
    expect(await count(`select count(*)::int as count from person where ${generated} and date_of_birth > '${TODAY}'::date - 7 * 365`)).toBe(CHILDREN)
    expect(
      await count(`select count(*)::int as count from person c where ${generated} and date_of_birth > '${TODAY}'::date - 7 * 365
                   and (select count(*) from guardianship g where g.child_id = c.id) <> 2`)
    ).toBe(0)
    expect(await count("select count(*)::int as count from partnership p join person a on a.id = p.person1_id where a.ssn like '%-9%'")).toBe(families)
    expect(await count('select count(*)::int as count from person p where not exists (select 1 from household_member m where m.person_id = p.id)')).toBe(0)
  })

  it('writes identity codes the validators accept, all temporary ones', async () => {
    const rows = await db.query<{ ssn: string; date_of_birth: string }>("select ssn, date_of_birth from person where ssn ~ '^[0-9]{6}.9'")
    expect(rows.length).toBeGreaterThan(CHILDREN)
    for (const row of rows) expect(parseSsn(row.ssn)).toEqual(expect.objectContaining({ dateOfBirth: row.date_of_birth, temporary: true }))
  })

  it('places nine children in ten in a group of a generated unit this school year', async () => {
    const placedNow = await count(
      `select count(distinct child_id)::int as count from placement p join unit_group g on g.id = p.group_id and g.unit_id = p.unit_id
       join person c on c.id = p.child_id and c.ssn ~ '^[0-9]{6}.9'
       where p.start_date <= '${TODAY}' and p.end_date >= '${TODAY}' and p.start_date = '2026-08-01'`
    )
    expect(placedNow).toBe(CHILDREN - CHILDREN / 10)
  })

  it('leaves the demo municipality as it was', async () => {
    const anna = await findPersonBySsn(db, DEMO_SSN.anna)
    const children = await childrenOfGuardian(db, anna!.id, TODAY)
    expect(children.map((child) => child.firstName.split(' ')[0]).sort()).toEqual(['Aino', 'Ella', 'Lumi'])
  })

  it('adds two income statements per guardian and one per ten children', async () => {
    const families = Math.ceil(CHILDREN / 1.5)
    const generated = "ssn ~ '^[0-9]{6}.9[0-9]{2}.$'"
    const own = await count(
      `select count(*)::int as count from income_statement s join person p on p.id = s.person_id where p.${generated} and s.type = 'INCOME'`
    )
    expect(own).toBe(2 * 2 * families)
    expect(await count("select count(*)::int as count from income_statement where type = 'CHILD_INCOME' and start_date = '2026-11-23'::date - 60")).toBe(
      Math.floor(CHILDREN / 10)
    )
  })
})
