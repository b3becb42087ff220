import {
  authStore,
  Button,
  endSession,
  useLanguage,
  useShownAsOf,
  serviceUnreachable,
  setUnreachableHandler,
  testHooks,
  useAuthError,
  useAuthStatus
} from '@pesa/shared'
import { BUSINESS_TIME_ZONE } from '@pesa/shared/dates'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { useShellTexts } from '../i18n'
import styles from '../layout/Layout.module.css'
import { DEFAULT_AUTH_POLL_MS, isNewVersion, sessionEnded, UNREACHABLE_POLL_MS } from './session-rules'
import { useRefusedOutboxPages } from '../offline/outbox'
import { useOnline } from './use-online'

const SessionExpiredDialog = lazy(() => import(/* webpackChunkName: "session-expired" */ './SessionExpiredDialog'))

const BUILT_VERSION = process.env.PESA_APP_VERSION ?? 'dev'

function refreshQuietly(): void {
  // A failed check keeps the page as it is, the store holds its error (the unreachable notice); the next one decides.
  authStore.refresh({ background: true }).catch(() => undefined)
}

/**
 * Polls the auth status (and checks it again when the guardian comes back to the tab or online,
 * or when a request of theirs finds the service unreachable); when the session has ended on the server,
 * asks to log in again and remembers the page the guardian was on.
 */
function useExpiredSession(unreachable: boolean): [string | undefined, () => void] {
  const status = useAuthStatus()
  const location = useLocation()
  const previous = useRef(status)
  const lastPath = useRef('/')
  const [expiredAt, setExpiredAt] = useState<string>()

  if (status?.loggedIn) lastPath.current = `${location.pathname}${location.search}${location.hash}`

  useEffect(() => {
    if (sessionEnded(previous.current, status)) {
      setExpiredAt(lastPath.current)
      void endSession('expired')
    }
    previous.current = status
  }, [status])

  useEffect(() => {
    const pollMs = testHooks()?.authPollMs ?? DEFAULT_AUTH_POLL_MS
    const timer = window.setInterval(refreshQuietly, unreachable ? Math.min(pollMs, UNREACHABLE_POLL_MS) : pollMs)
    return () => window.clearInterval(timer)
  }, [unreachable])

  useEffect(() => {
    const onVisible = () => document.visibilityState === 'visible' && refreshQuietly()
    document.addEventListener('visibilitychange', onVisible)
    // A check that failed while offline would show the unreachable notice once back online.
    window.addEventListener('online', refreshQuietly)
    setUnreachableHandler(refreshQuietly)
    return () => {
      document.removeEventListener('visibilitychange', onVisible)
      window.removeEventListener('online', refreshQuietly)
      setUnreachableHandler(() => undefined)
    }
  }, [])

  return [expiredAt, () => setExpiredAt(undefined)]
}

/** When cached answers were read, as the guardian reads a time: day, month, hours and minutes in Helsinki. */
function shownAsOfTime(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: BUSINESS_TIME_ZONE }).format(
    new Date(iso)
  )
}

/** Offline, unreachable-service and new-version notices under the header, and the session-timeout dialog. */
export function ShellNotices() {
  const t = useShellTexts()
  const online = useOnline()
  const status = useAuthStatus()
  // The last status check got no answer; the next one that does clears it. Offline has its own notice.
  const unreachable = serviceUnreachable(useAuthError())
  const [expiredAt, dismissExpired] = useExpiredSession(unreachable)
  // Answers the service worker served from its cache: the page says how old they are instead.
  const shownAsOf = useShownAsOf()
  const lang = useLanguage()
  // A write queued offline and refused when the shell sent it: its page shows why, every other page points there.
  const { pathname } = useLocation()
  const refusedAt = useRefusedOutboxPages().filter((page) => pathname !== page && !pathname.startsWith(`${page}/`))
  return (
    <>
      <div className={styles.notices} role="status">
        {shownAsOf ? (
          <p className={styles.notice} data-qa="offline-shown-as-of">
            {t.notices.offlineShownAsOf.replace('{time}', shownAsOfTime(shownAsOf, lang))}
          </p>
        ) : null}
        {online || shownAsOf ? null : (
          <p className={styles.notice} data-qa="offline-notice">
            {t.notices.offline}
          </p>
        )}
        {online && unreachable && !shownAsOf ? (
          <p className={styles.notice} data-qa="unreachable-notice">
            {t.notices.unreachable}
          </p>
        ) : null}
        {refusedAt.map((page) => (
          <p key={page} className={styles.notice} data-qa="outbox-refused-notice">
            {t.notices.outboxRefused}{' '}
            <Link to={page} data-qa="outbox-refused-link">
              {t.notices.outboxRefusedLink}
            </Link>
          </p>
        ))}
        {isNewVersion(status, BUILT_VERSION) ? (
          <p className={styles.notice} data-qa="new-version-notice">
            {t.notices.newVersion}{' '}
            <Button variant="secondary" onClick={() => window.location.reload()} data-qa="new-version-reload">
              {t.notices.reload}
            </Button>
          </p>
        ) : null}
      </div>
      {expiredAt ? (
        <Suspense>
          <SessionExpiredDialog returnPath={expiredAt} onDone={dismissExpired} />
        </Suspense>
      ) : null}
    </>
  )
}
