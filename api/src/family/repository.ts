import type { Queryable } from '../platform/db'
import type { AccessibleFeatures, Child } from './schemas'

/** The guardian's children with today's and the next placement, youngest last. */
/** A row of childrenOfGuardian's statement; its values are the same read as a row or as JSON (the calendar's one-statement read). */
export interface GuardianChildRow {
  id: string
  first_name: string
  last_name: string
  preferred_name: string
  date_of_birth: string
  unit_id: string | null
  unit_name: string | null
  group_id: string | null
  group_name: string | null
  placement_type: string | null
  upcoming_type: string | null
  upcoming_start: string | null
  upcoming_unit_name: string | null
}

/**
 * The guardian's children ($1) with their placement on the day ($2) and the next one after it:
 * the rows of `childrenOfGuardian`, also read inside the calendar's one-statement first read.
 */
export const GUARDIAN_CHILDREN_ROWS = `select c.id, c.first_name, c.last_name, c.preferred_name, c.date_of_birth,
            u.id as unit_id, u.name as unit_name, g.id as group_id, g.name as group_name, p.type as placement_type,
            up.type as upcoming_type, up.start_date as upcoming_start, uu.name as upcoming_unit_name
     from guardianship gs
     join person c on c.id = gs.child_id
     left join placement p on p.child_id = c.id and p.start_date <= $2 and p.end_date >= $2
     left join unit u on u.id = p.unit_id
     left join unit_group g on g.id = p.group_id
     left join lateral (
       select type, start_date, unit_id from placement
       where child_id = c.id and start_date > $2 order by start_date limit 1
     ) up on true
     left join unit uu on uu.id = up.unit_id
     where gs.guardian_id = $1`

export async function childrenOfGuardian(db: Queryable, guardianId: string, today: string): Promise<Child[]> {
  const rows = await db.query<GuardianChildRow>(
    `${GUARDIAN_CHILDREN_ROWS}
     order by c.date_of_birth, c.first_name`,
    [guardianId, today]
  )
  return rows.map(guardianChildOf)
}

export function guardianChildOf(row: GuardianChildRow): Child {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    preferredName: row.preferred_name,
    dateOfBirth: row.date_of_birth,
    unit: row.unit_id && row.unit_name ? { id: row.unit_id, name: row.unit_name } : null,
    group: row.group_id && row.group_name ? { id: row.group_id, name: row.group_name } : null,
    placementType: row.placement_type,
    upcomingPlacementType: row.upcoming_type,
    upcomingPlacementStartDate: row.upcoming_start,
    upcomingPlacementUnitName: row.upcoming_unit_name
  }
}

/**
 * What the guardian's children's units have switched on (the spec's per-user accessible
 * features): reservations and composing messages need a placement that is going on or starts
 * within two weeks; reading messages and child documentation any placement in such a unit, and
 * reading messages also anyone who has received one (a bulletin to a family in another unit).
 */
export async function accessibleFeatures(db: Queryable, guardianId: string, today: string): Promise<AccessibleFeatures> {
  const [row] = await db.query<AccessibleFeaturesRow>(ACCESSIBLE_FEATURES, [guardianId, today])
  return accessibleFeaturesOf(row)
}

/** accessibleFeatures' row; its statement, of the guardian $1 on the date $2, is also read beside others (the auth status). */
export interface AccessibleFeaturesRow {
  reservations: boolean
  messages: boolean
  compose_new_message: boolean
  child_documentation: boolean
}

export const ACCESSIBLE_FEATURES = `with unit_placement as (
       select u.features, p.start_date, p.end_date
       from guardianship g
       join placement p on p.child_id = g.child_id
       join unit u on u.id = p.unit_id
       where g.guardian_id = $1
     )
     select
       exists (select 1 from unit_placement where 'RESERVATIONS' = any (features)
               and end_date >= $2::date and start_date <= $2::date + 14) as reservations,
       exists (select 1 from unit_placement where 'MESSAGING' = any (features))
         or exists (select 1 from message_account a join message_recipient r on r.recipient_id = a.id where a.person_id = $1) as messages,
       exists (select 1 from unit_placement where 'MESSAGING' = any (features)
               and end_date >= $2::date and start_date <= $2::date + 14) as compose_new_message,
       exists (select 1 from unit_placement where 'CHILD_DOCUMENTATION' = any (features)) as child_documentation`

export function accessibleFeaturesOf(row: AccessibleFeaturesRow | undefined): AccessibleFeatures {
  return {
    reservations: row?.reservations ?? false,
    messages: row?.messages ?? false,
    composeNewMessage: row?.compose_new_message ?? false,
    childDocumentation: row?.child_documentation ?? false
  }
}
