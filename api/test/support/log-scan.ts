import { IDENTITY_CODE } from '../../src/platform/logging'

/*
 * The scan of a test run's server logs for what they may never hold (api/src/platform/DECISIONS.md, "Logs and
 * metrics"): the API tests' authorization matrix and the browser suite's global teardown both use
 * it. A leak is named by its line and by what it is, never by its value, so that the report of a
 * leak does not leak it again.
 */

/** A value the run used that the logs must not hold, and what to call it when they do. */
export interface Secret {
  what: string
  value: string
}

export interface Leak {
  /** 1-based, as editors count. */
  line: number
  what: string
}

/** Shapes that are a leak whatever their value: a redacted field or parameter reads `[redacted]`. */
const SHAPES: { what: string; pattern: RegExp }[] = [
  { what: 'an identity code', pattern: new RegExp(IDENTITY_CODE.source, 'i') },
  { what: 'a session cookie (pesa-session=)', pattern: /pesa-session=(?!\[redacted\])[^;\s"\\]/ },
  { what: 'a remembered-device cookie (pesa-device=)', pattern: /pesa-device=(?!\[redacted\])[^;\s"\\]/ },
  { what: 'a SAMLResponse', pattern: /SAMLResponse\\?"?\s*[=:]\s*\\?"?(?!\[redacted\])[A-Za-z0-9+/%]/i },
  // The map's address search and walking-distance query in a URL: what a person typed names a home.
  { what: 'a typed address (text= or query=)', pattern: /[?&](?:text|query)=(?!\[redacted\])[^&#\s"\\]/i }
]

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The leaks in `lines`: any of the secrets' values standing on its own (not inside a longer run of
 * letters and digits, so a six-digit code does not match inside a timestamp), and any of the shapes.
 */
export function scanLog(lines: readonly string[], secrets: readonly Secret[]): Leak[] {
  const whatOf = new Map<string, string>()
  for (const secret of secrets) if (secret.value !== '' && !whatOf.has(secret.value)) whatOf.set(secret.value, secret.what)
  // Longest first, so that a value that begins another does not hide it.
  const values = [...whatOf.keys()].sort((a, b) => b.length - a.length)
  const anySecret = values.length > 0 ? new RegExp(`(?<![A-Za-z0-9])(?:${values.map(escape).join('|')})(?![A-Za-z0-9])`, 'g') : undefined
  const leaks: Leak[] = []
  lines.forEach((text, index) => {
    const found = new Set<string>()
    for (const match of anySecret ? text.matchAll(anySecret) : []) found.add(whatOf.get(match[0])!)
    for (const shape of SHAPES) if (shape.pattern.test(text)) found.add(shape.what)
    for (const what of found) leaks.push({ line: index + 1, what })
  })
  return leaks
}
