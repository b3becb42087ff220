import type { Writable } from 'node:stream'
import type { FastifyRequest } from 'fastify'

/*
 * What the server's JSON logs may never hold: identity codes, passwords, tokens, verification
 * codes, session cookies. Fields with those names are replaced wherever they are nested, and
 * identity codes, secret query parameters and typed addresses are cut out of every string
 * (messages, URLs, error texts), so a careless log call cannot leak them either.
 */
const SECRET_KEYS = new Set([
  'password',
  'newpassword',
  'passwordhash',
  'password_hash',
  'token',
  'code',
  'codehash',
  'code_hash',
  'verificationcode',
  'cookie',
  'set-cookie',
  'authorization',
  'ssn',
  'identitycode',
  'samlresponse',
  'secret'
])
const REDACTED = '[redacted]'
/** A Finnish personal identity code: birth date, century sign, individual number, check character */
export const IDENTITY_CODE = /\b\d{6}[-+A-FU-Y]\d{3}[0-9A-Y]\b/gi
/** Also what a person typed: the map's address search (`text`) and a walking-distance query (`query`) name a home. */
const SECRET_QUERY = /([?&](?:code|token|password|ssn|samlresponse|relaystate|text|query)=)[^&#\s"]*/gi
/** A calendar feed's address carries its token in the path (calendar/feed-routes.ts) */
const SECRET_PATH = /(\/calendar-feed\/)[^/?#\s"]+/gi

export function redactText(text: string): string {
  return text.replace(IDENTITY_CODE, REDACTED).replace(SECRET_QUERY, `$1${REDACTED}`).replace(SECRET_PATH, `$1${REDACTED}`)
}

export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value)
  if (value === null || typeof value !== 'object' || depth > 8) return value
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1))
  if (value instanceof Error) {
    const { name, message, stack, ...rest } = value as Error & Record<string, unknown>
    return { type: name, message: redactText(message), stack: stack && redactText(stack), ...(redact(rest, depth + 1) as object) }
  }
  // Requests and replies are left to their serializers (below), which run after this.
  const prototype = Object.getPrototypeOf(value) as unknown
  if (prototype !== Object.prototype && prototype !== null) return value
  const copy: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) copy[key] = SECRET_KEYS.has(key.toLowerCase()) ? REDACTED : redact(item, depth + 1)
  return copy
}

/** The server's pino options: JSON lines at `level`, redacted (and into `stream` in tests). */
export function loggerOptions(level: string, stream?: Writable): Record<string, unknown> {
  return {
    level,
    ...(stream ? { stream } : {}),
    formatters: { log: (object: Record<string, unknown>) => redact(object) as Record<string, unknown> },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactText(request.url),
        host: request.host,
        remoteAddress: request.ip
      })
    },
    hooks: {
      logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg))
        )
      }
    }
  }
}
