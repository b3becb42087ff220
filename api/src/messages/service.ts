import { helsinkiDate } from '@pesa/shared/dates'
import { validateMessageReply, validateNewMessage } from '@pesa/shared/validators'
import { accessibleFeatures } from '../family/repository'
import { attachUploads, type AttachmentOwnerType } from '../platform/attachments'
import type { Queryable } from '../platform/db'
import { ApiError, refuseInvalid } from '../platform/errors'
import { composeEmail } from '../platform/email/compose'
import { queueEmail, recipientLanguage } from '../platform/email/outbox'
import type { MunicipalityConfig } from '../platform/municipality-schema'
import { queuePush } from '../platform/push/notify'
import { PUSH_TEXTS } from '../platform/push/texts'
import type { AuthLevel, Platform } from '../platform/types'
import { messageArrivedEmail } from './emails'
import * as repository from './repository'
import {
  RECEIVED_PAGE_SIZE,
  type MessageAccount,
  type MessageRecipients,
  type MessageReply,
  type MessageThread,
  type NewMessage,
  type SentMessage,
  type ThreadOrRedacted
} from './schemas'

/** Who asks: the person, their level (sensitive threads need STRONG) and their message account. */
export interface Caller {
  personId: string
  authLevel: AuthLevel
  accountId: string
}

export async function callerOf(db: Queryable, session: { personId: string; authLevel: AuthLevel }): Promise<Caller> {
  return { ...session, accountId: await repository.citizenAccountId(db, session.personId) }
}

/** Application statuses that close a thread about the application to replies (spec part 1 §4). */
const CLOSED_APPLICATION_STATUSES = ['REJECTED', 'ACTIVE', 'CANCELLED']

export function replyAllowed(thread: { message_type: string; is_copy: boolean; application_status: string | null }): boolean {
  return thread.message_type === 'MESSAGE' && !thread.is_copy && !CLOSED_APPLICATION_STATUSES.includes(thread.application_status ?? '')
}

/**
 * The threads as the caller may see them: whole for a strong login or a thread that is not
 * sensitive; otherwise redacted to what tells that something arrived (spec part 1 §2).
 */
async function loadThreads(db: Queryable, caller: Caller, rows: repository.ThreadRow[]): Promise<ThreadOrRedacted[]> {
  const ids = rows.map((row) => row.id)
  const messages = await repository.messagesOf(db, caller.accountId, ids)
  const visibleIds = new Set(rows.filter((row) => !row.sensitive || caller.authLevel === 'STRONG').map((row) => row.id))
  const readable = messages.filter((message) => visibleIds.has(message.thread_id)).map((message) => message.id)
  // One statement for the rest (repository.threadDetails): it was five, in two round trips.
  const {
    recipients: allRecipients,
    children: allChildren,
    attachments,
    family,
    accounts
  } = await repository.threadDetails(db, caller.personId, {
    readableMessageIds: readable,
    visibleThreadIds: [...visibleIds],
    senderIds: [...new Set(messages.map((m) => m.sender_id))]
  })
  const account = (id: string): MessageAccount => accounts.get(id) ?? { id, name: '', type: 'CITIZEN' }
  // A guardian reads only staff, themself and their own children's guardians and children (spec
  // part 1 §2): other families in a shared thread or bulletin are not sent at all, not even a count.
  const named = (id: string) => family.accountIds.has(id) || (accounts.get(id)?.type ?? 'CITIZEN') !== 'CITIZEN'
  const recipients = allRecipients.filter((r) => named(r.recipient_id))
  const children = allChildren.filter((c) => family.childIds.has(c.child_id))
  // A guardian's message reaches only staff and the guardians of the same child, so a sender from
  // another family does not occur; should one, it is shown without a name.
  const sender = (id: string): MessageAccount => (named(id) ? account(id) : { id, name: '', type: 'CITIZEN' })

  return rows.map((row) => {
    const own = messages.filter((message) => message.thread_id === row.id)
    const hasUnread = own.some((message) => message.received && message.read_at === null && message.sender_id !== caller.accountId)
    const lastMessageSentAt = row.last_message_at.toISOString()
    if (!visibleIds.has(row.id)) {
      const first = own[0]
      return { redacted: true, id: row.id, urgent: row.urgent, sender: sender(first?.sender_id ?? ''), lastMessageSentAt, hasUnread }
    }
    const thread: MessageThread = {
      redacted: false,
      id: row.id,
      messageType: row.message_type,
      title: row.title,
      urgent: row.urgent,
      sensitive: row.sensitive,
      isCopy: row.is_copy,
      children: children.filter((c) => c.thread_id === row.id).map((c) => ({ childId: c.child_id, firstName: c.first_name, lastName: c.last_name })),
      applicationStatus: row.application_status,
      lastMessageSentAt,
      hasUnread,
      replyAllowed: replyAllowed(row),
      messages: own.map((message) => ({
        id: message.id,
        sender: sender(message.sender_id),
        recipients: recipients.filter((r) => r.message_id === message.id).map((r) => account(r.recipient_id)),
        sentAt: message.sent_at.toISOString(),
        readAt: message.read_at?.toISOString() ?? null,
        content: message.content,
        attachments: attachments
          .filter((a) => a.owner_id === message.id)
          .map((a) => ({ id: a.id, name: a.name, contentType: a.content_type, size: Number(a.size) }))
      }))
    }
    return thread
  })
}

