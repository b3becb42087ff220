import { Button, buttonClassName, focusPageHeading, Spinner, useAuthStatus, useUser } from '@pesa/shared'
import { Loaded, combineResults } from '@pesa/shared/forms'
import { TimedNotification } from '@pesa/shared/kit/timed-notification'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Link, useParams, useSearchParams } from 'react-router'
import { useMessagesTexts } from '../i18n'
import { useChildren, useInbox, useMyAccount, useRecipients, useThread } from '../queries'
import { ThreadList } from './ThreadList'
import { ThreadView } from './ThreadView'
import styles from './Messages.module.css'

const MessageEditor = lazy(() => import(/* webpackChunkName: "message-editor" */ './MessageEditor'))

function Editor({ onClose, focusOnOpen }: { onClose: (sent: boolean) => void; focusOnOpen: boolean }) {
  const t = useMessagesTexts()
  const user = useUser()
  const data = combineResults(useChildren(), useRecipients(), useMyAccount())
  return (
    <Loaded result={data}>
      {([children, recipients, account]) => (
        <Suspense fallback={<Spinner label={t.loading} />}>
          <MessageEditor
            children={children}
            recipients={recipients}
            senderName={user ? `${user.firstName} ${user.lastName}` : ''}
            attachmentsAllowed={account.messageAttachmentsAllowed}
            onClose={onClose}
            focusOnOpen={focusOnOpen}
          />
        </Suspense>
      )}
    </Loaded>
  )
}

function OpenThread({ threadId, accountId, onNotify }: { threadId: string; accountId: string; onNotify: (text: string) => void }) {
  const t = useMessagesTexts()
  const thread = useThread(threadId)
  return (
    <>
      {/* Back to the list on a phone, where the thread takes the screen; a close beside the list on a wider screen */}
      <Link to="/messages" className={styles.backLink} data-qa="back-to-inbox">
        {t.thread.back}
      </Link>
      <Link to="/messages" className={`${buttonClassName()} ${styles.closeLink}`} data-qa="close-thread">
        {t.thread.close}
      </Link>
      <Loaded result={thread}>{(data) => <ThreadView key={data.id} thread={data} accountId={accountId} onNotify={onNotify} />}</Loaded>
    </>
  )
}

/** The inbox and the open thread side by side; one at a time on a phone (spec part 1 §2 "Messages screen"). */
export function MessagesPage() {
  const t = useMessagesTexts()
  const { threadId } = useParams()
  const [searchParams, setSearchParams] = useSearchParams()
  const editorVisible = searchParams.get('editorVisible') === 'true'
  const composeAllowed = !!useAuthStatus()?.accessibleFeatures?.composeNewMessage
  const inbox = useInbox()
  const account = useMyAccount()
  const [notification, setNotification] = useState<string | null>(null)
  // Focus follows the editor (WCAG 2.4.3): opened by the button, into the editor; closed, back to
  // the button (enabled again only once the editor is gone, hence after the render) or the heading
  const [openedByButton, setOpenedByButton] = useState(false)
  const focusBack = useRef(false)
  useEffect(() => {
    if (editorVisible || !focusBack.current) return
    focusBack.current = false
    const button = document.getElementById('new-message-button')
    button?.focus()
    if (!button || document.activeElement !== button) focusPageHeading()
  }, [editorVisible])
  const setEditorVisible = (visible: boolean) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (visible) next.set('editorVisible', 'true')
        else next.delete('editorVisible')
        return next
      },
      { replace: !visible }
    )

  return (
    <div className={styles.page}>
      <section className={`${styles.list} ${threadId || editorVisible ? styles.hiddenOnPhone : ''}`} aria-labelledby="inbox-title">
        <div className={styles.listHeader}>
          <h1 id="inbox-title">{t.sections.messages}</h1>
          <Button
            variant="primary"
            disabled={editorVisible || !composeAllowed}
            onClick={() => {
              setOpenedByButton(true)
              setEditorVisible(true)
            }}
            id="new-message-button"
            data-qa="new-message"
          >
            {t.inbox.newMessage}
          </Button>
        </div>
        <Loaded result={combineResults(inbox.first, account)}>
          {([, my]) => (
            <ThreadList
              threads={inbox.threads}
              selectedId={threadId}
              accountId={my.accountId}
              hasMore={inbox.hasMore}
              onLoadMore={inbox.loadMore}
              onNotify={setNotification}
            />
          )}
        </Loaded>
      </section>
      <section className={`${styles.thread} ${threadId ? '' : styles.hiddenOnPhone}`} aria-label={t.sections.thread}>
        {threadId ? (
          <Loaded result={account}>{(my) => <OpenThread threadId={threadId} accountId={my.accountId} onNotify={setNotification} />}</Loaded>
        ) : (
          // "No messages" only once the inbox is read: before that it would be untrue for most guardians, and its text
          // changing in place as the list arrives moved the column (a layout shift).
          <p className={styles.placeholder} data-qa="thread-placeholder">
            {inbox.first.data !== undefined && inbox.threads.length === 0 ? t.inbox.empty : t.inbox.noSelection}
          </p>
        )}
      </section>
      {/* No editor without the right to start a thread, also when the address asks for one */}
      {editorVisible && composeAllowed ? (
        <Editor
          focusOnOpen={openedByButton}
          onClose={(sent) => {
            focusBack.current = true
            setOpenedByButton(false)
            setEditorVisible(false)
            if (sent) setNotification(t.notifications.sent)
          }}
        />
      ) : null}
      <TimedNotification message={notification} onClose={() => setNotification(null)} data-qa="timed-notification" />
    </div>
  )
}
