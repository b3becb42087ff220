import type { LargeDataContext } from './context'

const FINANCE_DECISIONS_A_FAMILY = 4
const MONTHLY_FEE_CENTS = 29_500

/**
 * Decisions of the large municipality (issue 12), set-based, from the people of population.ts
 * and the applications of applications.ts (their temporary tables):
 * - every placed child's application has its accepted placement decision (a preschool one also
 *   its connected daycare), sent when the application was;
 * - every family with a placed child has four fee decisions, a quarter apart, the oldest ending
 *   where the next begins, the newest open-ended; every fifth family's newest is a voucher value
 *   decision;
 * - a child in ten has an accepted assistance decision, and a preschooler in ten a preschool
 *   support decision, both read by the first guardian only.
 * No PDFs are rendered: the guardians' reads list decisions, they do not open documents.
 */
export async function generateDecisions({ db, today }: LargeDataContext): Promise<void> {
  await db.query(
    `insert into decision (application_id, type, unit_id, start_date, end_date, status, sent_date, decision_maker, created_at, resolved_at, resolved_by)
     select a.id, t.type, b.unit_id, a.sent_date + 30, a.sent_date + 360, 'ACCEPTED', a.sent_date, 'Varhaiskasvatusjohtaja Helena Lehto',
            a.sent_date::timestamptz, (a.sent_date + 7)::timestamptz, a.guardian_id
     from bench_application b join application a on a.id = b.id
     cross join lateral (values (a.type), (case when a.type = 'PRESCHOOL' then 'PRESCHOOL_DAYCARE' end)) t (type)
     where a.status = 'ACTIVE' and t.type is not null`
  )

  // This school year's placement of each placed child, the fee decisions' rows
  await db.query(
    `create temp table bench_placed on commit drop as
     select distinct on (c.id) c.id, c.ordinal, c.family, c.date_of_birth, pl.unit_id, pl.type
     from bench_person c join placement pl on pl.child_id = c.id and pl.start_date <= $1::date and pl.end_date >= $1::date
     where c.role = 'child'
     order by c.id, pl.start_date desc`,
    [today]
  )
  await db.query('analyze bench_placed')
  await db.query(
    `create temp table bench_finance on commit drop as
     select gen_random_uuid() as id, f.family, q,
            (date_trunc('month', $1::date) - make_interval(months => 3 * q))::date as valid_from,
            case when q > 0 then (date_trunc('month', $1::date) - make_interval(months => 3 * (q - 1)) - interval '1 day')::date end as valid_to,
            case when q = 0 and f.family % 5 = 0 then 'VOUCHER_VALUE_DECISION' else 'FEE_DECISION' end as type
     from (select distinct family from bench_placed) f cross join generate_series(0, ${FINANCE_DECISIONS_A_FAMILY - 1}) q`,
    [today]
  )
  await db.query(
    `insert into finance_decision (id, type, status, valid_from, valid_to, sent_at, head_of_family_id, partner_id, total_cents, decision_maker, created_at)
     select d.id, d.type, 'SENT', d.valid_from, d.valid_to, (d.valid_from - 14)::timestamptz, h.id, p.id,
            k.children * ${MONTHLY_FEE_CENTS}, 'Talouspäällikkö Marja Salo', (d.valid_from - 14)::timestamptz
     from bench_finance d
     join (select family, count(*) as children from bench_placed group by family) k on k.family = d.family
     join bench_person h on h.role = 'guardian' and h.family = d.family and h.slot = 0
     join bench_person p on p.role = 'guardian' and p.family = d.family and p.slot = 1`
  )
  await db.query(
    `insert into finance_decision_child (finance_decision_id, child_id, unit_id, placement_type, amount_cents)
     select d.id, c.id, c.unit_id, c.type, ${MONTHLY_FEE_CENTS} from bench_finance d join bench_placed c on c.family = d.family`
  )

  const sentAt = `($1::date - 30 - c.ordinal % 90)::timestamptz`
  await db.query(
    `create temp table bench_assistance on commit drop as
     select gen_random_uuid() as id, c.id as child_id, c.family, c.unit_id, ${sentAt} as sent_at,
            c.date_of_birth <= $1::date - interval '5 years' and c.ordinal % 10 = 4 as preschool
     from bench_placed c
     where c.ordinal % 10 = 3 or (c.date_of_birth <= $1::date - interval '5 years' and c.ordinal % 10 = 4)`,
    [today]
  )
  await db.query(
    `insert into assistance_need_decision (id, child_id, status, language, decision_made, sent_at, valid_from, unit_id, assistance_levels,
       pedagogical_motivation, motivation_for_decision, decision_maker_name, decision_maker_title, created_at)
     select id, child_id, 'ACCEPTED', 'FI', sent_at::date, sent_at, sent_at::date, unit_id, array['ENHANCED_ASSISTANCE'],
            'Pedagogista tukea arjen tilanteissa.', 'Lapsi hyötyy tehostetusta tuesta.', 'Helena Lehto', 'varhaiskasvatusjohtaja', sent_at
     from bench_assistance where not preschool`
  )
  await db.query(
    `insert into assistance_need_preschool_decision (id, child_id, status, language, type, decision_made, sent_at, valid_from, unit_id,
       granted_assistance_service, decision_basis, decision_maker_name, decision_maker_title, created_at)
     select id, child_id, 'ACCEPTED', 'FI', 'NEW', sent_at::date, sent_at, sent_at::date, unit_id,
            true, 'Pedagoginen selvitys.', 'Helena Lehto', 'varhaiskasvatusjohtaja', sent_at
     from bench_assistance where preschool`
  )
  for (const [preschool, table] of [
    [false, 'assistance_need_decision_read'],
    [true, 'assistance_need_preschool_decision_read']
  ] as const) {
    await db.query(
      `insert into ${table} (decision_id, person_id, read_at)
       select a.id, g.id, a.sent_at + interval '1 day'
       from bench_assistance a join bench_person g on g.role = 'guardian' and g.family = a.family and g.slot = 0
       where a.preschool = $1`,
      [preschool]
    )
  }
}
