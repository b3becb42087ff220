import { useEffect, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { Alert, Button, buttonClassName, NotFoundPage, useLanguage, useMunicipalityConfig } from '@pesa/shared'
import type { ServiceApplicationOption } from '@pesa/shared/api/children'
import { focusFirstInvalid, Loaded, SubmitForm, useSubmit } from '@pesa/shared/forms'
import { DateInput, type DateProblem } from '@pesa/shared/kit/date-input'
import { LeavePageWarning } from '@pesa/shared/kit/leave-page-warning'
import { Select } from '@pesa/shared/kit/select'
import { useChildrenTexts } from '../i18n'
import type { ChildFormsErrorCode } from '../i18n/fi'
import { TEXT_LIMITS } from '@pesa/shared/api/limits'
import { TextArea } from '@pesa/shared/kit/text-area'
import { today } from '@pesa/shared/dates'
import { FormPage } from './FormPage'
import { sendServiceApplication, useServiceApplications, useServiceOptions } from './queries'
import { emptyServiceApplication, hasServiceInput, keepValidOption, needsExplanation, validateServiceApplicationForm, type ServiceField } from './service-form'
import styles from './Forms.module.css'

/** The server's refusals that belong to one field: shown there until the guardian changes it. */
const FIELD_OF: Partial<Record<ChildFormsErrorCode, ServiceField>> = {
  SERVICE_APPLICATION_NO_PLACEMENT: 'startDate',
  SERVICE_NEED_OPTION_INVALID: 'serviceNeedOptionId'
}

const optionName = (option: ServiceApplicationOption, lang: 'fi' | 'sv' | 'en') =>
  lang === 'sv' ? option.nameSv : lang === 'en' ? option.nameEn : option.nameFi

function ServiceForm({ childId }: { childId: string }) {
  const t = useChildrenTexts().childForms
  const lang = useLanguage()
  const navigate = useNavigate()
  const [form, setForm] = useState(emptyServiceApplication)
  const [dateProblem, setDateProblem] = useState<DateProblem>()
  const [refusal, setRefusal] = useState<ChildFormsErrorCode>()
  const [sent, setSent] = useState(false)
  // The options are read only for a date that can be sent; each date has its own.
  const optionsDate = form.startDate !== undefined && dateProblem === undefined ? form.startDate : undefined
  const options = useServiceOptions(childId, optionsDate)

  const loadedOptions = options.data
  useEffect(() => {
    if (loadedOptions) setForm((current) => keepValidOption(current, loadedOptions))
  }, [loadedOptions])

  const submission = useSubmit<void, ChildFormsErrorCode, ServiceField>({
    validate: () => validateServiceApplicationForm(form, dateProblem, today()),
    action: () =>
      sendServiceApplication({
        childId,
        startDate: form.startDate!,
        serviceNeedOptionId: form.optionId!,
        additionalInfo: form.additionalInfo.trim()
      }),
    onSuccess: () => {
      // Sent: the way back to the child is not a loss of input.
      setSent(true)
      void navigate(`/children/${childId}`)
    },
    expectedErrors: ['SERVICE_APPLICATION_NO_PLACEMENT', 'SERVICE_NEED_OPTION_INVALID', 'SERVICE_APPLICATION_ALREADY_OPEN', 'SERVICE_APPLICATIONS_DISABLED'],
    onExpectedError: setRefusal,
    countsChanged: true
  })
  const containerRef = submission.containerRef
  useEffect(() => {
    if (refusal && FIELD_OF[refusal]) focusFirstInvalid(containerRef.current)
  }, [refusal, containerRef])

  const change = (field: ServiceField, next: typeof form) => {
    setForm(next)
    if (refusal && FIELD_OF[refusal] === field) setRefusal(undefined)
  }
  // After a failed send the kit checks again at every change (the forms' one behaviour).
  const errorAt = (field: ServiceField) => (refusal && FIELD_OF[refusal] === field ? t.errors[refusal] : submission.fieldErrors[field])
  const explain = needsExplanation(form.startDate)
  // Send is not held back by a field's error (pressing it shows what is wrong); only a date with
  // no placement to change leaves nothing to send (spec part 2 §5).
  const ready = options.data?.length !== 0

  return (
    <SubmitForm submission={submission} data-qa="service-application-form">
      <LeavePageWarning when={!sent && hasServiceInput(form)} />
      <DateInput
        label={t.service.startDate}
        hint={t.service.startHint}
        value={form.startDate}
        min={today()}
        onChange={(startDate, problem) => {
          change('startDate', { ...form, startDate })
          setDateProblem(problem)
        }}
        error={errorAt('startDate')}
        required
        data-qa="service-start-date"
      />
      {explain ? (
        <Alert kind="warning" data-qa="explain-date">
          <p>{t.service.explainDate}</p>
        </Alert>
      ) : null}
      {optionsDate === undefined ? (
        <p data-qa="choose-date-first">{t.service.chooseDateFirst}</p>
      ) : (
        <Loaded result={options}>
          {(list) =>
            list.length === 0 ? (
              <Alert kind="info" data-qa="no-suitable-placement">
                <p>{t.service.noPlacement}</p>
              </Alert>
            ) : (
              <Select
                label={t.service.option}
                options={list.map((option) => ({ value: option.id, label: optionName(option, lang) }))}
                value={form.optionId}
                onChange={(optionId) => change('serviceNeedOptionId', { ...form, optionId })}
                error={errorAt('serviceNeedOptionId')}
                required
                data-qa="service-option"
              />
            )
          }
        </Loaded>
      )}
      <TextArea
        label={t.service.additionalInfo}
        maxLength={TEXT_LIMITS.ServiceApplicationRequest.additionalInfo}
        value={form.additionalInfo}
        onChange={(additionalInfo) => change('additionalInfo', { ...form, additionalInfo })}
        error={errorAt('additionalInfo')}
        required={explain}
        data-qa="service-additional-info"
      />
      {refusal && !FIELD_OF[refusal] ? (
        <Alert kind="error" data-qa="service-application-refused">
          <p>{t.errors[refusal]}</p>
        </Alert>
      ) : null}
      <div className={styles.actions}>
        <Link className={buttonClassName('secondary')} to={`/children/${childId}`} data-qa="cancel-application">
          {t.cancel}
        </Link>
        <Button variant="primary" type="submit" disabled={!ready} busy={submission.busy} data-qa="send-application">
          {t.send}
        </Button>
      </div>
    </SubmitForm>
  )
}

/**
 * `/children/:childId/service-application`: a service need change (spec part 2 §2, §5); only with
 * the feature on. The child's applications tell whether the child is the guardian's (else not
 * found) and whether one is still undecided: then there is nothing to fill in.
 */
export function ServiceApplicationPage() {
  const t = useChildrenTexts().childForms
  const { childId = '' } = useParams()
  const { featureFlags } = useMunicipalityConfig()
  const applications = useServiceApplications(featureFlags.serviceApplications ? childId : null)
  if (!featureFlags.serviceApplications) return <NotFoundPage />
  return (
    <FormPage childId={childId} title={t.service.title}>
      <p className={styles.intro}>{t.service.intro}</p>
      <Loaded result={applications} page>
        {(list) =>
          list.some((application) => application.decision === null) ? (
            <Alert kind="info" data-qa="service-application-open">
              <p>{t.errors.SERVICE_APPLICATION_ALREADY_OPEN}</p>
            </Alert>
          ) : (
            <ServiceForm childId={childId} />
          )
        }
      </Loaded>
    </FormPage>
  )
}
