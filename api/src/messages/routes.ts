import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { Type } from '@sinclair/typebox'
import { registerUploadRoute } from '../platform/attachments'
import { errorResponses } from '../platform/errors'
import { messageOwnerType } from './attachments'
import {
  MessageIdParams,
  MessageRecipients,
  MessageReply,
  MyMessageAccount,
  NewMessage,
  ReadQuery,
  ReceivedQuery,
  ReceivedThreads,
  SentMessage,
  ThreadIdParams,
  ThreadOrRedacted,
  UnreadCount
} from './schemas'
import * as service from './service'

/**
 * The guardian's messages (spec part 1 §7), all with a weak login: sensitive threads are
 * redacted or refused (403 STRONG_AUTH_REQUIRED) below STRONG. Another person's thread or
 * message is 404.
 */
export const messageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { platform } = app
  const tags = ['messages']
  const ownerType = app.attachments.registerOwnerType(messageOwnerType(platform))
  const caller = (request: FastifyRequest) => service.callerOf(platform.db, request.session!)

  app.get(
    '/messages/my-account',
    {
      config: { auth: 'WEAK', relation: 'self' },
      schema: { operationId: 'getMyMessageAccount', tags, summary: "The caller's message account", response: { 200: MyMessageAccount, ...errorResponses(401) } }
    },
    async (request) => ({
      accountId: (await caller(request)).accountId,
      messageAttachmentsAllowed: platform.municipality.messageAttachmentsAllowed !== false
    })
  )

  app.get(
    '/messages/received',
    {
      config: { auth: 'WEAK', relation: 'self' },
      schema: {
        operationId: 'getReceivedMessages',
        tags,
        summary: 'The inbox: threads the caller takes part in and has not deleted, latest first, 10 a page',
        querystring: ReceivedQuery,
        response: { 200: ReceivedThreads, ...errorResponses(400, 401) }
      }
    },
    async (request) => {
      const page = await service.receivedThreads(platform, await caller(request), request.query.page)
      await request.audit(
        'MessagesRead',
        page.data.map((thread) => thread.id)
      )
      return page
    }
  )

  app.get(
    '/messages/threads/:threadId',
    {
      config: { auth: 'WEAK', relation: 'thread-participant' },
      schema: {
        operationId: 'getMessageThread',
        tags,
        summary: 'One thread of the caller (redacted when sensitive and the login is weak)',
        params: ThreadIdParams,
        response: { 200: ThreadOrRedacted, ...errorResponses(401, 404) }
      }
    },
    async (request) => {
      const thread = await service.thread(platform, await caller(request), request.params.threadId)
      await request.audit('MessageThreadRead', [thread.id])
      return thread
    }
  )

  app.get(
    '/messages/recipients',
    {
      config: { auth: 'WEAK', relation: 'self' },
      schema: {
        operationId: 'getMessageRecipients',
        tags,
        summary: "Per child, the accounts a new message and a reply may go to; the child-less entry's are the municipality's",
        response: { 200: MessageRecipients, ...errorResponses(401) }
      }
    },
    async (request) => {
      const recipients = await service.recipients(platform, request.session!.personId)
      await request.audit('MessageRecipientsRead')
      return recipients
    }
  )

  app.get(
    '/messages/unread-count',
    {
      config: { auth: 'WEAK', relation: 'self' },
      schema: {
        operationId: 'getUnreadMessageCount',
        tags,
        summary: 'Threads with unread messages from others (sensitive ones included)',
        response: { 200: UnreadCount, ...errorResponses(401) }
      }
    },
    async (request) => service.unreadCount(platform, await caller(request))
  )

  app.put(
    '/messages/threads/:threadId/read',
    {
      config: { auth: 'WEAK', relation: 'thread-participant' },
      schema: {
        operationId: 'markThreadRead',
        tags,
        summary: 'Marks the received messages read, up to the newest one shown (upTo); 403 STRONG_AUTH_REQUIRED for a sensitive thread',
        params: ThreadIdParams,
        querystring: ReadQuery,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) }
      }
    },
    async (request, reply) => {
      await service.markRead(platform, await caller(request), request.params.threadId, request.query.upTo)
      await request.audit('MessageThreadMarkedRead', [request.params.threadId])
      return reply.code(204).send(null)
    }
  )

  app.put(
    '/messages/threads/:threadId/last-received-message/read',
    {
      config: { auth: 'WEAK', relation: 'thread-participant' },
      schema: {
        operationId: 'markLastReceivedMessageUnread',
        tags,
        summary:
          'Marks the thread unread: the newest message from staff loses its read mark; 400 NOTHING_TO_MARK_UNREAD without one; 403 STRONG_AUTH_REQUIRED for a sensitive thread',
        params: ThreadIdParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) }
      }
    },
    async (request, reply) => {
      await service.markLastReceivedUnread(platform, await caller(request), request.params.threadId)
      await request.audit('MessageThreadMarkedUnread', [request.params.threadId])
      return reply.code(204).send(null)
    }
  )

  app.put(
    '/messages/threads/:threadId/archive',
    {
      config: { auth: 'WEAK', relation: 'thread-participant' },
      schema: {
        operationId: 'archiveThread',
        tags,
        summary: "Deletes the thread from the caller's inbox only; a later message brings it back; 403 STRONG_AUTH_REQUIRED for a sensitive thread",
        params: ThreadIdParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) }
      }
    },
    async (request, reply) => {
      await service.archive(platform, await caller(request), request.params.threadId)
      await request.audit('MessageThreadArchived', [request.params.threadId])
      return reply.code(204).send(null)
    }
  )

  app.post(
    '/messages',
    {
      config: { auth: 'WEAK', relation: 'guardian-of-child' },
      schema: {
        operationId: 'sendMessage',
        tags,
        summary:
          'Starts a thread: 403 FORBIDDEN without a child in a messaging unit, 400 SINGLE_UNIT_REQUIRED, RECIPIENT_NOT_ALLOWED, ' +
          'ATTACHMENTS_NOT_ALLOWED, ATTACHMENT_UNKNOWN, VALIDATION_FAILED (title, content, children, recipients)',
        body: NewMessage,
        response: { 200: SentMessage, ...errorResponses(400, 401, 403) }
      }
    },
    async (request) => {
      const sent = await service.sendNewMessage(platform, await caller(request), request.body, { ownerType })
      await request.audit('MessageSent', [sent.threadId, sent.messageId])
      return sent
    }
  )

  app.post(
    '/messages/:messageId/reply',
    {
      config: { auth: 'WEAK', relation: 'thread-participant' },
      schema: {
        operationId: 'replyToMessage',
        tags,
        summary:
          'Answers the thread of the message: 400 REPLY_NOT_ALLOWED, RECIPIENT_NOT_ALLOWED, VALIDATION_FAILED; 403 STRONG_AUTH_REQUIRED for a sensitive thread',
        params: MessageIdParams,
        body: MessageReply,
        response: { 200: SentMessage, ...errorResponses(400, 401, 403, 404) }
      }
    },
    async (request) => {
      const sent = await service.reply(platform, await caller(request), request.params.messageId, request.body)
      await request.audit('MessageReplied', [sent.threadId, sent.messageId])
      return sent
    }
  )

  registerUploadRoute(app, '/attachments/messages', {
    ownerType,
    auth: 'WEAK',
    relation: 'self',
    schema: {
      operationId: 'uploadMessageAttachment',
      tags: ['messages'],
      summary:
        'A file for a new message not sent yet (attached when the message is sent): 403 FORBIDDEN to a guardian who may not start a message, 400 ATTACHMENTS_NOT_ALLOWED where the municipality takes no files'
    },
    target: () => ({ ownerId: null, attachmentType: null })
  })
}
