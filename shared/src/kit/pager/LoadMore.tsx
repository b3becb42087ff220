import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { Button, useLanguage } from '@pesa/shared'
import { texts } from './texts'
import styles from './Pager.module.css'

export interface LoadMoreProps {
  /** False once everything is loaded: then nothing is shown. */
  hasMore: boolean
  /** Loads the next items; the caller shows a failure (a rejection only stops loading on scroll). */
  onLoadMore: () => Promise<unknown>
  /** Load when the button scrolls into view (spec part 1 §2: messages load on scrolling to the end). */
  onScroll?: boolean
  'data-qa'?: string
}

/**
 * "Show more" at the end of a list. The button always works, for keyboard and screen reader
 * users and browsers without IntersectionObserver; with `onScroll` it is also pressed for the
 * user when it comes into view, again after each load while it stays in view, and no longer
 * after a failed load, so a broken connection is not asked again and again.
 */
export function LoadMore({ hasMore, onLoadMore, onScroll = false, 'data-qa': dataQa }: LoadMoreProps) {
  const t = texts[useLanguage()]
  const ref = useRef<HTMLDivElement>(null)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const load = () => {
    setBusy(true)
    setFailed(false)
    onLoadMore().then(
      () => setBusy(false),
      () => {
        setBusy(false)
        setFailed(true)
      }
    )
  }
  const loadInView = useEffectEvent(load)

  useEffect(() => {
    const element = ref.current
    if (!onScroll || !hasMore || busy || failed || !element || typeof IntersectionObserver === 'undefined') return
    // A new observer reports at once whether the button is in view, so a short page keeps loading.
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadInView()
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [onScroll, hasMore, busy, failed])

  if (!hasMore) return null
  return (
    <div ref={ref} className={styles.loadMore}>
      <Button busy={busy} onClick={load} data-qa={dataQa}>
        {t.loadMore}
      </Button>
    </div>
  )
}
