/*
 * The client error report (shell/DECISIONS.md, "Client error reports"): what the shell sends to
 * `POST /api/citizen/public/client-errors` and the server logs. Both sides apply the same
 * limits and the same scrubbing, so a report carries no personal data even from an old client.
 */

export const CLIENT_ERROR_KINDS = ['shell-render', 'area-render', 'remote-load', 'window-error', 'unhandled-rejection'] as const
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number]

/** Longest accepted text of each field, in characters. */
export const CLIENT_ERROR_LIMITS = { message: 1000, stack: 3000, route: 200, appVersion: 64, area: 40 } as const

/** An area's name (`income`, `mf-map`); anything else a caller passes as the area is left out. */
export const AREA_NAME_PATTERN = '^[a-z][a-z0-9-]*$'

export interface ClientErrorReport {
  kind: ClientErrorKind
  message: string
  stack: string | null
  /** The path without query, fragment or ids */
  route: string
  appVersion: string
  area: string | null
}

const ID_SEGMENT = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d+|\d{6}[-+A-FU-Y]\d{3}[0-9A-Y])$/i

/** `/children/3f2…?tab=1` → `/children/:id`: what page, never whose. */
export function routeWithoutIds(path: string): string {
  const [pathname = ''] = path.split(/[?#]/)
  return pathname
    .split('/')
    .map((segment) => (ID_SEGMENT.test(segment) ? ':id' : segment))
    .join('/')
    .slice(0, CLIENT_ERROR_LIMITS.route)
}

const PERSONAL_DATA: [RegExp, string][] = [
  // Query strings and fragments of URLs may name people or records.
  [/([\w/.:-]+)[?#][^\s)'"]*/g, '$1'],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]'],
  [/\b\d{6}[-+A-FU-Y]\d{3}[0-9A-Y]\b/gi, '[ssn]'],
  [/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, ':id'],
  // Phone and account numbers; a stack's line and column numbers follow a colon and stay.
  [/(?<![:\d])\+?\d[\d -]{5,}\d/g, '[number]']
]

/** Removes what looks like personal data (emails, identity codes, ids, long numbers, query strings) and cuts to `limit`. */
export function withoutPersonalData(text: string, limit: number): string {
  return PERSONAL_DATA.reduce((scrubbed, [pattern, replacement]) => scrubbed.replace(pattern, replacement), text).slice(0, limit)
}

/** The report of an error as the client sends it, and as the server logs it. */
export function clientErrorReport(
  kind: ClientErrorKind,
  error: unknown,
  context: { path: string; appVersion: string; area?: string | null }
): ClientErrorReport {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : typeof error === 'string' ? error : String(error)
  const stack = error instanceof Error && error.stack ? withoutPersonalData(error.stack, CLIENT_ERROR_LIMITS.stack) : null
  return {
    kind,
    message: withoutPersonalData(message, CLIENT_ERROR_LIMITS.message),
    stack,
    route: routeWithoutIds(context.path),
    appVersion: context.appVersion.slice(0, CLIENT_ERROR_LIMITS.appVersion),
    area: context.area && new RegExp(AREA_NAME_PATTERN).test(context.area) ? context.area.slice(0, CLIENT_ERROR_LIMITS.area) : null
  }
}