export async function receivedThreads(platform: Platform, caller: Caller, page: number) {
  const { threads, total } = await repository.inboxPage(platform.db, caller.accountId, RECEIVED_PAGE_SIZE, (page - 1) * RECEIVED_PAGE_SIZE)
  return { data: await loadThreads(platform.db, caller, threads), total, pages: Math.ceil(total / RECEIVED_PAGE_SIZE) }
}

async function participantThread(db: Queryable, caller: Caller, threadId: string): Promise<repository.ThreadRow> {
  const row = await repository.participantThread(db, caller.accountId, threadId)
  if (!row) throw new ApiError('NOT_FOUND')
  return row
}

function requireStrongFor(thread: { sensitive: boolean }, caller: Caller): void {
  if (thread.sensitive && caller.authLevel !== 'STRONG') throw new ApiError('STRONG_AUTH_REQUIRED', 'A sensitive thread needs strong identification')
}

export async function thread(platform: Platform, caller: Caller, threadId: string): Promise<ThreadOrRedacted> {
  const row = await participantThread(platform.db, caller, threadId)
  const [loaded] = await loadThreads(platform.db, caller, [row])
  return loaded!
}

export async function markRead(platform: Platform, caller: Caller, threadId: string, upTo: string | undefined): Promise<void> {
  requireStrongFor(await participantThread(platform.db, caller, threadId), caller)
  await repository.markRead(platform.db, caller.accountId, threadId, upTo, platform.clock.now())
}

/** A weak login that may not read a sensitive thread may not mark it unread or delete it either. */
export async function markLastReceivedUnread(platform: Platform, caller: Caller, threadId: string): Promise<void> {
  requireStrongFor(await participantThread(platform.db, caller, threadId), caller)
  if (!(await repository.markLastReceivedUnread(platform.db, caller.accountId, threadId))) {
    throw new ApiError('NOTHING_TO_MARK_UNREAD', 'No message from staff in the thread')
  }
}

export async function archive(platform: Platform, caller: Caller, threadId: string): Promise<void> {
  requireStrongFor(await participantThread(platform.db, caller, threadId), caller)
  await repository.archive(platform.db, caller.accountId, threadId)
}

export async function unreadCount(platform: Platform, caller: Caller): Promise<number> {
  return repository.unreadThreadCount(platform.db, caller.accountId)
}

/** Per child: the accounts a new message and a reply may go to (spec part 1 §3 "Recipient options"). */
interface RecipientSets {
  byChild: Map<string, { newMessage: Set<string>; reply: Set<string>; units: Set<string> }>
  childless: Set<string>
  types: Map<string, MessageAccount>
}

async function recipientSets(db: Queryable, personId: string, today: string): Promise<RecipientSets> {
  await repository.ensureCoGuardianAccounts(db, personId)
  const [placements, coGuardians, municipal] = await Promise.all([
    repository.placementAccounts(db, personId, today),
    repository.coGuardianAccounts(db, personId),
    repository.municipalAccountIds(db)
  ])
  const byChild: RecipientSets['byChild'] = new Map()
  const entry = (childId: string) => {
    let sets = byChild.get(childId)
    if (!sets) byChild.set(childId, (sets = { newMessage: new Set(), reply: new Set(), units: new Set() }))
    return sets
  }
  for (const row of placements) {
    const sets = entry(row.child_id)
    sets.reply.add(row.account_id)
    if (row.current) {
      sets.newMessage.add(row.account_id)
      sets.units.add(row.unit_id)
    }
  }
  // The other guardian is a secondary recipient of a child that has staff to write to.
  for (const row of coGuardians) {
    const sets = byChild.get(row.child_id)
    if (!sets) continue
    sets.reply.add(row.account_id)
    if (sets.newMessage.size > 0) sets.newMessage.add(row.account_id)
  }
  const all = [...byChild.values()].flatMap((sets) => [...sets.reply])
  const types = await repository.accountsByIds(db, [...new Set([...all, ...municipal])])
  return { byChild, childless: new Set(municipal), types }
}

