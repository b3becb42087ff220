import { schoolYearStart } from '../../src/seed/demo-units'
import type { LargeDataContext } from './context'

/*
 * The population register and early childhood education of a large municipality, set-based:
 * ordinals from generate_series become rows, and the rows that refer to each other are joined
 * by ordinal through temporary tables, so 50 000 children take seconds, not minutes.
 *
 * Families have one or two children and two guardians who live together; nine children in
 * ten have this school year's placement, and those older than two also last year's. Identity
 * codes use the temporary individual numbers 900–999, which the register never gives to a
 * person, so they cannot collide with the demo people.
 */
const CHILDREN_PER_UNIT = 100
const GROUPS_PER_UNIT = 4
const CHECK_CHARACTERS = '0123456789ABCDEFHJKLMNPRSTUVWXY'
const FEATURES = ['RESERVATIONS', 'MESSAGING', 'CHILD_DOCUMENTATION', 'PLACEMENT_TERMINATION', 'SERVICE_APPLICATIONS']
const FIRST_NAMES = ['Aada', 'Eino', 'Helmi', 'Leo', 'Olivia', 'Väinö', 'Sofia', 'Elias', 'Isla', 'Oliver', 'Aino', 'Onni', 'Lilja', 'Toivo', 'Ellen', 'Emil']
const LAST_NAMES = ['Korhonen', 'Mäkinen', 'Nieminen', 'Mäkelä', 'Hämäläinen', 'Laine', 'Heikkinen', 'Koskinen', 'Järvinen', 'Lehtonen', 'Lehtinen', 'Saarinen']
const STREETS = ['Koivukuja', 'Rantatie', 'Pajulahdentie', 'Kalliokatu', 'Myllypuro', 'Kuusitie', 'Haapala', 'Satamakatu']

/** Whether the person `alias` is one of the generated people: their individual numbers are 900–999. */
export const generatedPerson = (alias: string) => `${alias}.ssn ~ '^[0-9]{6}.9[0-9]{2}.$'`

/** A valid identity code for a date of birth (SQL date) and a temporary individual number 900–999. */
const ssnSql = (dateOfBirth: string, individualNumber: string) => `
  to_char(${dateOfBirth}, 'DDMMYY') || case when extract(year from ${dateOfBirth}) >= 2000 then 'A' else '-' end
  || (${individualNumber})::text
  || substr('${CHECK_CHARACTERS}', ((to_char(${dateOfBirth}, 'DDMMYY') || (${individualNumber})::text)::bigint % 31)::int + 1, 1)`

const pick = (list: string[], ordinal: string) => `(array['${list.join("','")}'])[(${ordinal}) % ${list.length} + 1]`

