import { Button, Modal, useCommonTexts } from '@pesa/shared'

export type UnexpectedFailure = 'network' | 'generic'

/**
 * The answer to a failure a screen cannot explain (spec part 1 §8: "update or save failed,
 * dialog with OK"): a server error, no connection, or a refusal the form has no text for.
 * An alertdialog, so a screen reader announces it; what was typed stays in the form behind it.
 */
export function ErrorDialog({ failure, onClose }: { failure: UnexpectedFailure; onClose: () => void }) {
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
    </Modal>
  )
}