export async function recipients(platform: Platform, personId: string): Promise<MessageRecipients> {
  const sets = await recipientSets(platform.db, personId, helsinkiDate(platform.clock.now()))
  return {
    childrenToMessageAccounts: [
      ...[...sets.byChild].map(([childId, { newMessage, reply }]) => ({ childId, newMessage: [...newMessage], reply: [...reply] })),
      { childId: null, newMessage: [], reply: [...sets.childless] }
    ],
    messageAccounts: [...sets.types.values()].sort((a, b) => a.type.localeCompare(b.type) || a.name.localeCompare(b.name, 'fi'))
  }
}

const isPrimaryIn = (types: Map<string, MessageAccount>) => (id: string) => {
  const type = types.get(id)?.type
  return type !== undefined && type !== 'CITIZEN'
}

/**
 * Starts a thread (spec part 1 §5 "Messages"): from a guardian who may compose, about their own
 * children in one unit, to staff of those children (a group of one of them; other accounts of
 * all of them), never urgent or sensitive. A retry with the same draft id answers the first send.
 */
export async function sendNewMessage(
  platform: Platform,
  caller: Caller,
  body: NewMessage,
  attachments: { ownerType: AttachmentOwnerType }
): Promise<SentMessage> {
  const now = platform.clock.now()
  const today = helsinkiDate(now)
  return platform.db.transaction(async (tx) => {
    await repository.lockSender(tx, caller.accountId)
    const earlier = await repository.findMessageBySender(tx, caller.accountId, body.draftId)
    if (earlier) return { threadId: earlier.thread_id, messageId: earlier.id }
    if (!(await accessibleFeatures(tx, caller.personId, today)).composeNewMessage) throw new ApiError('FORBIDDEN', 'No child in a unit that uses messaging')

    const sets = await recipientSets(tx, caller.personId, today)
    refuseInvalid(validateNewMessage(body, { isPrimary: isPrimaryIn(sets.types) }))
    const children = body.children.map((id) => sets.byChild.get(id))
    if (children.some((sets) => !sets || sets.newMessage.size === 0)) {
      throw new ApiError('VALIDATION_FAILED', 'Not a child of the caller with staff to write to', { children: 'SELECT_ONE' })
    }
    const units = new Set(children.flatMap((sets) => [...sets!.units]))
    if (units.size > 1) throw new ApiError('SINGLE_UNIT_REQUIRED', 'The children are in different units')
    for (const id of body.recipients) {
      const allowed = sets.types.get(id)?.type === 'GROUP' ? children.some((c) => c!.newMessage.has(id)) : children.every((c) => c!.newMessage.has(id))
      if (!allowed) throw new ApiError('RECIPIENT_NOT_ALLOWED', `Not a recipient of these children: ${id}`)
    }
    if (body.attachmentIds.length > 0 && platform.municipality.messageAttachmentsAllowed === false) {
      throw new ApiError('ATTACHMENTS_NOT_ALLOWED', 'The municipality does not take files with messages')
    }

    const threadId = await repository.insertThread(tx, {
      messageType: 'MESSAGE',
      title: body.title.trim(),
      urgent: false,
      sensitive: false,
      isCopy: false,
      applicationId: null,
      applicationStatus: null,
      childIds: body.children,
      now
    })
    const messageId = await repository.insertMessage(tx, {
      threadId,
      senderId: caller.accountId,
      recipientIds: body.recipients,
      content: body.content,
      draftId: body.draftId,
      now
    })
    await attachUploads(tx, { ownerType: attachments.ownerType, ownerId: messageId, ids: body.attachmentIds, personId: caller.personId, now })
    await notifyRecipients(tx, emailSettingsOf(platform), messageId, 'MESSAGE', now)
    return { threadId, messageId }
  })
}

/**
 * Answers a thread (spec part 1 §4 "Threads", §3 "Reply"): a MESSAGE thread not closed to
 * replies, to accounts already in the thread that are still in the reply set of its children
 * (or the municipality's accounts for a thread without children). Reading the answer's thread
 * marks it read.
 */
