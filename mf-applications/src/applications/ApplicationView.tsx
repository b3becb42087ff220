import { Link, useParams } from 'react-router'
import { buttonClassName, useMunicipalityConfig } from '@pesa/shared'
import type { ApplicationDetails, ApplicationForm } from '@pesa/shared/api/types'
import { applicationSections, formatFinnishDate } from '@pesa/shared/validators'
import { FileUpload } from '@pesa/shared/kit/file-upload'
import { Loaded } from '@pesa/shared/forms'
import { useApplicationsTexts } from './i18n'
import { useApplication } from './queries'
import { displayStatus } from './status'
import styles from './Applications.module.css'

const date = (value: string | null) => (value ? formatFinnishDate(value) : '–')

type Address = NonNullable<ApplicationForm['child']['futureAddress']>
const addressText = (address: Address) => `${address.street}, ${address.postalCode} ${address.postOffice} (${date(address.movingDate)})`

/**
 * The application as read (spec part 1 §2 "read-only view", and the editor's summary before
 * sending): basics, service need and units for every reader; for the applicant also every
 * other section the editor asked (spec part 1 §4: the guardian checks all they answered before
 * confirming): contact details, future addresses, the other guardian's agreement, the household,
 * allergies and diet (not clubs), support need, other information, the fee acceptance, the club's
 * questions, and the files.
 */
