import type { Queryable } from '../platform/db'
import type { ApplicationType } from '../application-core/schemas'

/** The placement types that make a new application of the kind a transfer (the child already has such a place). */
const PLACEMENT_TYPES_OF: Record<ApplicationType, string[]> = {
  DAYCARE: ['DAYCARE', 'DAYCARE_PART_TIME'],
  PRESCHOOL: ['PRESCHOOL', 'PRESCHOOL_DAYCARE', 'PRESCHOOL_CLUB', 'PREPARATORY'],
  CLUB: ['CLUB']
}

/** Statuses after which an application is finished: a new one of the same kind is no duplicate. */
export const FINISHED_STATUSES = ['ACTIVE', 'REJECTED', 'CANCELLED']

export interface ChildRow {
  id: string
  first_name: string
  last_name: string
  date_of_birth: string
  duplicate_of: string | null
  upcoming_placement_type: string | null
}

/** The guardian's children (custodianship in the register), oldest first. */
export async function childrenOf(db: Queryable, guardianId: string, today: string): Promise<ChildRow[]> {
  return db.query<ChildRow>(
    `select c.id, c.first_name, c.last_name, c.date_of_birth, c.duplicate_of,
            (select p.type from placement p where p.child_id = c.id and p.start_date > $2 order by p.start_date limit 1) as upcoming_placement_type
     from guardianship g join person c on c.id = g.child_id
     where g.guardian_id = $1
     order by c.date_of_birth, c.first_name`,
    [guardianId, today]
  )
}

export async function isGuardianOf(db: Queryable, guardianId: string, childId: string): Promise<boolean> {
  return (await db.query('select 1 from guardianship where guardian_id = $1 and child_id = $2', [guardianId, childId])).length > 0
}

/** The child's other guardians in the register, and whether each lives at the child's address. */
export async function otherGuardiansOf(db: Queryable, childId: string, applicantId: string): Promise<{ id: string; sameAddress: boolean }[]> {
  return db.query<{ id: string; sameAddress: boolean }>(
    `select g.id,
            (lower(g.street_address) = lower(c.street_address) and g.postal_code = c.postal_code) as "sameAddress"
     from guardianship gs
     join person g on g.id = gs.guardian_id
     join person c on c.id = gs.child_id
     where gs.child_id = $1 and gs.guardian_id <> $2
     order by g.id`,
    [childId, applicantId]
  )
}

/** Which kinds of placement the child has today (a new application of that kind is a transfer). */
export async function activePlacementTypes(db: Queryable, childId: string, today: string): Promise<Record<ApplicationType, boolean>> {
  const rows = await db.query<{ type: string }>('select distinct type from placement where child_id = $1 and start_date <= $2 and end_date >= $2', [
    childId,
    today
  ])
  const types = rows.map((row) => row.type)
  const has = (kind: ApplicationType) => PLACEMENT_TYPES_OF[kind].some((type) => types.includes(type))
  return { DAYCARE: has('DAYCARE'), PRESCHOOL: has('PRESCHOOL'), CLUB: has('CLUB') }
}

/** Which kinds the guardian already has an unfinished application of for the child. */
export async function unfinishedApplicationTypes(db: Queryable, guardianId: string, childId: string): Promise<Record<ApplicationType, boolean>> {
  const rows = await db.query<{ type: ApplicationType }>(
    'select distinct type from application where guardian_id = $1 and child_id = $2 and status <> all ($3::text[])',
    [guardianId, childId, FINISHED_STATUSES]
  )
  const types = rows.map((row) => row.type)
  return { DAYCARE: types.includes('DAYCARE'), PRESCHOOL: types.includes('PRESCHOOL'), CLUB: types.includes('CLUB') }
}

export interface PersonBasicsRow {
  first_name: string
  last_name: string
  ssn: string | null
  date_of_birth: string
  street_address: string
  postal_code: string
  post_office: string
  verified_email: string | null
}

/** The applicant's other children in the register (custodianship, no duplicates), each with today's unit: the sibling basis's choices. */
export async function registerSiblings(
  db: Queryable,
  guardianId: string,
  childId: string,
  today: string
): Promise<{ first_name: string; last_name: string; ssn: string | null; unit_name: string | null }[]> {
  return db.query(
    `select s.first_name, s.last_name, s.ssn,
            (select u.name from placement p join unit u on u.id = p.unit_id
             where p.child_id = s.id and p.start_date <= $3 and p.end_date >= $3 order by p.start_date desc limit 1) as unit_name
     from guardianship g join person s on s.id = g.child_id
     where g.guardian_id = $1 and s.id <> $2 and s.duplicate_of is null
     order by s.date_of_birth, s.first_name`,
    [guardianId, childId, today]
  )
}

/** The basics of each person asked for, by id, in one statement (an application's child and guardian are read together). */
export async function personBasicsOf(db: Queryable, ids: string[]): Promise<Map<string, PersonBasicsRow>> {
  const rows = await db.query<PersonBasicsRow & { id: string }>(
    'select id, first_name, last_name, ssn, date_of_birth, street_address, postal_code, post_office, verified_email from person where id = any ($1::uuid[])',
    [ids]
  )
  return new Map(rows.map(({ id, ...row }) => [id, row]))
}

export async function personBasics(db: Queryable, id: string): Promise<PersonBasicsRow | undefined> {
  return (await personBasicsOf(db, [id])).get(id)
}

export interface ApplicationFileRow {
  id: string
  name: string
  content_type: string
  size: string
  attachment_type: 'URGENCY' | 'EXTENDED_CARE'
  created_at: Date
  uploaded_by_employee: string | null
}

export async function filesOf(db: Queryable, applicationId: string): Promise<ApplicationFileRow[]> {
  return db.query<ApplicationFileRow>(
    `select id, name, content_type, size, attachment_type, created_at, uploaded_by_employee from attachment
     where owner_type = 'APPLICATION' and owner_id = $1 and status = 'READY' order by created_at, id`,
    [applicationId]
  )
}

/** Drafts not saved since `before`: the housekeeping deletes them with their files (spec part 1 §9: kept one month). */
export async function staleDraftIds(db: Queryable, before: Date): Promise<string[]> {
  const rows = await db.query<{ id: string }>("select id from application where status = 'CREATED' and form_modified_at < $1 limit 500", [before])
  return rows.map((row) => row.id)
}

export async function unitNames(db: Queryable, ids: string[]): Promise<{ id: string; name: string }[]> {
  const rows = await db.query<{ id: string; name: string }>('select id, name from unit where id = any ($1::uuid[])', [ids])
  return ids.flatMap((id) => rows.filter((row) => row.id === id))
}
