import type { Queryable } from '../platform/db'

export async function updateContactDetails(
  db: Queryable,
  personId: string,
  details: { preferredName: string; phone: string; backupPhone: string; email: string | null }
): Promise<void> {
  await db.query('update person set preferred_name = $2, phone = $3, backup_phone = $4, email = $5, updated_at = now() where id = $1', [
    personId,
    details.preferredName,
    details.phone,
    details.backupPhone,
    details.email
  ])
}

export interface VerificationRow {
  id: string
  email: string
  code_hash: string
  expires_at: Date
  failed_attempts: number
  verified_at: Date | null
}

export async function insertVerification(
  db: Queryable,
  verification: { personId: string; email: string; codeHash: string; createdAt: Date; expiresAt: Date }
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into email_verification (person_id, email, code_hash, created_at, expires_at)
     values ($1, $2, $3, $4, $5) returning id`,
    [verification.personId, verification.email, verification.codeHash, verification.createdAt, verification.expiresAt]
  )
  return row!.id
}

/** The person's newest verification of `email`, if it can still be confirmed. */
export async function pendingVerification(
  db: Queryable,
  personId: string,
  email: string,
  now: Date,
  maxAttempts: number
): Promise<VerificationRow | undefined> {
  const [row] = await db.query<VerificationRow>(
    `select id, email, code_hash, expires_at, failed_attempts, verified_at
     from (select * from email_verification where person_id = $1 order by created_at desc limit 1) newest
     where email = $2 and verified_at is null and expires_at > $3 and failed_attempts < $4`,
    [personId, email, now, maxAttempts]
  )
  return row
}

/** A verification of the person's own; another person's id finds nothing. */
export async function findVerification(db: Queryable, id: string, personId: string): Promise<VerificationRow | undefined> {
  const [row] = await db.query<VerificationRow>(
    'select id, email, code_hash, expires_at, failed_attempts, verified_at from email_verification where id = $1 and person_id = $2',
    [id, personId]
  )
  return row
}

/**
 * Counts a guess if the code has tries left (`failed_attempts` counts every guess; the right one
 * ends the verification anyway). False when the tries are used up.
 */
export async function takeAttempt(db: Queryable, id: string, maxAttempts: number): Promise<boolean> {
  const rows = await db.query(
    'update email_verification set failed_attempts = failed_attempts + 1 where id = $1 and failed_attempts < $2 and verified_at is null returning id',
    [id, maxAttempts]
  )
  return rows.length > 0
}

export async function markEmailVerified(db: Queryable, verificationId: string, personId: string, email: string, now: Date): Promise<void> {
  await db.query('update email_verification set verified_at = $2 where id = $1', [verificationId, now])
  await db.query('update person set verified_email = $2, updated_at = now() where id = $1', [personId, email])
}

/** Whether someone else has verified this email or logs in with it. */
export async function emailTakenByOther(db: Queryable, personId: string, email: string): Promise<boolean> {
  const rows = await db.query(
    `select 1 from person where id <> $1 and lower(verified_email) = lower($2)
     union all
     select 1 from citizen_user where person_id <> $1 and lower(username) = lower($2)`,
    [personId, email]
  )
  return rows.length > 0
}

export async function usernameTakenByOther(db: Queryable, personId: string, username: string): Promise<boolean> {
  const rows = await db.query('select 1 from citizen_user where person_id <> $1 and lower(username) = lower($2)', [personId, username])
  return rows.length > 0
}

export async function insertCredentials(db: Queryable, personId: string, username: string, passwordHash: string, now: Date): Promise<void> {
  // A setup sent twice at once: the later is carried out over the earlier, not refused by the key.
  await db.query(
    `insert into citizen_user (person_id, username, password_hash, password_updated_at) values ($1, $2, $3, $4)
     on conflict (person_id) do update set username = excluded.username, password_hash = excluded.password_hash,
       password_updated_at = excluded.password_updated_at`,
    [personId, username, passwordHash, now]
  )
}

export async function updateUsername(db: Queryable, personId: string, username: string): Promise<void> {
  await db.query('update citizen_user set username = $2 where person_id = $1', [personId, username])
}

export async function updatePasswordHash(db: Queryable, personId: string, passwordHash: string, now: Date): Promise<void> {
  await db.query('update citizen_user set password_hash = $2, password_updated_at = $3 where person_id = $1', [personId, passwordHash, now])
}

export async function disabledEmailTypes(db: Queryable, personId: string): Promise<string[]> {
  const rows = await db.query<{ email_type: string }>('select email_type from email_notification_opt_out where person_id = $1', [personId])
  return rows.map((row) => row.email_type)
}

export async function replaceDisabledEmailTypes(db: Queryable, personId: string, emailTypes: string[]): Promise<void> {
  // Saves at the same moment take turns on the person's row; else both delete nothing yet seen and
  // the later insert meets the earlier's rows in the primary key.
  await db.query('select 1 from person where id = $1 for no key update', [personId])
  await db.query('delete from email_notification_opt_out where person_id = $1', [personId])
  if (emailTypes.length > 0) {
    await db.query('insert into email_notification_opt_out (person_id, email_type) select $1, unnest($2::text[])', [personId, emailTypes])
  }
}
