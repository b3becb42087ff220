import { Type, type Static } from '@sinclair/typebox'

/*
 * Spec part 1 §3 "Message thread", "New message", "Reply", "Recipient options". The rules of
 * the two request bodies that need no database are shared/src/validators/bodies/messages.ts.
 */

export const MESSAGE_TITLE_MAX = 200
export const MESSAGE_CONTENT_MAX = 10_000

export const MessageAccountType = Type.Union(
  ['CITIZEN', 'GROUP', 'PERSONAL', 'MUNICIPAL', 'SERVICE_WORKER', 'FINANCE'].map((type) => Type.Literal(type)),
  { title: 'MessageAccountType', description: 'CITIZEN is a guardian; every other type is staff (GROUP: a unit group)' }
)
export type MessageAccountType = Static<typeof MessageAccountType>

export const MessageAccount = Type.Object({ id: Type.String({ format: 'uuid' }), name: Type.String(), type: MessageAccountType }, { title: 'MessageAccount' })
export type MessageAccount = Static<typeof MessageAccount>

export const MyMessageAccount = Type.Object(
  {
    accountId: Type.String({ format: 'uuid' }),
    messageAttachmentsAllowed: Type.Boolean({ description: "The municipality's setting: may a new message carry files" })
  },
  { title: 'MyMessageAccount' }
)

export const MessageAttachment = Type.Object(
  { id: Type.String({ format: 'uuid' }), name: Type.String(), contentType: Type.String(), size: Type.Integer() },
  { title: 'MessageAttachment' }
)

export const Message = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    sender: MessageAccount,
    recipients: Type.Array(MessageAccount),
    sentAt: Type.String({ format: 'date-time' }),
    readAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'When the caller read it; null for unread and for own messages' }),
    content: Type.String({ description: 'Plain text, never HTML' }),
    attachments: Type.Array(MessageAttachment)
  },
  { title: 'Message' }
)
export type Message = Static<typeof Message>

export const ThreadChild = Type.Object(
  { childId: Type.String({ format: 'uuid' }), firstName: Type.String(), lastName: Type.String() },
  { title: 'MessageThreadChild' }
)

export const MessageType = Type.Union([Type.Literal('MESSAGE'), Type.Literal('BULLETIN')], { title: 'MessageType' })

export const MessageThread = Type.Object(
  {
    redacted: Type.Literal(false),
    id: Type.String({ format: 'uuid' }),
    messageType: MessageType,
    title: Type.String(),
    urgent: Type.Boolean(),
    sensitive: Type.Boolean(),
    isCopy: Type.Boolean(),
    children: Type.Array(ThreadChild),
    applicationStatus: Type.Union([Type.String(), Type.Null()]),
    lastMessageSentAt: Type.String({ format: 'date-time' }),
    hasUnread: Type.Boolean(),
    replyAllowed: Type.Boolean({ description: 'MESSAGE, not a copy, and not about an application REJECTED, ACTIVE or CANCELLED' }),
    messages: Type.Array(Message, { description: 'The messages the caller sent or received, oldest first' })
  },
  { title: 'MessageThread' }
)
export type MessageThread = Static<typeof MessageThread>

export const RedactedMessageThread = Type.Object(
  {
    redacted: Type.Literal(true),
    id: Type.String({ format: 'uuid' }),
    urgent: Type.Boolean(),
    sender: MessageAccount,
    lastMessageSentAt: Type.String({ format: 'date-time' }),
    hasUnread: Type.Boolean()
  },
  {
    title: 'RedactedMessageThread',
    description: 'A sensitive thread as a weak login sees it: no title, content, children, recipients or attachments'
  }
)
export type RedactedMessageThread = Static<typeof RedactedMessageThread>

export const ThreadOrRedacted = Type.Union([MessageThread, RedactedMessageThread], { title: 'CitizenMessageThread' })
export type ThreadOrRedacted = Static<typeof ThreadOrRedacted>

export const RECEIVED_PAGE_SIZE = 10

export const ReceivedQuery = Type.Object(
  { page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1, description: `${RECEIVED_PAGE_SIZE} threads a page, from 1` }) },
  { additionalProperties: false }
)

export const ReceivedThreads = Type.Object({ data: Type.Array(ThreadOrRedacted), total: Type.Integer(), pages: Type.Integer() }, { title: 'ReceivedThreads' })

export const ChildMessageAccounts = Type.Object(
  {
    childId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], { description: 'null: the accounts of threads without children' }),
    newMessage: Type.Array(Type.String({ format: 'uuid' })),
    reply: Type.Array(Type.String({ format: 'uuid' }))
  },
  { title: 'ChildMessageAccounts' }
)

export const MessageRecipients = Type.Object(
  { childrenToMessageAccounts: Type.Array(ChildMessageAccounts), messageAccounts: Type.Array(MessageAccount) },
  { title: 'MessageRecipients' }
)
export type MessageRecipients = Static<typeof MessageRecipients>

export const UnreadCount = Type.Integer({ minimum: 0, description: 'Threads with unread messages from others (the navigation badge)' })

const DraftId = Type.String({
  format: 'uuid',
  description: "The client's id of what it sends: a retry with the same id answers the message already sent"
})

export const NewMessage = Type.Object(
  {
    title: Type.String({ maxLength: MESSAGE_TITLE_MAX }),
    content: Type.String({ maxLength: MESSAGE_CONTENT_MAX }),
    recipients: Type.Array(Type.String({ format: 'uuid' }), { maxItems: 50, uniqueItems: true }),
    children: Type.Array(Type.String({ format: 'uuid' }), { maxItems: 20, uniqueItems: true }),
    attachmentIds: Type.Array(Type.String({ format: 'uuid' }), { maxItems: 20, uniqueItems: true }),
    draftId: DraftId
  },
  { title: 'NewMessage', additionalProperties: false }
)
export type NewMessage = Static<typeof NewMessage>

export const MessageReply = Type.Object(
  {
    content: Type.String({ maxLength: MESSAGE_CONTENT_MAX }),
    recipientAccountIds: Type.Array(Type.String({ format: 'uuid' }), { maxItems: 50, uniqueItems: true }),
    draftId: DraftId
  },
  { title: 'MessageReply', additionalProperties: false }
)
export type MessageReply = Static<typeof MessageReply>

export const SentMessage = Type.Object({ threadId: Type.String({ format: 'uuid' }), messageId: Type.String({ format: 'uuid' }) }, { title: 'SentMessage' })
export type SentMessage = Static<typeof SentMessage>

export const ThreadIdParams = Type.Object({ threadId: Type.String({ format: 'uuid' }) })
export const MessageIdParams = Type.Object({ messageId: Type.String({ format: 'uuid' }) })
export const ReadQuery = Type.Object(
  { upTo: Type.Optional(Type.String({ format: 'uuid', description: 'The newest message shown; unset: every message' })) },
  { additionalProperties: false }
)
