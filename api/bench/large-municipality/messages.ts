import type { LargeDataContext } from './context'

/** Message threads a family has with its child's group in a year, beside the group's bulletins. */
const THREADS_A_FAMILY = 28
const BULLETINS_A_GROUP = 12

/**
 * Messages of the large municipality (issue 13), a year of them, set-based: every placed
 * family writes with its first child's group in 28 threads of 1 to 5 messages (the group and
 * the first guardian in turns), and every group sends a bulletin a month to the guardians of
 * its children, about 40 threads a family. All is read but the newest message of every third
 * family's latest thread and the latest bulletin of every other guardian, so the unread
 * counts have something to find. Uses the people of population.ts (its temporary tables).
 */
export async function generateMessages({ db, today }: LargeDataContext): Promise<void> {
  const noon = `($1::date + time '12:00')::timestamptz`
  await db.query(`insert into message_account (type, person_id) select 'CITIZEN', id from bench_person where role = 'guardian'`)
  await db.query(
    `insert into message_account (type, group_id, unit_id, name)
     select 'GROUP', ug.id, ug.unit_id, ug.name from bench_group bg join unit_group ug on ug.id = bg.id`
  )
  await db.query(
    `create temp table bench_family_account on commit drop as
     select g.family, g.slot, a.id as account_id from bench_person g join message_account a on a.person_id = g.id where g.role = 'guardian'`
  )
  await db.query(
    `create temp table bench_family_group on commit drop as
     select distinct on (c.family) c.family, c.id as child_id, ga.id as group_account
     from bench_person c
     join placement p on p.child_id = c.id and p.start_date <= $1::date and p.end_date >= $1::date
     join message_account ga on ga.group_id = p.group_id
     where c.role = 'child' order by c.family, c.ordinal`,
    [today]
  )
  await db.query('analyze bench_family_account, bench_family_group')

  await db.query(
    `create temp table bench_thread on commit drop as
     select gen_random_uuid() as id, fg.family, fg.child_id, fg.group_account, n, 1 + (fg.family + n) % 5 as messages,
            ${noon} - make_interval(days => n * 13 + fg.family % 7) as started
     from bench_family_group fg cross join generate_series(0, ${THREADS_A_FAMILY - 1}) n`,
    [today]
  )
  await db.query(
    `create temp table bench_message on commit drop as
     select gen_random_uuid() as id, t.id as thread_id, t.family, t.group_account, k % 2 = 0 as from_group,
            case when k % 2 = 0 then t.group_account else fa.account_id end as sender_id,
            t.started + make_interval(hours => k * 5) as sent_at,
            k = t.messages - 1 and t.n = 0 and t.family % 3 = 0 as unread
     from bench_thread t
     join bench_family_account fa on fa.family = t.family and fa.slot = 0
     cross join generate_series(0, 4) k
     where k < t.messages`
  )
  await db.query('analyze bench_thread, bench_message')
  await db.query(
    `insert into message_thread (id, message_type, title, created_at)
     select id, 'MESSAGE', 'Viesti ' || (n + 1), started from bench_thread`
  )
  await db.query('insert into message_thread_child (thread_id, child_id) select id, child_id from bench_thread')
  await db.query(
    `insert into message (id, thread_id, sender_id, content, sent_at)
     select id, thread_id, sender_id, 'Hei, tässä viikon asiat.', sent_at from bench_message`
  )
  // Plain joins, not lateral subqueries: a lookup per thread or message is quadratic at these volumes
  const readAt = "case when not m.unread then m.sent_at + interval '1 hour' end"
  await db.query(
    `insert into message_recipient (message_id, recipient_id, read_at)
     select m.id, fa.account_id, ${readAt} from bench_message m join bench_family_account fa on fa.family = m.family where m.from_group
     union all
     select m.id, m.group_account, ${readAt} from bench_message m where not m.from_group`
  )
  await db.query(
    `insert into message_thread_participant (thread_id, participant_id, last_message_at)
     with last as (select thread_id, max(sent_at) as sent_at from bench_message group by thread_id)
     select t.id, fa.account_id, last.sent_at from bench_thread t join last on last.thread_id = t.id join bench_family_account fa on fa.family = t.family
     union all
     select t.id, t.group_account, last.sent_at from bench_thread t join last on last.thread_id = t.id`
  )

  await db.query(
    `create temp table bench_bulletin on commit drop as
     select gen_random_uuid() as thread_id, gen_random_uuid() as message_id, ga.id as group_account, ga.group_id, m,
            ${noon} - make_interval(days => m * 30 + 2) as sent_at
     from message_account ga join bench_group bg on bg.id = ga.group_id
     cross join generate_series(0, ${BULLETINS_A_GROUP - 1}) m`,
    [today]
  )
  await db.query(
    `create temp table bench_group_guardian on commit drop as
     select distinct p.group_id, fa.account_id
     from placement p join bench_person c on c.id = p.child_id join bench_family_account fa on fa.family = c.family
     where p.start_date <= $1::date and p.end_date >= $1::date`,
    [today]
  )
  await db.query('analyze bench_bulletin, bench_group_guardian')
  await db.query(
    `insert into message_thread (id, message_type, title, created_at)
     select thread_id, 'BULLETIN', 'Tiedote ' || (${BULLETINS_A_GROUP} - m), sent_at from bench_bulletin`
  )
  await db.query(
    `insert into message (id, thread_id, sender_id, content, sent_at)
     select message_id, thread_id, group_account, 'Tiedote kaikille ryhmän perheille.', sent_at from bench_bulletin`
  )
  await db.query(
    `insert into message_recipient (message_id, recipient_id, read_at)
     select b.message_id, gg.account_id,
            case when not (b.m = 0 and right(gg.account_id::text, 1) < '8') then b.sent_at + interval '1 hour' end
     from bench_bulletin b join bench_group_guardian gg on gg.group_id = b.group_id`
  )
  await db.query(
    `insert into message_thread_participant (thread_id, participant_id, last_message_at)
     select b.thread_id, gg.account_id, b.sent_at from bench_bulletin b join bench_group_guardian gg on gg.group_id = b.group_id
     union all select thread_id, group_account, sent_at from bench_bulletin`
  )
}
