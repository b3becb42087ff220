import type { Queryable } from '../platform/db'
import { ATTENDANCE_JOIN } from './event-repository'

/** A guardian to write to: has an email and has not turned the email's type off. */
export interface EmailRecipient {
  personId: string
  email: string
}

/** The condition on person `pr`, with the email type as the query parameter `typeParam`. */
const wantsEmail = (typeParam: string) => `coalesce(pr.email, '') <> ''
  and not exists (select 1 from email_notification_opt_out o where o.person_id = pr.id and o.email_type = ${typeParam})`

/** The guardians of the children who attend the event. */
export async function eventGuardians(db: Queryable, eventId: string, emailType: string): Promise<EmailRecipient[]> {
  return db.query<EmailRecipient>(
    `select distinct pr.id as "personId", pr.email
     from calendar_event e ${ATTENDANCE_JOIN}
     join guardianship g on g.child_id = p.child_id
     join person pr on pr.id = g.guardian_id
     where e.id = $1 and ${wantsEmail('$2')}`,
    [eventId, emailType]
  )
}

/** The child's guardians. */
export async function childGuardians(db: Queryable, childId: string, emailType: string): Promise<EmailRecipient[]> {
  return db.query<EmailRecipient>(
    `select pr.id as "personId", pr.email from guardianship g join person pr on pr.id = g.guardian_id
     where g.child_id = $1 and ${wantsEmail('$2')}`,
    [childId, emailType]
  )
}

/** What a guardian calls the child in an email: the preferred name, else the first of the given names. */
export async function childName(db: Queryable, childId: string): Promise<string> {
  const [row] = await db.query<{ name: string }>(
    "select coalesce(nullif(preferred_name, ''), split_part(first_name, ' ', 1)) as name from person where id = $1",
    [childId]
  )
  return row?.name ?? ''
}

/**
 * Guardians not yet looked at for the weeks from `window.start`, of a child placed in the window in
 * a unit that takes reservations.
 */
export async function guardiansToRemind(db: Queryable, window: { start: string; end: string }): Promise<EmailRecipient[]> {
  return db.query<EmailRecipient>(
    `select distinct pr.id as "personId", coalesce(pr.email, '') as email
     from guardianship g
     join placement p on p.child_id = g.child_id and p.start_date <= $2 and p.end_date >= $1
     join unit u on u.id = p.unit_id and 'RESERVATIONS' = any (u.features)
     join person pr on pr.id = g.guardian_id
     -- An email, or a device with push on (issue 37 §3): the notification's type is on either way.
     where (${wantsEmail('$3')} or (exists (select 1 from push_subscription ps where ps.person_id = pr.id)
       and not exists (select 1 from email_notification_opt_out o where o.person_id = pr.id and o.email_type = $3)))
       and not exists (select 1 from reservation_reminder r where r.person_id = pr.id and r.week_start = $1)`,
    [window.start, window.end, 'ATTENDANCE_RESERVATION_NOTIFICATION']
  )
}

/** Marks the guardian looked at for the weeks; false when another run did it first. */
export async function markReminded(db: Queryable, personId: string, weekStart: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    'insert into reservation_reminder (person_id, week_start, checked_at) values ($1, $2, $3) on conflict do nothing returning person_id',
    [personId, weekStart, now]
  )
  return rows.length === 1
}
