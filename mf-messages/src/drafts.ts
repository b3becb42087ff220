import { clearTabDraft, readTabDraft, tabDraftKey, writeTabDraft } from '@pesa/shared/forms'

/*
 * Half-written messages kept in sessionStorage, keyed by the person (`@pesa/shared/forms`'
 * tab drafts): they survive a reload, a step-up and a new login in the same tab, but not the tab
 * (a shared computer's next user opens a new one). Cleared on send, discard and logout.
 */
const keyOf = (personId: string, draft: string) => tabDraftKey('messages', personId, draft)

export const readDraft = <T>(personId: string, draft: string): T | undefined => readTabDraft<T>(keyOf(personId, draft))

export const writeDraft = (personId: string, draft: string, value: unknown): void => writeTabDraft(keyOf(personId, draft), value)

export const clearDraft = (personId: string, draft: string): void => clearTabDraft(keyOf(personId, draft))

/** A new id for what is being written: the server answers a retry with the same id by the first send. */
export const newDraftId = () => crypto.randomUUID()
