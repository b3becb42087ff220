import { Alert, ApiError, Button, InputField, useLanguage } from '@pesa/shared'
import type { CitizenUser, EmailVerificationStatus } from '@pesa/shared/api/types'
import { useState } from 'react'
import { canUpdateUsername, emailState, usernameDiffersFromEmail } from '../email-status'
import { usePersonalTexts } from '../i18n'
import { confirmVerificationCode, saveWeakLoginCredentials, sendVerificationCode, useEmailVerification } from '../queries'
import { stepUpToStrongLogin } from '../step-up'
import styles from './PersonalDetails.module.css'

type Texts = ReturnType<typeof usePersonalTexts>['email']

function errorText(t: Texts, error: unknown, email: string): string {
  if (!(error instanceof ApiError)) return t.errors.generic
  switch (error.errorCode) {
    case 'VERIFICATION_CODE_INVALID':
    case 'VERIFICATION_CODE_EXPIRED':
    case 'VERIFICATION_CODE_LIMIT':
      return t.errors[error.errorCode]
    case 'EMAIL_IN_USE':
      return t.errors.EMAIL_IN_USE(email)
    default:
      return t.errors.generic
  }
}

interface CodeFormProps {
  verification: NonNullable<EmailVerificationStatus['latestVerification']>
  onConfirmed: () => void
  onError: (error: unknown) => void
}

function CodeForm({ verification, onConfirmed, onError }: CodeFormProps) {
  const t = usePersonalTexts().email
  const lang = useLanguage()
  const [code, setCode] = useState('')
  const [invalid, setInvalid] = useState(false)
  const [busy, setBusy] = useState(false)
  const expires = new Date(verification.expiresAt).toLocaleTimeString(lang, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Helsinki' })

  const confirm = async () => {
    const trimmed = code.trim()
    if (!/^\d{6}$/.test(trimmed)) return setInvalid(true)
    setInvalid(false)
    setBusy(true)
    try {
      await confirmVerificationCode({ id: verification.id, code: trimmed })
      onConfirmed()
    } catch (error) {
      onError(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void confirm()
      }}
      data-qa="email-verification-form"
    >
      <p data-qa="verification-code-sent">{t.codeSent(verification.email, expires)}</p>
      <div className={styles.codeForm}>
        <InputField
          label={t.code}
          value={code}
          onChange={setCode}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={invalid ? t.codeRequired : undefined}
          data-qa="verification-code"
        />
        <Button type="submit" variant="primary" busy={busy} data-qa="confirm-verification-code">
          {t.confirm}
        </Button>
      </div>
    </form>
  )
}

/** The state of the email (verified, unverified, code pending) and what the guardian can do next (spec part 1 §4). */
export function EmailStatus({ user, strong }: { user: CitizenUser; strong: boolean }) {
  const t = usePersonalTexts().email
  const { data: status } = useEmailVerification()
  const [error, setError] = useState<unknown>()
  const [notice, setNotice] = useState<string>()
  const [busy, setBusy] = useState(false)
  if (!status) return null
  const state = emailState(status)

  const run = async (action: () => Promise<void>, done?: string) => {
    if (!strong) return stepUpToStrongLogin('/personal-details')
    setError(undefined)
    setNotice(undefined)
    setBusy(true)
    try {
      await action()
      setNotice(done)
    } catch (caught) {
      setError(caught)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div data-qa="email-status">
      {state === 'verified' ? (
        <p>
          {status.email}
          <span className={`${styles.tag} ${styles.verified}`} data-qa="email-verified">
            {t.verified}
          </span>
        </p>
      ) : null}
      {state === 'unverified' || state === 'pending' ? (
        <>
          <p>
            {status.email}
            <span className={`${styles.tag} ${styles.unverified}`} data-qa="email-unverified">
              {t.unverified}
            </span>
          </p>
          <p>{t.unverifiedInfo}</p>
          {state === 'pending' && strong ? (
            <CodeForm
              verification={status.latestVerification!}
              onConfirmed={() => {
                setError(undefined)
                setNotice(t.confirmed)
              }}
              onError={setError}
            />
          ) : null}
          <div className={styles.actions}>
            <Button busy={busy} onClick={() => void run(sendVerificationCode)} data-qa="send-verification-code">
              {state === 'pending' ? t.sendNewCode : t.sendCode}
            </Button>
          </div>
        </>
      ) : null}
      {usernameDiffersFromEmail(user.weakLoginUsername, status.email) ? (
        <Alert kind="info" data-qa="username-mismatch">
          <p>{t.usernameMismatch(user.weakLoginUsername!)}</p>
          {canUpdateUsername(user.weakLoginUsername, status) ? (
            <Button
              busy={busy}
              onClick={() => void run(() => saveWeakLoginCredentials({ username: status.verifiedEmail, password: null }), t.usernameUpdated)}
              data-qa="update-username"
            >
              {t.updateUsername}
            </Button>
          ) : (
            <p>{t.usernameMismatchUnverified}</p>
          )}
        </Alert>
      ) : null}
      {error ? (
        <Alert kind="error" data-qa="email-verification-error">
          <p>{errorText(t, error, status.email ?? '')}</p>
        </Alert>
      ) : null}
      {notice ? (
        <Alert kind="success" data-qa="email-notice">
          <p>{notice}</p>
        </Alert>
      ) : null}
    </div>
  )
}
