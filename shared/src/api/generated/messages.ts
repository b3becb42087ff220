// GENERATED FILE by api/scripts/codegen from the API route schemas (pnpm generate). Do not edit.
import { apiRequest, type RequestOptions } from '@pesa/shared'
import type { CitizenMessageThread, MessageRecipients, MessageReply, MyMessageAccount, NewMessage, ReceivedThreads, SentMessage } from './types'

export type { CitizenMessageThread, MessageRecipients, MessageReply, MyMessageAccount, NewMessage, ReceivedThreads, SentMessage }

/** PUT /api/citizen/messages/threads/:threadId/archive (WEAK): Deletes the thread from the caller's inbox only; a later message brings it back; 403 STRONG_AUTH_REQUIRED for a sensitive thread */
export function archiveThread(args: { params: {
  threadId: string
} }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'PUT', path: `/citizen/messages/threads/${encodeURIComponent(args.params.threadId)}/archive`, ...options })
}

/** GET /api/citizen/messages/recipients (WEAK): Per child, the accounts a new message and a reply may go to; the child-less entry's are the municipality's */
export function getMessageRecipients(options: RequestOptions = {}): Promise<MessageRecipients> {
  return apiRequest<MessageRecipients>({ method: 'GET', path: `/citizen/messages/recipients`, ...options })
}

/** GET /api/citizen/messages/threads/:threadId (WEAK): One thread of the caller (redacted when sensitive and the login is weak) */
export function getMessageThread(args: { params: {
  threadId: string
} }, options: RequestOptions = {}): Promise<CitizenMessageThread> {
  return apiRequest<CitizenMessageThread>({ method: 'GET', path: `/citizen/messages/threads/${encodeURIComponent(args.params.threadId)}`, ...options })
}

/** GET /api/citizen/messages/my-account (WEAK): The caller's message account */
export function getMyMessageAccount(options: RequestOptions = {}): Promise<MyMessageAccount> {
  return apiRequest<MyMessageAccount>({ method: 'GET', path: `/citizen/messages/my-account`, ...options })
}

/** GET /api/citizen/messages/received (WEAK): The inbox: threads the caller takes part in and has not deleted, latest first, 10 a page */
export function getReceivedMessages(args: { query?: {
  /** 10 threads a page, from 1 */
  page?: number
} } = {}, options: RequestOptions = {}): Promise<ReceivedThreads> {
  return apiRequest<ReceivedThreads>({ method: 'GET', path: `/citizen/messages/received`, query: args.query, ...options })
}

/** GET /api/citizen/messages/unread-count (WEAK): Threads with unread messages from others (sensitive ones included) */
export function getUnreadMessageCount(options: RequestOptions = {}): Promise<number> {
  return apiRequest<number>({ method: 'GET', path: `/citizen/messages/unread-count`, ...options })
}

/** PUT /api/citizen/messages/threads/:threadId/last-received-message/read (WEAK): Marks the thread unread: the newest message from staff loses its read mark; 400 NOTHING_TO_MARK_UNREAD without one; 403 STRONG_AUTH_REQUIRED for a sensitive thread */
export function markLastReceivedMessageUnread(args: { params: {
  threadId: string
} }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'PUT', path: `/citizen/messages/threads/${encodeURIComponent(args.params.threadId)}/last-received-message/read`, ...options })
}

/** PUT /api/citizen/messages/threads/:threadId/read (WEAK): Marks the received messages read, up to the newest one shown (upTo); 403 STRONG_AUTH_REQUIRED for a sensitive thread */
export function markThreadRead(args: { params: {
  threadId: string
}; query?: {
  /** The newest message shown; unset: every message */
  upTo?: string
} }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'PUT', path: `/citizen/messages/threads/${encodeURIComponent(args.params.threadId)}/read`, query: args.query, ...options })
}

/** POST /api/citizen/messages/:messageId/reply (WEAK): Answers the thread of the message: 400 REPLY_NOT_ALLOWED, RECIPIENT_NOT_ALLOWED, VALIDATION_FAILED; 403 STRONG_AUTH_REQUIRED for a sensitive thread */
export function replyToMessage(args: { params: {
  messageId: string
}; body: MessageReply }, options: RequestOptions = {}): Promise<SentMessage> {
  return apiRequest<SentMessage>({ method: 'POST', path: `/citizen/messages/${encodeURIComponent(args.params.messageId)}/reply`, body: args.body, ...options })
}

/** POST /api/citizen/messages (WEAK): Starts a thread: 403 FORBIDDEN without a child in a messaging unit, 400 SINGLE_UNIT_REQUIRED, RECIPIENT_NOT_ALLOWED, ATTACHMENTS_NOT_ALLOWED, ATTACHMENT_UNKNOWN, VALIDATION_FAILED (title, content, children, recipients) */
export function sendMessage(args: { body: NewMessage }, options: RequestOptions = {}): Promise<SentMessage> {
  return apiRequest<SentMessage>({ method: 'POST', path: `/citizen/messages`, body: args.body, ...options })
}