export async function generatePopulationAndPlacements({ db, children, today }: LargeDataContext): Promise<void> {
  const families = Math.ceil(children / 1.5)
  const units = Math.max(5, Math.ceil(children / CHILDREN_PER_UNIT))
  const yearStart = schoolYearStart(today)
  // Children born over six years end to end: each birth date has room for 100 individual numbers.
  // A stride coprime with the span spreads even a few hundred children over every age.
  const childBirthDays = 6 * 365
  const birthStride = 7
  const guardianBirthDays = 20 * 365
  if (children > childBirthDays * 100) throw new Error(`At most ${childBirthDays * 100} children`)

  await db.query(`create temp table bench_unit on commit drop as
    select i, gen_random_uuid() as id from generate_series(0, ${units - 1}) i`)
  await db.query(
    `insert into unit (id, name, care_types, provider_type, language, lat, lon, street_address, postal_code, post_office,
       phone, email, provides_shift_care, daycare_apply_start, preschool_apply_start, club_apply_start, features)
     select id, 'Päiväkoti ' || ${pick(LAST_NAMES, 'i')} || 'n ' || (i + 1),
       case when i % 7 = 0 then array['CLUB'] when i % 3 = 0 then array['DAYCARE', 'PRESCHOOL'] else array['DAYCARE'] end,
       case when i % 5 = 0 then 'PRIVATE_SERVICE_VOUCHER' else 'MUNICIPAL' end,
       case when i % 10 = 0 then 'sv' else 'fi' end,
       64.05 + (i % 37) * 0.005, 28.20 + (i % 53) * 0.008,
       ${pick(STREETS, 'i')} || ' ' || (i % 40 + 1), '87' || lpad(((i % 90) + 10)::text, 3, '0'), 'Pesälä',
       '+35840' || lpad(i::text, 7, '0'), 'unit' || i || '@pesala.example', i % 11 = 0,
       '2020-01-01', case when i % 3 = 0 then date '2020-01-01' end, case when i % 7 = 0 then date '2020-01-01' end,
       $1::text[]
     from bench_unit`,
    [FEATURES]
  )
  await db.query(`create temp table bench_group on commit drop as
    select u.i as unit_ordinal, g, gen_random_uuid() as id, u.id as unit_id
    from bench_unit u cross join generate_series(0, ${GROUPS_PER_UNIT - 1}) g`)
  await db.query(`insert into unit_group (id, unit_id, name) select id, unit_id, 'Ryhmä ' || (g + 1) from bench_group`)

  await db.query(`create temp table bench_family on commit drop as
    select f, gen_random_uuid() as household_id,
      ${pick(STREETS, 'f')} || ' ' || (f % 97 + 1) || ' A ' || (f % 13 + 1) as street, '87' || lpad(((f % 90) + 10)::text, 3, '0') as postal_code
    from generate_series(0, ${families - 1}) f`)
  await db.query(
    `create temp table bench_person on commit drop as
    select 'child' as role, i as ordinal, i % ${families} as family, null::int as slot, gen_random_uuid() as id,
      ($1::date - 1 - (i * ${birthStride} % ${childBirthDays})) as date_of_birth, 900 + i / ${childBirthDays} as individual_number
    from generate_series(0, ${children - 1}) i
    union all
    select 'guardian', j, j / 2, j % 2, gen_random_uuid(), date '1975-01-01' + (j % ${guardianBirthDays}), 900 + j / ${guardianBirthDays}
    from generate_series(0, ${families * 2 - 1}) j`,
    [today]
  )
  // Temporary tables get no statistics by themselves; without them the joins below run as nested loops.
  await db.query('analyze bench_unit, bench_group, bench_family, bench_person')
  await db.query(
    `insert into person (id, ssn, first_name, last_name, date_of_birth, language, street_address, postal_code, post_office, email, verified_email)
     select p.id, ${ssnSql('p.date_of_birth', 'p.individual_number')}, ${pick(FIRST_NAMES, 'p.ordinal * 7')},
       ${pick(LAST_NAMES, 'p.family')}, p.date_of_birth, 'fi', f.street, f.postal_code, 'Pesälä',
       case when p.role = 'guardian' then 'guardian' || p.ordinal || '@example.fi' end,
       case when p.role = 'guardian' and p.ordinal % 3 > 0 then 'guardian' || p.ordinal || '@example.fi' end
     from bench_person p join bench_family f on f.f = p.family`
  )
  await db.query(`insert into household (id, street_address, postal_code, post_office) select household_id, street, postal_code, 'Pesälä' from bench_family`)
  await db.query(
    `insert into household_member (household_id, person_id, start_date)
     select f.household_id, p.id, greatest(p.date_of_birth, date '2015-01-01') from bench_person p join bench_family f on f.f = p.family`
  )
  await db.query(
    `insert into partnership (person1_id, person2_id, start_date)
     select a.id, b.id, date '2015-01-01' from bench_person a join bench_person b on b.family = a.family and b.slot = 1
     where a.slot = 0`
  )
  await db.query(
    `insert into guardianship (guardian_id, child_id)
     select g.id, c.id from bench_person c join bench_person g on g.role = 'guardian' and g.family = c.family where c.role = 'child'`
  )
  // This school year's placement for nine children in ten, last year's too for those over two.
  await db.query(
    `insert into placement (child_id, unit_id, group_id, type, start_date, end_date)
     select c.id, g.unit_id, g.id,
       case when c.date_of_birth <= $1::date - interval '5 years' then 'PRESCHOOL' else 'DAYCARE' end,
       year_start, (year_start + interval '1 year' - interval '1 day')::date
     from bench_person c
     cross join (values ($1::date), (($1::date - interval '1 year')::date)) as years (year_start)
     join bench_group g on g.unit_ordinal = c.ordinal % ${units} and g.g = (c.ordinal / ${units}) % ${GROUPS_PER_UNIT}
     where c.role = 'child' and c.ordinal % 10 <> 9
       and (year_start = $1::date or c.date_of_birth <= $1::date - interval '2 years')`,
    [yearStart]
  )
}
