import { Alert, Button, Checkbox, InputField, RadioGroup, useCommonTexts, useLanguage } from '@pesa/shared'
import type { ApplicationDetails, ApplicationForm, ApplicationUnit } from '@pesa/shared/api/types'
import { DateInput } from '@pesa/shared/kit/date-input'
import { FileUpload } from '@pesa/shared/kit/file-upload'
import { Select } from '@pesa/shared/kit/select'
import { TimeInput } from '@pesa/shared/kit/time-input'
import {
  oneYearLater,
  selectableServiceNeedOptions,
  serviceNeedPlacementType,
  type ApplicationRuleContext,
  type ApplicationSections,
  type ValidationCode
} from '@pesa/shared/validators'
import { useState, type ReactNode } from 'react'
import { useApplicationsTexts } from '../../i18n'
import styles from '../Applications.module.css'
import { errorCounts, startsBeforeProcessingTime, type EditorSection } from './editor-rules'

export interface EditorFile {
  id: string
  name: string
  contentType?: string
  size?: number
  type: 'URGENCY' | 'EXTENDED_CARE'
}

/** What every section reads and how it changes the form. */
export interface SectionProps {
  details: ApplicationDetails
  form: ApplicationForm
  /** Applies a change and marks the paths touched (their errors show from then on) */
  change: (mutate: (form: ApplicationForm) => void, ...paths: string[]) => void
  /** The error a field shows: after a touch or a verify */
  error: (path: string) => ValidationCode | undefined
  /** What a parsed field could not read (a malformed date), by path: shown over "required" */
  problem: (path: string, code: ValidationCode | undefined) => void
  sections: ApplicationSections
  context: ApplicationRuleContext
}

type Address = NonNullable<ApplicationForm['child']['futureAddress']>
const emptyAddress = (): Address => ({ movingDate: null, street: '', postalCode: '', postOffice: '' })
const emptyPerson = () => ({ firstName: '', lastName: '', socialSecurityNumber: '' })

export function EditorSectionFrame({ id, title, count, children }: { id: EditorSection; title: string; count: number; children: ReactNode }) {
  const t = useApplicationsTexts().editor
  return (
    <section className={styles.section} aria-labelledby={`section-${id}`} data-qa={`section-${id}`}>
      <div className={styles.sectionHeader}>
        <h2 id={`section-${id}`}>{title}</h2>
        {count > 0 ? (
          <span className={styles.errorCount} data-qa="section-error-count">
            {t.errorCount(count)}
          </span>
        ) : null}
      </div>
      <div className={styles.fields}>{children}</div>
    </section>
  )
}

export { errorCounts }

function FutureAddressFields({
  prefix,
  address,
  onChange,
  error,
  problem
}: {
  prefix: string
  address: Address
  onChange: (address: Address, path: string) => void
  error: SectionProps['error']
  problem: SectionProps['problem']
}) {
  const t = useApplicationsTexts().editor
  return (
    <div className={styles.nested}>
      <DateInput
        label={t.movingDate}
        value={address.movingDate ?? undefined}
        onChange={(movingDate, code) => {
          problem(`${prefix}.movingDate`, code)
          onChange({ ...address, movingDate: movingDate ?? null }, `${prefix}.movingDate`)
        }}
        error={error(`${prefix}.movingDate`)}
        required
        data-qa={`${prefix}.movingDate`}
      />
      <InputField
        label={t.street}
        value={address.street}
        onChange={(street) => onChange({ ...address, street }, `${prefix}.street`)}
        error={error(`${prefix}.street`)}
        required
        data-qa={`${prefix}.street`}
      />
      <InputField
        label={t.postalCode}
        value={address.postalCode}
        inputMode="numeric"
        onChange={(postalCode) => onChange({ ...address, postalCode }, `${prefix}.postalCode`)}
        error={error(`${prefix}.postalCode`)}
        required
        data-qa={`${prefix}.postalCode`}
      />
      <InputField
        label={t.postOffice}
        value={address.postOffice}
        onChange={(postOffice) => onChange({ ...address, postOffice }, `${prefix}.postOffice`)}
        error={error(`${prefix}.postOffice`)}
        required
        data-qa={`${prefix}.postOffice`}
      />
    </div>
  )
}

