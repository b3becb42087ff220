import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../platform/config'

/*
 * An identification belongs to the browser that started it (login CSRF): `sfi/login` gives the
 * browser a random login cookie and stores only its SHA-256 with the request; an answer is taken
 * only from a request carrying the same cookie. Without this, an answer obtained by one browser
 * (an attacker's own identification) could be completed in another (a guardian's), logging the
 * guardian in as the attacker.
 *
 * The cookie is SameSite=Lax like the session's. The stand-in page posts from this origin, so
 * its answer carries the cookie. The identity provider's HTTP-POST answer is a cross-site POST,
 * which carries no Lax cookie: the ACS checks the signed answer, keeps it under a one-time code
 * and answers 303 to a GET on this origin (`sfi/acs/complete`); a top-level GET navigation
 * carries Lax cookies, and only there, with the cookie checked, does a session start.
 * SameSite=None would let the cookie ride on the POST itself, but needs Secure (not on http
 * development) and is the kind of cookie browsers keep restricting.
 */

const LOGIN_COOKIE = 'pesa-login'
/** As long as an identification may take: the same ten minutes as the request it belongs to. */
export const LOGIN_COOKIE_MAX_AGE_SECONDS = 600

export function loginCookieName(config: Pick<Config, 'secureCookies'>): string {
  return config.secureCookies ? `__Host-${LOGIN_COOKIE}` : LOGIN_COOKIE
}

export const browserHash = (token: string) => createHash('sha256').update(token).digest('hex')

const TOKEN = /^[A-Za-z0-9_-]{43}$/

/**
 * The hash of this browser's login cookie, setting the cookie when it has none. A cookie the
 * browser already holds is kept, so identifications started in two tabs both stay valid.
 */
export function bindLoginToBrowser(request: FastifyRequest, reply: FastifyReply, config: Pick<Config, 'secureCookies'>): string {
  const held = request.cookies[loginCookieName(config)]
  const token = held && TOKEN.test(held) ? held : randomBytes(32).toString('base64url')
  reply.setCookie(loginCookieName(config), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    maxAge: LOGIN_COOKIE_MAX_AGE_SECONDS
  })
  return browserHash(token)
}

/** Whether the request comes from the browser whose login cookie hashes to `expected`. */
export function isSameBrowser(request: FastifyRequest, config: Pick<Config, 'secureCookies'>, expected: string | null): boolean {
  const token = request.cookies[loginCookieName(config)]
  if (!expected || !token) return false
  const actual = Buffer.from(browserHash(token), 'hex')
  const wanted = Buffer.from(expected, 'hex')
  return actual.length === wanted.length && timingSafeEqual(actual, wanted)
}
