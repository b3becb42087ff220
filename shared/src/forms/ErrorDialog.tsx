import { Button, Modal, useCommonTexts } from '@pesa/shared'

export type UnexpectedFailure = 'network' | 'generic'

/**
 * The answer to a failure a screen cannot explain (spec part 1 §8: "update or save failed,
 * dialog with OK"): a server error, no connection, or a refusal the form has no text for.
 * An alertdialog, so a screen reader announces it; what was typed stays in the form behind it.
 * A server's answer adds its request id as the code for support.
 */
export function ErrorDialog({ failure, requestId, onClose }: { failure: UnexpectedFailure; requestId?: string; onClose: () => void }) {
  const t = useCommonTexts()
  return (
    <Modal
      title={t.errors.title}
      role="alertdialog"
      onClose={onClose}
      data-qa="error-dialog"
      actions={
        <Button variant="primary" onClick={onClose} data-qa="error-dialog-ok">
          {t.ok}
        </Button>
      }
    >
      <p>{failure === 'network' ? t.errors.network : t.errors.generic}</p>
      {requestId && (
        // The server's id of the request: support finds its log lines by it.
        <p data-qa="error-dialog-support-code">
          {t.errors.supportCode} <code>{requestId}</code>
        </p>
      )}
    </Modal>
  )
}
