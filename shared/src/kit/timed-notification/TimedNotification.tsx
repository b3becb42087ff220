import { useEffect, useRef } from 'react'
import styles from './TimedNotification.module.css'

export interface TimedNotificationProps {
  /** What happened, e.g. "Message sent"; nothing is shown while it is null */
  message: string | null
  /** Called when the notification has been shown long enough */
  onClose: () => void
  /** How long it stays, 5 s by default */
  durationMs?: number
  'data-qa'?: string
}

/**
 * A short notice after an action (a message sent, a thread deleted): a polite live region that
 * is always in the page, so screen readers announce the text when it appears, and that empties
 * itself after a while. It never takes focus.
 */
export function TimedNotification({ message, onClose, durationMs = 5000, 'data-qa': dataQa }: TimedNotificationProps) {
  const close = useRef(onClose)
  close.current = onClose
  useEffect(() => {
    if (message === null) return
    const timer = window.setTimeout(() => close.current(), durationMs)
    return () => window.clearTimeout(timer)
  }, [message, durationMs])
  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {message !== null ? (
        <p className={styles.notification} data-qa={dataQa}>
          {message}
        </p>
      ) : null}
    </div>
  )
}
