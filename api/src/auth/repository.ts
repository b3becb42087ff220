import type { Queryable } from '../platform/db'

/**
 * Stores a pending strong identification; its id is the one-time state the answer must echo,
 * `browserHash` the hash of the login cookie of the browser that started it (login-browser.ts).
 */
export async function insertAuthRequest(db: Queryable, id: string, relayState: string, expiresAt: Date, browserHash?: string): Promise<void> {
  await db.query('insert into auth_request (id, relay_state, expires_at, browser_hash) values ($1, $2, $3, $4)', [
    id,
    relayState,
    expiresAt,
    browserHash ?? null
  ])
}

/** Takes a pending identification out (once only), if still valid: its relay state and browser. */
export async function takeAuthRequest(db: Queryable, id: string, now: Date): Promise<{ relayState: string; browserHash: string | null } | undefined> {
  const [row] = await db.query<{ relay_state: string; browser_hash: string | null }>(
    'delete from auth_request where id = $1 and expires_at > $2 returning relay_state, browser_hash',
    [id, now]
  )
  return row ? { relayState: row.relay_state, browserHash: row.browser_hash } : undefined
}

/** Takes a pending identification or logout out (once only); answers its relay state, if still valid. */
export async function consumeAuthRequest(db: Queryable, id: string, now: Date): Promise<string | undefined> {
  return (await takeAuthRequest(db, id, now))?.relayState
}

export interface AuthAnswer {
  browserHash: string | null
  relayState: string
  personId: string
  nameId: string
  nameIdFormat: string | undefined
  sessionIndex: string | undefined
  idpEntityId: string
}

/** Keeps a checked identity provider's answer for the browser's same-origin hand-over, under the hash of its one-time code. */
export async function insertAuthAnswer(db: Queryable, codeHash: string, answer: AuthAnswer, expiresAt: Date): Promise<void> {
  await db.query(
    `insert into auth_answer (id, browser_hash, relay_state, person_id, name_id, name_id_format, session_index, idp_entity_id, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      codeHash,
      answer.browserHash,
      answer.relayState,
      answer.personId,
      answer.nameId,
      answer.nameIdFormat ?? null,
      answer.sessionIndex ?? null,
      answer.idpEntityId,
      expiresAt
    ]
  )
}

/** Takes a kept answer out (once only), if still valid. */
export async function takeAuthAnswer(db: Queryable, codeHash: string, now: Date): Promise<AuthAnswer | undefined> {
  const [row] = await db.query<{
    browser_hash: string | null
    relay_state: string
    person_id: string
    name_id: string
    name_id_format: string | null
    session_index: string | null
    idp_entity_id: string
  }>(
    `delete from auth_answer where id = $1 and expires_at > $2
     returning browser_hash, relay_state, person_id, name_id, name_id_format, session_index, idp_entity_id`,
    [codeHash, now]
  )
  if (!row) return undefined
  return {
    browserHash: row.browser_hash,
    relayState: row.relay_state,
    personId: row.person_id,
    nameId: row.name_id,
    nameIdFormat: row.name_id_format ?? undefined,
    sessionIndex: row.session_index ?? undefined,
    idpEntityId: row.idp_entity_id
  }
}

export async function adultsForIdentification(db: Queryable, today: string): Promise<{ ssn: string; name: string }[]> {
  return db.query<{ ssn: string; name: string }>(
    `select ssn, first_name || ' ' || last_name as name from person
     where ssn is not null and date_of_birth <= $1::date - interval '18 years'
     order by last_name, first_name limit 100`,
    [today]
  )
}

/** An unexpired pending identification or logout, without taking it. */
export async function findAuthRequest(db: Queryable, id: string, now: Date): Promise<boolean> {
  const rows = await db.query<{ id: string }>('select id from auth_request where id = $1 and expires_at > $2', [id, now])
  return rows.length > 0
}

/** Remembers a SAML assertion id; false when it was already used (a replay). */
export async function rememberAssertion(db: Queryable, id: string, expiresAt: Date, now: Date): Promise<boolean> {
  await db.query('delete from saml_assertion where id = $1 and expires_at <= $2', [id, now])
  const rows = await db.query<{ id: string }>('insert into saml_assertion (id, expires_at) values ($1, $2) on conflict (id) do nothing returning id', [
    id,
    expiresAt
  ])
  return rows.length > 0
}

export async function linkSamlSession(
  db: Queryable,
  sessionId: string,
  login: { nameId: string; nameIdFormat: string | undefined; sessionIndex: string | undefined },
  idpEntityId: string
): Promise<void> {
  await db.query('insert into saml_session (session_id, name_id, name_id_format, session_index, idp_entity_id) values ($1, $2, $3, $4, $5)', [
    sessionId,
    login.nameId,
    login.nameIdFormat ?? null,
    login.sessionIndex ?? null,
    idpEntityId
  ])
}

export async function samlSessionOf(
  db: Queryable,
  sessionId: string
): Promise<{ name_id: string; name_id_format: string | null; session_index: string | null } | undefined> {
  const [row] = await db.query<{ name_id: string; name_id_format: string | null; session_index: string | null }>(
    'select name_id, name_id_format, session_index from saml_session where session_id = $1',
    [sessionId]
  )
  return row
}

/** Ends the sessions the identity provider's logout names; answers their people. */
export async function endSamlSessions(db: Queryable, idpEntityId: string, nameId: string, sessionIndex: string | undefined): Promise<string[]> {
  const rows = await db.query<{ person_id: string }>(
    `delete from session where id in (
       select session_id from saml_session where idp_entity_id = $1 and name_id = $2 and ($3::text is null or session_index = $3)
     ) returning person_id`,
    [idpEntityId, nameId, sessionIndex ?? null]
  )
  return rows.map((row) => row.person_id)
}