export function ApplicationSummaryView({
  details,
  form,
  unitNames
}: {
  details: ApplicationDetails
  form: ApplicationForm
  unitNames: (id: string) => string
}) {
  const t = useApplicationsTexts()
  const e = t.editor
  const yesNo = (value: boolean) => (value ? e.yes : e.no)
  const { preferences } = form
  const { serviceNeed } = preferences
  const { featureFlags } = useMunicipalityConfig()
  const sections = applicationSections(form, {
    type: details.type,
    flags: featureFlags,
    hasOtherGuardian: details.hasOtherGuardian,
    otherGuardianLivesInSameAddress: details.otherGuardianLivesInSameAddress
  })
  return (
    <div data-qa="application-view">
      <section className={styles.section} aria-labelledby="view-basics">
        <h2 id="view-basics">{t.view.basics}</h2>
        <dl className={styles.facts}>
          <dt>{t.view.type}</dt>
          <dd data-qa="view-type">{t.type[details.type]}</dd>
          <dt>{e.child}</dt>
          <dd data-qa="view-child">
            {details.child.firstName} {details.child.lastName}
          </dd>
          <dt>{t.view.status}</dt>
          <dd data-qa="view-status">{t.status[displayStatus(details.status, false)]}</dd>
          <dt>{t.view.created}</dt>
          <dd>{formatFinnishDate(details.createdAt.slice(0, 10))}</dd>
          <dt>{t.view.sent}</dt>
          <dd>{date(details.sentDate)}</dd>
          <dt>{t.view.applicant}</dt>
          <dd>
            {details.guardian.firstName} {details.guardian.lastName}
          </dd>
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="view-service-need">
        <h2 id="view-service-need">{e.sections.serviceNeed}</h2>
        <dl className={styles.facts}>
          <dt>{e.startDate}</dt>
          <dd data-qa="view-start-date">{date(preferences.preferredStartDate)}</dd>
          {details.type === 'DAYCARE' ? (
            <>
              <dt>{e.urgent}</dt>
              <dd>{yesNo(preferences.urgent)}</dd>
              <dt>{e.partTime}</dt>
              <dd>{serviceNeed.partTime ? e.partDay : e.fullDay}</dd>
            </>
          ) : null}
          {details.type === 'PRESCHOOL' ? (
            <>
              <dt>{e.connectedDaycare}</dt>
              <dd>{yesNo(preferences.connectedDaycare)}</dd>
              <dt>{e.preparatory}</dt>
              <dd>{yesNo(preferences.preparatory)}</dd>
            </>
          ) : null}
          {serviceNeed.startTime ? (
            <>
              <dt>{e.startTime}</dt>
              <dd data-qa="view-times">
                {serviceNeed.startTime}–{serviceNeed.endTime}
              </dd>
              <dt>{e.shiftCare}</dt>
              <dd>{yesNo(serviceNeed.shiftCare)}</dd>
            </>
          ) : null}
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="view-units">
        <h2 id="view-units">{e.sections.units}</h2>
        <ol data-qa="view-units">
          {preferences.preferredUnits.map((id) => (
            <li key={id}>{unitNames(id)}</li>
          ))}
        </ol>
        {preferences.siblingBasis ? (
          <p>
            {e.siblingBasis}: {preferences.siblingBasis.siblingName}
          </p>
        ) : null}
      </section>
      {details.isApplicant ? (
        <>
          <section className={styles.section} aria-labelledby="view-contact" data-qa="view-contact">
            <h2 id="view-contact">{e.sections.contact}</h2>
            <dl className={styles.facts}>
              <dt>{e.phone}</dt>
              <dd>{form.guardian.phone}</dd>
              <dt>{e.email}</dt>
              <dd>{details.verifiedEmail ?? (form.guardian.noEmail ? e.noEmail : form.guardian.email)}</dd>
              {form.child.futureAddress ? (
                <>
                  <dt>{e.futureAddress}</dt>
                  <dd data-qa="view-child-future-address">{addressText(form.child.futureAddress)}</dd>
                </>
              ) : null}
              {form.guardian.futureAddress ? (
                <>
                  <dt>{e.guardianFutureAddress}</dt>
                  <dd data-qa="view-guardian-future-address">{addressText(form.guardian.futureAddress)}</dd>
                </>
              ) : null}
              {sections.secondGuardian ? (
                <>
                  <dt>{e.agreement}</dt>
                  <dd data-qa="view-agreement">{form.secondGuardian.agreementStatus ? e.agreementStatus[form.secondGuardian.agreementStatus] : e.none}</dd>
                  <dt>{e.secondGuardianPhone}</dt>
                  <dd>{form.secondGuardian.phone || e.none}</dd>
                  <dt>{e.secondGuardianEmail}</dt>
                  <dd>{form.secondGuardian.email || e.none}</dd>
                </>
              ) : null}
              {sections.otherPeople ? (
                <>
                  <dt>{e.otherPartnerTitle}</dt>
                  <dd data-qa="view-other-partner">
                    {form.otherPartner ? `${form.otherPartner.firstName} ${form.otherPartner.lastName}, ${form.otherPartner.socialSecurityNumber}` : e.none}
                  </dd>
                  <dt>{e.otherChildren}</dt>
                  <dd data-qa="view-other-children">
                    {form.otherChildren.length > 0
                      ? form.otherChildren.map((child) => `${child.firstName} ${child.lastName}, ${child.socialSecurityNumber}`).join('; ')
                      : e.none}
                  </dd>
                </>
              ) : null}
            </dl>
          </section>
          <section className={styles.section} aria-labelledby="view-additional" data-qa="view-additional">
            <h2 id="view-additional">{e.sections.additional}</h2>
            <dl className={styles.facts}>
              {sections.clubDetails ? (
                <>
                  <dt>{e.wasOnClubCare}</dt>
                  <dd>{yesNo(form.clubDetails.wasOnClubCare)}</dd>
                  <dt>{e.wasOnDaycare}</dt>
                  <dd>{yesNo(form.clubDetails.wasOnDaycare)}</dd>
                </>
              ) : null}
              {sections.allergiesAndDiet ? (
                <>
                  <dt>{e.allergies}</dt>
                  <dd>{form.child.allergies || e.none}</dd>
                  <dt>{e.diet}</dt>
                  <dd>{form.child.diet || e.none}</dd>
                </>
              ) : null}
              <dt>{e.assistanceNeeded}</dt>
              <dd data-qa="view-assistance">{form.child.assistanceNeeded ? `${e.yes}: ${form.child.assistanceDescription}` : e.no}</dd>
              {sections.maxFee ? (
                <>
                  <dt>{e.maxFeeAccepted}</dt>
                  <dd data-qa="view-max-fee">{yesNo(form.maxFeeAccepted)}</dd>
                </>
              ) : null}
              <dt>{e.otherInfo}</dt>
              <dd data-qa="view-other-info">{form.otherInfo || e.none}</dd>
            </dl>
          </section>
          {details.attachments.length > 0 ? (
            <section className={styles.section} aria-labelledby="view-files">
              <h2 id="view-files">{t.view.attachments}</h2>
              <FileUpload
                label={t.view.attachments}
                uploadPath={`/citizen/attachments/applications/${details.id}`}
                files={details.attachments}
                onUploaded={() => undefined}
                onDeleted={() => undefined}
                readOnly
                data-qa="view-files"
              />
            </section>
          ) : null}
        </>
      ) : null}
    </div>
  )
}

/** /applications/{id}: the read-only view. */
export function ReadPage() {
  const t = useApplicationsTexts()
  const { applicationId } = useParams()
  return (
    <div className={styles.page} data-qa="application-read-page">
      <Loaded result={useApplication(applicationId!)} page>
        {(details) => {
          const names = new Map(details.preferredUnits.map((unit) => [unit.id, unit.name]))
          return (
            <>
              <h1>{t.editor.title[details.type]}</h1>
              <ApplicationSummaryView details={details} form={details.form} unitNames={(id) => names.get(id) ?? id} />
              <div className={styles.actions}>
                <Link className={buttonClassName()} to="/applications" data-qa="back-to-list">
                  {t.view.back}
                </Link>
                {details.permittedActions.includes('UPDATE') ? (
                  <Link className={buttonClassName('primary')} to={`/applications/${details.id}/edit`} data-qa="edit-from-view">
                    {t.view.edit}
                  </Link>
                ) : null}
              </div>
            </>
          )
        }}
      </Loaded>
    </div>
  )
}