/** Start date, urgency, daily times, part time, shift care, the service-need option and preschool's choices. */
export function ServiceNeedSection({
  details,
  form,
  change,
  error,
  problem,
  sections,
  context,
  today,
  files,
  onFilesChange,
  onUploadingChange,
  optionCleared,
  startDateValid
}: SectionProps & {
  startDateValid: boolean
  today: string
  files: EditorFile[]
  onFilesChange: (update: (files: EditorFile[]) => EditorFile[]) => void
  onUploadingChange: (count: number) => void
  optionCleared: boolean
}) {
  const t = useApplicationsTexts().editor
  const lang = useLanguage()
  const { preferences } = form
  const { serviceNeed } = preferences
  const placementType = serviceNeedPlacementType(context.type, sections.partTime && serviceNeed.partTime)
  const optionDate = sections.connectedDaycareStartDate ? preferences.connectedDaycarePreferredStartDate : preferences.preferredStartDate
  const options = selectableServiceNeedOptions(context.serviceNeedOptions, placementType, optionDate)
  const optionName = (option: (typeof options)[number]) => (lang === 'sv' ? option.nameSv : lang === 'en' ? option.nameEn : option.nameFi)
  const fileList = (type: EditorFile['type'], label: string) =>
    context.flags.urgencyAttachments ? (
      <FileUpload
        label={label}
        uploadPath={`/citizen/attachments/applications/${details.id}`}
        uploadQuery={{ type }}
        files={files.filter((file) => file.type === type)}
        onUploaded={(file) => onFilesChange((all) => [...all, { ...file, type }])}
        onDeleted={(id) => onFilesChange((all) => all.filter((file) => file.id !== id))}
        onUploadingChange={onUploadingChange}
        fileGroups={['IMAGE', 'DOCUMENT']}
        data-qa={`files-${type}`}
      />
    ) : null

  return (
    <>
      <DateInput
        label={t.startDate}
        hint={context.sentStartDate ? t.sentStartDateHint : t.startDateHint}
        value={preferences.preferredStartDate ?? undefined}
        min={context.sentStartDate ?? today}
        max={oneYearLater(today)}
        onChange={(date, code) => {
          problem('preferences.preferredStartDate', code)
          change((f) => {
            f.preferences.preferredStartDate = date ?? null
          }, 'preferences.preferredStartDate')
        }}
        error={error('preferences.preferredStartDate')}
        required
        data-qa="preferred-start-date"
      />
      {startsBeforeProcessingTime(details.type, preferences.preferredStartDate, today) ? (
        <Alert kind="info" data-qa="processing-time-warning">
          <p>{t.processingWarning}</p>
        </Alert>
      ) : null}
      {optionCleared ? (
        <Alert kind="warning" data-qa="option-cleared">
          <p>{t.optionCleared}</p>
        </Alert>
      ) : null}
      {!startDateValid ? (
        <p data-qa="start-date-first">{t.startDateFirst}</p>
      ) : (
        <>
          {sections.urgent ? (
            <>
              <Checkbox
                label={t.urgent}
                checked={preferences.urgent}
                onChange={(urgent) => change((f) => void (f.preferences.urgent = urgent), 'preferences.urgent')}
                aria-invalid={error('preferences.urgent') ? true : undefined}
                data-qa="urgent"
              />
              {preferences.urgent ? (
                <div className={styles.nested}>
                  <p>{t.urgentInfo}</p>
                  {fileList('URGENCY', t.urgencyFiles)}
                  {error('preferences.urgent') ? <span className={styles.fieldError}>{t.missingAttachments}</span> : null}
                </div>
              ) : null}
            </>
          ) : null}
          {sections.preparatory ? (
            <Checkbox
              label={t.preparatory}
              checked={preferences.preparatory}
              onChange={(preparatory) => change((f) => void (f.preferences.preparatory = preparatory))}
              data-qa="preparatory"
            />
          ) : null}
          {sections.connectedDaycare ? (
            <Checkbox
              label={t.connectedDaycare}
              checked={preferences.connectedDaycare}
              onChange={(connected) => change((f) => void (f.preferences.connectedDaycare = connected))}
              data-qa="connected-daycare"
            />
          ) : null}
          {sections.connectedDaycareStartDate ? (
            <DateInput
              label={t.connectedStartDate}
              value={preferences.connectedDaycarePreferredStartDate ?? undefined}
              min={preferences.preferredStartDate ?? today}
              onChange={(date, code) => {
                problem('preferences.connectedDaycarePreferredStartDate', code)
                change((f) => void (f.preferences.connectedDaycarePreferredStartDate = date ?? null), 'preferences.connectedDaycarePreferredStartDate')
              }}
              error={error('preferences.connectedDaycarePreferredStartDate')}
              required
              data-qa="connected-start-date"
            />
          ) : null}
          {sections.partTime ? (
            <Select
              label={t.partTime}
              options={[
                { value: 'FULL', label: t.fullDay },
                { value: 'PART', label: t.partDay }
              ]}
              value={serviceNeed.partTime ? 'PART' : 'FULL'}
              placeholder={false}
              onChange={(value) => change((f) => void (f.preferences.serviceNeed.partTime = value === 'PART'), 'preferences.serviceNeed.endTime')}
              data-qa="part-time"
            />
          ) : null}
          {sections.serviceNeedOption ? (
            <Select
              label={t.serviceNeedOption}
              options={options.map((option) => ({ value: option.id, label: optionName(option) }))}
              value={serviceNeed.serviceNeedOptionId ?? undefined}
              placeholder={t.chooseOption}
              onChange={(id) => change((f) => void (f.preferences.serviceNeed.serviceNeedOptionId = id ?? null), 'preferences.serviceNeed.serviceNeedOptionId')}
              error={error('preferences.serviceNeed.serviceNeedOptionId')}
              required
              data-qa="service-need-option"
            />
          ) : null}
          {sections.dailyTimes ? (
            <>
              <TimeInput
                label={t.startTime}
                value={serviceNeed.startTime || undefined}
                onChange={(time) => change((f) => void (f.preferences.serviceNeed.startTime = time ?? ''), 'preferences.serviceNeed.startTime')}
                error={error('preferences.serviceNeed.startTime')}
                required
                data-qa="start-time"
              />
              <TimeInput
                label={t.endTime}
                value={serviceNeed.endTime || undefined}
                onChange={(time) => change((f) => void (f.preferences.serviceNeed.endTime = time ?? ''), 'preferences.serviceNeed.endTime')}
                error={error('preferences.serviceNeed.endTime')}
                required
                data-qa="end-time"
              />
            </>
          ) : null}
          {sections.shiftCare ? (
            <>
              <Checkbox
                label={t.shiftCare}
                checked={serviceNeed.shiftCare}
                onChange={(shiftCare) => change((f) => void (f.preferences.serviceNeed.shiftCare = shiftCare), 'preferences.serviceNeed.shiftCare')}
                aria-invalid={error('preferences.serviceNeed.shiftCare') ? true : undefined}
                data-qa="shift-care"
              />
              {serviceNeed.shiftCare ? (
                <div className={styles.nested}>
                  <p>{t.shiftCareInfo}</p>
                  {fileList('EXTENDED_CARE', t.extendedCareFiles)}
                  {error('preferences.serviceNeed.shiftCare') ? <span className={styles.fieldError}>{t.missingAttachments}</span> : null}
                </div>
              ) : null}
            </>
          ) : null}
        </>
      )}
    </>
  )
}

