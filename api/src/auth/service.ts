import { createHash } from 'node:crypto'
import { helsinkiDate } from '@pesa/shared/dates'
import { ACCESSIBLE_FEATURES, accessibleFeaturesOf, type AccessibleFeaturesRow } from '../family/repository'
import type { Platform } from '../platform/types'
import { ApiError } from '../platform/errors'
import { getPerson, mayUseService, PERSON_COLUMNS, type PersonRow } from '../population-register/repository'
import { verifyPassword } from '../platform/passwords'
import { findCredentials, usernameOf } from '../platform/credentials'
import type { AuthStatus, CitizenUser } from './schemas'

const ONE_HOUR = 3600

/**
 * Checks a username and password. The limit is on failed attempts (spec part 1 §5: "locked after
 * too many attempts"): every attempt is counted before the password is checked, so guesses sent
 * in parallel are all counted, and a success takes back its own count. A success does not wipe
 * the failures before it, so a guesser gains nothing from the guardian's own logins. Unknown
 * usernames are counted too, and every failure looks the same to the caller.
 */
export async function checkWeakLogin(platform: Platform, username: string, password: string): Promise<string> {
  const normalized = username.trim().toLowerCase()
  // Keyed by the username's hash: the counters (a table or Redis) never hold what was typed.
  const key = `weak-login:${createHash('sha256').update(normalized).digest('hex')}`
  const now = platform.clock.now()
  const attempts = await platform.counters.incrementSliding(key, ONE_HOUR, now)
  if (attempts > platform.config.weakLoginAttemptsPerHour) throw new ApiError('TOO_MANY_LOGIN_ATTEMPTS')
  const credentials = await findCredentials(platform.db, normalized)
  const valid = await verifyPassword(credentials?.password_hash, password)
  if (!credentials || !valid) throw new ApiError('INVALID_CREDENTIALS', 'Wrong username or password')
  await platform.counters.decrement(key, ONE_HOUR, now)
  // Told only after the right password: the answer then says nothing to a guesser.
  if (!(await mayUseService(platform.db, credentials.person_id, helsinkiDate(now)))) throw new ApiError('NOT_A_CUSTODIAN', 'Not a custodian of anyone')
  return credentials.person_id
}

export async function citizenUser(platform: Platform, personId: string): Promise<CitizenUser | undefined> {
  const [person, weakLoginUsername] = await Promise.all([getPerson(platform.db, personId), usernameOf(platform.db, personId)])
  return person && userOf(person, weakLoginUsername)
}

function userOf(person: PersonRow, weakLoginUsername: string | null): CitizenUser {
  return {
    id: person.id,
    firstName: person.first_name,
    lastName: person.last_name,
    preferredName: person.preferred_name,
    streetAddress: person.street_address,
    postalCode: person.postal_code,
    postOffice: person.post_office,
    phone: person.phone,
    backupPhone: person.backup_phone,
    email: person.email,
    weakLoginUsername
  }
}

export async function authStatus(platform: Platform, session: { personId: string; authLevel: 'WEAK' | 'STRONG' } | undefined, now: Date): Promise<AuthStatus> {
  const apiVersion = platform.config.appVersion
  if (!session) return { loggedIn: false, apiVersion }
  // Polled by every open tab: the person, the username and the features in one statement (each
  // statement costs the server and the database a round trip), as getPerson, usernameOf and
  // accessibleFeatures read them.
  const [row] = await platform.db.query<PersonRow & AccessibleFeaturesRow & { weak_login_username: string | null }>(
    `select ${PERSON_COLUMNS}, (select username from citizen_user where person_id = $1) as weak_login_username,
            f.reservations, f.messages, f.compose_new_message, f.child_documentation
     from person left join lateral (${ACCESSIBLE_FEATURES}) f on true
     where person.id = $1`,
    [session.personId, helsinkiDate(now)]
  )
  if (!row) return { loggedIn: false, apiVersion }
  return { loggedIn: true, apiVersion, authLevel: session.authLevel, user: userOf(row, row.weak_login_username), accessibleFeatures: accessibleFeaturesOf(row) }
}
