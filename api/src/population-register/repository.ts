import type { Queryable } from '../platform/db'

/*
 * The population register stand-in: persons, custodianships, dwellings and partners with
 * the shape the national register gives them. Pesä reads it; only fixtures and the seed
 * write it.
 */
export interface PersonRow {
  id: string
  ssn: string | null
  first_name: string
  last_name: string
  preferred_name: string
  date_of_birth: string
  street_address: string
  postal_code: string
  post_office: string
  phone: string
  backup_phone: string
  email: string | null
  verified_email: string | null
}

export const PERSON_COLUMNS = `id, ssn, first_name, last_name, preferred_name, date_of_birth, street_address,
  postal_code, post_office, phone, backup_phone, email, verified_email`

export async function findPersonBySsn(db: Queryable, ssn: string): Promise<PersonRow | undefined> {
  const [row] = await db.query<PersonRow>(`select ${PERSON_COLUMNS} from person where ssn = $1`, [ssn])
  return row
}

export async function getPerson(db: Queryable, id: string): Promise<PersonRow | undefined> {
  const [row] = await db.query<PersonRow>(`select ${PERSON_COLUMNS} from person where id = $1`, [id])
  return row
}

/** Legal age in Finland; a younger person never gets a session, whatever identifies them. */
const AGE_OF_MAJORITY = 18

/** Whether a person born on `dateOfBirth` (yyyy-mm-dd) is of age on `today`; born 29 Feb, of age on 1 Mar. */
export function isAdultOn(dateOfBirth: string, today: string): boolean {
  const [year, rest] = [Number(dateOfBirth.slice(0, 4)), dateOfBirth.slice(4)]
  return `${year + AGE_OF_MAJORITY}${rest}` <= today
}

/**
 * Who may use the service (spec part 1 §1; api/test/reliability/DECISIONS.md, "Who may use the service"): a
 * custodian of a child in the register, or the partner living with one today, whom the fee law
 * asks for an income statement.
 */
export async function mayUseService(db: Queryable, personId: string, today: string): Promise<boolean> {
  const [row] = await db.query<{ allowed: boolean }>(
    `select exists (select 1 from guardianship where guardian_id = $1)
       or exists (
         select 1 from partnership p
         join guardianship g on g.guardian_id = case when p.person1_id = $1 then p.person2_id else p.person1_id end
         join household_member a on a.person_id = $1 and a.start_date <= $2 and (a.end_date is null or a.end_date >= $2)
         join household_member b on b.household_id = a.household_id and b.person_id = g.guardian_id
           and b.start_date <= $2 and (b.end_date is null or b.end_date >= $2)
         where (p.person1_id = $1 or p.person2_id = $1) and p.start_date <= $2 and (p.end_date is null or p.end_date >= $2)
       ) as allowed`,
    [personId, today]
  )
  return row?.allowed === true
}

export async function isGuardianOf(db: Queryable, guardianId: string, childId: string): Promise<boolean> {
  const rows = await db.query('select 1 from guardianship where guardian_id = $1 and child_id = $2', [guardianId, childId])
  return rows.length > 0
}

export interface NewPerson {
  ssn: string | null
  firstName: string
  lastName: string
  dateOfBirth: string
  streetAddress?: string
  postalCode?: string
  postOffice?: string
  phone?: string
  email?: string | null
  verifiedEmail?: string | null
  language?: string
}

export async function insertPerson(db: Queryable, person: NewPerson): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into person (ssn, first_name, last_name, date_of_birth, street_address, postal_code, post_office,
       phone, email, verified_email, language)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
    [
      person.ssn,
      person.firstName,
      person.lastName,
      person.dateOfBirth,
      person.streetAddress ?? '',
      person.postalCode ?? '',
      person.postOffice ?? '',
      person.phone ?? '',
      person.email ?? null,
      person.verifiedEmail ?? null,
      person.language ?? 'fi'
    ]
  )
  return row!.id
}

export async function insertGuardianship(db: Queryable, guardianId: string, childId: string): Promise<void> {
  await db.query('insert into guardianship (guardian_id, child_id) values ($1, $2) on conflict do nothing', [guardianId, childId])
}

/** Registers the persons as living together at the first person's address from `startDate`. */
export async function insertHousehold(db: Queryable, memberIds: string[], startDate: string): Promise<string> {
  const [first] = memberIds
  const [household] = await db.query<{ id: string }>(
    `insert into household (street_address, postal_code, post_office)
     select street_address, postal_code, post_office from person where id = $1 returning id`,
    [first]
  )
  for (const personId of memberIds) {
    await db.query('insert into household_member (household_id, person_id, start_date) values ($1, $2, $3)', [household!.id, personId, startDate])
  }
  return household!.id
}

export async function insertPartnership(db: Queryable, person1Id: string, person2Id: string, startDate: string): Promise<void> {
  await db.query('insert into partnership (person1_id, person2_id, start_date) values ($1, $2, $3)', [person1Id, person2Id, startDate])
}