export async function reply(platform: Platform, caller: Caller, messageId: string, body: MessageReply): Promise<SentMessage> {
  const now = platform.clock.now()
  return platform.db.transaction(async (tx) => {
    const message = await repository.visibleMessage(tx, caller.accountId, messageId)
    if (!message) throw new ApiError('NOT_FOUND')
    await repository.lockSender(tx, caller.accountId)
    const earlier = await repository.findMessageBySender(tx, caller.accountId, body.draftId)
    if (earlier) return { threadId: earlier.thread_id, messageId: earlier.id }
    const thread = (await repository.threadById(tx, message.thread_id))!
    requireStrongFor(thread, caller)
    if (!replyAllowed(thread)) throw new ApiError('REPLY_NOT_ALLOWED', 'This thread takes no replies')

    const sets = await recipientSets(tx, caller.personId, helsinkiDate(now))
    refuseInvalid(validateMessageReply(body, { isPrimary: isPrimaryIn(sets.types) }))
    // Threads about no child, and those about an application, are answered by the municipality's accounts
    const allowed = new Set<string>(thread.child_ids.length === 0 || thread.application_status !== null ? sets.childless : [])
    for (const childId of thread.child_ids) for (const id of sets.byChild.get(childId)?.reply ?? []) allowed.add(id)
    const participants = new Set(await repository.participantIds(tx, thread.id))
    for (const id of body.recipientAccountIds) {
      if (!allowed.has(id) || !participants.has(id)) throw new ApiError('RECIPIENT_NOT_ALLOWED', `Not a recipient of this thread: ${id}`)
    }

    const sent = await repository.insertMessage(tx, {
      threadId: thread.id,
      senderId: caller.accountId,
      recipientIds: body.recipientAccountIds,
      content: body.content,
      draftId: body.draftId,
      now
    })
    await repository.markRead(tx, caller.accountId, thread.id, undefined, now)
    await notifyRecipients(tx, emailSettingsOf(platform), sent, thread.message_type, now)
    return { threadId: thread.id, messageId: sent }
  })
}

/**
 * A notice to each guardian recipient's devices (issue 37 §3): only that a message arrived and
 * from which unit; a sensitive thread's notice does not name even that. Each message is its own
 * event; notices of one thread share a tag, so the device shows the latest one.
 */
async function pushMessageArrived(tx: Queryable, messageId: string, type: string, now: Date): Promise<void> {
  const audience = await repository.pushAudience(tx, messageId)
  if (!audience || audience.personIds.length === 0) return
  const unit = audience.sensitive ? null : audience.unitName
  await queuePush(tx, {
    personIds: audience.personIds,
    type,
    eventKey: `message:${messageId}`,
    message: (language) => ({ ...PUSH_TEXTS.message[language](unit), url: '/messages', tag: `thread:${audience.threadId}` }),
    now
  })
}

/** What an email needs beyond the message: the site's address for its link and the municipality's name. */
export interface EmailSettings {
  publicUrl: string
  municipality: MunicipalityConfig
}

export const emailSettingsOf = (platform: Platform): EmailSettings => ({ publicUrl: platform.config.publicUrl, municipality: platform.municipality })

/**
 * In the send's transaction: one outbox email per guardian recipient who wants it and has not
 * been told about this thread already while that message is unread, in the recipient's language
 * and of the notification's type, so the sender also skips it if the type is turned off by then.
 */
export async function notifyRecipients(
  tx: Queryable,
  settings: EmailSettings,
  messageId: string,
  messageType: 'MESSAGE' | 'BULLETIN',
  now: Date
): Promise<void> {
  const emailType = messageType === 'BULLETIN' ? 'BULLETIN_NOTIFICATION' : 'MESSAGE_NOTIFICATION'
  await pushMessageArrived(tx, messageId, emailType, now)
  const recipients = await repository.recipientsToNotify(tx, messageId, emailType)
  if (recipients.length === 0) return
  for (const recipient of recipients) {
    const language = await recipientLanguage(tx, recipient.person_id)
    const content = composeEmail(messageArrivedEmail(language, messageType), language, settings.publicUrl, settings.municipality)
    await queueEmail(tx, { to: recipient.email, personId: recipient.person_id, type: emailType, language, content, now })
  }
  await repository.markNotified(
    tx,
    messageId,
    recipients.map((r) => r.account_id),
    now
  )
}
