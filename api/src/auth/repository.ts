import type { Queryable } from '../platform/db'

/** Stores a pending strong identification; its id is the one-time state the answer must echo. */
export async function insertAuthRequest(db: Queryable, id: string, relayState: string, expiresAt: Date): Promise<void> {
  await db.query('insert into auth_request (id, relay_state, expires_at) values ($1, $2, $3)', [id, relayState, expiresAt])
}

/** Takes a pending identification out (once only); answers its relay state, if still valid. */
export async function consumeAuthRequest(db: Queryable, id: string, now: Date): Promise<string | undefined> {
  const [row] = await db.query<{ relay_state: string }>('delete from auth_request where id = $1 and expires_at > $2 returning relay_state', [id, now])
  return row?.relay_state
}

export async function adultsForIdentification(db: Queryable, today: string): Promise<{ ssn: string; name: string }[]> {
  return db.query<{ ssn: string; name: string }>(
    `select ssn, first_name || ' ' || last_name as name from person
     where ssn is not null and date_of_birth <= $1::date - interval '18 years'
     order by last_name, first_name limit 100`,
    [today]
  )
}
