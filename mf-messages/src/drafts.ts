/*
 * Half-written messages kept in sessionStorage, keyed by the person: they survive a reload, a
 * step-up and a new login in the same tab, but not the tab (a shared computer's next user opens
 * a new one). Cleared on send and discard.
 */
const PREFIX = 'pesa-messages-draft'

const keyOf = (personId: string, draft: string) => `${PREFIX}:${personId}:${draft}`

export function readDraft<T>(personId: string, draft: string): T | undefined {
  try {
    const text = window.sessionStorage.getItem(keyOf(personId, draft))
    return text ? (JSON.parse(text) as T) : undefined
  } catch {
    return undefined
  }
}

export function writeDraft(personId: string, draft: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(keyOf(personId, draft), JSON.stringify(value))
  } catch {
    // A full or disabled storage only loses the draft, never the message being written
  }
}

export function clearDraft(personId: string, draft: string): void {
  try {
    window.sessionStorage.removeItem(keyOf(personId, draft))
  } catch {
    // as above
  }
}

/** A new id for what is being written: the server answers a retry with the same id by the first send. */
export const newDraftId = () => crypto.randomUUID()
