import { authStore, Button, testHooks, useAuthStatus } from '@pesa/shared'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { useShellTexts } from '../i18n'
import styles from '../layout/Layout.module.css'
import { DEFAULT_AUTH_POLL_MS, isNewVersion, sessionEnded } from './session-rules'
import { useOnline } from './use-online'

const SessionExpiredDialog = lazy(() => import(/* webpackChunkName: "session-expired" */ './SessionExpiredDialog'))

const BUILT_VERSION = process.env.PESA_APP_VERSION ?? 'dev'

function refreshQuietly(): void {
  // A failed check (offline, server restarting) changes nothing; the next one decides.
  authStore.refresh({ background: true }).catch(() => undefined)
}

/**
 * Polls the auth status (and checks it again when the guardian comes back to the tab);
 * when the session has ended on the server, asks to log in again and remembers the page
 * the guardian was on.
 */
function useExpiredSession(): [string | undefined, () => void] {
  const status = useAuthStatus()
  const location = useLocation()
  const previous = useRef(status)
  const lastPath = useRef('/')
  const [expiredAt, setExpiredAt] = useState<string>()

  if (status?.loggedIn) lastPath.current = `${location.pathname}${location.search}${location.hash}`

  useEffect(() => {
    if (sessionEnded(previous.current, status)) setExpiredAt(lastPath.current)
    previous.current = status
  }, [status])

  useEffect(() => {
    const timer = window.setInterval(refreshQuietly, testHooks()?.authPollMs ?? DEFAULT_AUTH_POLL_MS)
    const onVisible = () => document.visibilityState === 'visible' && refreshQuietly()
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [])

  return [expiredAt, () => setExpiredAt(undefined)]
}

/** Offline and new-version notices under the header, and the session-timeout dialog. */
export function ShellNotices() {
  const t = useShellTexts()
  const online = useOnline()
  const status = useAuthStatus()
  const [expiredAt, dismissExpired] = useExpiredSession()
  return (
    <>
      <div className={styles.notices} role="status">
        {online ? null : (
          <p className={styles.notice} data-qa="offline-notice">
            {t.notices.offline}
          </p>
        )}
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
