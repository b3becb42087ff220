import { useEffect, useId, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { focusableElements, rememberOpener, trapTab } from './focus'
import styles from './Modal.module.css'

export interface ModalProps {
  title: string
  children: ReactNode
  /** Buttons of the dialog, rendered at its foot. */
  actions?: ReactNode
  /** Escape closes the dialog through this; without it the dialog needs an explicit choice. */
  onClose?: () => void
  /** alertdialog for questions that interrupt (session expired, confirm delete). */
  role?: 'dialog' | 'alertdialog'
  'data-qa'?: string
}

/** Open dialogs, the newest last: only the top one answers the keyboard (an error dialog over a form's dialog). */
const openDialogs: HTMLElement[] = []

/**
 * A modal dialog: focus moves into it, Tab stays inside, Escape closes it when it may be
 * closed, and focus returns to where it was when the dialog goes away (`rememberOpener`: also
 * when the opener was drawn again or is gone), for every dialog of every area alike.
 */
export function Modal({ title, children, actions, onClose, role = 'dialog', ...rest }: ModalProps) {
  const titleId = useId()
  const dialogRef = useRef<HTMLDivElement>(null)
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    const giveFocusBack = rememberOpener()
    const [firstFocusable] = focusableElements(dialog)
    ;(firstFocusable ?? dialog).focus()

    openDialogs.push(dialog)
    const onKeyDown = (event: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== dialog) return
      if (event.key === 'Escape' && onCloseRef.current) {
        event.stopPropagation()
        onCloseRef.current()
      } else {
        trapTab(event, dialog)
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      openDialogs.splice(openDialogs.indexOf(dialog), 1)
      giveFocusBack()
    }
  }, [])

  return createPortal(
    <div className={styles.backdrop}>
      <div ref={dialogRef} role={role} aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={styles.dialog} data-qa={rest['data-qa']}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </div>,
    document.body
  )
}
