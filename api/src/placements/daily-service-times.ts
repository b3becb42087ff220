import { Type, type Static } from '@sinclair/typebox'
import type { Queryable } from '../platform/db'

/*
 * A child's daily service time: when the child is usually in care. Staff set it; the child
 * pages show it and the calendar tells the guardians when it changes.
 */

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()])
const Uuid = Type.String({ format: 'uuid' })
const DateString = Type.String({ format: 'date' })
const TimeRange = Type.Object({ start: Type.String(), end: Type.String() })
export const DailyServiceTime = Type.Object(
  {
    id: Uuid,
    type: Type.Union([Type.Literal('REGULAR'), Type.Literal('IRREGULAR'), Type.Literal('VARIABLE_TIME')]),
    validityPeriod: Type.Object({ start: DateString, end: Nullable(DateString) }),
    /** REGULAR: the same range every weekday */
    regularTimes: Nullable(TimeRange),
    /** IRREGULAR: monday…sunday, each a range or null */
    weekdayTimes: Nullable(Type.Record(Type.String(), Nullable(TimeRange)))
  },
  { title: 'DailyServiceTime' }
)
export type DailyServiceTime = Static<typeof DailyServiceTime>

export async function dailyServiceTimesOf(db: Queryable, childId: string): Promise<DailyServiceTime[]> {
  const rows = await db.query<{
    id: string
    type: DailyServiceTime['type']
    valid_from: string
    valid_to: string | null
    regular_times: DailyServiceTime['regularTimes']
    weekday_times: DailyServiceTime['weekdayTimes']
  }>('select id, type, valid_from, valid_to, regular_times, weekday_times from daily_service_time where child_id = $1 order by valid_from desc', [childId])
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    validityPeriod: { start: row.valid_from, end: row.valid_to },
    regularTimes: row.regular_times,
    weekdayTimes: row.weekday_times
  }))
}

export async function insertDailyServiceTime(db: Queryable, time: Omit<DailyServiceTime, 'id'> & { childId: string }): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    'insert into daily_service_time (child_id, type, valid_from, valid_to, regular_times, weekday_times) values ($1, $2, $3, $4, $5, $6) returning id',
    [
      time.childId,
      time.type,
      time.validityPeriod.start,
      time.validityPeriod.end,
      time.regularTimes ? JSON.stringify(time.regularTimes) : null,
      time.weekdayTimes ? JSON.stringify(time.weekdayTimes) : null
    ]
  )
  return row!.id
}
