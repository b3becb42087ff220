import { useState } from 'react'
import { Link, Navigate, useNavigate, useParams } from 'react-router'
import { Alert, Button, buttonClassName, RadioGroup, useMunicipalityConfig } from '@pesa/shared'
import type { ApplicationChild, ApplicationType } from '@pesa/shared/api/types'
import { combineResults, Loaded, SubmitForm, useSubmit } from '@pesa/shared/forms'
import { HANDLED_ERRORS } from './expected-errors'
import { useApplicationsTexts } from './i18n'
import { newApplication, useActivePlacements, useApplicationChildren, useDuplicates } from './queries'
import styles from './Applications.module.css'

/** The kinds the municipality takes (spec part 1 §2 "New application page"). */
function useAvailableTypes(): ApplicationType[] {
  const { featureFlags } = useMunicipalityConfig()
  return (['DAYCARE', 'PRESCHOOL', 'CLUB'] as const).filter(
    (type) => (type !== 'PRESCHOOL' || featureFlags.preschool) && (type !== 'CLUB' || !featureFlags.hideClubApplication)
  )
}

function TypeChoice({ child }: { child: ApplicationChild }) {
  const t = useApplicationsTexts()
  const navigate = useNavigate()
  const types = useAvailableTypes()
  const [type, setType] = useState<ApplicationType>()
  const submission = useSubmit({
    action: () => newApplication(child.id, type!),
    onSuccess: (id) => navigate(`/applications/${id}/edit`),
    expectedErrors: HANDLED_ERRORS.createApplication
  })
  return (
    <Loaded result={combineResults(useDuplicates(child.id), useActivePlacements(child.id))}>
      {([duplicates, placements]) => {
        const duplicate = type !== undefined && duplicates[type]
        return (
          <SubmitForm submission={submission} data-qa="new-application-form">
            <RadioGroup
              legend={t.create.typeLegend}
              name="type"
              options={types.map((value) => ({ value, label: t.type[value] }))}
              value={type}
              onChange={setType}
              data-qa="application-type"
            />
            {type ? <p data-qa="type-description">{t.typeDescription[type]}</p> : null}
            {duplicate ? (
              <Alert kind="warning" data-qa="duplicate-warning">
                <p>{t.create.duplicate}</p>
              </Alert>
            ) : null}
            {type && !duplicate && placements[type] ? (
              <Alert kind="info" data-qa="transfer-notice">
                <p>{t.create.transfer}</p>
              </Alert>
            ) : null}
            {submission.error ? (
              <Alert kind="error" data-qa="create-error">
                <p>{t.errors[submission.error]}</p>
              </Alert>
            ) : null}
            <div className={styles.actions}>
              <Button type="submit" variant="primary" disabled={!type || duplicate} busy={submission.busy} data-qa="create-application">
                {t.create.create}
              </Button>
              <Link className={buttonClassName()} to="/applications" data-qa="cancel-new-application">
                {t.create.cancel}
              </Link>
            </div>
          </SubmitForm>
        )
      }}
    </Loaded>
  )
}

/** /applications/new and /applications/new/{childId}: the child (asked first when not given), then the type. */
export function NewApplicationPage() {
  const t = useApplicationsTexts()
  const { childId } = useParams()
  const navigate = useNavigate()
  return (
    <div className={styles.page} data-qa="new-application-page">
      <h1>{t.create.title}</h1>
      <Loaded result={useApplicationChildren()} page>
        {(all) => {
          const children = all.filter((child) => child.duplicateOf === null)
          if (!childId)
            return (
              <RadioGroup
                legend={t.create.chooseChild}
                name="child"
                options={children.map((child) => ({ value: child.id, label: `${child.firstName} ${child.lastName}` }))}
                value={undefined}
                onChange={(id) => navigate(`/applications/new/${id}`)}
                data-qa="choose-child"
              />
            )
          const child = children.find((candidate) => candidate.id === childId)
          if (!child) return <Navigate to="/applications" replace />
          return (
            <>
              <h2 data-qa="child-name">
                {child.firstName} {child.lastName}
              </h2>
              <TypeChoice key={child.id} child={child} />
            </>
          )
        }}
      </Loaded>
    </div>
  )
}
