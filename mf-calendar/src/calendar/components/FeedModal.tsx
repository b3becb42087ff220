import { Alert, Button, Modal, StrongLoginLink, useAuthStatus } from '@pesa/shared'
import type { CreatedCalendarFeed } from '@pesa/shared/api/types'
import { useSubmit } from '@pesa/shared/forms'
import { ConfirmDialog } from '@pesa/shared/kit/confirm-dialog'
import { formatFinnishDate } from '@pesa/shared/validators'
import { useId, useState } from 'react'
import { useCalendarTexts } from '../i18n'
import type { CalendarErrorCode } from '../i18n/fi'
import { createCalendarFeed, revokeCalendarFeed, useCalendarFeed, webcalUrl } from '../feed-queries'

const EXPECTED: CalendarErrorCode[] = ['STRONG_AUTH_REQUIRED']
/** The feed is a lasting credential: making one needs a strong login, which returns here. */
const LOGIN_RETURN = '/calendar?modal=feed'

/**
 * The calendar feed (issue 14, "Feed"): whether one is in use; making one (strong login only)
 * shows its address this once, to copy or open as webcal:; revoking asks first.
 */
export default function FeedModal({ onClose }: { onClose: () => void }) {
  const t = useCalendarTexts().feed
  const strong = useAuthStatus()?.authLevel === 'STRONG'
  const status = useCalendarFeed()
  const [created, setCreated] = useState<CreatedCalendarFeed>()
  const [confirming, setConfirming] = useState(false)
  const create = useSubmit<CreatedCalendarFeed, CalendarErrorCode>({
    action: createCalendarFeed,
    onSuccess: (feed) => {
      setCreated(feed)
      void status.mutate()
    },
    expectedErrors: EXPECTED
  })
  const revoke = useSubmit<void>({
    action: revokeCalendarFeed,
    onSuccess: () => {
      setConfirming(false)
      setCreated(undefined)
      void status.mutate()
    }
  })
  const feed = status.data?.feed
  const locked = !strong || create.error === 'STRONG_AUTH_REQUIRED'

  return (
    <Modal
      title={t.title}
      onClose={onClose}
      data-qa="feed-modal"
      actions={
        <Button onClick={onClose} data-qa="feed-close">
          {t.close}
        </Button>
      }
    >
      <p>{t.intro}</p>
      {status.data === undefined ? <p>…</p> : null}
      {feed ? <p data-qa="feed-in-use">{t.inUse(formatFinnishDate(feed.createdAt.slice(0, 10)))}</p> : status.data ? <p data-qa="feed-none">{t.none}</p> : null}
      {created ? <CreatedFeed url={created.url} /> : null}
      {locked ? (
        <p>
          <StrongLoginLink returnPath={LOGIN_RETURN} dataQa="feed-strong-login">
            {t.strongLogin}
          </StrongLoginLink>
        </p>
      ) : (
        <>
          {feed && !created ? <p>{t.replaceNote}</p> : null}
          <Button variant={created ? 'secondary' : 'primary'} busy={create.busy} onClick={() => void create.submit()} data-qa="feed-create">
            {feed ? t.createNew : t.create}
          </Button>
        </>
      )}
      {feed ? (
        <Button onClick={() => setConfirming(true)} data-qa="feed-revoke">
          {t.revoke}
        </Button>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={t.confirmTitle}
          confirmLabel={t.revoke}
          cancelLabel={t.back}
          onConfirm={revoke.submit}
          onCancel={() => setConfirming(false)}
          data-qa="feed-revoke-confirm"
        >
          <p>{t.confirmText}</p>
        </ConfirmDialog>
      ) : null}
      {create.dialog}
      {revoke.dialog}
    </Modal>
  )
}

/** The address, shown this once: read-only to select, a copy button, and the webcal: link. */
function CreatedFeed({ url }: { url: string }) {
  const t = useCalendarTexts().feed
  const id = useId()
  const [copied, setCopied] = useState<'yes' | 'failed'>()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setCopied('yes')
    } catch {
      setCopied('failed')
    }
  }
  return (
    <>
      <Alert kind="success" data-qa="feed-created">
        <p>{t.shownOnce}</p>
        <p>
          <label htmlFor={id}>{t.address}</label>
          <br />
          <input id={id} type="text" readOnly value={url} size={40} onFocus={(event) => event.currentTarget.select()} data-qa="feed-url" />
        </p>
        <p>
          <Button onClick={() => void copy()} data-qa="feed-copy">
            {t.copy}
          </Button>{' '}
          <a href={webcalUrl(url)} data-qa="feed-webcal">
            {t.subscribe}
          </a>
        </p>
      </Alert>
      <p role="status" data-qa="feed-copy-status">
        {copied === 'yes' ? t.copied : copied === 'failed' ? t.copyFailed : ''}
      </p>
    </>
  )
}
