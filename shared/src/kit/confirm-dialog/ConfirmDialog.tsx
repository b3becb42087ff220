import { useState, type ReactNode } from 'react'
import { Button, Modal, useLanguage } from '@pesa/shared'
import { texts } from './texts'

export interface ConfirmDialogProps {
  /** The question, e.g. "Delete the message thread?" */
  title: string
  /** What follows from confirming, when the title alone does not say it. */
  children?: ReactNode
  confirmLabel?: string
  cancelLabel?: string
  /**
   * The confirmed action. While its promise runs the dialog is busy: both answers are disabled
   * and Escape does nothing. It reports its own failure (the forms' submit hook does); a
   * rejection leaves the dialog open.
   */
  onConfirm: () => unknown
  onCancel: () => void
  'data-qa'?: string
}

/**
 * A question that interrupts (role alertdialog) on the shared Modal: focus starts on the
 * cancelling answer, the safe one, and Escape cancels. The caller renders it while it is open
 * and closes it in onConfirm and onCancel.
 */
export function ConfirmDialog({ title, children, confirmLabel, cancelLabel, onConfirm, onCancel, 'data-qa': dataQa }: ConfirmDialogProps) {
  const t = texts[useLanguage()]
  const [busy, setBusy] = useState(false)

  const confirm = async () => {
    setBusy(true)
    try {
      await onConfirm()
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal
      title={title}
      role="alertdialog"
      onClose={busy ? undefined : onCancel}
      data-qa={dataQa}
      actions={
        <>
          <Button onClick={onCancel} disabled={busy} data-qa="confirm-dialog-cancel">
            {cancelLabel ?? t.cancel}
          </Button>
          <Button variant="primary" onClick={confirm} busy={busy} data-qa="confirm-dialog-confirm">
            {confirmLabel ?? t.confirm}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  )
}
