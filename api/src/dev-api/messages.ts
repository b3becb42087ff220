import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { staffMarkRead, staffReply, staffSendThread } from '../messages/staff'
import { ApiError, errorResponses } from '../platform/errors'
import { findPersonBySsn } from '../population-register/repository'
import { insertStaffFile } from '../seed/demo-files'

const Ssn = Type.String({ format: 'fi-ssn' })
const DevFile = Type.Object({ name: Type.String({ minLength: 1 }), contentType: Type.String(), contentBase64: Type.String() })

const DevStaffMessage = Type.Object(
  {
    senderId: Type.String({ format: 'uuid', description: 'A staff account (GET …/messages/accounts)' }),
    messageType: Type.Union([Type.Literal('MESSAGE'), Type.Literal('BULLETIN')], { default: 'MESSAGE' }),
    title: Type.String({ minLength: 1 }),
    content: Type.String({ minLength: 1 }),
    urgent: Type.Optional(Type.Boolean()),
    sensitive: Type.Optional(Type.Boolean()),
    isCopy: Type.Optional(Type.Boolean()),
    applicationId: Type.Optional(Type.String({ format: 'uuid' })),
    applicationStatus: Type.Optional(Type.String()),
    /** The children the thread is about: their guardians receive it */
    children: Type.Array(Ssn, { default: [] }),
    /** Guardians beyond those of the children */
    guardians: Type.Array(Ssn, { default: [] }),
    attachments: Type.Array(DevFile, { default: [] })
  },
  { title: 'DevStaffMessage', additionalProperties: false }
)

const DevStaffAccount = Type.Object({ id: Type.String(), type: Type.String(), name: Type.String() }, { title: 'DevStaffAccount' })

const DevStaffThread = Type.Object(
  {
    id: Type.String(),
    title: Type.String(),
    messages: Type.Array(Type.Object({ id: Type.String(), senderName: Type.String(), content: Type.String(), attachmentNames: Type.Array(Type.String()) }))
  },
  { title: 'DevStaffThread' }
)

/** The staff side of messages: staff accounts, sending, replying and reading as staff. */
export const devMessagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.platform
  const tags = ['dev-api']
  const personIds = async (ssns: string[]) => {
    const ids: string[] = []
    for (const ssn of ssns) {
      const person = await findPersonBySsn(db, ssn)
      if (!person) throw new ApiError('NOT_FOUND', `No person ${ssn}`)
      ids.push(person.id)
    }
    return ids
  }

  app.get(
    '/messages/accounts',
    {
      config: { auth: 'public' },
      schema: { operationId: 'devGetStaffMessageAccounts', tags, summary: 'Staff message accounts', response: { 200: Type.Array(DevStaffAccount) } }
    },
    async () => db.query<{ id: string; type: string; name: string }>("select id, type, name from message_account where type <> 'CITIZEN' order by type, name")
  )

  app.get(
    '/messages/accounts/:accountId/threads',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'devGetStaffThreads',
        tags,
        summary: 'The threads a staff account takes part in, newest first, with their messages',
        params: Type.Object({ accountId: Type.String({ format: 'uuid' }) }),
        response: { 200: Type.Array(DevStaffThread) }
      }
    },
    async (request) => {
      const threads = await db.query<{ id: string; title: string }>(
        `select t.id, t.title from message_thread_participant tp join message_thread t on t.id = tp.thread_id
         where tp.participant_id = $1 order by tp.last_message_at desc`,
        [request.params.accountId]
      )
      const messages = await db.query<{ id: string; thread_id: string; sender_name: string; content: string; attachment_names: string[] }>(
        `select m.id, m.thread_id, case when a.type = 'CITIZEN' then p.first_name || ' ' || p.last_name else a.name end as sender_name, m.content,
                coalesce(array(select name from attachment where owner_type = 'MESSAGE' and owner_id = m.id and status = 'READY' order by name), '{}') as attachment_names
         from message m join message_account a on a.id = m.sender_id left join person p on p.id = a.person_id
         where m.thread_id = any($1::uuid[]) order by m.sent_at`,
        [threads.map((t) => t.id)]
      )
      return threads.map((thread) => ({
        ...thread,
        messages: messages
          .filter((m) => m.thread_id === thread.id)
          .map((m) => ({ id: m.id, senderName: m.sender_name, content: m.content, attachmentNames: m.attachment_names }))
      }))
    }
  )

  app.post(
    '/messages',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'devSendStaffMessage',
        tags,
        summary: 'Staff send a message or bulletin to the guardians of the children (and any named), with emails as a real send',
        body: DevStaffMessage,
        response: { 200: Type.Object({ threadId: Type.String(), messageId: Type.String() }), ...errorResponses(404) }
      }
    },
    async (request) => {
      const { body } = request
      const now = request.now()
      const childIds = await personIds(body.children)
      const guardianIds = await personIds(body.guardians)
      return db.transaction(async (tx) => {
        const sent = await staffSendThread(
          tx,
          { publicUrl: config.publicUrl, municipality: app.platform.municipality },
          {
            senderId: body.senderId,
            messageType: body.messageType,
            title: body.title,
            content: body.content,
            urgent: body.urgent,
            sensitive: body.sensitive,
            isCopy: body.isCopy,
            applicationId: body.applicationId ?? null,
            applicationStatus: body.applicationStatus ?? null,
            childIds,
            guardianIds,
            now
          }
        )
        for (const file of body.attachments) {
          const content = Buffer.from(file.contentBase64, 'base64')
          await insertStaffFile(tx, { ownerType: 'MESSAGE', ownerId: sent.messageId, name: file.name, contentType: file.contentType, content, now })
        }
        return sent
      })
    }
  )

  app.post(
    '/messages/threads/:threadId/reply',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'devStaffReply',
        tags,
        summary: 'Staff answer a thread, to every guardian in it',
        params: Type.Object({ threadId: Type.String({ format: 'uuid' }) }),
        body: Type.Object({ senderId: Type.String({ format: 'uuid' }), content: Type.String({ minLength: 1 }) }, { additionalProperties: false }),
        response: { 200: Type.Object({ messageId: Type.String() }), ...errorResponses(404) }
      }
    },
    async (request) => {
      const sent = await db.transaction((tx) =>
        staffReply(
          tx,
          { publicUrl: config.publicUrl, municipality: app.platform.municipality },
          {
            threadId: request.params.threadId,
            senderId: request.body.senderId,
            content: request.body.content,
            now: request.now()
          }
        )
      )
      if (!sent) throw new ApiError('NOT_FOUND', 'No such thread')
      return sent
    }
  )

  app.post(
    '/messages/threads/:threadId/read',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'devStaffMarkRead',
        tags,
        summary: 'Staff read a thread',
        params: Type.Object({ threadId: Type.String({ format: 'uuid' }) }),
        body: Type.Object({ accountId: Type.String({ format: 'uuid' }) }, { additionalProperties: false })
      }
    },
    async (request, reply) => {
      await staffMarkRead(db, request.body.accountId, request.params.threadId, request.now())
      return reply.code(204).send(null)
    }
  )
}
