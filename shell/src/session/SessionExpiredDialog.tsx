import { Button, loginPageUrl, Modal } from '@pesa/shared'
import { useNavigate } from 'react-router'
import { useShellTexts } from '../i18n'

/** Spec part 1 §8 "Session timed out": log in again and come back to `returnPath`. */
export default function SessionExpiredDialog({ returnPath, onDone }: { returnPath: string; onDone: () => void }) {
  const t = useShellTexts()
  const navigate = useNavigate()
  const logIn = () => {
    onDone()
    navigate(loginPageUrl(returnPath))
  }
  return (
    <Modal
      title={t.session.expiredTitle}
      role="alertdialog"
      data-qa="session-expired-dialog"
      actions={
        <Button variant="primary" onClick={logIn} data-qa="session-expired-login">
          {t.session.logInAgain}
        </Button>
      }
    >
      <p>{t.session.expiredText}</p>
    </Modal>
  )
}
