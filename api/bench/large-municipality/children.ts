import type { LargeDataContext } from './context'

const PEDAGOGICAL_A_CHILD = 10

/**
 * Documents of the large municipality's children (issue 15), set-based: every placed child
 * has a plan (VASU under five, LEOPS from five, completed a term ago) and a CITIZEN_DRAFT
 * waiting for an answer every fourth child, else a completed HOJKS, and ten pedagogical
 * documents over the year. The plan and the documents older than a month are read by the first
 * guardian only, so both guardians' unread counts have something to count. Uses the people of
 * population.ts (its temporary tables) and the demo seed's templates.
 */
export async function generateChildDocuments({ db, today }: LargeDataContext): Promise<void> {
  const noon = `($1::date + time '12:00')::timestamptz`
  await db.query(
    `create temp table bench_child_document on commit drop as
     select gen_random_uuid() as id, c.id as child_id, c.family, d.kind,
            case d.kind when 'PLAN' then (case when c.date_of_birth <= $1::date - interval '5 years' then 'LEOPS' else 'VASU' end)
                        else (case when c.ordinal % 4 = 0 then 'CITIZEN_BASIC' else 'HOJKS' end) end as template_type,
            case when d.kind = 'SECOND' and c.ordinal % 4 = 0 then 'CITIZEN_DRAFT' else 'COMPLETED' end as status,
            ${noon} - make_interval(days => case d.kind when 'PLAN' then 120 else 10 + c.ordinal % 20 end) as published_at
     from bench_person c
     cross join (values ('PLAN'), ('SECOND')) d (kind)
     where c.role = 'child' and exists (select 1 from placement p where p.child_id = c.id)`,
    [today]
  )
  await db.query(
    `insert into child_document (id, child_id, template_id, status, published_content, published_at, created_at)
     select d.id, d.child_id, t.id, d.status, '{"answers": []}'::jsonb, d.published_at, d.published_at
     from bench_child_document d
     join lateral (select id from child_document_template where type = d.template_type order by name limit 1) t on true`
  )
  await db.query(
    `insert into child_document_read (document_id, person_id, read_at)
     select d.id, g.id, d.published_at + interval '1 day'
     from bench_child_document d join bench_person g on g.role = 'guardian' and g.family = d.family and g.slot = 0
     where d.kind = 'PLAN'`
  )
  await db.query(
    `create temp table bench_pedagogical on commit drop as
     select gen_random_uuid() as id, d.child_id, d.family, n, ${noon} - make_interval(days => n * 35 + 1) as created_at
     from bench_child_document d cross join generate_series(0, ${PEDAGOGICAL_A_CHILD - 1}) n
     where d.kind = 'PLAN'`,
    [today]
  )
  await db.query(
    `insert into pedagogical_document (id, child_id, description, created_at)
     select id, child_id, 'Viikon oppimisen hetket: leikki, liikunta ja yhdessä tekeminen.', created_at from bench_pedagogical`
  )
  await db.query(
    `insert into pedagogical_document_read (document_id, person_id, read_at)
     select p.id, g.id, p.created_at + interval '1 day'
     from bench_pedagogical p join bench_person g on g.role = 'guardian' and g.family = p.family and g.slot = 0
     where p.created_at < ${noon} - interval '1 month'`,
    [today]
  )
}
