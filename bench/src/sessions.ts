/** Anna Virtanen of the demo data (README, "Demo people"): three children, weak login turned on. */
export const ANNA = { ssn: '120385-1243', username: 'anna.virtanen@example.fi', password: 'kumisaapas-metsaretki-2026' } as const

import { createHash, randomBytes } from 'node:crypto'
import pg from 'pg'

const CSRF = { 'x-pesa-csrf': '1', 'content-type': 'application/json' }

function sessionCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((header) => /^(__Host-)?pesa-session=/.test(header))
  if (!cookie) throw new Error(`No session cookie in the answer (${response.status})`)
  return cookie.split(';')[0]!
}

/** Logs in with username and password, as a guardian does on the production server. */
export async function weakLogin(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/citizen/auth/weak-login`, {
    method: 'POST',
    headers: CSRF,
    body: JSON.stringify({ username: ANNA.username, password: ANNA.password })
  })
  if (response.status !== 204) throw new Error(`Weak login as Anna answered ${response.status}: ${await response.text()}`)
  return sessionCookie(response)
}

/** A strong session through the dev API (not on a production server): the pages behind strong identification. */
export async function devLogin(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/dev-api/login`, { method: 'POST', headers: CSRF, body: JSON.stringify({ ssn: ANNA.ssn, authLevel: 'STRONG' }) })
  if (response.status !== 204) throw new Error(`Dev login as Anna answered ${response.status}: ${await response.text()}`)
  return sessionCookie(response)
}

/**
 * A strong session for a demo person (Anna unless told) written straight into the server's
 * database, as the identification service's answer would leave it: the production-mode server
 * has neither the dev API nor the stand-in identification page. Only the token's hash is stored,
 * as the server does.
 */
export async function strongSession(databaseUrl: string, cookieName: string, ssn: string = ANNA.ssn): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const inserted = await client.query(
      `insert into session (id, person_id, auth_level, created_at, last_active_at, expires_at)
       select $1, id, 'STRONG', now(), now(), now() + interval '12 hours' from person where ssn = $2`,
      [createHash('sha256').update(token).digest('hex'), ssn]
    )
    if (inserted.rowCount !== 1) throw new Error(`No person ${ssn} in the benchmark database`)
  } finally {
    await client.end()
  }
  return `${cookieName}=${token}`
}
