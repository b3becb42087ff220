import { Button, Checkbox, InputField } from '@pesa/shared'
import { Select } from '@pesa/shared/kit/select'
import { useApplicationsTexts } from '../../i18n'
import styles from '../../Applications.module.css'
import type { SectionProps } from './EditorSectionFrame'
import { emptyAddress } from './PersonFields'
import { emptyPerson } from './PersonFields'
import { FutureAddressFields } from './PersonFields'
import { PersonFields } from './PersonFields'

/** The child and the applicant from the register, their future addresses, contacts, the second guardian and the household. */
export function ContactSection({ details, form, change, error, problem, sections }: SectionProps) {
  const t = useApplicationsTexts().editor
  const { child, guardian } = form
  const touchedPaths = (path: string | undefined) => (path ? [path] : [])
  return (
    <>
      <h3>{t.childInfo}</h3>
      <dl className={styles.facts}>
        <dt>{t.name}</dt>
        <dd>
          {details.child.firstName} {details.child.lastName}
        </dd>
        <dt>{t.ssn}</dt>
        <dd>{details.child.socialSecurityNumber ?? t.none}</dd>
        <dt>{t.address}</dt>
        <dd>
          {details.child.streetAddress}, {details.child.postalCode} {details.child.postOffice}
        </dd>
      </dl>
      <Checkbox
        label={t.futureAddress}
        checked={child.futureAddress !== null}
        onChange={(on) => change((f) => void (f.child.futureAddress = on ? emptyAddress() : null))}
        data-qa="child-future-address"
      />
      {child.futureAddress ? (
        <FutureAddressFields
          prefix="child.futureAddress"
          address={child.futureAddress}
          onChange={(address, path) => change((f) => void (f.child.futureAddress = address), path)}
          error={error}
          problem={problem}
        />
      ) : null}

      <h3>{t.guardianInfo}</h3>
      <dl className={styles.facts}>
        <dt>{t.name}</dt>
        <dd>
          {details.guardian.firstName} {details.guardian.lastName}
        </dd>
      </dl>
      <InputField
        label={t.phone}
        type="tel"
        autoComplete="tel"
        value={guardian.phone}
        onChange={(phone) => change((f) => void (f.guardian.phone = phone), 'guardian.phone')}
        error={error('guardian.phone')}
        required
        data-qa="guardian-phone"
      />
      {details.verifiedEmail ? (
        <div>
          <InputField label={t.verifiedEmail} value={details.verifiedEmail} onChange={() => undefined} readOnly data-qa="verified-email" />
          <a href="/personal-details">{t.changeEmail}</a>
        </div>
      ) : (
        <>
          <InputField
            label={t.email}
            type="email"
            autoComplete="email"
            value={guardian.noEmail ? '' : guardian.email}
            readOnly={guardian.noEmail}
            onChange={(email) => change((f) => void (f.guardian.email = email), 'guardian.email')}
            error={guardian.noEmail ? undefined : error('guardian.email')}
            required={!guardian.noEmail}
            data-qa="guardian-email"
          />
          {guardian.noEmail ? null : (
            <InputField
              label={t.emailRepeat}
              type="email"
              autoComplete="email"
              value={guardian.emailRepeat}
              onChange={(emailRepeat) => change((f) => void (f.guardian.emailRepeat = emailRepeat), 'guardian.emailRepeat')}
              error={error('guardian.emailRepeat')}
              required
              data-qa="guardian-email-repeat"
            />
          )}
          <Checkbox
            label={t.noEmail}
            checked={guardian.noEmail}
            onChange={(noEmail) =>
              change(
                (f) => void Object.assign(f.guardian, { noEmail, email: noEmail ? '' : f.guardian.email, emailRepeat: noEmail ? '' : f.guardian.emailRepeat })
              )
            }
            data-qa="no-email"
          />
        </>
      )}
      <Checkbox
        label={t.guardianFutureAddress}
        checked={guardian.futureAddress !== null}
        onChange={(on) => change((f) => void (f.guardian.futureAddress = on ? emptyAddress() : null))}
        data-qa="guardian-future-address"
      />
      {guardian.futureAddress ? (
        <FutureAddressFields
          prefix="guardian.futureAddress"
          address={guardian.futureAddress}
          onChange={(address, path) => change((f) => void (f.guardian.futureAddress = address), path)}
          error={error}
          problem={problem}
        />
      ) : null}

      {sections.secondGuardian ? (
        <>
          <h3>{t.secondGuardian}</h3>
          <p>{t.secondGuardianInfo}</p>
          <Select
            label={t.agreement}
            options={(['AGREED', 'NOT_AGREED', 'RIGHT_TO_GET_NOTIFIED'] as const).map((value) => ({ value, label: t.agreementStatus[value] }))}
            value={form.secondGuardian.agreementStatus ?? undefined}
            placeholder={t.chooseOption}
            onChange={(value) =>
              change(
                (f) => void (f.secondGuardian.agreementStatus = (value as typeof f.secondGuardian.agreementStatus) ?? null),
                'secondGuardian.agreementStatus'
              )
            }
            error={error('secondGuardian.agreementStatus')}
            required
            data-qa="agreement-status"
          />
          {form.secondGuardian.agreementStatus === 'NOT_AGREED' ? (
            <div className={styles.nested}>
              <InputField
                label={t.secondGuardianPhone}
                type="tel"
                value={form.secondGuardian.phone}
                onChange={(phone) => change((f) => void (f.secondGuardian.phone = phone), 'secondGuardian.phone')}
                error={error('secondGuardian.phone')}
                data-qa="second-guardian-phone"
              />
              <InputField
                label={t.secondGuardianEmail}
                type="email"
                value={form.secondGuardian.email}
                onChange={(email) => change((f) => void (f.secondGuardian.email = email), 'secondGuardian.email')}
                error={error('secondGuardian.email')}
                data-qa="second-guardian-email"
              />
            </div>
          ) : null}
        </>
      ) : null}

      {sections.otherPeople ? (
        <>
          <Checkbox
            label={t.otherPartner}
            checked={form.otherPartner !== null}
            onChange={(on) => change((f) => void (f.otherPartner = on ? emptyPerson() : null))}
            data-qa="other-partner"
          />
          {form.otherPartner ? (
            <PersonFields
              prefix="otherPartner"
              person={form.otherPartner}
              onChange={(person, path) => change((f) => void (f.otherPartner = person), ...touchedPaths(path))}
              error={error}
            />
          ) : null}
          <Checkbox
            label={t.otherChildren}
            checked={form.otherChildren.length > 0}
            onChange={(on) => change((f) => void (f.otherChildren = on ? [emptyPerson()] : []))}
            data-qa="other-children"
          />
          {form.otherChildren.map((person, index) => (
            <div key={index}>
              <PersonFields
                prefix={`otherChildren.${index}`}
                person={person}
                onChange={(changed, path) => change((f) => void (f.otherChildren[index] = changed), ...touchedPaths(path))}
                error={error}
              />
              <Button onClick={() => change((f) => void f.otherChildren.splice(index, 1))}>{t.removeChild}</Button>
            </div>
          ))}
          {form.otherChildren.length > 0 ? <Button onClick={() => change((f) => void f.otherChildren.push(emptyPerson()))}>{t.addChild}</Button> : null}
        </>
      ) : null}
    </>
  )
}
