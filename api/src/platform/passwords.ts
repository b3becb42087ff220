import { hash, verify } from '@node-rs/argon2'

/** OWASP's Argon2id baseline (Argon2id is the library's default): 19 MiB, two passes, one lane. */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS)
}

let dummyHash: Promise<string> | undefined

/**
 * Verifies a password against a stored hash, or — when the username is unknown — against a
 * hash of nothing, so that both cases cost the same time and tell an attacker nothing.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('pesa-no-such-user')
  const matches = await verify(storedHash ?? (await dummyHash), password).catch(() => false)
  return storedHash !== undefined && matches
}
