import { Alert, ApiError, Button, InputField, Modal } from '@pesa/shared'
import type { PasswordConstraints } from '@pesa/shared/api/types'
import { activePasswordRules, unmetPasswordRules } from '@pesa/shared/validators'
import { useState } from 'react'
import { usePersonalTexts } from '../i18n'
import { passwordFormState, type PasswordForm, type ServerRefusal } from '../password-form'
import { saveWeakLoginCredentials } from '../queries'
import styles from './PersonalDetails.module.css'

interface PasswordModalProps {
  /** The username the credentials have or get (read-only in the form) */
  username: string
  activating: boolean
  constraints: PasswordConstraints
  onClose: (saved: boolean) => void
}

/** Activating weak login or changing its password, with the live constraint list (spec part 1 §2, §5, §8). */
export function PasswordModal({ username, activating, constraints, onClose }: PasswordModalProps) {
  const texts = usePersonalTexts()
  const t = texts.passwordModal
  const [form, setForm] = useState<PasswordForm>({ password: '', confirmation: '' })
  const [refusal, setRefusal] = useState<ServerRefusal>()
  const [failed, setFailed] = useState(false)
  const [busy, setBusy] = useState(false)
  const state = passwordFormState(form, constraints, refusal)
  const unmet = unmetPasswordRules(form.password, constraints)

  const save = async () => {
    setBusy(true)
    setFailed(false)
    try {
      await saveWeakLoginCredentials({ username: activating ? username : null, password: form.password })
      onClose(true)
    } catch (error) {
      setBusy(false)
      if (error instanceof ApiError && error.errorCode === 'PASSWORD_UNACCEPTABLE') setRefusal({ kind: 'unacceptable', password: form.password })
      else if (error instanceof ApiError && error.status === 409) setRefusal({ kind: 'usernameConflict', username })
      else setFailed(true)
    }
  }

  return (
    <Modal
      title={activating ? t.activateTitle : t.updateTitle}
      onClose={() => onClose(false)}
      data-qa="password-modal"
      actions={
        <>
          <Button variant="primary" busy={busy} disabled={!state.canSave} onClick={() => void save()} data-qa="save-password">
            {t.save}
          </Button>
          <Button onClick={() => onClose(false)} data-qa="cancel-password">
            {t.cancel}
          </Button>
        </>
      }
    >
      <InputField label={texts.login.username} value={username} onChange={() => undefined} readOnly autoComplete="username" data-qa="modal-username" />
      <InputField
        label={t.newPassword}
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={(password) => setForm((current) => ({ ...current, password }))}
        error={state.passwordError ? t.passwordFormat : undefined}
        hint={t.hint}
        data-qa="new-password"
      />
      <InputField
        label={t.confirmPassword}
        type="password"
        autoComplete="new-password"
        value={form.confirmation}
        onChange={(confirmation) => setForm((current) => ({ ...current, confirmation }))}
        error={state.confirmationError ? t.passwordMismatch : undefined}
        data-qa="confirm-password"
      />
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
      {refusal?.kind === 'unacceptable' ? (
        <Alert kind="error" data-qa="password-unacceptable">
          <p>{t.unacceptable}</p>
        </Alert>
      ) : null}
      {refusal?.kind === 'usernameConflict' ? (
        <Alert kind="error" data-qa="username-conflict">
          <p>{t.usernameConflict(refusal.username)}</p>
        </Alert>
      ) : null}
      {failed ? (
        <Alert kind="error" data-qa="password-save-failed">
          <p>{t.failed}</p>
        </Alert>
      ) : null}
    </Modal>
  )
}
