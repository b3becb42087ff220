import type { Queryable } from './db'

/*
 * The weak-login credentials of a person (table citizen_user): read by the login and by the
 * personal details that change them.
 */
export async function findCredentials(db: Queryable, username: string): Promise<{ person_id: string; password_hash: string } | undefined> {
  const [row] = await db.query<{ person_id: string; password_hash: string }>(
    'select person_id, password_hash from citizen_user where lower(username) = lower($1)',
    [username]
  )
  return row
}

export async function usernameOf(db: Queryable, personId: string): Promise<string | null> {
  const [row] = await db.query<{ username: string }>('select username from citizen_user where person_id = $1', [personId])
  return row?.username ?? null
}
