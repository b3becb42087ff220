import { useEffect, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { Alert, Button, buttonClassName, Checkbox, NotFoundPage, useMunicipalityConfig } from '@pesa/shared'
import type { AbsenceApplicationRange } from '@pesa/shared/api/children'
import { focusFirstInvalid, Loaded, SubmitForm, useSubmit } from '@pesa/shared/forms'
import { DateRangeInput, type DateRangeProblems } from '@pesa/shared/kit/date-range-input'
import { LeavePageWarning } from '@pesa/shared/kit/leave-page-warning'
import { useChildrenTexts } from '../i18n'
import type { ChildFormsErrorCode } from '../i18n/fi'
import { absenceDateBounds, emptyAbsenceApplication, hasAbsenceInput, rangeTexts, validateAbsenceApplicationForm, type AbsenceField } from './absence-form'
import { TEXT_LIMITS } from '@pesa/shared/api/limits'
import { TextArea } from '@pesa/shared/kit/text-area'
import { today } from '@pesa/shared/dates'
import { FormPage } from './FormPage'
import { sendAbsenceApplication, useAbsenceRanges } from './queries'
import styles from './Forms.module.css'

function AbsenceForm({ childId, ranges }: { childId: string; ranges: AbsenceApplicationRange[] }) {
  const t = useChildrenTexts().childForms
  const navigate = useNavigate()
  const [form, setForm] = useState(emptyAbsenceApplication)
  const [problems, setProblems] = useState<DateRangeProblems>({})
  // The server's refusal of the range: no preschool in it, or days another application already asks for.
  const [serverRangeError, setServerRangeError] = useState<'ABSENCE_APPLICATION_RANGE_INVALID' | 'ABSENCE_APPLICATION_OVERLAPS'>()
  const [sent, setSent] = useState(false)
  const bounds = absenceDateBounds(ranges, today())
  const validate = () => validateAbsenceApplicationForm(form, problems, ranges, today())

  const submission = useSubmit<void, ChildFormsErrorCode, AbsenceField>({
    validate,
    action: () => sendAbsenceApplication({ childId, startDate: form.start!, endDate: form.end!, description: form.description.trim() }),
    onSuccess: () => {
      // Sent: the way back to the child is not a loss of input.
      setSent(true)
      void navigate(`/children/${childId}`)
    },
    expectedErrors: ['ABSENCE_APPLICATION_RANGE_INVALID', 'ABSENCE_APPLICATION_OVERLAPS'],
    onExpectedError: (code) => setServerRangeError(code === 'ABSENCE_APPLICATION_OVERLAPS' ? code : 'ABSENCE_APPLICATION_RANGE_INVALID'),
    countsChanged: true
  })
  // After a failed send the kit checks again at every change (the forms' one behaviour).
  const errors = submission.fieldErrors
  // The client's range check and the server's range refusal say the same: no preschool in the period.
  const rangeError =
    serverRangeError === 'ABSENCE_APPLICATION_OVERLAPS'
      ? t.errors.ABSENCE_APPLICATION_OVERLAPS
      : errors.startDate === 'DATE_UNSELECTABLE' || serverRangeError
        ? t.absence.invalidDateRange
        : undefined
  const containerRef = submission.containerRef
  useEffect(() => {
    if (serverRangeError) focusFirstInvalid(containerRef.current)
  }, [serverRangeError, containerRef])

  if (ranges.length === 0)
    return (
      <Alert kind="info" data-qa="no-absence-ranges">
        <p>{t.absence.noRanges}</p>
      </Alert>
    )
  return (
    <SubmitForm submission={submission} data-qa="absence-application-form">
      <LeavePageWarning when={!sent && hasAbsenceInput(form)} />
      <DateRangeInput
        legend={t.absence.range}
        startLabel={t.absence.start}
        endLabel={t.absence.end}
        value={{ start: form.start, end: form.end }}
        onChange={(range, rangeProblems) => {
          setForm((current) => ({ ...current, ...range }))
          setProblems(rangeProblems)
          setServerRangeError(undefined)
        }}
        min={bounds.min}
        max={bounds.max}
        errors={{ start: rangeError ?? errors.startDate, end: errors.endDate }}
        required
        data-qa="absence-range"
      />
      <p className={styles.intro} data-qa="absence-ranges">
        {t.absence.ranges(rangeTexts(ranges).join(', '))}
      </p>
      <TextArea
        label={t.absence.description}
        maxLength={TEXT_LIMITS.AbsenceApplicationRequest.description}
        value={form.description}
        onChange={(description) => setForm((current) => ({ ...current, description }))}
        error={errors.description}
        required
        data-qa="absence-description"
      />
      <div className={styles.checkbox}>
        <Checkbox
          label={t.absence.confirm}
          checked={form.confirmed}
          onChange={(confirmed) => setForm((current) => ({ ...current, confirmed }))}
          error={errors.confirmed}
          data-qa="absence-confirm"
        />
      </div>
      <div className={styles.actions}>
        <Link className={buttonClassName('secondary')} to={`/children/${childId}`} data-qa="cancel-application">
          {t.cancel}
        </Link>
        <Button variant="primary" type="submit" busy={submission.busy} data-qa="send-application">
          {t.send}
        </Button>
      </div>
    </SubmitForm>
  )
}

/** `/children/:childId/absence-application`: a long preschool absence (spec part 2 §2, §5); only with the feature on. */
export function AbsenceApplicationPage() {
  const t = useChildrenTexts().childForms
  const { childId = '' } = useParams()
  const { featureFlags } = useMunicipalityConfig()
  const ranges = useAbsenceRanges(featureFlags.absenceApplications ? childId : null)
  if (!featureFlags.absenceApplications) return <NotFoundPage />
  return (
    <FormPage childId={childId} title={t.absence.title}>
      <p className={styles.intro}>{t.absence.intro}</p>
      <Loaded result={ranges} page>
        {(list) => <AbsenceForm childId={childId} ranges={list} />}
      </Loaded>
    </FormPage>
  )
}
