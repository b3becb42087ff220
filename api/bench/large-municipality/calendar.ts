import type { LargeDataContext } from './context'

const DAYS_BACK = 28
const DAYS_AHEAD = 28

/**
 * The attendance calendar of the large municipality (issue 14), set-based: every placed child
 * has a reservation on each weekday of its placement from four weeks back to four weeks ahead
 * (times that vary by child), except one weekday in fifteen, which is an absence (sick leave
 * in the past, planned ahead). That is about 35 rows a child, the range a guardian's calendar
 * reads around today.
 */
export async function generateCalendar({ db, today }: LargeDataContext): Promise<void> {
  await db.query(
    `create temp table bench_calendar_day on commit drop as
     select c.id as child_id, c.ordinal, d::date as date, (c.ordinal + (d::date - $1::date)) % 15 = 0 as absent
     from bench_person c
     join placement pl on pl.child_id = c.id
     cross join generate_series($1::date - ${DAYS_BACK}, $1::date + ${DAYS_AHEAD}, interval '1 day') d
     where c.role = 'child' and extract(isodow from d) < 6 and d::date between pl.start_date and pl.end_date`,
    [today]
  )
  await db.query(
    `insert into attendance_reservation (child_id, date, start_time, end_time, created_by, created_at)
     select child_id, date, time '07:30' + make_interval(mins => 15 * (ordinal % 5)), time '15:30' + make_interval(mins => 15 * (ordinal % 7)),
            null, now()
     from bench_calendar_day where not absent`
  )
  await db.query(
    `insert into absence (child_id, date, absence_type, created_at)
     select child_id, date, case when date < $1::date then 'SICKLEAVE' else 'PLANNED_ABSENCE' end, now()
     from bench_calendar_day where absent`,
    [today]
  )
}
