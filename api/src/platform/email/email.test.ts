// jest: slow — among the longest files on PGlite, so it starts first (shared/build/jest-slow-first-sequencer.cjs).
import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { LANGUAGE_HEADER } from '@pesa/shared/protocol'
import { DEMO_SSN } from '../../seed/demo-people'
import { createTestApp, settleSeedJobsExcept, type Caller, type TestApp } from '../../../test/support/app'
import type { EmailConfig } from '../config'
import { growingDelayMs } from '../jobs/jobs'
import { composeEmail } from './compose'
import { queueEmail } from './outbox'
import { SEND_EMAIL_JOB } from './sender'
import { testClock } from '../../../test/support/clock'

const BASE = '/api/citizen/personal-data'
const LIISA_EMAIL = 'liisa.korhonen@example.fi'
const liisasDetails = { preferredName: 'Liisa', phone: '044 555 0123', backupPhone: '', email: LIISA_EMAIL }

/** A real SMTP server on a loopback port: it keeps what it accepts, parsed, and may refuse recipients. */
async function startSmtp(port = 0, refuse?: (address: string) => boolean) {
  const received: ParsedMail[] = []
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) =>
      auth.username === 'pesa' && auth.password === 'smtp-secret' ? callback(null, { user: 'pesa' }) : callback(new Error('Invalid username or password')),
    onRcptTo: (address, _session, callback) => {
      if (refuse?.(address.address)) {
        const error = new Error('Mailbox unavailable') as Error & { responseCode: number }
        error.responseCode = 550
        return callback(error)
      }
      callback()
    },
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail)
          callback()
        })
        .catch(callback)
    }
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.server.address() as AddressInfo
  return { received, port: address.port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

const emailConfig = (port: number): EmailConfig => ({
  smtp: { host: '127.0.0.1', port, secure: false, requireTls: false, user: 'pesa', password: 'smtp-secret' },
  from: 'Pesälän kaupunki <noreply@pesala.example.fi>',
  replyTo: 'varhaiskasvatus@pesala.example.fi',
  publicUrl: 'https://pesa.pesala.example.fi',
  maxAttempts: 3
})

/** Creating a test app (a database of its own) and draining its jobs, on a busy two-core machine. */
const BUSY_MACHINE_MS = 120_000

describe('email delivery over SMTP', () => {
  let t: TestApp
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  let offsetMs = 0
  let liisa: Caller

  beforeEach(async () => {
    offsetMs = 0
    smtp = await startSmtp()
    t = await createTestApp({
      clock: { now: () => new Date(testClock.now().getTime() + offsetMs) },
      config: { email: emailConfig(smtp.port), sessionIdleMinutes: 600 }
    })
    // These tests are about email: the seed's other jobs are done before each starts.
    await settleSeedJobsExcept(t, [SEND_EMAIL_JOB])
    liisa = await t.login(DEMO_SSN.liisa)
    // A database of its own for each test: time for a busy machine (the default 30 s passed in a loaded run).
  }, BUSY_MACHINE_MS)
  afterEach(async () => {
    await t.close()
    await smtp.close()
  })

  const sendCode = async (lang: string) => {
    const headers = { [LANGUAGE_HEADER]: lang }
    expect((await t.request({ method: 'PUT', url: BASE, as: liisa, headers, payload: liisasDetails })).statusCode).toBe(204)
    const sent = await t.request({ method: 'POST', url: `${BASE}/email-verification-code`, as: liisa, headers })
    expect(sent.statusCode).toBe(200)
    return sent.json<{ id: string }>().id
  }
  const outbox = () =>
    t.platform.db.query<{ sent_at: Date | null; failed_at: Date | null; attempts: number; last_error: string | null; language: string }>(
      'select sent_at, failed_at, attempts, last_error, language from email_outbox order by created_at'
    )

  test('the verification email arrives over SMTP in the language the person last used, with the code that verifies', async () => {
    const id = await sendCode('sv')
    await t.app.jobs.drain()

    expect(smtp.received).toHaveLength(1)
    const [mail] = smtp.received
    const code = /verifieringskod (\d{6})/.exec(mail!.subject ?? '')?.[1]
    expect(code).toMatch(/^\d{6}$/)
    expect(mail!.to).toMatchObject({ text: LIISA_EMAIL })
    expect(mail!.from?.text).toBe('"Pesälän kaupunki" <noreply@pesala.example.fi>')
    expect(mail!.replyTo?.text).toBe('varhaiskasvatus@pesala.example.fi')
    expect(mail!.text).toContain(`Verifieringskoden för din e-postadress är ${code}. Koden gäller i 30 minuter.`)
    expect(mail!.text).toContain('Pesälä stad')
    expect(mail!.text).toContain('https://pesa.pesala.example.fi/personal-details?lang=sv')
    expect(mail!.text).not.toContain('Sähköpostiosoitteesi')
    expect(mail!.html).toContain(`<p>Verifieringskoden för din e-postadress är ${code}.`)
    expect(mail!.html).toContain('<html lang="sv">')
    expect(mail!.html).toContain('href="https://pesa.pesala.example.fi/personal-details?lang=sv"')
    expect(await outbox()).toMatchObject([{ language: 'sv', attempts: 1, failed_at: null }])

    expect((await t.request({ method: 'POST', url: `${BASE}/email-verification`, as: liisa, payload: { id, code } })).statusCode).toBe(204)
    // A job that runs again for a row already sent sends nothing.
    await t.platform.db.query(
      "insert into job (type, payload, created_at, run_at) select 'SEND_EMAIL', jsonb_build_object('outboxId', id), now(), now() from email_outbox"
    )
    await t.app.jobs.drain()
    expect(smtp.received).toHaveLength(1)
  })

  test('the next email follows a change of language', async () => {
    await sendCode('en')
    await sendCode('fi')
    await t.app.jobs.drain()
    expect(smtp.received.map((mail) => mail.subject?.replace(/\d{6}/, 'CODE'))).toEqual(['Pesä: verification code CODE', 'Pesä: vahvistuskoodi CODE'])
  })

  test('with the SMTP server down the email is tried again after a growing delay and sent once it is back', async () => {
    await smtp.close()
    await sendCode('fi')
    await t.app.jobs.drain()
    const [failed] = await outbox()
    expect(failed).toMatchObject({ sent_at: null, failed_at: null, attempts: 1 })
    expect(failed!.last_error).toMatch(/ECONNREFUSED|connect/i)

    smtp = await startSmtp(smtp.port)
    await t.app.jobs.drain()
    expect(smtp.received).toHaveLength(0) // not due yet
    offsetMs = growingDelayMs(1, 60_000) + 1000
    await t.app.jobs.drain()
    expect(smtp.received).toHaveLength(1)
    expect(smtp.received[0]!.subject).toMatch(/^Pesä: vahvistuskoodi \d{6}$/)
    expect(await outbox()).toMatchObject([{ attempts: 2, last_error: null, failed_at: null }])
  })

  test('after the last try the email and its job are marked failed (the job runner logs it); a refused address fails at once', async () => {
    await smtp.close()
    await sendCode('fi')
    for (let attempt = 1; attempt <= 3; attempt++) {
      await t.app.jobs.drain()
      offsetMs += growingDelayMs(attempt, 60_000) + 1000
    }
    const [row] = await outbox()
    expect(row).toMatchObject({ sent_at: null, attempts: 3 })
    expect(row!.failed_at).not.toBeNull()
    expect(await t.platform.db.query("select attempts from job where type = 'SEND_EMAIL' and failed_at is not null")).toEqual([{ attempts: 3 }])

    smtp = await startSmtp(smtp.port, (address) => address === 'nobody@pesala.example.fi')
    const content = composeEmail({ subject: 'Hei', paragraphs: ['Hei'] }, 'fi', 'https://pesa.example', t.platform.municipality)
    await queueEmail(t.platform.db, { to: 'nobody@pesala.example.fi', personId: null, type: 'TRANSACTIONAL', language: 'fi', content, now: testClock.now() })
    await t.app.jobs.drain()
    const [, refused] = await outbox()
    expect(refused).toMatchObject({ sent_at: null, attempts: 1 })
    expect(refused!.failed_at).not.toBeNull()
    expect(smtp.received).toHaveLength(0)
  })

  test('every email is marked auto-generated; a notification the person can turn off names the settings to unsubscribe; the signature separator is "-- "', async () => {
    const [person] = await t.platform.db.query<{ id: string }>('select id from person where ssn = $1', [DEMO_SSN.liisa])
    const content = composeEmail({ subject: 'Hei', paragraphs: ['Hei'] }, 'sv', 'https://pesa.example', t.platform.municipality)
    for (const type of ['TRANSACTIONAL', 'MESSAGE_NOTIFICATION']) {
      await queueEmail(t.platform.db, { to: LIISA_EMAIL, personId: person!.id, type, language: 'sv', content, now: testClock.now() })
    }
    await t.app.jobs.drain()
    expect(smtp.received).toHaveLength(2)
    const header = (mail: ParsedMail, key: string) => mail.headerLines.find((line) => line.key === key)?.line.replace(/^[^:]+:\s*/, '')
    const transactional = smtp.received.find((mail) => !header(mail, 'list-unsubscribe'))!
    const notification = smtp.received.find((mail) => header(mail, 'list-unsubscribe'))!
    expect(transactional).toBeDefined()
    for (const mail of smtp.received) {
      expect(header(mail, 'auto-submitted')).toBe('auto-generated')
      expect(mail.text).toContain('\n-- \n')
    }
    expect(header(notification, 'list-unsubscribe')).toBe('<https://pesa.pesala.example.fi/personal-details?lang=sv#notifications>')
    // A one-click POST to the settings page would unsubscribe no one: the header is not promised.
    expect(header(notification, 'list-unsubscribe-post')).toBeUndefined()
  })

  test('a notification the person turned off is not sent; a transactional email always is', async () => {
    const [person] = await t.platform.db.query<{ id: string }>('select id from person where ssn = $1', [DEMO_SSN.liisa])
    await t.platform.db.query("insert into email_notification_opt_out (person_id, email_type) values ($1, 'MESSAGE')", [person!.id])
    const content = composeEmail(
      { subject: 'Uusi viesti', paragraphs: ['Sinulle on uusi viesti.'], link: { path: '/messages', text: 'Viestit' } },
      'fi',
      'https://pesa.example',
      t.platform.municipality
    )
    for (const type of ['MESSAGE', 'DECISION', 'TRANSACTIONAL']) {
      await queueEmail(t.platform.db, { to: LIISA_EMAIL, personId: person!.id, type, language: 'fi', content, now: testClock.now() })
    }
    await t.app.jobs.drain()
    expect(smtp.received).toHaveLength(2)
    expect(
      await t.platform.db.query('select email_type, sent_at is not null as sent, skipped_at is not null as skipped from email_outbox order by email_type')
    ).toEqual([
      { email_type: 'DECISION', sent: true, skipped: false },
      { email_type: 'MESSAGE', sent: false, skipped: true },
      { email_type: 'TRANSACTIONAL', sent: true, skipped: false }
    ])
  })

  test('an instance killed between sending and marking sends the email again with the same Message-ID (the at-least-once edge)', async () => {
    await sendCode('fi')
    await t.app.jobs.drain()
    // As if the instance died after the server's answer: the row was never marked and the job's lease passed.
    await t.platform.db.query('update email_outbox set sent_at = null')
    await t.platform.db.query("update job set done_at = null where type = 'SEND_EMAIL'")
    await t.app.jobs.drain()
    expect(smtp.received).toHaveLength(2)
    expect(smtp.received[1]!.messageId).toBe(smtp.received[0]!.messageId)
  })
})

describe('email delivery when SMTP is not configured', () => {
  test(
    'the outbox only fills: nothing is sent and the jobs end',
    async () => {
      const t = await createTestApp()
      // These tests are about email: the seed's other jobs are done before each starts.
      await settleSeedJobsExcept(t, [SEND_EMAIL_JOB])
      try {
        const liisa = await t.login(DEMO_SSN.liisa)
        expect((await t.request({ method: 'PUT', url: BASE, as: liisa, payload: liisasDetails })).statusCode).toBe(204)
        expect((await t.request({ method: 'POST', url: `${BASE}/email-verification-code`, as: liisa })).statusCode).toBe(200)
        await t.app.jobs.drain()
        expect(await t.platform.db.query('select sent_at, failed_at from email_outbox')).toEqual([{ sent_at: null, failed_at: null }])
        expect(await t.platform.db.query("select done_at is not null as done from job where type = 'SEND_EMAIL'")).toEqual([{ done: true }])
      } finally {
        await t.close()
      }
    },
    BUSY_MACHINE_MS
  )
})
