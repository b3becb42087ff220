import { fieldErrors, required, type FieldErrors } from '../codes'

/*
 * The rules of the message bodies that need no database (spec part 1 §4 "Threads", §5
 * "Messages"), called by the editor and the reply form (guidance) and by the server
 * (api/src/messages/service.ts). Which recipients and children are allowed the server decides
 * with its data.
 */

/** What tells a primary recipient (staff) from a secondary one (another guardian). */
export interface RecipientFacts {
  isPrimary(accountId: string): boolean
}

/** Subject and text non-empty, at least one child, at least one primary recipient. */
export function validateNewMessage(
  body: { title: string; content: string; recipients: readonly string[]; children: readonly string[] },
  facts: RecipientFacts
): FieldErrors<'title' | 'content' | 'recipients' | 'children'> {
  return fieldErrors({
    title: required(body.title),
    content: required(body.content),
    recipients: body.recipients.some((id) => facts.isPrimary(id)) ? undefined : 'REQUIRED',
    children: body.children.length > 0 ? undefined : 'REQUIRED'
  })
}

/** Text non-empty and at least one primary recipient selected. */
export function validateMessageReply(
  body: { content: string; recipientAccountIds: readonly string[] },
  facts: RecipientFacts
): FieldErrors<'content' | 'recipientAccountIds'> {
  return fieldErrors({
    content: required(body.content),
    recipientAccountIds: body.recipientAccountIds.some((id) => facts.isPrimary(id)) ? undefined : 'REQUIRED'
  })
}
