// GENERATED FILE by api/src/codegen from the API route schemas (pnpm generate). Do not edit.
import { apiRequest } from '@pesa/shared'
import type { CitizenMessageThread, MessageRecipients, MessageReply, MyMessageAccount, NewMessage, ReceivedThreads, SentMessage } from './types'

export type { CitizenMessageThread, MessageRecipients, MessageReply, MyMessageAccount, NewMessage, ReceivedThreads, SentMessage }

/** PUT /api/citizen/messages/threads/:threadId/archive (WEAK): Deletes the thread from the caller's inbox only; a later message brings it back */
export function archiveThread(args: { params: {
  threadId: string
} }, signal?: AbortSignal): Promise<void> {
  return apiRequest<void>({ method: 'PUT', path: `/citizen/messages/threads/${encodeURIComponent(args.params.threadId)}/archive`, signal })
}

/** GET /api/citizen/messages/recipients (WEAK): Per child, the accounts a new message and a reply may go to; the child-less entry's are the municipality's */
export function getMessageRecipients(signal?: AbortSignal): Promise<MessageRecipients> {
  return apiRequest<MessageRecipients>({ method: 'GET', path: `/citizen/messages/recipients`, signal })
}

/** GET /api/citizen/messages/threads/:threadId (WEAK): One thread of the caller (redacted when sensitive and the login is weak) */
export function getMessageThread(args: { params: {
  threadId: string
} }, signal?: AbortSignal): Promise<CitizenMessageThread> {
  return apiRequest<CitizenMessageThread>({ method: 'GET', path: `/citizen/messages/threads/${encodeURIComponent(args.params.threadId)}`, signal })
}

/** GET /api/citizen/messages/my-account (WEAK): The caller's message account */
export function getMyMessageAccount(signal?: AbortSignal): Promise<MyMessageAccount> {
  return apiRequest<MyMessageAccount>({ method: 'GET', path: `/citizen/messages/my-account`, signal })
}

/** GET /api/citizen/messages/received (WEAK): The inbox: threads the caller takes part in and has not deleted, latest first, 10 a page */
export function getReceivedMessages(args: { query: {
  /** 10 threads a page, from 1 */
  page: number
} }, signal?: AbortSignal): Promise<ReceivedThreads> {
  return apiRequest<ReceivedThreads>({ method: 'GET', path: `/citizen/messages/received`, query: args.query, signal })
}

/** GET /api/citizen/messages/unread-count (WEAK): Threads with unread messages from others (sensitive ones included) */
export function getUnreadMessageCount(signal?: AbortSignal): Promise<number> {
  return apiRequest<number>({ method: 'GET', path: `/citizen/messages/unread-count`, signal })
}

/** PUT /api/citizen/messages/threads/:threadId/last-received-message/read (WEAK): Marks the thread unread: the newest message from staff loses its read mark; 400 NOTHING_TO_MARK_UNREAD without one */
export function markLastReceivedMessageUnread(args: { params: {
  threadId: string
} }, signal?: AbortSignal): Promise<void> {
  return apiRequest<void>({ method: 'PUT', path: `/citizen/messages/threads/${encodeURIComponent(args.params.threadId)}/last-received-message/read`, signal })
}

/** PUT /api/citizen/messages/threads/:threadId/read (WEAK): Marks the received messages read, up to the newest one shown (upTo); 403 STRONG_AUTH_REQUIRED for a sensitive thread */
export function markThreadRead(args: { params: {
  threadId: string
}; query?: {
  /** The newest message shown; unset: every message */
  upTo?: string
} }, signal?: AbortSignal): Promise<void> {
  return apiRequest<void>({ method: 'PUT', path: `/citizen/messages/threads/${encodeURIComponent(args.params.threadId)}/read`, query: args.query, signal })
}

/** POST /api/citizen/messages/:messageId/reply (WEAK): Answers the thread of the message: 400 REPLY_NOT_ALLOWED, RECIPIENT_NOT_ALLOWED, VALIDATION_FAILED; 403 STRONG_AUTH_REQUIRED for a sensitive thread */
export function replyToMessage(args: { params: {
  messageId: string
}; body: MessageReply }, signal?: AbortSignal): Promise<SentMessage> {
  return apiRequest<SentMessage>({ method: 'POST', path: `/citizen/messages/${encodeURIComponent(args.params.messageId)}/reply`, body: args.body, signal })
}

/** POST /api/citizen/messages (WEAK): Starts a thread: 403 FORBIDDEN without a child in a messaging unit, 400 SINGLE_UNIT_REQUIRED, RECIPIENT_NOT_ALLOWED, ATTACHMENTS_NOT_ALLOWED, ATTACHMENT_UNKNOWN, VALIDATION_FAILED (title, content, children, recipients) */
export function sendMessage(args: { body: NewMessage }, signal?: AbortSignal): Promise<SentMessage> {
  return apiRequest<SentMessage>({ method: 'POST', path: `/citizen/messages`, body: args.body, signal })
}
