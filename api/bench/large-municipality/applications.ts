import { filledApplicationForm } from '../../src/seed/applications'
import type { LargeDataContext } from './context'
import { generatedPerson } from './population'

/**
 * Applications of the large municipality (issue 11), about 1.5 a child, set-based: every child
 * has one daycare or preschool application by the first guardian (ACTIVE for the placed, SENT
 * with the other guardian's access for the rest), and every other child also a club one (half
 * CANCELLED, half a draft). The preferred unit is the child's current placement unit, else the
 * first generated unit offering the kind.
 */
export async function generateApplications({ db, today }: LargeDataContext): Promise<void> {
  const form = (type: 'DAYCARE' | 'PRESCHOOL' | 'CLUB') =>
    JSON.stringify(filledApplicationForm(type, { startDate: today, unitIds: [], phone: '040 000 0000', email: 'guardian@example.fi' }))
  // Joins, not a lookup per child: the generated volumes make correlated subqueries quadratic
  await db.query(
    `create temp table bench_application on commit drop as
    with kids as (
      select c.id, c.date_of_birth, row_number() over (order by c.id) as ordinal from person c
      where ${generatedPerson('c')} and exists (select 1 from guardianship gs where gs.child_id = c.id)),
    applicant as (select gs.child_id, min(gs.guardian_id::text)::uuid as guardian_id from guardianship gs group by gs.child_id),
    placed as (select distinct on (pl.child_id) pl.child_id, pl.unit_id from placement pl
               where pl.start_date <= $1::date and pl.end_date >= $1::date order by pl.child_id, pl.start_date)
    select gen_random_uuid() as id, k.kind, c.id as child_id, c.ordinal, c.date_of_birth, a.guardian_id, p.unit_id
    from kids c join applicant a on a.child_id = c.id left join placed p on p.child_id = c.id
    cross join (values ('MAIN'), ('CLUB')) k (kind)
    where k.kind = 'MAIN' or c.ordinal % 2 = 0`,
    [today]
  )
  await db.query('analyze bench_application')
  await db.query(
    `insert into application (id, type, status, child_id, guardian_id, form, has_other_guardian, other_guardian_lives_in_same_address,
       allow_other_guardian_access, transfer_application, sent_date, due_date, created_at, form_modified_at, status_modified_at)
     select a.id, t.type, t.status, a.child_id, a.guardian_id,
       jsonb_set(case t.type when 'DAYCARE' then $2::jsonb when 'PRESCHOOL' then $3::jsonb else $4::jsonb end,
                 '{preferences,preferredUnits}', case when a.unit_id is null then '[]'::jsonb else jsonb_build_array(a.unit_id) end),
       true, true, t.status <> 'CREATED', false,
       case when t.status <> 'CREATED' then $1::date - (a.ordinal % 200)::int end,
       case when t.status <> 'CREATED' then $1::date - (a.ordinal % 200)::int + 120 end,
       now(), now(), now()
     from bench_application a
     cross join lateral (select
       case when a.kind = 'CLUB' then 'CLUB'
            when a.date_of_birth <= $1::date - interval '5 years' then 'PRESCHOOL' else 'DAYCARE' end as type,
       case when a.kind = 'CLUB' then (case when a.ordinal % 4 = 0 then 'CANCELLED' else 'CREATED' end)
            when a.unit_id is null then 'SENT' else 'ACTIVE' end as status) t`,
    [today, form('DAYCARE'), form('PRESCHOOL'), form('CLUB')]
  )
  await db.query(
    `insert into application_other_guardian (application_id, guardian_id)
     select a.id, gs.guardian_id from bench_application a
     join guardianship gs on gs.child_id = a.child_id and gs.guardian_id <> a.guardian_id
     where a.kind = 'MAIN' or a.ordinal % 4 = 0`
  )
}
