import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { SmtpConfig } from '../config'
import { growingDelayMs, PermanentJobFailure } from '../jobs/jobs'

export const SEND_EMAIL_JOB = 'SEND_EMAIL'

interface OutboxRow {
  id: string
  to_address: string
  subject: string
  body_text: string
  body_html: string | null
  email_type: string
  language: string
  done: boolean
  opted_out: boolean
}

/** SMTP answers 5xx for what no retry can mend (no such mailbox, refused sender); 4xx and no answer are worth another try. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode
  return typeof code === 'number' && code >= 500 && code < 600
}

/** Loaded only where SMTP is configured: nodemailer took about 0.05 s of CPU to load, paid by every test app. */
async function smtpTransport(smtp: SmtpConfig) {
  const { default: nodemailer } = await import('nodemailer')
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    requireTLS: smtp.requireTls,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
    // A server that does not answer is a failed try, retried later, not a job that hangs.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000
  })
}

/**
 * Every email is machine-made (RFC 3834 Auto-Submitted, so no auto-reply answers it). A type the
 * person can turn off (every type but TRANSACTIONAL, as the opt-out check below) names the
 * notification settings as its List-Unsubscribe (RFC 2369). No one-click header (RFC 8058): a mail
 * service would POST to that address expecting the person unsubscribed at once, and the settings
 * page needs a login; the header waits for an unsubscribe address that works without one.
 */
export function emailHeaders(row: { email_type: string; language: string }, publicUrl: string): Record<string, string> {
  if (row.email_type === 'TRANSACTIONAL') return { 'Auto-Submitted': 'auto-generated' }
  return {
    'Auto-Submitted': 'auto-generated',
    'List-Unsubscribe': `<${publicUrl}/personal-details?lang=${row.language}#notifications>`
  }
}

/**
 * Sends each outbox row over SMTP as a SEND_EMAIL job (queued by the outbox's trigger). Without
 * SMTP_HOST nothing is sent: the rows stay in the outbox, readable through the dev API, and
 * their jobs end at once, so configuring SMTP later does not send old emails.
 *
 * At least once, with one edge: an instance that dies after the server accepted an email and
 * before the row is marked sent sends it again when the job's lease passes. The row is marked
 * in the statement right after the answer, so the window is one round trip; the retry carries
 * the same Message-ID, which lets the receiving side drop the copy.
 */
async function emailSender(app: FastifyInstance): Promise<void> {
  const { config } = app.platform
  const { smtp, from, replyTo, maxAttempts, publicUrl } = config.email
  if (!smtp) {
    app.jobs.define(SEND_EMAIL_JOB, { run: async () => undefined })
    return
  }
  const transport = await smtpTransport(smtp)
  app.addHook('onClose', async () => transport.close())
  const messageIdDomain = from.replace(/^.*@/, '').replace(/>.*$/, '') || 'pesa.invalid'

  app.jobs.define<{ outboxId: string }>(SEND_EMAIL_JOB, {
    maxAttempts,
    retryDelayMs: (attempt) => growingDelayMs(attempt, 60_000),
    async run({ payload, attempt, db, now, log }) {
      // The notification settings are the personal area's table; its name is the contract.
      const [row] = await db.query<OutboxRow>(
        `select o.id, o.to_address, o.subject, o.body_text, o.body_html, o.email_type, o.language,
           (o.sent_at is not null or o.failed_at is not null or o.skipped_at is not null) as done,
           (o.email_type <> 'TRANSACTIONAL' and exists (
             select 1 from email_notification_opt_out x where x.person_id = o.person_id and x.email_type = o.email_type)) as opted_out
         from email_outbox o where o.id = $1`,
        [payload.outboxId]
      )
      if (!row || row.done) return // never twice after a success
      if (row.opted_out) {
        await db.query('update email_outbox set skipped_at = $2 where id = $1', [row.id, now])
        return
      }
      try {
        await transport.sendMail({
          from,
          replyTo,
          to: row.to_address,
          subject: row.subject,
          text: row.body_text,
          html: row.body_html ?? undefined,
          messageId: `<${row.id}@${messageIdDomain}>`,
          headers: emailHeaders(row, publicUrl)
        })
      } catch (error) {
        const permanent = isPermanent(error)
        const message = error instanceof Error ? error.message : String(error)
        await db.query('update email_outbox set attempts = $2, last_error = $3, failed_at = $4 where id = $1', [
          row.id,
          attempt,
          message,
          permanent || attempt >= maxAttempts ? now : null
        ])
        throw permanent ? new PermanentJobFailure(message) : error
      }
      await db.query('update email_outbox set sent_at = $2, attempts = $3, last_error = null where id = $1', [row.id, now, attempt])
      log.info({ outboxId: row.id }, 'email sent')
    }
  })
}

export default fp(emailSender, { name: 'email-sender', dependencies: ['jobs'] })
