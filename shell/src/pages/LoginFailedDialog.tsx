import { Button, Modal } from '@pesa/shared'
import { useShellTexts } from '../i18n'

/** Spec part 1 §8: strong identification failed or was cancelled. */
export default function LoginFailedDialog({ onClose }: { onClose: () => void }) {
  const t = useShellTexts()
  return (
    <Modal
      title={t.login.failed.title}
      role="alertdialog"
      onClose={onClose}
      data-qa="login-failed-dialog"
      actions={
        <Button variant="primary" onClick={onClose} data-qa="login-failed-ok">
          {t.login.failed.ok}
        </Button>
      }
    >
      <p>{t.login.failed.text}</p>
    </Modal>
  )
}
