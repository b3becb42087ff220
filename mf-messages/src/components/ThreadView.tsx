import { ApiError, Button, Checkbox, Field, notifyCountsChanged, StrongLoginLink, useCommonTexts, useLanguage, useUser } from '@pesa/shared'
import type { CitizenMessageThread } from '@pesa/shared/api/messages'
import type { MessageThread } from '@pesa/shared/api/types'
import { ConfirmDialog } from '@pesa/shared/kit/confirm-dialog'
import { attachmentDownloadUrl } from '@pesa/shared/kit/file-upload'
import { MutateButton, SubmitForm, useSubmit } from '@pesa/shared/forms'
import { labelOrCode } from '@pesa/shared/labels'
import { validateMessageReply } from '@pesa/shared/validators'
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { clearDraft, newDraftId, readDraft, writeDraft } from '../drafts'
import { isSendFailure } from '../editor-form'
import { useMessagesTexts } from '../i18n'
import { deleteThread, markRead, markUnread, reply } from '../queries'
import { accountName, formatSentAt } from './format'
import styles from './Messages.module.css'
import { TEXT_LIMITS } from '@pesa/shared/api/limits'

const REPLY_ERRORS = ['REPLY_NOT_ALLOWED', 'RECIPIENT_NOT_ALLOWED'] as const

interface ReplyDraft {
  content: string
  recipients: string[]
  draftId: string
}

/** The accounts a reply can go to: everyone in the thread but the caller, staff chosen first. */
function replyCandidates(thread: MessageThread, accountId: string) {
  const accounts = new Map(thread.messages.flatMap((m) => [m.sender, ...m.recipients]).map((a) => [a.id, a]))
  accounts.delete(accountId)
  return [...accounts.values()]
}

