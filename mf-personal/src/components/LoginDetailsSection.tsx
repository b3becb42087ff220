import { Alert, Button, Modal, useAuthStatus } from '@pesa/shared'
import type { CitizenUser, EmailVerificationStatus, PasswordConstraints } from '@pesa/shared/api/types'
import { combineResults, Loaded } from '@pesa/shared/forms'
import { personalPasswordWords } from '@pesa/shared/validators'
import { useState } from 'react'
import { emailState } from '../email-status'
import { usePersonalTexts } from '../i18n'
import { useEmailVerification, usePasswordConstraints } from '../queries'
import { stepUpToStrongLogin } from '../step-up'
import { PasswordModal } from './PasswordModal'
import styles from './PersonalDetails.module.css'

interface ActionsProps {
  user: CitizenUser
  emailStatus: EmailVerificationStatus
  constraints: PasswordConstraints
}

/** Activating the login or changing the password, once the email status and the password rules are in. */
function LoginActions({ user, emailStatus, constraints }: ActionsProps) {
  const t = usePersonalTexts()
  const strong = useAuthStatus()?.authLevel === 'STRONG'
  // Fixed when the dialog opens: saving refreshes the user, which turns activation into an update.
  const [modal, setModal] = useState<'activate' | 'update'>()
  const [outcome, setOutcome] = useState<'activated' | 'passwordChanged'>()
  const username = user.weakLoginUsername
  const activating = username === null
  const emailVerified = emailState(emailStatus) === 'verified'
  // Activation makes the verified email the username; an update keeps the current one.
  const modalUsername = username ?? emailStatus.verifiedEmail ?? ''

  const open = () => {
    if (!strong) return stepUpToStrongLogin('/personal-details')
    setOutcome(undefined)
    setModal(activating ? 'activate' : 'update')
  }

  return (
    <>
      {activating && !emailVerified ? (
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
          <Button variant="primary" disabled={!emailVerified} onClick={open} data-qa="activate-credentials">
            {t.login.activate}
          </Button>
        ) : (
          <Button onClick={open} data-qa="update-password">
            {t.login.updatePassword}
          </Button>
        )}
      </div>
      {modal ? (
        <PasswordModal
          username={modalUsername}
          activating={modal === 'activate'}
          constraints={constraints}
          personalWords={personalPasswordWords({
            firstName: user.firstName,
            lastName: user.lastName,
            emails: [modalUsername, emailStatus.email, emailStatus.verifiedEmail]
          })}
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
    </>
  )
}

/** Weak-login status, username, masked password, and activating it or changing the password (spec part 1 §2). */
export function LoginDetailsSection({ user }: { user: CitizenUser }) {
  const t = usePersonalTexts()
  const reads = combineResults(useEmailVerification(), usePasswordConstraints())
  const username = user.weakLoginUsername

  return (
    <section className={styles.section} aria-labelledby="login-details-title" data-qa="login-details-section">
      <h2 id="login-details-title">{t.login.title}</h2>
      <p>{t.login.info}</p>
      <dl className={styles.details}>
        <dt>{t.login.weakLogin}</dt>
        <dd data-qa="weak-login-status">{username === null ? t.login.inactive : t.login.active}</dd>
        {username === null ? null : (
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
      <Loaded result={reads}>{([emailStatus, constraints]) => <LoginActions user={user} emailStatus={emailStatus} constraints={constraints} />}</Loaded>
    </section>
  )
}
