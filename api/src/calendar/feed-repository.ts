import type { Queryable } from '../platform/db'

export interface FeedRow {
  id: string
  personId: string
  createdAt: Date
}

interface FeedDbRow {
  id: string
  person_id: string
  created_at: Date
}

const toFeed = (row: FeedDbRow): FeedRow => ({ id: row.id, personId: row.person_id, createdAt: row.created_at })

/** The person's feed in use, if any. */
export async function feedOf(db: Queryable, personId: string): Promise<FeedRow | null> {
  const [row] = await db.query<FeedDbRow>('select id, person_id, created_at from calendar_feed where person_id = $1 and revoked_at is null', [personId])
  return row ? toFeed(row) : null
}

/** The feed in use whose token has the hash; a revoked or unknown one is null. */
export async function feedByTokenHash(db: Queryable, tokenHash: string): Promise<FeedRow | null> {
  const [row] = await db.query<FeedDbRow>('select id, person_id, created_at from calendar_feed where token_hash = $1 and revoked_at is null', [tokenHash])
  return row ? toFeed(row) : null
}

/** Revokes the person's feed in use; the id of the revoked one, if there was one. */
export async function lockPerson(db: Queryable, personId: string): Promise<void> {
  await db.query('select 1 from person where id = $1 for no key update', [personId])
}

export async function revokeFeed(db: Queryable, personId: string, now: Date): Promise<string | null> {
  const [row] = await db.query<{ id: string }>('update calendar_feed set revoked_at = $2 where person_id = $1 and revoked_at is null returning id', [
    personId,
    now
  ])
  return row?.id ?? null
}

export async function insertFeed(db: Queryable, personId: string, tokenHash: string, now: Date): Promise<FeedRow> {
  const [row] = await db.query<FeedDbRow>(
    'insert into calendar_feed (person_id, token_hash, created_at) values ($1, $2, $3) returning id, person_id, created_at',
    [personId, tokenHash, now]
  )
  return toFeed(row!)
}

export interface BookedTimeRow {
  id: string
  title: string
  description: string
  /** The name the calendar calls the child by: the preferred name, else the first given name */
  childName: string
  date: string
  startTime: string
  endTime: string
  bookedAt: Date | null
  createdAt: Date
}

/** The discussion times booked for the children with a date in the range. */
export async function bookedTimesOf(db: Queryable, childIds: string[], range: { start: string; end: string }): Promise<BookedTimeRow[]> {
  const rows = await db.query<{
    id: string
    title: string
    description: string
    child_name: string
    date: string
    start_time: string
    end_time: string
    booked_at: Date | null
    created_at: Date
  }>(
    `select t.id, e.title, e.description, coalesce(nullif(c.preferred_name, ''), split_part(c.first_name, ' ', 1)) as child_name, t.date::text, t.start_time::text, t.end_time::text, t.booked_at, t.created_at
     from calendar_event_time t
     join calendar_event e on e.id = t.calendar_event_id
     join person c on c.id = t.child_id
     where t.child_id = any ($1::uuid[]) and t.date between $2 and $3
     order by t.date, t.start_time, t.id`,
    [childIds, range.start, range.end]
  )
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    childName: row.child_name,
    date: row.date,
    startTime: row.start_time.slice(0, 5),
    endTime: row.end_time.slice(0, 5),
    bookedAt: row.booked_at,
    createdAt: row.created_at
  }))
}

/** The names the calendar calls the children by (the preferred name, else the first given name), by id. */
export async function childNamesOf(db: Queryable, childIds: string[]): Promise<Map<string, string>> {
  const rows = await db.query<{ id: string; name: string }>(
    "select id, coalesce(nullif(preferred_name, ''), split_part(first_name, ' ', 1)) as name from person where id = any ($1::uuid[])",
    [childIds]
  )
  return new Map(rows.map((row) => [row.id, row.name]))
}

/** The owner's language for the feed's name: the last one used, else the register's, else Finnish. */
export async function ownerLanguage(db: Queryable, personId: string): Promise<'fi' | 'sv' | 'en'> {
  const [row] = await db.query<{ language: 'fi' | 'sv' | 'en' }>(
    "select coalesce(last_language, case when language in ('fi', 'sv', 'en') then language end, 'fi') as language from person where id = $1",
    [personId]
  )
  return row?.language ?? 'fi'
}
