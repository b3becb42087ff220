import { Button, buttonClassName, StrongLoginLink, useAuthStatus, useLanguage } from '@pesa/shared'
import type { AbsenceApplication, Child, ServiceApplication } from '@pesa/shared/api/types'
import { Loaded, useSubmit } from '@pesa/shared/forms'
import { ConfirmDialog } from '@pesa/shared/kit/confirm-dialog'
import { formatFinnishDate } from '@pesa/shared/validators'
import { useState } from 'react'
import { Link } from 'react-router'
import { useChildrenTexts } from '../i18n'
import { cancelAbsenceApplication, cancelServiceApplication, useAbsenceApplications, useServiceApplications } from '../queries'
import { dateOf, serviceApplicationOpen } from '../rules'
import { optionName } from './ServiceNeedSection'
import styles from '../Children.module.css'

/** Long preschool absence applications: status, the rejection's reason, cancel while waiting (spec part 2 §3, §4). */
export function AbsenceApplicationsSection({ childId }: { childId: string }) {
  const t = useChildrenTexts().children.absenceApplications
  const result = useAbsenceApplications(childId)
  return (
    <>
      <p>
        <Link to={`/children/${childId}/absence-application`} className={buttonClassName('primary')} data-qa="new-absence-application">
          {t.new}
        </Link>
      </p>
      <Loaded result={result}>
        {(applications) =>
          applications.length === 0 ? (
            <p>{t.none}</p>
          ) : (
            <ul className={styles.list} data-qa="absence-applications">
              {applications.map((application) => (
                <AbsenceApplicationItem key={application.id} childId={childId} application={application} />
              ))}
            </ul>
          )
        }
      </Loaded>
    </>
  )
}

function AbsenceApplicationItem({ childId, application }: { childId: string; application: AbsenceApplication }) {
  const t = useChildrenTexts().children.absenceApplications
  return (
    <li className={styles.item} data-qa={`absence-application-${application.id}`}>
      <h3>
        {formatFinnishDate(application.startDate)}–{formatFinnishDate(application.endDate)}
      </h3>
      <dl className={styles.facts}>
        <dt>{t.reason}</dt>
        <dd>{application.description}</dd>
        <dt>{t.sent}</dt>
        <dd>
          {dateOf(application.createdAt)}
          {application.createdByName ? ` (${application.createdByName})` : ''}
        </dd>
        <dt>{t.status}</dt>
        <dd data-qa="application-status">{t.statuses[application.status]}</dd>
        {application.rejectedReason ? (
          <>
            <dt>{t.rejectedReason}</dt>
            <dd data-qa="application-rejected-reason">{application.rejectedReason}</dd>
          </>
        ) : null}
      </dl>
      {application.actions.includes('DELETE') ? (
        <CancelButton
          label={t.cancel}
          question={t.confirmCancel}
          confirmLabel={t.confirmCancelButton}
          action={() => cancelAbsenceApplication(childId, application.id)}
        />
      ) : null}
    </li>
  )
}

/** Service need change applications with their decisions; a new one while none is undecided (spec part 2 §3, §4). */
export function ServiceApplicationsSection({ child }: { child: Child }) {
  const t = useChildrenTexts().children.serviceApplications
  const result = useServiceApplications(child.id)
  return (
    <Loaded result={result}>
      {(applications) => (
        <>
          {serviceApplicationOpen(applications) ? (
            <p data-qa="service-application-open">{t.openExists}</p>
          ) : child.serviceApplicationCreationPossible ? (
            <p>
              <Link to={`/children/${child.id}/service-application`} className={buttonClassName('primary')} data-qa="new-service-application">
                {t.new}
              </Link>
            </p>
          ) : null}
          {applications.length === 0 ? (
            <p>{t.none}</p>
          ) : (
            <ul className={styles.list} data-qa="service-applications">
              {applications.map((application) => (
                <ServiceApplicationItem key={application.id} application={application} />
              ))}
            </ul>
          )}
        </>
      )}
    </Loaded>
  )
}

function ServiceApplicationItem({ application }: { application: ServiceApplication }) {
  const t = useChildrenTexts().children.serviceApplications
  const lang = useLanguage()
  const weak = useAuthStatus()?.authLevel !== 'STRONG'
  const { decision } = application
  return (
    <li className={styles.item} data-qa={`service-application-${application.id}`}>
      <h3>{optionName(application.serviceNeedOption, lang)}</h3>
      <dl className={styles.facts}>
        <dt>{t.startDate}</dt>
        <dd>{formatFinnishDate(application.startDate)}</dd>
        <dt>{t.sent}</dt>
        <dd>
          {dateOf(application.sentAt)} ({application.personName})
        </dd>
        {application.additionalInfo ? (
          <>
            <dt>{t.additionalInfo}</dt>
            <dd>{application.additionalInfo}</dd>
          </>
        ) : null}
        <dt>{t.status}</dt>
        <dd data-qa="application-status">
          {decision ? `${t.statuses[decision.status]} · ${t.decided(decision.decidedByName, dateOf(decision.decidedAt))}` : t.undecided}
        </dd>
        {decision?.rejectedReason ? (
          <>
            <dt>{t.rejectedReason}</dt>
            <dd data-qa="application-rejected-reason">{decision.rejectedReason}</dd>
          </>
        ) : null}
      </dl>
      {application.permittedActions.includes('DELETE') && weak ? (
        // Cancelling a service application is STRONG (spec part 2 §2): a weak login identifies first and comes back.
        <p>
          <StrongLoginLink returnPath={`/children/${application.childId}`} dataQa="cancel-application-strong-login">
            {t.cancel}
          </StrongLoginLink>
        </p>
      ) : null}
      {application.permittedActions.includes('DELETE') && !weak ? (
        <CancelButton
          label={t.cancel}
          question={t.confirmCancel}
          confirmLabel={t.confirmCancelButton}
          action={() => cancelServiceApplication(application.childId, application.id)}
        />
      ) : null}
    </li>
  )
}

/** Cancel, asked first; a failure gets the forms' generic dialog and the dialog stays for another try. */
function CancelButton({ label, question, confirmLabel, action }: { label: string; question: string; confirmLabel: string; action: () => Promise<void> }) {
  const t = useChildrenTexts().children
  const [confirming, setConfirming] = useState(false)
  const submission = useSubmit<void, never, never>({ action, onSuccess: () => setConfirming(false) })
  return (
    <div className={styles.actions}>
      <Button onClick={() => setConfirming(true)} data-qa="cancel-application">
        {label}
      </Button>
      {confirming ? (
        <ConfirmDialog
          title={question}
          confirmLabel={confirmLabel}
          cancelLabel={t.cancel}
          onConfirm={submission.submit}
          onCancel={() => setConfirming(false)}
          data-qa="cancel-application-dialog"
        />
      ) : null}
      {submission.dialog}
    </div>
  )
}
