import type { MessagesTexts } from './fi'

const en: MessagesTexts = {
  sections: {
    messages: 'Messages',
    thread: 'Open message'
  },
  loading: 'Loading messages…',
  inbox: {
    newMessage: 'New message',
    empty: 'You have no messages.',
    noSelection: 'Choose a message to read.',
    unread: 'Unread',
    urgent: 'Urgent',
    sensitive: 'Sensitive',
    bulletin: 'Bulletin',
    staff: 'staff',
    attachments: (count: number) => (count === 1 ? '1 attachment' : `${count} attachments`),
    redactedTitle: 'Sensitive message',
    deleteThread: (title: string) => `Delete thread ${title}`
  },
  thread: {
    back: 'Back to messages',
    close: 'Close',
    children: 'Children',
    recipients: 'Recipients',
    attachments: 'Attachments',
    reply: 'Reply',
    replyLabel: 'Reply',
    replyRecipients: 'Recipients of the reply',
    send: 'Send',
    discard: 'Discard',
    markUnread: 'Mark as unread',
    delete: 'Delete thread',
    deleteTitle: 'Delete the message thread?',
    deleteText: 'The thread is removed from your messages only. If a new message arrives, the thread comes back.',
    deleteConfirm: 'Delete',
    toFirst: 'To the first message',
    toLast: 'To the last message',
    noReply: 'This message cannot be answered.',
    notFound: 'The message thread was not found.',
    redacted: 'This message thread is sensitive. Identify yourself strongly to read it.',
    strongLogin: 'Identify strongly',
    from: 'Sender'
  },
  editor: {
    title: 'New message',
    sender: 'Sender',
    children: 'Children the message is about',
    recipients: 'Recipients',
    recipientsHint: 'Type a name and choose.',
    secondary: 'Copy to the other guardian',
    subject: 'Subject',
    content: 'Message',
    attachments: 'Attachments',
    sensitiveNote: 'Do not send sensitive information, such as health details, in a message.',
    singleUnit: 'A message can go to the staff of one unit at a time. Choose children of the same unit.',
    noRecipients: 'The child has no recipients you could write to.',
    send: 'Send',
    discard: 'Discard',
    close: 'Close',
    sendFailed: 'The message could not be sent. Your text is kept; try again.',
    sendOffline: 'No network connection, so the message was not sent. Your text is kept; send it when the connection is back.'
  },
  notifications: {
    sent: 'Message sent',
    deleted: 'Message thread deleted'
  },
  errors: {
    SINGLE_UNIT_REQUIRED: 'A message can go to the staff of one unit at a time.',
    RECIPIENT_NOT_ALLOWED: 'One of the recipients can no longer be chosen. The recipients were updated; your text is kept.',
    REPLY_NOT_ALLOWED: 'This thread can no longer be answered.',
    ATTACHMENTS_NOT_ALLOWED: 'Attachments cannot be sent with messages.',
    ATTACHMENT_UNKNOWN: 'The attachment is no longer stored. Remove it and add it again.'
  }
}

export default en
