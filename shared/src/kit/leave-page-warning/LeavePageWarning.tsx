import { useCallback, useEffect, useRef } from 'react'
import { useBlocker, type BlockerFunction } from 'react-router'
import { useLanguage } from '@pesa/shared'
import { ConfirmDialog } from '../confirm-dialog'
import { texts } from './texts'

/**
 * Warns before unsaved input is lost while `when` holds: a navigation inside the app (another
 * path or query; the shell's data router lets a remote block it) waits for the user's answer,
 * and a reload or closing the tab gets the browser's own question. A navigation blocked just
 * before `when` turned false (a save that clears the form and navigates in one go) goes on.
 */
export function useLeavePageWarning(when: boolean) {
  // Read when a navigation starts, which can be before the render that follows a save.
  const blocking = useRef(when)

  useEffect(() => {
    blocking.current = when
    if (!when) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Browsers before the standard preventDefault() ask only when returnValue is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [when])

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      blocking.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    []
  )
  const blocker = useBlocker(shouldBlock)

  useEffect(() => {
    if (!when && blocker.state === 'blocked') blocker.proceed()
  }, [when, blocker])

  /** The navigation waiting for the user's answer, if any. */
  return when && blocker.state === 'blocked' ? blocker : undefined
}

export interface LeavePageWarningProps {
  /** True while the form has input that would be lost. */
  when: boolean
}

/** useLeavePageWarning with its question as a confirmation dialog in the active language. */
export function LeavePageWarning({ when }: LeavePageWarningProps) {
  const t = texts[useLanguage()]
  const blocked = useLeavePageWarning(when)
  if (!blocked) return null
  return (
    <ConfirmDialog
      title={t.title}
      confirmLabel={t.leave}
      cancelLabel={t.stay}
      onConfirm={() => blocked.proceed()}
      onCancel={() => blocked.reset()}
      data-qa="leave-page-warning"
    >
      <p>{t.text}</p>
    </ConfirmDialog>
  )
}