const OTHER_SIBLING = 'OTHER'

/** Preferred units in order (moved by buttons, so by keyboard too), the map link and the sibling basis. */
export function UnitsSection({
  details,
  form,
  change,
  error,
  context,
  units,
  unitNames,
  dropped,
  startDateValid
}: SectionProps & { units: ApplicationUnit[] | undefined; unitNames: Map<string, string>; dropped: string[]; startDateValid: boolean }) {
  const t = useApplicationsTexts().editor
  const validation = useCommonTexts().validation
  const chosen = form.preferences.preferredUnits
  const nameOf = (id: string) => unitNames.get(id) ?? id
  const move = (index: number, by: number) =>
    change((f) => {
      const list = f.preferences.preferredUnits
      const [moved] = list.splice(index, 1)
      list.splice(index + by, 0, moved!)
    }, 'preferences.preferredUnits')
  const sibling = form.preferences.siblingBasis
  // The register's siblings are offered first; "another sibling" asks the name and identity code (spec part 1 §5)
  const listed = details.registerSiblings
  const picked = sibling && sibling.siblingSsn !== '' ? listed.find((candidate) => candidate.socialSecurityNumber === sibling.siblingSsn) : undefined
  const [other, setOther] = useState(() => sibling !== null && picked === undefined && (sibling.siblingName !== '' || sibling.siblingSsn !== ''))
  const siblingChoice = picked ? picked.socialSecurityNumber : other || listed.length === 0 ? OTHER_SIBLING : undefined
  const chooseSibling = (value: string) => {
    const chosen = listed.find((candidate) => candidate.socialSecurityNumber === value)
    setOther(chosen === undefined)
    change(
      (f) =>
        void (f.preferences.siblingBasis = chosen
          ? { siblingName: chosen.name, siblingSsn: chosen.socialSecurityNumber, siblingUnit: context.type === 'PRESCHOOL' ? chosen.unitName : '' }
          : { siblingName: '', siblingSsn: '', siblingUnit: '' }),
      ...(chosen ? ['preferences.siblingBasis.siblingName', 'preferences.siblingBasis.siblingSsn', 'preferences.siblingBasis.siblingUnit'] : [])
    )
  }
  return (
    <>
      {!startDateValid ? (
        <p data-qa="units-wait">{t.startDateFirst}</p>
      ) : (
        <>
          {dropped.length > 0 ? (
            <Alert kind="warning" data-qa="units-dropped">
              <p>{t.unitsDropped(dropped.map(nameOf).join(', '))}</p>
            </Alert>
          ) : null}
          <p>{t.unitsHint(context.maxPreferredUnits)}</p>
          <a href="/map" target="_blank" rel="noopener" data-qa="map-link">
            {t.mapLink}
          </a>
          <ol className={styles.unitList} aria-label={t.units} data-qa="preferred-units">
            {chosen.map((id, index) => (
              <li key={id} data-qa="preferred-unit">
                <span className={styles.unitName}>
                  {index + 1}. {nameOf(id)}
                  {error(`preferences.preferredUnits.${index}`) ? (
                    <span className={styles.fieldError}> — {validation[error(`preferences.preferredUnits.${index}`)!]}</span>
                  ) : null}
                </span>
                <Button onClick={() => move(index, -1)} disabled={index === 0} aria-label={t.moveUp(nameOf(id))}>
                  ↑
                </Button>
                <Button onClick={() => move(index, 1)} disabled={index === chosen.length - 1} aria-label={t.moveDown(nameOf(id))}>
                  ↓
                </Button>
                <Button
                  onClick={() => change((f) => void f.preferences.preferredUnits.splice(index, 1), 'preferences.preferredUnits')}
                  aria-label={t.removeUnit(nameOf(id))}
                  data-qa="remove-unit"
                >
                  ✕
                </Button>
              </li>
            ))}
          </ol>
          {chosen.length < context.maxPreferredUnits ? (
            <Select
              label={t.addUnit}
              options={(units ?? [])
                .filter((unit) => !chosen.includes(unit.id))
                .map((unit) => ({ value: unit.id, label: `${unit.name}, ${unit.streetAddress}` }))}
              value={undefined}
              placeholder={t.chooseUnit}
              onChange={(id) => id && change((f) => void f.preferences.preferredUnits.push(id), 'preferences.preferredUnits')}
              error={error('preferences.preferredUnits')}
              data-qa="add-unit"
            />
          ) : error('preferences.preferredUnits') ? (
            <span className={styles.fieldError}>{validation[error('preferences.preferredUnits')!]}</span>
          ) : null}
        </>
      )}
      <Checkbox
        label={t.siblingBasis}
        checked={sibling !== null}
        onChange={(on) => change((f) => void (f.preferences.siblingBasis = on ? { siblingName: '', siblingSsn: '', siblingUnit: '' } : null))}
        data-qa="sibling-basis"
      />
      {sibling ? (
        <div className={styles.nested}>
          {listed.length > 0 ? (
            <RadioGroup
              legend={t.siblingChoice}
              name="sibling"
              options={[
                ...listed.map((candidate) => ({ value: candidate.socialSecurityNumber, label: candidate.name })),
                { value: OTHER_SIBLING, label: t.otherSibling }
              ]}
              value={siblingChoice}
              onChange={chooseSibling}
              data-qa="sibling-choice"
            />
          ) : null}
          {siblingChoice === OTHER_SIBLING ? (
            <>
              <InputField
                label={t.siblingName}
                value={sibling.siblingName}
                onChange={(siblingName) => change((f) => void (f.preferences.siblingBasis!.siblingName = siblingName), 'preferences.siblingBasis.siblingName')}
                error={error('preferences.siblingBasis.siblingName')}
                required
                data-qa="sibling-name"
              />
              <InputField
                label={t.siblingSsn}
                value={sibling.siblingSsn}
                maxLength={11}
                onChange={(ssn) =>
                  change(
                    (f) => void (f.preferences.siblingBasis!.siblingSsn = ssn.toUpperCase()),
                    ...(ssn.length >= 11 ? ['preferences.siblingBasis.siblingSsn'] : [])
                  )
                }
                error={error('preferences.siblingBasis.siblingSsn')}
                required
                data-qa="sibling-ssn"
              />
            </>
          ) : null}
          {context.type === 'PRESCHOOL' ? (
            <InputField
              label={t.siblingUnit}
              value={sibling.siblingUnit}
              onChange={(siblingUnit) => change((f) => void (f.preferences.siblingBasis!.siblingUnit = siblingUnit), 'preferences.siblingBasis.siblingUnit')}
              error={error('preferences.siblingBasis.siblingUnit')}
              required
              data-qa="sibling-unit"
            />
          ) : null}
        </div>
      ) : null}
    </>
  )
}

