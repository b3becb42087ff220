/** Anna Virtanen of the demo data (README, "Demo people"): three children, weak login turned on. */
export const ANNA = { ssn: '120385-1243', username: 'anna.virtanen@example.fi', password: 'kumisaapas-metsaretki-2026' } as const

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
