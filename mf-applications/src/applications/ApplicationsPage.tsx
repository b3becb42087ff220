import { useState } from 'react'
import { Link, useLocation } from 'react-router'
import { Alert, Button, buttonClassName, Modal, useMunicipalityConfig } from '@pesa/shared'
import type { ApplicationsOfChild, ApplicationSummary } from '@pesa/shared/api/types'
import { formatFinnishDate } from '@pesa/shared/validators'
import { Loaded, useSubmit } from '@pesa/shared/forms'
import { ConfirmDialog } from '@pesa/shared/kit/confirm-dialog'
import { getApplicationProcessMetadata } from '@pesa/shared/api/decisions'
import { HANDLED_ERRORS } from './expected-errors'
import { useApplicationsTexts } from './i18n'
import { ProcessMetadataDetails } from '../common/process-metadata/ProcessMetadataDetails'
import { refreshApplicationList, removeApplication, useApplicationsByGuardian } from './queries'
import { displayStatus, showsDecisionsLink } from './status'
import styles from './Applications.module.css'

/** What the list says after an action elsewhere: navigation state from the editor. */
export type ListNotice = 'sent' | 'updated' | 'draftSaved' | 'removed' | 'cancelled'

function ApplicationRow({ summary, child, onDone }: { summary: ApplicationSummary; child: ApplicationsOfChild; onDone: (notice: ListNotice) => void }) {
  const t = useApplicationsTexts()
  const { featureFlags } = useMunicipalityConfig()
  const [confirming, setConfirming] = useState(false)
  const [metadata, setMetadata] = useState(false)
  const [refused, setRefused] = useState(false)
  const id = summary.applicationId
  const actions = child.permittedActions[id] ?? []
  const decidable = child.decidableApplications.includes(id)
  const draft = summary.applicationStatus === 'CREATED'
  const removal = useSubmit({
    action: () => removeApplication(id),
    onSuccess: () => {
      setConfirming(false)
      onDone(draft ? 'removed' : 'cancelled')
    },
    // Staff took the application up after the list was read (spec part 1 §8 deleteUnprocessedApplicationError):
    // the confirmation closes, the list is read again and a dialog says why
    expectedErrors: HANDLED_ERRORS.deleteApplication,
    onExpectedError: () => {
      setConfirming(false)
      setRefused(true)
      void refreshApplicationList()
    },
    countsChanged: true
  })
  const confirmTexts = draft ? t.list.confirmRemove : t.list.confirmCancel
  return (
    <li className={styles.application} data-qa={`application-${id}`}>
      <h3 className={styles.applicationTitle}>
        <span data-qa="application-type">{t.type[summary.type]}</span>
        {summary.transferApplication ? (
          <span className={styles.chip} data-qa="transfer">
            {t.list.transfer}
          </span>
        ) : null}
      </h3>
      <dl className={styles.facts}>
        <dt>{t.list.startDate}</dt>
        <dd data-qa="start-date">{summary.startDate ? formatFinnishDate(summary.startDate) : '–'}</dd>
        <dt>{t.list.createdDate}</dt>
        <dd data-qa="created-date">{formatFinnishDate(summary.createdDate)}</dd>
        <dt>{t.list.status}</dt>
        <dd data-qa="status">{t.status[displayStatus(summary.applicationStatus, decidable)]}</dd>
        {summary.isApplicant ? null : (
          <>
            <dt>{t.view.applicant}</dt>
            <dd>{t.list.byOtherGuardian}</dd>
          </>
        )}
        {metadata ? (
          <>
            <dt>{t.list.applicationId}</dt>
            <dd data-qa="metadata">{id}</dd>
            <dt>{t.list.sentDate}</dt>
            <dd>{summary.sentDate ? formatFinnishDate(summary.sentDate) : '–'}</dd>
          </>
        ) : null}
      </dl>
      {metadata ? (
        <ProcessMetadataDetails swrKey={`process-metadata/applications/${id}`} load={() => getApplicationProcessMetadata({ params: { applicationId: id } })} />
      ) : null}
      <div className={styles.actions}>
        {actions.includes('UPDATE') ? (
          <Link className={buttonClassName('primary')} to={`/applications/${id}/edit`} data-qa="edit-application">
            {t.list.edit}
          </Link>
        ) : (
          <Link className={buttonClassName()} to={`/applications/${id}`} data-qa="open-application">
            {t.list.open}
          </Link>
        )}
        {actions.includes('DELETE') ? (
          <Button onClick={() => setConfirming(true)} data-qa={draft ? 'remove-application' : 'cancel-application'}>
            {draft ? t.list.remove : t.list.cancel}
          </Button>
        ) : null}
        {showsDecisionsLink(summary.applicationStatus, actions, decidable) ? (
          <Link className={buttonClassName()} to={`/decisions/by-application/${id}`} data-qa="decisions-link">
            {t.list.decisions}
          </Link>
        ) : null}
        {featureFlags.showMetadataToCitizen ? (
          <Button onClick={() => setMetadata(!metadata)} aria-expanded={metadata} data-qa="metadata-toggle">
            {metadata ? t.list.hideMetadata : t.list.showMetadata}
          </Button>
        ) : null}
      </div>
      {confirming ? (
        <ConfirmDialog
          title={confirmTexts.title}
          confirmLabel={confirmTexts.confirm}
          cancelLabel={t.editor.cancel}
          onConfirm={removal.submit}
          onCancel={() => setConfirming(false)}
          data-qa="confirm-remove"
        >
          <p>{confirmTexts.text}</p>
        </ConfirmDialog>
      ) : null}
      {removal.dialog}
      {refused ? (
        <Modal
          title={t.list.removeFailed.title}
          role="alertdialog"
          onClose={() => setRefused(false)}
          data-qa="remove-failed"
          actions={
            <Button variant="primary" onClick={() => setRefused(false)} data-qa="remove-failed-ok">
              {t.list.removeFailed.ok}
            </Button>
          }
        >
          <p>{t.list.removeFailed.text}</p>
        </Modal>
      ) : null}
    </li>
  )
}

