import { ApiError } from '@pesa/shared'
import type { Child } from '@pesa/shared/api/types'
import type { MessageRecipients, NewMessage } from '@pesa/shared/api/messages'
import type { MessageAccount } from '@pesa/shared/api/types'
import { validateNewMessage, type FieldErrors } from '@pesa/shared/validators'

/*
 * The new-message editor's rules (spec part 1 §2 "New message editor", §5 "Messages") as pure
 * functions: which children can be chosen, which recipients they offer, when the one-unit rule
 * is broken, and the body the shared validator checks before the server does.
 */

export interface EditorForm {
  children: string[]
  recipients: string[]
  title: string
  content: string
  attachments: { id: string; name: string }[]
}

export const emptyEditorForm = (relevantChildIds: readonly string[]): EditorForm => ({
  // A single relevant child is chosen already; the choice is not shown then
  children: relevantChildIds.length === 1 ? [...relevantChildIds] : [],
  recipients: [],
  title: '',
  content: '',
  attachments: []
})

/** Children with someone to write to, in the order of the children list. */
export function relevantChildren(children: readonly Child[], recipients: MessageRecipients): Child[] {
  const withRecipients = new Set(
    recipients.childrenToMessageAccounts.filter((entry) => entry.childId && entry.newMessage.length > 0).map((entry) => entry.childId)
  )
  return children.filter((child) => withRecipients.has(child.id))
}

const isStaff = (account: MessageAccount | undefined) => !!account && account.type !== 'CITIZEN'

/**
 * The accounts the chosen children offer: a group of any of them, every other account of all of
 * them; staff are primary, the other guardian secondary.
 */
export function recipientOptions(chosen: readonly string[], recipients: MessageRecipients): { primary: MessageAccount[]; secondary: MessageAccount[] } {
  const sets = recipients.childrenToMessageAccounts.filter((entry) => entry.childId && chosen.includes(entry.childId)).map((entry) => new Set(entry.newMessage))
  if (sets.length === 0) return { primary: [], secondary: [] }
  const offered = recipients.messageAccounts.filter((account) =>
    account.type === 'GROUP' ? sets.some((set) => set.has(account.id)) : sets.every((set) => set.has(account.id))
  )
  return { primary: offered.filter(isStaff), secondary: offered.filter((account) => !isStaff(account)) }
}

/** Children placed in more than one unit: a message goes to one unit's staff at a time. */
export function breaksSingleUnit(chosen: readonly string[], children: readonly Child[]): boolean {
  return new Set(children.filter((child) => chosen.includes(child.id)).map((child) => child.unit?.id ?? child.id)).size > 1
}

/** Recipients still offered after the children changed. */
export function keepOffered(form: EditorForm, recipients: MessageRecipients): string[] {
  const { primary, secondary } = recipientOptions(form.children, recipients)
  const offered = new Set([...primary, ...secondary].map((account) => account.id))
  return form.recipients.filter((id) => offered.has(id))
}

export const toNewMessage = (form: EditorForm, draftId: string): NewMessage => ({
  title: form.title,
  content: form.content,
  recipients: form.recipients,
  children: form.children,
  attachmentIds: form.attachments.map((file) => file.id),
  draftId
})

export function validateEditor(form: EditorForm, recipients: MessageRecipients): FieldErrors<'title' | 'content' | 'recipients' | 'children'> {
  const accounts = new Map(recipients.messageAccounts.map((account) => [account.id, account]))
  return validateNewMessage(toNewMessage(form, ''), { isPrimary: (id) => isStaff(accounts.get(id)) })
}

/**
 * A send that failed for a reason the editor has no own words for (no connection, a server
 * error): spec part 1 §8 shows "message send failed" as a text in the editor, not a dialog. A
 * lost session (the client goes to log in), field errors and the editor's own codes are not this.
 */
export function isSendFailure(caught: unknown, shownCodes: readonly string[]): boolean {
  if (!(caught instanceof ApiError) || caught.status === 401) return false
  if (caught.errorCode === 'VALIDATION_FAILED' && Object.keys(caught.fieldErrors).length > 0) return false
  return !shownCodes.includes(caught.errorCode)
}
