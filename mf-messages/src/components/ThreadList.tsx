import { Button, useLanguage } from '@pesa/shared'
import type { CitizenMessageThread } from '@pesa/shared/api/messages'
import { ConfirmDialog } from '@pesa/shared/kit/confirm-dialog'
import { LoadMore } from '@pesa/shared/kit/pager'
import { useSubmit } from '@pesa/shared/forms'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { useMessagesTexts } from '../i18n'
import { deleteThread } from '../queries'
import { accountName, formatSentAt, preview } from './format'
import styles from './Messages.module.css'

function ThreadItem({ thread, selected, accountId }: { thread: CitizenMessageThread; selected: boolean; accountId: string }) {
  const t = useMessagesTexts().inbox
  const lang = useLanguage()
  const className = [styles.item, thread.hasUnread ? styles.unreadItem : '', selected ? styles.selected : ''].join(' ')
  const sentAt = formatSentAt(thread.lastMessageSentAt, lang)
  if (thread.redacted) {
    return (
      <Link to={`/messages/${thread.id}`} className={className} aria-current={selected ? 'page' : undefined} data-qa={`thread-item-${thread.id}`}>
        <div className={styles.itemTop}>
          <span className={styles.participants}>{accountName(thread.sender, t.staff)}</span>
          <span>{sentAt}</span>
        </div>
        <p className={styles.itemTitle}>{t.redactedTitle}</p>
        <div className={styles.chips}>
          {thread.hasUnread ? <span className={styles.chip}>{t.unread}</span> : null}
          {thread.urgent ? <span className={`${styles.chip} ${styles.urgentChip}`}>{t.urgent}</span> : null}
        </div>
      </Link>
    )
  }
  const last = thread.messages.at(-1)
  const participants = [...new Map(thread.messages.flatMap((m) => [m.sender, ...m.recipients]).map((a) => [a.id, a])).values()]
    .filter((account) => account.id !== accountId)
    .map((account) => accountName(account, t.staff))
  const attachmentCount = thread.messages.reduce((count, message) => count + message.attachments.length, 0)
  return (
    <Link to={`/messages/${thread.id}`} className={className} aria-current={selected ? 'page' : undefined} data-qa={`thread-item-${thread.id}`}>
      <div className={styles.itemTop}>
        <span className={styles.participants}>{participants.join(', ')}</span>
        <span>{sentAt}</span>
      </div>
      <p className={styles.itemTitle} data-qa="thread-item-title">
        {thread.title}
      </p>
      <div className={styles.chips}>
        {thread.hasUnread ? <span className={styles.chip}>{t.unread}</span> : null}
        {thread.messageType === 'BULLETIN' ? <span className={styles.chip}>{t.bulletin}</span> : null}
        {thread.urgent ? <span className={`${styles.chip} ${styles.urgentChip}`}>{t.urgent}</span> : null}
        {thread.sensitive ? <span className={styles.chip}>{t.sensitive}</span> : null}
        {attachmentCount > 0 ? <span className={styles.chip}>{t.attachments(attachmentCount)}</span> : null}
      </div>
      {last ? <p className={styles.itemPreview}>{preview(last.content)}</p> : null}
    </Link>
  )
}

/**
 * The inbox list. Each item has its delete (spec part 1 §2 "List item"), beside the item's link
 * (a button cannot sit inside a link), with the thread view's confirmation. A sensitive thread
 * shown redacted has none: deleting it needs strong identification (403 STRONG_AUTH_REQUIRED),
 * so it is deleted from the thread view after the strong login.
 */
export function ThreadList(props: {
  threads: CitizenMessageThread[]
  selectedId: string | undefined
  accountId: string
  hasMore: boolean
  onLoadMore: () => Promise<unknown>
  onNotify: (text: string) => void
}) {
  const texts = useMessagesTexts()
  const t = texts.inbox
  const navigate = useNavigate()
  const [toDelete, setToDelete] = useState<CitizenMessageThread | null>(null)
  const deleting = useSubmit({
    action: () => deleteThread(toDelete!.id),
    onSuccess: () => {
      const deleted = toDelete!
      setToDelete(null)
      props.onNotify(texts.notifications.deleted)
      if (deleted.id === props.selectedId) void navigate('/messages')
    }
  })
  if (props.threads.length === 0) return <p className={styles.placeholder}>{t.empty}</p>
  return (
    <>
      <ul className={styles.items} data-qa="thread-list">
        {props.threads.map((thread) => (
          <li key={thread.id} className={styles.itemRow}>
            <ThreadItem thread={thread} selected={thread.id === props.selectedId} accountId={props.accountId} />
            {thread.redacted ? null : (
              <Button
                variant="plain"
                className={styles.itemDelete}
                aria-label={t.deleteThread(thread.title)}
                onClick={() => setToDelete(thread)}
                data-qa={`delete-thread-item-${thread.id}`}
              >
                {texts.thread.deleteConfirm}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <LoadMore hasMore={props.hasMore} onLoadMore={props.onLoadMore} onScroll data-qa="load-more-threads" />
      {toDelete ? (
        <ConfirmDialog
          title={texts.thread.deleteTitle}
          confirmLabel={texts.thread.deleteConfirm}
          onConfirm={deleting.submit}
          onCancel={() => setToDelete(null)}
          data-qa="delete-dialog"
        >
          <p>{texts.thread.deleteText}</p>
        </ConfirmDialog>
      ) : null}
      {deleting.dialog}
    </>
  )
}
