/*
 * Unsaved input of a person kept in the tab's sessionStorage (a half-written message, an income
 * form): it survives a reload, a step-up and a new login after a session timeout in the same
 * tab, but not a logout — the next user of a shared computer may take the same tab. Areas store
 * their drafts under this prefix; every logout link clears them before it leaves (`logOutOnClick`, `shared/src/session/end.ts`).
 */
export const TAB_DRAFT_PREFIX = 'pesa-draft:'

/** A storage key for an area's draft of a person: `pesa-draft:<area>:<personId>:<name>`. */
export const tabDraftKey = (area: string, personId: string, name: string) => `${TAB_DRAFT_PREFIX}${area}:${personId}:${name}`

export function readTabDraft<T>(key: string): T | undefined {
  try {
    const text = window.sessionStorage.getItem(key)
    return text ? (JSON.parse(text) as T) : undefined
  } catch {
    return undefined
  }
}

export function writeTabDraft(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value))
  } catch {
    // A full or disabled storage only loses the draft, never what is on the screen
  }
}

export function clearTabDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(key)
  } catch {
    // as above
  }
}

/** The person a draft key belongs to (`pesa-draft:<area>:<personId>:<name>`). */
const personOfKey = (key: string) => key.slice(TAB_DRAFT_PREFIX.length).split(':')[1]

function removeDrafts(remove: (key: string) => boolean): void {
  try {
    const keys: string[] = []
    for (let i = 0; i < window.sessionStorage.length; i++) {
      const key = window.sessionStorage.key(i)
      if (key?.startsWith(TAB_DRAFT_PREFIX) && remove(key)) keys.push(key)
    }
    for (const key of keys) window.sessionStorage.removeItem(key)
  } catch {
    // Nothing stored, nothing to clear
  }
}

/** Removes every draft of the tab (logout). */
export function clearTabDrafts(): void {
  removeDrafts(() => true)
}

/**
 * Removes the drafts of everyone but this person: called whenever a person is logged in. A draft
 * outlives an expired session so that its own guardian, logging in again in the same tab, finds
 * what they typed; the moment anyone else logs in there, it is gone.
 */
export function clearOtherPersonsTabDrafts(personId: string): void {
  removeDrafts((key) => personOfKey(key) !== personId)
}