function PersonFields({
  prefix,
  person,
  onChange,
  error
}: {
  prefix: string
  person: ReturnType<typeof emptyPerson>
  onChange: (person: ReturnType<typeof emptyPerson>, path?: string) => void
  error: SectionProps['error']
}) {
  const t = useApplicationsTexts().editor
  return (
    <div className={styles.nested}>
      <InputField
        label={t.firstName}
        value={person.firstName}
        onChange={(firstName) => onChange({ ...person, firstName }, `${prefix}.firstName`)}
        error={error(`${prefix}.firstName`)}
        required
        data-qa={`${prefix}.firstName`}
      />
      <InputField
        label={t.lastName}
        value={person.lastName}
        onChange={(lastName) => onChange({ ...person, lastName }, `${prefix}.lastName`)}
        error={error(`${prefix}.lastName`)}
        required
        data-qa={`${prefix}.lastName`}
      />
      <InputField
        label={t.ssn}
        value={person.socialSecurityNumber}
        maxLength={11}
        onChange={(ssn) => onChange({ ...person, socialSecurityNumber: ssn.toUpperCase() }, ssn.length >= 11 ? `${prefix}.socialSecurityNumber` : undefined)}
        error={error(`${prefix}.socialSecurityNumber`)}
        required
        data-qa={`${prefix}.socialSecurityNumber`}
      />
    </div>
  )
}

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