/** /applications: a card per child with its applications and a link to a new one (spec part 1 §2). */
export function ApplicationsPage() {
  const t = useApplicationsTexts()
  const location = useLocation()
  const [notice, setNotice] = useState<ListNotice | undefined>((location.state as { notice?: ListNotice } | null)?.notice)
  return (
    <div className={styles.page} data-qa="applications-page">
      <h1>{t.sections.applications}</h1>
      <p>{t.list.intro}</p>
      {notice ? (
        <Alert kind="success" data-qa="applications-notice">
          <p>{t.list[notice]}</p>
        </Alert>
      ) : null}
      <Loaded result={useApplicationsByGuardian()} page>
        {(children) => {
          const shown = children.filter((child) => child.duplicateOf === null)
          if (shown.length === 0) return <p data-qa="no-children">{t.list.noChildren}</p>
          return shown.map((child) => (
            <section key={child.childId} className={styles.card} aria-labelledby={`child-${child.childId}`} data-qa={`child-${child.childId}`}>
              <div className={styles.cardHeader}>
                <h2 id={`child-${child.childId}`}>{child.childName}</h2>
                <Link
                  className={buttonClassName()}
                  to={`/applications/new/${child.childId}`}
                  aria-label={t.list.newApplicationFor(child.childName)}
                  data-qa="new-application"
                >
                  {t.list.newApplication}
                </Link>
              </div>
              {child.applicationSummaries.length === 0 ? (
                <p>{t.list.noApplications}</p>
              ) : (
                <ul className={styles.applications}>
                  {child.applicationSummaries.map((summary) => (
                    <ApplicationRow key={summary.applicationId} summary={summary} child={child} onDone={setNotice} />
                  ))}
                </ul>
              )}
            </section>
          ))
        }}
      </Loaded>
    </div>
  )
}
