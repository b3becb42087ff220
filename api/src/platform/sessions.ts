import { createHash, randomBytes } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Clock } from './clock'
import type { Config } from './config'
import type { Queryable } from './db'
import type { AuthLevel, CitizenSession } from './types'

/** Only a hash of the token is stored: a leaked session table opens no sessions. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export function sessionCookieName(config: Config): string {
  // __Host- binds the cookie to this exact origin over HTTPS (no Domain, Path=/).
  return config.secureCookies ? '__Host-pesa-session' : 'pesa-session'
}

/*
 * Session lifetimes run on the real clock, never on the test-mode mocked time: a test that
 * moves "today" to next spring must not find its login expired.
 */

/** Sliding expiry is written at most this often, so a busy page does not write on every call. */
const SLIDE_INTERVAL_MS = 60_000

const FIND_SESSION = 'select person_id, auth_level, last_active_at, created_at from session where id = $1 and expires_at > $2'

/** Resolves a session cookie; `slide: false` (a background request) reads it without extending its idle expiry. */
export async function findSession(db: Queryable, token: string, now: Date, config: Config, { slide = true } = {}): Promise<CitizenSession | undefined> {
  const id = hashToken(token)
  const [row] = await db.query<{ person_id: string; auth_level: AuthLevel; last_active_at: Date; created_at: Date }>(FIND_SESSION, [id, now])
  if (!row) return undefined
  if (slide && now.getTime() - row.last_active_at.getTime() > SLIDE_INTERVAL_MS) {
    await db.query('update session set last_active_at = $2, expires_at = $3 where id = $1', [id, now, expiryFrom(now, row.created_at, config)])
  }
  return { id, personId: row.person_id, authLevel: row.auth_level }
}

function expiryFrom(now: Date, createdAt: Date, config: Config): Date {
  const idle = now.getTime() + config.sessionIdleMinutes * 60_000
  const absolute = createdAt.getTime() + config.sessionMaxHours * 3_600_000
  return new Date(Math.min(idle, absolute))
}

/**
 * Starts a session after a successful login. The visitor's earlier session, if any, ends:
 * a login always gets a fresh id (no session fixation).
 */
export async function startSession(
  db: Queryable,
  request: FastifyRequest,
  reply: FastifyReply,
  personId: string,
  authLevel: AuthLevel,
  { config, clock }: { config: Config; clock: Clock }
): Promise<void> {
  if (request.session) await db.query('delete from session where id = $1', [request.session.id])
  const token = randomBytes(32).toString('base64url')
  const now = clock.now()
  await db.query('insert into session (id, person_id, auth_level, created_at, last_active_at, expires_at) values ($1, $2, $3, $4, $4, $5)', [
    hashToken(token),
    personId,
    authLevel,
    now,
    expiryFrom(now, now, config)
  ])
  reply.setCookie(sessionCookieName(config), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    maxAge: config.sessionMaxHours * 3600
  })
  request.session = { id: hashToken(token), personId, authLevel }
}

export async function endSession(db: Queryable, request: FastifyRequest, reply: FastifyReply, config: Config): Promise<void> {
  if (request.session) await db.query('delete from session where id = $1', [request.session.id])
  reply.clearCookie(sessionCookieName(config), { path: '/' })
  request.session = undefined
}

/** Ends every session of a person except `keepSessionId` (after a password change, say). */
export async function revokeSessions(db: Queryable, personId: string, keepSessionId?: string): Promise<void> {
  await db.query('delete from session where person_id = $1 and id is distinct from $2', [personId, keepSessionId ?? null])
}
