import { Alert, Button, InputField, Modal } from '@pesa/shared'
import type { PasswordConstraints } from '@pesa/shared/api/types'
import { useSubmit } from '@pesa/shared/forms'
import { activePasswordRules, unmetPasswordRules } from '@pesa/shared/validators'
import { useState, type RefObject } from 'react'
import { errorText, usePersonalTexts } from '../i18n'
import { passwordFormState, toCredentialsUpdate, type PasswordForm, type ServerRefusal } from '../password-form'
import { saveWeakLoginCredentials } from '../queries'
import styles from './PersonalDetails.module.css'

interface PasswordModalProps {
  /** The username the credentials have or get (read-only in the form) */
  username: string
  activating: boolean
  constraints: PasswordConstraints
  /** The person's own words (names, email) a password must not be built from */
  personalWords: readonly string[]
  onClose: (saved: boolean) => void
}

/** Activating weak login or changing its password, with the live constraint list (spec part 1 §2, §5, §8). */
export function PasswordModal({ username, activating, constraints, personalWords, onClose }: PasswordModalProps) {
  const texts = usePersonalTexts()
  const t = texts.passwordModal
  const [form, setForm] = useState<PasswordForm>({ password: '', confirmation: '' })
  const [refusal, setRefusal] = useState<ServerRefusal>()
  const state = passwordFormState(form, { constraints, username, activating, personalWords }, refusal)
  const unmet = unmetPasswordRules(form.password, constraints)
  const submission = useSubmit({
    action: () => saveWeakLoginCredentials(toCredentialsUpdate(form, username, activating)),
    onSuccess: () => onClose(true),
    // Spec part 1 §8: an unacceptable password and a username conflict each keep save disabled until resolved.
    expectedErrors: ['PASSWORD_UNACCEPTABLE', 'USERNAME_IN_USE', 'EMAIL_NOT_VERIFIED'],
    onExpectedError: (code) => {
      if (code === 'PASSWORD_UNACCEPTABLE') setRefusal({ kind: 'unacceptable', password: form.password })
      if (code === 'USERNAME_IN_USE') setRefusal({ kind: 'usernameConflict' })
    }
  })
  const refusalQa = { PASSWORD_UNACCEPTABLE: 'password-unacceptable', USERNAME_IN_USE: 'username-conflict', EMAIL_NOT_VERIFIED: 'email-not-verified' }

  return (
    <Modal
      title={activating ? t.activateTitle : t.updateTitle}
      onClose={() => onClose(false)}
      data-qa="password-modal"
      actions={
        <>
          <Button variant="primary" busy={submission.busy} disabled={!state.canSave} onClick={() => void submission.submit()} data-qa="save-password">
            {t.save}
          </Button>
          <Button onClick={() => onClose(false)} data-qa="cancel-password">
            {t.cancel}
          </Button>
        </>
      }
    >
      <div ref={submission.containerRef as RefObject<HTMLDivElement | null>}>
        <InputField label={texts.login.username} value={username} onChange={() => undefined} readOnly autoComplete="username" data-qa="modal-username" />
        <InputField
          label={t.newPassword}
          type="password"
          autoComplete="new-password"
          value={form.password}
          onChange={(password) => setForm((current) => ({ ...current, password }))}
          error={state.passwordError ?? (state.guessable ? texts.errors.PASSWORD_UNACCEPTABLE : undefined) ?? submission.fieldErrors.password}
          hint={t.hint}
          data-qa="new-password"
        />
        <InputField
          label={t.confirmPassword}
          type="password"
          autoComplete="new-password"
          value={form.confirmation}
          onChange={(confirmation) => setForm((current) => ({ ...current, confirmation }))}
          error={state.confirmationError}
          data-qa="confirm-password"
        />
      </div>
      <p id="password-rules-title">{t.rulesTitle}</p>
      <ul className={styles.rules} aria-labelledby="password-rules-title" data-qa="password-rules">
        {activePasswordRules(constraints).map((rule) => {
          const met = form.password !== '' && !unmet.includes(rule)
          return (
            <li key={rule} className={met ? styles.ruleMet : styles.ruleUnmet} data-qa={`password-rule-${rule}`} data-met={met}>
              {t.rules[rule](constraints[rule])}
              <span className="pesa-visually-hidden">: {met ? t.ruleMet : t.ruleUnmet}</span>
            </li>
          )
        })}
      </ul>
      {submission.error ? (
        <Alert kind="error" data-qa={refusalQa[submission.error]}>
          <p>{errorText(texts.errors, submission.error, username)}</p>
        </Alert>
      ) : null}
      {submission.dialog}
    </Modal>
  )
}
