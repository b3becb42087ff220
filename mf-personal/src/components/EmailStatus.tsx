import { Alert, Button, InputField, useLanguage } from '@pesa/shared'
import type { CitizenUser, EmailVerificationStatus } from '@pesa/shared/api/types'
import { Loaded, MutateButton, SubmitForm, useSubmit } from '@pesa/shared/forms'
import { validateEmailVerificationConfirm } from '@pesa/shared/validators'
import { useState } from 'react'
import { canUpdateUsername, emailState, usernameDiffersFromEmail } from '../email-status'
import { errorText, usePersonalTexts } from '../i18n'
import type { PersonalErrorCode } from '../i18n/fi'
import { confirmVerificationCode, refreshEmailVerification, saveWeakLoginCredentials, sendVerificationCode, useEmailVerification } from '../queries'
import { stepUpToStrongLogin } from '../step-up'
import styles from './PersonalDetails.module.css'

/** The outcome of the last action, shown under the email. */
type Outcome = { kind: 'done'; text: string } | { kind: 'refused'; code: PersonalErrorCode }

/** Refusals that mean the page is behind the server: the status is read again so the page catches up. */
const STALE: PersonalErrorCode[] = ['NOTHING_TO_VERIFY', 'EMAIL_NOT_VERIFIED']

interface CodeFormProps {
  verification: NonNullable<EmailVerificationStatus['latestVerification']>
  onOutcome: (outcome: Outcome) => void
}

function CodeForm({ verification, onOutcome }: CodeFormProps) {
  const t = usePersonalTexts().email
  const lang = useLanguage()
  const [code, setCode] = useState('')
  const body = { id: verification.id, code: code.trim() }
  const submission = useSubmit({
    validate: () => validateEmailVerificationConfirm(body),
    action: () => confirmVerificationCode(body),
    onSuccess: () => onOutcome({ kind: 'done', text: t.confirmed }),
    expectedErrors: ['VERIFICATION_CODE_INVALID', 'VERIFICATION_CODE_EXPIRED', 'EMAIL_IN_USE'],
    onExpectedError: (refused) => onOutcome({ kind: 'refused', code: refused })
  })
  const expires = new Date(verification.expiresAt).toLocaleTimeString(lang, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Helsinki' })

  return (
    <SubmitForm submission={submission} data-qa="email-verification-form">
      <p data-qa="verification-code-sent">{t.codeSent(verification.email, expires)}</p>
      <div className={styles.codeForm}>
        <InputField
          label={t.code}
          value={code}
          // A code pasted from the email ("123 456") keeps its digits; no maxLength, which would cut the paste first
          onChange={(typed) => setCode(typed.replace(/\s+/g, ''))}
          inputMode="numeric"
          autoComplete="one-time-code"
          error={submission.fieldErrors.code}
          data-qa="verification-code"
        />
        <Button type="submit" variant="primary" busy={submission.busy} data-qa="confirm-verification-code">
          {t.confirm}
        </Button>
      </div>
    </SubmitForm>
  )
}

function StatusOf({ user, strong, status }: { user: CitizenUser; strong: boolean; status: EmailVerificationStatus }) {
  const texts = usePersonalTexts()
  const t = texts.email
  const [outcome, setOutcome] = useState<Outcome>()
  const state = emailState(status)
  const refused = (code: PersonalErrorCode) => {
    setOutcome({ kind: 'refused', code })
    if (STALE.includes(code)) void refreshEmailVerification()
  }
  const stepUp = () => stepUpToStrongLogin('/personal-details')
  const sendLabel = state === 'pending' ? t.sendNewCode : t.sendCode

  // The address itself is in the details list above: here only its state and what to do (shown once)
  return (
    <div data-qa="email-status">
      {state === 'verified' ? (
        <p>
          {t.state}
          <span className={`${styles.tag} ${styles.verified}`} data-qa="email-verified">
            {t.verified}
          </span>
        </p>
      ) : null}
      {state === 'unverified' || state === 'pending' ? (
        <>
          <p>
            {t.state}
            <span className={`${styles.tag} ${styles.unverified}`} data-qa="email-unverified">
              {t.unverified}
            </span>
          </p>
          <p>{t.unverifiedInfo}</p>
          {state === 'pending' && strong ? <CodeForm verification={status.latestVerification!} onOutcome={setOutcome} /> : null}
          <div className={styles.actions}>
            {strong ? (
              <MutateButton
                action={sendVerificationCode}
                onSuccess={() => setOutcome(undefined)}
                expectedErrors={['VERIFICATION_CODE_LIMIT', 'NOTHING_TO_VERIFY']}
                onExpectedError={refused}
                data-qa="send-verification-code"
              >
                {sendLabel}
              </MutateButton>
            ) : (
              <Button onClick={stepUp} data-qa="send-verification-code">
                {sendLabel}
              </Button>
            )}
          </div>
        </>
      ) : null}
      {usernameDiffersFromEmail(user.weakLoginUsername, status.email) ? (
        <Alert kind="info" data-qa="username-mismatch">
          <p>{t.usernameMismatch(user.weakLoginUsername!)}</p>
          {!canUpdateUsername(user.weakLoginUsername, status) ? (
            <p>{t.usernameMismatchUnverified}</p>
          ) : strong ? (
            <MutateButton
              action={() => saveWeakLoginCredentials({ username: status.verifiedEmail, password: null })}
              onSuccess={() => setOutcome({ kind: 'done', text: t.usernameUpdated })}
              expectedErrors={['USERNAME_IN_USE', 'EMAIL_NOT_VERIFIED']}
              onExpectedError={refused}
              data-qa="update-username"
            >
              {t.updateUsername}
            </MutateButton>
          ) : (
            <Button onClick={stepUp} data-qa="update-username">
              {t.updateUsername}
            </Button>
          )}
        </Alert>
      ) : null}
      {outcome?.kind === 'refused' ? (
        <Alert kind="error" data-qa="email-verification-error">
          <p>{errorText(texts.errors, outcome.code, status.email ?? '')}</p>
        </Alert>
      ) : null}
      {outcome?.kind === 'done' ? (
        <Alert kind="success" data-qa="email-notice">
          <p>{outcome.text}</p>
        </Alert>
      ) : null}
    </div>
  )
}

/** The state of the email (verified, unverified, code pending) and what the guardian can do next (spec part 1 §4). */
export function EmailStatus({ user, strong }: { user: CitizenUser; strong: boolean }) {
  return <Loaded result={useEmailVerification()}>{(status) => <StatusOf user={user} strong={strong} status={status} />}</Loaded>
}
