import type { ApplicationForm } from '@pesa/shared/api/types'

/*
 * What the guardian typed in the editor, kept in sessionStorage by person and application until
 * it is saved, sent or given up: it survives an expired session (the page starts over at the
 * login and comes back), a reload and a step-up in the same tab, but not the tab. It is restored
 * only onto the version of the application it was typed on (`modifiedAt`): a save made
 * elsewhere since then wins.
 */
export interface StoredInput {
  form: ApplicationForm
  allowOtherGuardianAccess: boolean
  /** The application's modifiedAt when the editing began */
  modifiedAt: string
}

const PREFIX = 'pesa-application-input'
const keyOf = (personId: string, applicationId: string) => `${PREFIX}:${personId}:${applicationId}`

export function readStoredInput(personId: string, applicationId: string, modifiedAt: string): StoredInput | undefined {
  try {
    const text = window.sessionStorage.getItem(keyOf(personId, applicationId))
    const stored = text ? (JSON.parse(text) as StoredInput) : undefined
    return stored?.modifiedAt === modifiedAt ? stored : undefined
  } catch {
    return undefined
  }
}

export function writeStoredInput(personId: string, applicationId: string, input: StoredInput): void {
  try {
    window.sessionStorage.setItem(keyOf(personId, applicationId), JSON.stringify(input))
  } catch {
    // A full or disabled storage only loses the copy, never the form on the page
  }
}

export function clearStoredInput(personId: string, applicationId: string): void {
  try {
    window.sessionStorage.removeItem(keyOf(personId, applicationId))
  } catch {
    // as above
  }
}
