import type { Queryable } from '../platform/db'
import * as repository from './repository'
import { notifyRecipients, type EmailSettings } from './service'

/*
 * The staff side of messaging, which Pesä has no screens for: the demo data and the dev API
 * send with it (never mounted in production). Guardians are reached through their children or
 * named directly; their accounts are created as needed.
 */

/** The message accounts of the persons (guardians), created on first use. */
export async function citizenAccountIds(db: Queryable, personIds: readonly string[]): Promise<string[]> {
  const ids: string[] = []
  for (const personId of personIds) ids.push(await repository.citizenAccountId(db, personId))
  return ids
}

/** The guardians of the children, each once. */
export async function guardiansOf(db: Queryable, childIds: readonly string[]): Promise<string[]> {
  const rows = await db.query<{ guardian_id: string }>('select distinct guardian_id from guardianship where child_id = any($1::uuid[]) order by guardian_id', [
    childIds
  ])
  return rows.map((row) => row.guardian_id)
}

export interface StaffMessage {
  senderId: string
  messageType: 'MESSAGE' | 'BULLETIN'
  title: string
  content: string
  urgent?: boolean
  sensitive?: boolean
  isCopy?: boolean
  applicationId?: string | null
  applicationStatus?: string | null
  childIds: readonly string[]
  /** Guardians beyond those of the children */
  guardianIds?: readonly string[]
  /** The recipients' accounts instead of the guardians (a guardian's own message in the demo data) */
  recipientAccountIds?: readonly string[]
  now: Date
}

/** The site's address and the municipality for the emails; null sends no emails (the demo data). */
type EmailLinkBase = EmailSettings | null

/** Starts a thread from a staff account to the children's guardians (and any named), with the emails a send makes. */
export async function staffSendThread(db: Queryable, publicUrl: EmailLinkBase, message: StaffMessage): Promise<{ threadId: string; messageId: string }> {
  const recipientIds =
    message.recipientAccountIds ?? (await citizenAccountIds(db, [...new Set([...(await guardiansOf(db, message.childIds)), ...(message.guardianIds ?? [])])]))
  const threadId = await repository.insertThread(db, {
    messageType: message.messageType,
    title: message.title,
    urgent: message.urgent ?? false,
    sensitive: message.sensitive ?? false,
    isCopy: message.isCopy ?? false,
    applicationId: message.applicationId ?? null,
    applicationStatus: message.applicationStatus ?? null,
    childIds: message.childIds,
    now: message.now
  })
  const messageId = await repository.insertMessage(db, {
    threadId,
    senderId: message.senderId,
    recipientIds,
    content: message.content,
    draftId: null,
    now: message.now
  })
  if (publicUrl !== null) await notifyRecipients(db, publicUrl, messageId, message.messageType, message.now)
  return { threadId, messageId }
}

/** Staff answer a thread: to every guardian in it. */
export async function staffReply(
  db: Queryable,
  publicUrl: EmailLinkBase,
  reply: { threadId: string; senderId: string; content: string; now: Date }
): Promise<{ messageId: string } | undefined> {
  const thread = await repository.threadById(db, reply.threadId)
  if (!thread) return undefined
  const citizens = await db.query<{ id: string }>(
    `select a.id from message_thread_participant tp join message_account a on a.id = tp.participant_id and a.type = 'CITIZEN' where tp.thread_id = $1`,
    [reply.threadId]
  )
  const recipientIds = citizens.map((row) => row.id)
  await db.query(`insert into message_thread_participant (thread_id, participant_id, last_message_at) values ($1, $2, $3) on conflict do nothing`, [
    reply.threadId,
    reply.senderId,
    reply.now
  ])
  const messageId = await repository.insertMessage(db, {
    threadId: reply.threadId,
    senderId: reply.senderId,
    recipientIds,
    content: reply.content,
    draftId: null,
    now: reply.now
  })
  await repository.markRead(db, reply.senderId, reply.threadId, undefined, reply.now)
  if (publicUrl !== null) await notifyRecipients(db, publicUrl, messageId, thread.message_type, reply.now)
  return { messageId }
}

/** Staff read a thread: the messages to the account are marked read. */
export async function staffMarkRead(db: Queryable, accountId: string, threadId: string, now: Date): Promise<void> {
  await repository.markRead(db, accountId, threadId, undefined, now)
}

export interface StaffAccountSpec {
  type: 'GROUP' | 'PERSONAL' | 'MUNICIPAL' | 'SERVICE_WORKER' | 'FINANCE'
  name: string
  groupId?: string
  unitId?: string
}

export async function insertStaffAccount(db: Queryable, account: StaffAccountSpec): Promise<string> {
  const [row] = await db.query<{ id: string }>('insert into message_account (type, name, group_id, unit_id) values ($1, $2, $3, $4) returning id', [
    account.type,
    account.name,
    account.groupId ?? null,
    account.unitId ?? null
  ])
  return row!.id
}
