import { createHash, randomBytes } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Clock } from './clock'
import type { Config } from './config'
import type { Queryable } from './db'
import { deviceName } from './device-name'

/*
 * "Remember this device" after a weak login (issue 37 §4). The browser gets a random token in an
 * HttpOnly, SameSite=Strict cookie (`__Host-` and Secure behind HTTPS); only its SHA-256 is
 * stored, with the person it belongs to. When that browser has no session, the shell's start-up
 * status read (never a background request: an open tab's poll must not undo the idle limit)
 * starts a new WEAK session for the person — an ordinary one, with its own idle and absolute
 * limits. It never gives STRONG.
 *
 * Decisions:
 * - The 30 days (REMEMBERED_DEVICE_DAYS) run from the login that remembered the device; using it
 *   does not extend them, so a password is typed at least once a month.
 * - The token rotates at each use and the previous one's hash is kept: a stolen copy used after
 *   the guardian's browser has moved on (or the guardian's after the thief's) is recognised and
 *   the whole device revoked, so a stolen token works at most until the next use by the other.
 *   Two tabs started at once (a browser restoring its tabs) present the same token; within
 *   ROTATION_GRACE_MS the older token only gets no session, without revoking.
 * - SameSite=Strict: the cookie is read only by the page's own fetch of the status, which is
 *   same-site; no cross-site request ever needs it.
 * - Logout forgets the device (a guardian who signs out expects to be asked next time); a weak
 *   login as another person in the same browser forgets the earlier person's device.
 */

const COOKIE = 'pesa-device'
/** Two tabs of one browser starting together present the token one of them has just rotated. */
export const ROTATION_GRACE_MS = 30_000
const TOKEN = /^[A-Za-z0-9_-]{43}$/

export function deviceCookieName(config: Pick<Config, 'secureCookies'>): string {
  return config.secureCookies ? `__Host-${COOKIE}` : COOKIE
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

function heldToken(request: FastifyRequest, config: Pick<Config, 'secureCookies'>): string | undefined {
  const token = request.cookies[deviceCookieName(config)]
  return token && TOKEN.test(token) ? token : undefined
}

function setCookie(reply: FastifyReply, token: string, expiresAt: Date, now: Date, config: Config): void {
  reply.setCookie(deviceCookieName(config), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: config.secureCookies,
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000))
  })
}

function clearCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(deviceCookieName(config), { path: '/', httpOnly: true, sameSite: 'strict', secure: config.secureCookies })
}

/** The hash of the device token this browser holds, if any (to mark the current device in a list). */
export function heldDeviceHash(request: FastifyRequest, config: Config): string | undefined {
  const token = heldToken(request, config)
  return token ? hashToken(token) : undefined
}

/** Remembers this browser for the person after their weak login; an earlier token of the browser is replaced. */
export async function rememberDevice(
  db: Queryable,
  request: FastifyRequest,
  reply: FastifyReply,
  personId: string,
  { config, clock }: { config: Config; clock: Clock }
): Promise<void> {
  const held = heldToken(request, config)
  if (held) await db.query('delete from remembered_device where token_hash = $1', [hashToken(held)])
  const token = randomBytes(32).toString('base64url')
  const now = clock.now()
  const expiresAt = new Date(now.getTime() + config.rememberedDeviceDays * 86_400_000)
  await db.query('insert into remembered_device (person_id, token_hash, name, created_at, last_used_at, expires_at) values ($1, $2, $3, $4, $4, $5)', [
    personId,
    hashToken(token),
    deviceName(request.headers['user-agent']),
    now,
    expiresAt
  ])
  setCookie(reply, token, expiresAt, now, config)
}

/**
 * A weak login without "remember": the browser's device stays only when it is the same
 * person's (a device is bound to its person).
 */
export async function forgetOtherPersonsDevice(db: Queryable, request: FastifyRequest, reply: FastifyReply, personId: string, config: Config): Promise<void> {
  const held = heldToken(request, config)
  if (!held) return
  const removed = await db.query('delete from remembered_device where token_hash = $1 and person_id <> $2 returning id', [hashToken(held), personId])
  if (removed.length > 0) clearCookie(reply, config)
}

/** Logout: the browser's device is forgotten. */
export async function forgetDevice(db: Queryable, request: FastifyRequest, reply: FastifyReply, config: Config): Promise<void> {
  const held = heldToken(request, config)
  if (!held) return
  await db.query('delete from remembered_device where token_hash = $1', [hashToken(held)])
  clearCookie(reply, config)
}

export type DeviceUse = { kind: 'resumed'; personId: string } | { kind: 'reused'; personId: string } | { kind: 'none' }

/**
 * Uses the browser's device token: rotates it and answers the person to start a WEAK session
 * for. A token that was already rotated out revokes the device (after the grace of tabs that
 * started together). An unknown or expired token is cleared from the browser.
 */
export async function useDevice(
  db: Queryable,
  request: FastifyRequest,
  reply: FastifyReply,
  { config, clock }: { config: Config; clock: Clock }
): Promise<DeviceUse> {
  const held = heldToken(request, config)
  if (!held) return { kind: 'none' }
  const hash = hashToken(held)
  const now = clock.now()
  const token = randomBytes(32).toString('base64url')
  // One statement, so two requests with the same token cannot both rotate it.
  const [current] = await db.query<{ person_id: string; expires_at: Date }>(
    `update remembered_device set previous_token_hash = token_hash, token_hash = $2, rotated_at = $3, last_used_at = $3
     where token_hash = $1 and expires_at > $3 returning person_id, expires_at`,
    [hash, hashToken(token), now]
  )
  if (current) {
    setCookie(reply, token, current.expires_at, now, config)
    return { kind: 'resumed', personId: current.person_id }
  }
  const [previous] = await db.query<{ id: string; person_id: string; rotated_at: Date }>(
    'select id, person_id, rotated_at from remembered_device where previous_token_hash = $1',
    [hash]
  )
  if (previous && now.getTime() - previous.rotated_at.getTime() <= ROTATION_GRACE_MS) return { kind: 'none' }
  clearCookie(reply, config)
  if (!previous) return { kind: 'none' }
  await db.query('delete from remembered_device where id = $1', [previous.id])
  return { kind: 'reused', personId: previous.person_id }
}

export interface RememberedDeviceRow {
  id: string
  name: string
  created_at: Date
  last_used_at: Date
  expires_at: Date
  token_hash: string
}

export async function listDevices(db: Queryable, personId: string, now: Date): Promise<RememberedDeviceRow[]> {
  return db.query<RememberedDeviceRow>(
    `select id, name, created_at, last_used_at, expires_at, token_hash from remembered_device
     where person_id = $1 and expires_at > $2 order by last_used_at desc`,
    [personId, now]
  )
}

/** Revokes one of the person's devices; false when it is not theirs (or not there). */
export async function revokeDevice(db: Queryable, personId: string, id: string): Promise<boolean> {
  const rows = await db.query('delete from remembered_device where id = $1 and person_id = $2 returning id', [id, personId])
  return rows.length > 0
}

/** Revokes every remembered device of the person (revoke all, password change, sign out everywhere). */
export async function revokeDevices(db: Queryable, personId: string): Promise<void> {
  await db.query('delete from remembered_device where person_id = $1', [personId])
}
