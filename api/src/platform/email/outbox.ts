import type { Queryable } from '../db'
import type { ComposedEmail, EmailLanguage } from './compose'

/** Kinds of email a person may turn off (spec part 1 §3); TRANSACTIONAL ones are always sent. */
export type EmailType = 'TRANSACTIONAL' | string

/**
 * The language to write to a person in: the one they last acted in (person.last_language,
 * kept by the platform from each request's language header), else the register's, else Finnish.
 */
export async function recipientLanguage(db: Queryable, personId: string): Promise<EmailLanguage> {
  const [row] = await db.query<{ language: EmailLanguage }>(
    "select coalesce(last_language, case when language in ('fi', 'sv', 'en') then language end, 'fi') as language from person where id = $1",
    [personId]
  )
  return row?.language ?? 'fi'
}

/**
 * Puts an email in the outbox in the caller's transaction; a trigger queues its SEND_EMAIL job
 * in the same transaction (migrations/0061_email_delivery.sql), so the email goes out exactly
 * when the change that caused it is committed.
 */
export async function queueEmail(
  db: Queryable,
  email: { to: string; personId: string | null; type: EmailType; language: EmailLanguage; content: ComposedEmail; now: Date }
): Promise<void> {
  await db.query(
    `insert into email_outbox (to_address, person_id, email_type, language, subject, body_text, body_html, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [email.to, email.personId, email.type, email.language, email.content.subject, email.content.text, email.content.html, email.now]
  )
}
