import type { ApplicationForm } from '@pesa/shared/api/types'
import { clearTabDraft, readTabDraft, tabDraftKey, writeTabDraft } from '@pesa/shared/forms'

/*
 * What the guardian typed in the editor, kept as a tab draft (`@pesa/shared/forms`) by person and
 * application until it is saved, sent or given up: it survives an expired session (the page starts
 * over at the login and comes back), a reload and a step-up in the same tab, but not the tab, a
 * logout or another person's login there. It is restored
 * only onto the version of the application it was typed on (`modifiedAt`): a save made
 * elsewhere since then wins.
 */
export interface StoredInput {
  form: ApplicationForm
  allowOtherGuardianAccess: boolean
  /** The application's modifiedAt when the editing began */
  modifiedAt: string
}

const keyOf = (personId: string, applicationId: string) => tabDraftKey('applications', personId, applicationId)

export function readStoredInput(personId: string, applicationId: string, modifiedAt: string): StoredInput | undefined {
  const stored = readTabDraft<StoredInput>(keyOf(personId, applicationId))
  return stored?.modifiedAt === modifiedAt ? stored : undefined
}

export function writeStoredInput(personId: string, applicationId: string, input: StoredInput): void {
  writeTabDraft(keyOf(personId, applicationId), input)
}

export function clearStoredInput(personId: string, applicationId: string): void {
  clearTabDraft(keyOf(personId, applicationId))
}
