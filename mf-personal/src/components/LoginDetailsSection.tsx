import { Alert, Button, Modal, useAuthStatus } from '@pesa/shared'
import type { CitizenUser } from '@pesa/shared/api/types'
import { useState } from 'react'
import { emailState } from '../email-status'
import { usePersonalTexts } from '../i18n'
import { useEmailVerification, usePasswordConstraints } from '../queries'
import { stepUpToStrongLogin } from '../step-up'
import { PasswordModal } from './PasswordModal'
import styles from './PersonalDetails.module.css'

/** Weak-login status, username, masked password, and activating it or changing the password (spec part 1 §2). */
export function LoginDetailsSection({ user }: { user: CitizenUser }) {
  const t = usePersonalTexts()
  const strong = useAuthStatus()?.authLevel === 'STRONG'
  const { data: emailStatus } = useEmailVerification()
  const { data: constraints } = usePasswordConstraints()
  // Fixed when the dialog opens: saving refreshes the user, which turns activation into an update.
  const [modal, setModal] = useState<'activate' | 'update'>()
  const [outcome, setOutcome] = useState<'activated' | 'passwordChanged'>()
  const username = user.weakLoginUsername
  const activating = username === null
  const emailVerified = emailStatus !== undefined && emailState(emailStatus) === 'verified'
  // Activation makes the verified email the username; an update keeps the current one.
  const modalUsername = username ?? emailStatus?.verifiedEmail ?? ''

  const open = () => {
    if (!strong) return stepUpToStrongLogin('/personal-details')
    setOutcome(undefined)
    setModal(activating ? 'activate' : 'update')
  }

  return (
    <section className={styles.section} aria-labelledby="login-details-title" data-qa="login-details-section">
      <h2 id="login-details-title">{t.login.title}</h2>
      <p>{t.login.info}</p>
      <dl className={styles.details}>
        <dt>{t.login.weakLogin}</dt>
        <dd data-qa="weak-login-status">{activating ? t.login.inactive : t.login.active}</dd>
        {activating ? null : (
          <>
            <dt>{t.login.username}</dt>
            <dd data-qa="weak-login-username">{username}</dd>
            <dt>{t.login.password}</dt>
            <dd>
              <span aria-hidden="true">••••••••••</span>
              <span className="pesa-visually-hidden">{t.login.passwordHidden}</span>
            </dd>
          </>
        )}
      </dl>
      {activating && emailStatus && !emailVerified ? (
        <Alert kind="warning" data-qa="unverified-email-warning">
          <p>{t.login.unverifiedWarning}</p>
        </Alert>
      ) : null}
      {outcome === 'passwordChanged' ? (
        <Alert kind="success" data-qa="password-changed">
          <p>{t.login.passwordChanged}</p>
        </Alert>
      ) : null}
      <div className={styles.actions}>
        {activating ? (
          <Button variant="primary" disabled={!emailVerified || !constraints} onClick={open} data-qa="activate-credentials">
            {t.login.activate}
          </Button>
        ) : (
          <Button disabled={!constraints} onClick={open} data-qa="update-password">
            {t.login.updatePassword}
          </Button>
        )}
      </div>
      {modal && constraints ? (
        <PasswordModal
          username={modalUsername}
          activating={modal === 'activate'}
          constraints={constraints}
          onClose={(saved) => {
            setModal(undefined)
            if (saved) setOutcome(modal === 'activate' ? 'activated' : 'passwordChanged')
          }}
        />
      ) : null}
      {outcome === 'activated' ? (
        <Modal
          title={t.passwordModal.successTitle}
          onClose={() => setOutcome(undefined)}
          data-qa="credentials-activated"
          actions={
            <Button variant="primary" onClick={() => setOutcome(undefined)} data-qa="credentials-activated-ok">
              {t.passwordModal.ok}
            </Button>
          }
        >
          <p>{t.passwordModal.successText(modalUsername)}</p>
        </Modal>
      ) : null}
    </section>
  )
}
