import { parseSsn } from '@pesa/shared/validators'
import { childrenOfGuardian } from '../../src/family/repository'
import type { Db } from '../../src/platform/db'
import { findPersonBySsn } from '../../src/population-register/repository'
import { DEMO_SSN } from '../../src/seed/demo-people'
import { openTestDatabase, type TestDatabase } from '../../test/support/databases'
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

  it("gives every placed child's application its accepted decision, a preschool one also its connected daycare", async () => {
    const active = await count(
      "select count(*)::int as count from application a join person c on c.id = a.child_id where c.ssn ~ '^[0-9]{6}.9' and a.status = 'ACTIVE'"
    )
    expect(active).toBe(CHILDREN - CHILDREN / 10)
    const withoutDecision = await count(
      `select count(*)::int as count from application a join person c on c.id = a.child_id
       where c.ssn ~ '^[0-9]{6}.9' and a.status = 'ACTIVE' and not exists (select 1 from decision d where d.application_id = a.id and d.type = a.type)`
    )
    expect(withoutDecision).toBe(0)
    expect(
      await count(
        "select count(*)::int as count from decision d join application a on a.id = d.application_id where a.type = 'PRESCHOOL' and d.type = 'PRESCHOOL_DAYCARE' and d.status = 'ACCEPTED'"
      )
    ).toBeGreaterThan(0)
  })

  it('gives each family with a placed child four fee decisions, each ending where the next begins', async () => {
    const rows = await db.query<{ valid_from: string; valid_to: string | null; type: string }>(
      `select d.valid_from::text, d.valid_to::text, d.type from finance_decision d join person h on h.id = d.head_of_family_id
       where h.ssn ~ '^[0-9]{6}.9' and h.id = (select head_of_family_id from finance_decision f join person p on p.id = f.head_of_family_id
                                                 where p.ssn ~ '^[0-9]{6}.9' order by f.valid_from limit 1)
       order by d.valid_from`
    )
    expect(rows).toHaveLength(4)
    expect(rows.at(-1)!.valid_to).toBeNull()
    for (let i = 0; i < 3; i++)
      expect(new Date(`${rows[i]!.valid_to}T12:00:00Z`).getTime() + 86_400_000).toBe(new Date(`${rows[i + 1]!.valid_from}T12:00:00Z`).getTime())
    const childRows = await count("select count(*)::int as count from finance_decision_child f join person c on c.id = f.child_id where c.ssn ~ '^[0-9]{6}.9'")
    expect(childRows).toBe(4 * (CHILDREN - CHILDREN / 10))
  })

  it('gives about a child in ten an assistance decision, each read by the first guardian only', async () => {
    for (const table of ['assistance_need_decision', 'assistance_need_preschool_decision']) {
      const [row] = await db.query<{ decisions: number; readOnce: number }>(
        `select count(*)::int as decisions, count(*) filter (where (select count(*) from ${table}_read r where r.decision_id = d.id) = 1)::int as "readOnce"
         from ${table} d join person c on c.id = d.child_id where c.ssn ~ '^[0-9]{6}.9'`
      )
      expect(row!.decisions).toBeGreaterThan(0)
      expect(row!.readOnce).toBe(row!.decisions)
    }
    const children = await count(
      `select count(distinct child_id)::int as count from (select child_id from assistance_need_decision union all select child_id from assistance_need_preschool_decision) d
       join person c on c.id = d.child_id where c.ssn ~ '^[0-9]{6}.9'`
    )
    expect(children).toBeGreaterThanOrEqual(CHILDREN / 10 - CHILDREN / 100)
    expect(children).toBeLessThanOrEqual(CHILDREN / 5)
  })

  it('fills four weeks back and ahead of weekday reservations, one day in fifteen an absence', async () => {
    const days = await db.query<{ reservations: number; absences: number; weekend: number }>(
      `select (select count(*)::int from attendance_reservation r join person c on c.id = r.child_id where c.ssn ~ '^[0-9]{6}.9') as reservations,
              (select count(*)::int from absence a join person c on c.id = a.child_id where c.ssn ~ '^[0-9]{6}.9') as absences,
              (select count(*)::int from attendance_reservation r join person c on c.id = r.child_id
               where c.ssn ~ '^[0-9]{6}.9' and extract(isodow from r.date) > 5) as weekend`
    )
    const { reservations, absences, weekend } = days[0]!
    const placed = CHILDREN - CHILDREN / 10
    // 2026-10-26 … 2026-12-21: 41 weekdays
    expect(reservations + absences).toBe(placed * 41)
    expect(absences / (reservations + absences)).toBeCloseTo(1 / 15, 1)
    expect(weekend).toBe(0)
  })
})