/** Allergies and diet (not clubs), support, free text, the fee and the club's questions. */
export function AdditionalSection({ form, change, error, sections }: SectionProps) {
  const t = useApplicationsTexts().editor
  const club = useApplicationsTexts().club
  return (
    <>
      {sections.clubDetails ? (
        <>
          <p>{club.fee}</p>
          <p>{club.term}</p>
          <Checkbox
            label={t.wasOnClubCare}
            checked={form.clubDetails.wasOnClubCare}
            onChange={(on) => change((f) => void (f.clubDetails.wasOnClubCare = on))}
            data-qa="was-on-club-care"
          />
          <Checkbox
            label={t.wasOnDaycare}
            checked={form.clubDetails.wasOnDaycare}
            onChange={(on) => change((f) => void (f.clubDetails.wasOnDaycare = on))}
            data-qa="was-on-daycare"
          />
        </>
      ) : null}
      {sections.allergiesAndDiet ? (
        <>
          <InputField
            label={t.allergies}
            value={form.child.allergies}
            onChange={(allergies) => change((f) => void (f.child.allergies = allergies))}
            data-qa="allergies"
          />
          <InputField label={t.diet} value={form.child.diet} onChange={(diet) => change((f) => void (f.child.diet = diet))} data-qa="diet" />
        </>
      ) : null}
      <Checkbox
        label={t.assistanceNeeded}
        checked={form.child.assistanceNeeded}
        onChange={(on) => change((f) => void (f.child.assistanceNeeded = on))}
        data-qa="assistance-needed"
      />
      {form.child.assistanceNeeded ? (
        <InputField
          label={t.assistanceDescription}
          value={form.child.assistanceDescription}
          onChange={(description) => change((f) => void (f.child.assistanceDescription = description), 'child.assistanceDescription')}
          error={error('child.assistanceDescription')}
          required
          data-qa="assistance-description"
        />
      ) : null}
      {sections.maxFee ? (
        <Checkbox
          label={t.maxFeeAccepted}
          checked={form.maxFeeAccepted}
          onChange={(on) => change((f) => void (f.maxFeeAccepted = on))}
          data-qa="max-fee-accepted"
        />
      ) : null}
      <InputField label={t.otherInfo} value={form.otherInfo} onChange={(otherInfo) => change((f) => void (f.otherInfo = otherInfo))} data-qa="other-info" />
    </>
  )
}