function ReplyForm({
  thread,
  accountId,
  onDone,
  focusOnOpen
}: {
  thread: MessageThread
  accountId: string
  onDone: (sent: boolean) => void
  /** Opened by the reply button: focus moves to the text (not when a kept draft opens it with the page) */
  focusOnOpen: boolean
}) {
  const content = useRef<HTMLTextAreaElement>(null)
  useEffect(() => {
    if (focusOnOpen) content.current?.focus()
    // Once, as the form opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const t = useMessagesTexts()
  const validation = useCommonTexts().validation
  const user = useUser()
  const personId = user?.id ?? ''
  const draftKey = `reply:${thread.id}`
  const candidates = replyCandidates(thread, accountId)
  const [draft, setDraft] = useState<ReplyDraft>(
    () =>
      readDraft<ReplyDraft>(personId, draftKey) ?? {
        content: '',
        recipients: candidates.filter((account) => account.type !== 'CITIZEN').map((account) => account.id),
        draftId: newDraftId()
      }
  )
  const update = (change: Partial<ReplyDraft>) =>
    setDraft((current) => {
      const next = { ...current, ...change }
      writeDraft(personId, draftKey, next)
      return next
    })
  const lastMessage = thread.messages.at(-1)!
  // 'offline': no connection at all, which the guardian can act on (issue 37 §1)
  const [sendFailed, setSendFailed] = useState<false | 'offline' | 'failed'>(false)
  const submission = useSubmit({
    validate: () =>
      validateMessageReply(
        { content: draft.content, recipientAccountIds: draft.recipients },
        { isPrimary: (id) => candidates.some((a) => a.id === id && a.type !== 'CITIZEN') }
      ),
    action: async () => {
      setSendFailed(false)
      try {
        return await reply(lastMessage.id, { content: draft.content, recipientAccountIds: draft.recipients, draftId: draft.draftId })
      } catch (caught) {
        // §8: a failed send is a text at the form; the draft id makes the retry safe
        if (!isSendFailure(caught, REPLY_ERRORS)) throw caught
        setSendFailed(caught instanceof ApiError && caught.errorCode === 'NETWORK_ERROR' ? 'offline' : 'failed')
        return undefined
      }
    },
    expectedErrors: REPLY_ERRORS,
    countsChanged: true,
    onSuccess: (sent) => {
      if (!sent) return
      clearDraft(personId, draftKey)
      onDone(true)
    }
  })
  const errors = submission.fieldErrors
  const common = t.thread
  return (
    <SubmitForm submission={submission} data-qa="reply-form">
      <fieldset className={styles.fieldset}>
        <legend>{common.replyRecipients}</legend>
        {candidates.map((account) => (
          <Checkbox
            key={account.id}
            label={accountName(account, t.inbox.staff)}
            checked={draft.recipients.includes(account.id)}
            onChange={(checked) => update({ recipients: checked ? [...draft.recipients, account.id] : draft.recipients.filter((id) => id !== account.id) })}
            data-qa={`reply-recipient-${account.id}`}
          />
        ))}
        {errors.recipientAccountIds ? <span className={styles.fieldError}>{labelOrCode(validation, errors.recipientAccountIds)}</span> : null}
      </fieldset>
      <Field label={common.replyLabel} required error={errors.content}>
        {(id, description) => (
          <textarea
            id={id}
            className={styles.textarea}
            value={draft.content}
            maxLength={TEXT_LIMITS.MessageReply.content}
            onChange={(event) => update({ content: event.target.value })}
            aria-invalid={description.invalid}
            aria-describedby={description.describedBy}
            ref={content}
            data-qa="reply-content"
          />
        )}
      </Field>
      {submission.error || sendFailed ? (
        <p className={styles.fieldError} role="alert" data-qa="reply-error">
          {submission.error ? t.errors[submission.error] : sendFailed === 'offline' ? t.editor.sendOffline : t.editor.sendFailed}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" busy={submission.busy} data-qa="send-reply">
          {common.send}
        </Button>
        <Button
          onClick={() => {
            clearDraft(personId, draftKey)
            onDone(false)
          }}
          data-qa="discard-reply"
        >
          {common.discard}
        </Button>
      </div>
    </SubmitForm>
  )
}

function FullThread({ thread, accountId, onNotify }: { thread: MessageThread; accountId: string; onNotify: (text: string) => void }) {
  const t = useMessagesTexts()
  const lang = useLanguage()
  const navigate = useNavigate()
  const user = useUser()
  const [replying, setReplying] = useState(() => !!readDraft(user?.id ?? '', `reply:${thread.id}`))
  const [confirmDelete, setConfirmDelete] = useState(false)
  // Reply opened by its button: focus into the form; closed: back to the button, drawn again after the render
  const [replyOpenedByButton, setReplyOpenedByButton] = useState(false)
  const focusReplyButton = useRef(false)
  useEffect(() => {
    if (replying || !focusReplyButton.current) return
    focusReplyButton.current = false
    document.getElementById('reply-button')?.focus()
  }, [replying])
  const firstRef = useRef<HTMLElement>(null)
  const lastRef = useRef<HTMLElement>(null)
  const deleting = useSubmit({
    action: () => deleteThread(thread.id),
    onSuccess: () => {
      setConfirmDelete(false)
      onNotify(t.notifications.deleted)
      void navigate('/messages')
    }
  })
  const fromStaff = thread.messages.some((message) => message.sender.type !== 'CITIZEN')
  return (
    <article data-qa="thread" aria-labelledby="thread-title">
      <header className={styles.threadHeader}>
        {thread.children.length > 0 ? (
          <div className={styles.chips} aria-label={t.thread.children}>
            {thread.children.map((child) => (
              <span key={child.childId} className={styles.chip}>
                {child.firstName.split(' ')[0]}
              </span>
            ))}
          </div>
        ) : null}
        <h2 id="thread-title" data-qa="thread-title">
          {thread.title}
        </h2>
        <div className={styles.actions}>
          <Button variant="plain" onClick={() => firstRef.current?.focus()}>
            {t.thread.toFirst}
          </Button>
          <Button variant="plain" onClick={() => lastRef.current?.focus()}>
            {t.thread.toLast}
          </Button>
        </div>
      </header>
      {thread.messages.map((message, index) => (
        <section
          key={message.id}
          ref={index === 0 ? firstRef : index === thread.messages.length - 1 ? lastRef : undefined}
          tabIndex={-1}
          className={`${styles.message} ${message.sender.id === accountId ? styles.ownMessage : ''}`}
          aria-label={`${accountName(message.sender, t.inbox.staff)}, ${formatSentAt(message.sentAt, lang)}`}
          data-qa="message"
        >
          <div className={styles.messageMeta}>
            <h3 data-qa="message-sender">{accountName(message.sender, t.inbox.staff)}</h3>
            <time dateTime={message.sentAt}>{formatSentAt(message.sentAt, lang)}</time>
          </div>
          <p className={styles.recipients}>
            {t.thread.recipients}: {message.recipients.map((account) => accountName(account, t.inbox.staff)).join(', ')}
          </p>
          <p className={styles.content} data-qa="message-content">
            {message.content}
          </p>
          {message.attachments.length > 0 ? (
            <ul className={styles.attachments} aria-label={t.thread.attachments}>
              {message.attachments.map((file) => (
                <li key={file.id}>
                  <a href={attachmentDownloadUrl(file)} download data-qa={`attachment-${file.name}`}>
                    {file.name}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      {replying ? (
        <ReplyForm
          thread={thread}
          accountId={accountId}
          focusOnOpen={replyOpenedByButton}
          onDone={(sent) => {
            focusReplyButton.current = true
            setReplying(false)
            if (sent) onNotify(t.notifications.sent)
          }}
        />
      ) : null}
      <div className={styles.actions}>
        {!replying && thread.replyAllowed ? (
          <Button
            variant="primary"
            onClick={() => {
              setReplyOpenedByButton(true)
              setReplying(true)
            }}
            id="reply-button"
            data-qa="reply"
          >
            {t.thread.reply}
          </Button>
        ) : null}
        {!thread.replyAllowed ? <p data-qa="no-reply">{t.thread.noReply}</p> : null}
        {fromStaff ? (
          <MutateButton action={() => markUnread(thread.id)} countsChanged onSuccess={() => void navigate('/messages')} data-qa="mark-unread">
            {t.thread.markUnread}
          </MutateButton>
        ) : null}
        <Button onClick={() => setConfirmDelete(true)} data-qa="delete-thread">
          {t.thread.delete}
        </Button>
      </div>
      {confirmDelete ? (
        <ConfirmDialog
          title={t.thread.deleteTitle}
          confirmLabel={t.thread.deleteConfirm}
          onConfirm={deleting.submit}
          onCancel={() => setConfirmDelete(false)}
          data-qa="delete-dialog"
        >
          <p>{t.thread.deleteText}</p>
        </ConfirmDialog>
      ) : null}
      {deleting.dialog}
    </article>
  )
}

/** A sensitive thread below strong identification: who sent it and whether it is urgent, and the way to read it. */
function RedactedThread({ thread }: { thread: Extract<CitizenMessageThread, { redacted: true }> }) {
  const t = useMessagesTexts()
  const lang = useLanguage()
  return (
    <article data-qa="redacted-thread">
      <h2 className={styles.threadHeader}>{t.inbox.redactedTitle}</h2>
      <p>
        {t.thread.from}: {accountName(thread.sender, t.inbox.staff)},{' '}
        <time dateTime={thread.lastMessageSentAt}>{formatSentAt(thread.lastMessageSentAt, lang)}</time>
      </p>
      {thread.urgent ? <p className={`${styles.chip} ${styles.urgentChip}`}>{t.inbox.urgent}</p> : null}
      <p>{t.thread.redacted}</p>
      <StrongLoginLink className={styles.strongLogin} returnPath={`/messages/${thread.id}`} dataQa="strong-login">
        {t.thread.strongLogin}
      </StrongLoginLink>
    </article>
  )
}

/** The open thread; opening one with unread messages marks it read up to the newest shown and updates the badge. */
export function ThreadView({ thread, accountId, onNotify }: { thread: CitizenMessageThread; accountId: string; onNotify: (text: string) => void }) {
  const newest = thread.redacted ? undefined : thread.messages.at(-1)?.id
  const unread = thread.hasUnread && !thread.redacted
  useEffect(() => {
    if (!unread || !newest) return
    void markRead(thread.id, newest).then(notifyCountsChanged, () => undefined)
  }, [thread.id, unread, newest])
  return thread.redacted ? <RedactedThread thread={thread} /> : <FullThread thread={thread} accountId={accountId} onNotify={onNotify} />
}
