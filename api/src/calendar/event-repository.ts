import type { Queryable } from '../platform/db'
import type { AttendingChild, CalendarEventType } from './event-schemas'

interface Range {
  start: string
  end: string
}

export interface EventRow {
  id: string
  title: string
  description: string
  period: Range
  eventType: CalendarEventType
  createdAt: Date
}

export interface AttendanceOfEvent extends AttendingChild {
  eventId: string
  childId: string
}

export interface TimeRow {
  id: string
  eventId: string
  date: string
  startTime: string
  endTime: string
  childId: string | null
  bookedAt: Date | null
  createdAt: Date
}

/*
 * A child attends an event on the days it is placed in the event's unit (and group, when the
 * event is for a group; a child's own event names the child) within the event's period.
 */
export const ATTENDANCE_JOIN = `
  join calendar_event_attendee a on a.calendar_event_id = e.id
  join placement p on p.unit_id = a.unit_id
    and (a.group_id is null or p.group_id = a.group_id)
    and (a.child_id is null or a.child_id = p.child_id)
    and p.start_date <= e.period_end and p.end_date >= e.period_start`

/** Per event of the range, the children among `childIds` who attend it and on which days. */
export async function attendancesOf(db: Queryable, childIds: string[], range: Range): Promise<AttendanceOfEvent[]> {
  const rows = await db.query<{
    event_id: string
    child_id: string
    start: string
    end: string
    type: AttendingChild['type']
    unit_name: string
    group_name: string | null
  }>(
    `select e.id as event_id, p.child_id, greatest(p.start_date, e.period_start)::text as start, least(p.end_date, e.period_end)::text as end,
            case when a.child_id is not null then 'INDIVIDUAL' when a.group_id is not null then 'GROUP' else 'UNIT' end as type,
            u.name as unit_name, g.name as group_name
     from calendar_event e ${ATTENDANCE_JOIN}
     join unit u on u.id = a.unit_id
     left join unit_group g on g.id = a.group_id
     where p.child_id = any ($1::uuid[]) and e.period_start <= $3 and e.period_end >= $2
     order by e.id, p.child_id, start`,
    [childIds, range.start, range.end]
  )
  return rows.map((row) => ({
    eventId: row.event_id,
    childId: row.child_id,
    periods: [{ start: row.start, end: row.end }],
    type: row.type,
    unitName: row.unit_name,
    groupName: row.group_name
  }))
}

interface EventDbRow {
  id: string
  title: string
  description: string
  period_start: string
  period_end: string
  event_type: CalendarEventType
  created_at: Date
}

const toEvent = (row: EventDbRow): EventRow => ({
  id: row.id,
  title: row.title,
  description: row.description,
  period: { start: row.period_start, end: row.period_end },
  eventType: row.event_type,
  createdAt: row.created_at
})

export async function eventsByIds(db: Queryable, ids: string[]): Promise<EventRow[]> {
  const rows = await db.query<EventDbRow>(
    `select id, title, description, period_start::text, period_end::text, event_type, created_at
     from calendar_event where id = any ($1::uuid[]) order by period_start, title, id`,
    [ids]
  )
  return rows.map(toEvent)
}

/** Whether the child attends the event on the date (placed where the event is, within its period). */
export async function attendsOn(db: Queryable, eventId: string, childId: string, date: string): Promise<boolean> {
  const rows = await db.query(
    `select 1 from calendar_event e ${ATTENDANCE_JOIN}
     where e.id = $1 and p.child_id = $2 and p.start_date <= $3 and p.end_date >= $3 and e.period_start <= $3 and e.period_end >= $3 limit 1`,
    [eventId, childId, date]
  )
  return rows.length > 0
}

/** Whether any of the children attends the event on some day. */
export async function attendedByAny(db: Queryable, eventId: string, childIds: string[]): Promise<boolean> {
  const rows = await db.query(`select 1 from calendar_event e ${ATTENDANCE_JOIN} where e.id = $1 and p.child_id = any ($2::uuid[]) limit 1`, [
    eventId,
    childIds
  ])
  return rows.length > 0
}

interface TimeDbRow {
  id: string
  calendar_event_id: string
  date: string
  start_time: string
  end_time: string
  child_id: string | null
  booked_at: Date | null
  created_at: Date
}

const TIME_COLUMNS = 'id, calendar_event_id, date::text, start_time::text, end_time::text, child_id, booked_at, created_at'

const toTime = (row: TimeDbRow): TimeRow => ({
  id: row.id,
  eventId: row.calendar_event_id,
  date: row.date,
  startTime: row.start_time.slice(0, 5),
  endTime: row.end_time.slice(0, 5),
  childId: row.child_id,
  bookedAt: row.booked_at,
  createdAt: row.created_at
})

/** The times of the events that are free from `freeFrom` on or booked by one of the children. */
export async function timesOf(db: Queryable, eventIds: string[], childIds: string[], freeFrom: string): Promise<TimeRow[]> {
  const rows = await db.query<TimeDbRow>(
    `select ${TIME_COLUMNS} from calendar_event_time
     where calendar_event_id = any ($1::uuid[]) and ((child_id is null and date >= $3) or child_id = any ($2::uuid[]))
     order by date, start_time, id`,
    [eventIds, childIds, freeFrom]
  )
  return rows.map(toTime)
}

export async function timeById(db: Queryable, id: string): Promise<TimeRow | null> {
  const [row] = await db.query<TimeDbRow>(`select ${TIME_COLUMNS} from calendar_event_time where id = $1`, [id])
  return row ? toTime(row) : null
}

/** Books a free time for the child; false when it was taken (by anyone) or the child has a time in the survey already. */
export async function bookTime(db: Queryable, timeId: string, childId: string, bookedBy: string | null, now: Date): Promise<boolean> {
  const rows = await db.query(
    `update calendar_event_time t set child_id = $2, booked_by = $3, booked_at = $4
     where t.id = $1 and t.child_id is null
       and not exists (select 1 from calendar_event_time o where o.calendar_event_id = t.calendar_event_id and o.child_id = $2)
     returning t.id`,
    [timeId, childId, bookedBy, now]
  )
  return rows.length > 0
}

export async function releaseTime(db: Queryable, timeId: string, childId: string): Promise<void> {
  await db.query('update calendar_event_time set child_id = null, booked_by = null, booked_at = null where id = $1 and child_id = $2', [timeId, childId])
}

export async function insertEvent(
  db: Queryable,
  event: {
    title: string
    description: string
    period: Range
    eventType: CalendarEventType
    attendees: { unitId: string; groupId: string | null; childId: string | null }[]
  }
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    'insert into calendar_event (title, description, period_start, period_end, event_type) values ($1, $2, $3, $4, $5) returning id',
    [event.title, event.description, event.period.start, event.period.end, event.eventType]
  )
  for (const attendee of event.attendees) {
    await db.query('insert into calendar_event_attendee (calendar_event_id, unit_id, group_id, child_id) values ($1, $2, $3, $4)', [
      row!.id,
      attendee.unitId,
      attendee.groupId,
      attendee.childId
    ])
  }
  return row!.id
}

export async function insertTime(
  db: Queryable,
  time: { eventId: string; date: string; startTime: string; endTime: string; childId?: string | null }
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into calendar_event_time (calendar_event_id, date, start_time, end_time, child_id, booked_at)
     values ($1, $2, $3, $4, $5::uuid, case when $5::uuid is null then null else now() end) returning id`,
    [time.eventId, time.date, time.startTime, time.endTime, time.childId ?? null]
  )
  return row!.id
}
