import { Alert, Button, Checkbox, InputField, useAuthStatus, useCommonTexts } from '@pesa/shared'
import type { CitizenUser } from '@pesa/shared/api/types'
import { SubmitForm, useSubmit } from '@pesa/shared/forms'
import { givenNames, type ValidationCode } from '@pesa/shared/validators'
import { useId, useState } from 'react'
import { usePersonalTexts } from '../i18n'
import { initialForm, toPersonalDataUpdate, validatePersonalDetails, type PersonalDetailsForm } from '../personal-details-form'
import { savePersonalData } from '../queries'
import { stepUpToStrongLogin } from '../step-up'
import { EmailStatus } from './EmailStatus'
import styles from './PersonalDetails.module.css'

function MissingInfoWarning({ user }: { user: CitizenUser }) {
  const t = usePersonalTexts().details
  const missingEmail = !user.email
  const missingPhone = !user.phone
  if (!missingEmail && !missingPhone) return null
  return (
    <Alert kind="warning" data-qa="missing-info-warning">
      <p>{missingEmail && missingPhone ? t.missingBoth : missingEmail ? t.missingEmail : t.missingPhone}</p>
    </Alert>
  )
}

function PreferredNameSelect({ names, value, onChange, error }: { names: string[]; value: string; onChange: (value: string) => void; error?: ValidationCode }) {
  const t = usePersonalTexts().details
  const common = useCommonTexts()
  const id = useId()
  return (
    <div className={styles.select}>
      <label htmlFor={id}>{t.preferredName}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-qa="preferred-name"
      >
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      {error ? (
        <span id={`${id}-error`} className={styles.fieldError}>
          {common.validation[error]}
        </span>
      ) : null}
    </div>
  )
}

function EditForm({ user, onDone }: { user: CitizenUser; onDone: (saved: boolean) => void }) {
  const t = usePersonalTexts().details
  const [form, setForm] = useState<PersonalDetailsForm>(() => initialForm(user))
  const update = (change: Partial<PersonalDetailsForm>) => setForm((current) => ({ ...current, ...change }))
  const submission = useSubmit({
    validate: () => validatePersonalDetails(form, user.firstName),
    action: () => savePersonalData(toPersonalDataUpdate(form)),
    onSuccess: () => onDone(true)
  })
  const errors = submission.fieldErrors

  return (
    <SubmitForm submission={submission} data-qa="personal-details-form">
      <PreferredNameSelect
        names={givenNames(user.firstName)}
        value={form.preferredName}
        onChange={(preferredName) => update({ preferredName })}
        error={errors.preferredName}
      />
      <InputField
        label={t.phone}
        type="tel"
        autoComplete="tel"
        required
        value={form.phone}
        onChange={(phone) => update({ phone })}
        error={errors.phone}
        data-qa="phone"
      />
      <InputField
        label={t.backupPhone}
        type="tel"
        value={form.backupPhone}
        onChange={(backupPhone) => update({ backupPhone })}
        error={errors.backupPhone}
        data-qa="backup-phone"
      />
      <InputField
        label={t.email}
        type="email"
        autoComplete="email"
        value={form.noEmail ? '' : form.email}
        readOnly={form.noEmail}
        onChange={(email) => update({ email })}
        error={form.noEmail ? undefined : errors.email}
        data-qa="email"
      />
      <Checkbox label={t.noEmail} checked={form.noEmail} onChange={(noEmail) => update({ noEmail })} data-qa="no-email" />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" busy={submission.busy} data-qa="save-personal-details">
          {t.save}
        </Button>
        <Button onClick={() => onDone(false)} disabled={submission.busy} data-qa="cancel-personal-details">
          {t.cancel}
        </Button>
      </div>
    </SubmitForm>
  )
}

/** Name, preferred name, address, phones and email with its verification (spec part 1 §2). */
export function PersonalDetailsSection({ user }: { user: CitizenUser }) {
  const t = usePersonalTexts()
  const strong = useAuthStatus()?.authLevel === 'STRONG'
  const [editing, setEditing] = useState(false)
  const [saved, setSaved] = useState(false)
  const startEditing = () => {
    if (!strong) return stepUpToStrongLogin('/personal-details')
    setSaved(false)
    setEditing(true)
  }

  return (
    <section className={styles.section} aria-labelledby="personal-details-title" data-qa="personal-details-section">
      <div className={styles.sectionHeader}>
        <h2 id="personal-details-title">{t.details.title}</h2>
        {editing ? null : (
          <Button onClick={startEditing} aria-label={t.details.editLabel} data-qa="edit-personal-details">
            {t.details.edit}
          </Button>
        )}
      </div>
      {strong ? null : <p data-qa="strong-login-needed">{t.strongLoginNeeded}</p>}
      <MissingInfoWarning user={user} />
      {saved ? (
        <Alert kind="success" data-qa="personal-details-saved">
          <p>{t.details.saved}</p>
        </Alert>
      ) : null}
      <dl className={styles.details}>
        <dt>{t.details.name}</dt>
        <dd data-qa="name">
          {user.firstName} {user.lastName}
        </dd>
        <dt>{t.details.address}</dt>
        <dd data-qa="address">
          {user.streetAddress}, {user.postalCode} {user.postOffice}
        </dd>
        {editing ? null : (
          <>
            <dt>{t.details.preferredName}</dt>
            <dd data-qa="view-preferred-name">{user.preferredName || givenNames(user.firstName)[0]}</dd>
            <dt>{t.details.phone}</dt>
            <dd data-qa="view-phone">{user.phone || t.details.none}</dd>
            <dt>{t.details.backupPhone}</dt>
            <dd data-qa="view-backup-phone">{user.backupPhone || t.details.none}</dd>
            <dt>{t.details.email}</dt>
            <dd data-qa="view-email">{user.email ?? t.details.none}</dd>
          </>
        )}
      </dl>
      {editing ? (
        <EditForm
          user={user}
          onDone={(didSave) => {
            setEditing(false)
            setSaved(didSave)
          }}
        />
      ) : (
        <EmailStatus user={user} strong={strong} />
      )}
    </section>
  )
}
