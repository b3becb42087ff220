import { Alert, Button, isOffline, Modal, RadioGroup, useMunicipalityConfig } from '@pesa/shared'
import type { ReservationsResponse } from '@pesa/shared/api/types'
import { useSubmit } from '@pesa/shared/forms'
import { hasErrors } from '@pesa/shared/validators'
import { useState, type RefObject } from 'react'
import { useCalendarTexts } from '../i18n'
import type { CalendarErrorCode } from '../i18n/fi'
import {
  absenceWarnings,
  childrenNeedingApplication,
  operationalDatesRequest,
  plannedAbsenceOffered,
  toAbsenceRequest,
  validateAbsenceForm,
  type AbsenceForm,
  type AbsenceType
} from '../absence-form'
import { refreshReservations, saveAbsences, usePreschoolOperationalDates } from '../queries'
import { childName } from '../children'
import { savedUnlessRefused, type Refusal } from '../refusal'
import { ChildrenAndDates } from './ChildrenAndDates'
import { useAbsenceQueue } from './AbsenceQueue'
import { RefusalAlert } from './RefusalAlert'

interface AbsenceModalProps {
  data: ReservationsResponse
  today: string
  initialDate?: string
  onClose: () => void
}

/**
 * Full-day absences of the chosen children over a date range (spec part 2 §5, §8), with the
 * warnings the spec names; over five preschool days blocks saving with a link to the application.
 */
export default function AbsenceModal({ data, today, initialDate, onClose }: AbsenceModalProps) {
  const texts = useCalendarTexts()
  const t = texts.absence
  const { featureFlags } = useMunicipalityConfig()
  const [form, setForm] = useState<AbsenceForm>({
    childIds: data.children.map((c) => c.id),
    start: initialDate ?? today,
    end: initialDate ?? today,
    absenceType: undefined
  })
  const errors = validateAbsenceForm(form)
  const warnings = absenceWarnings(form, data, today)
  // The server counts the preschool days of any range, loaded or not; until it answers the server's own check guards the save.
  const needApplication = childrenNeedingApplication(usePreschoolOperationalDates(operationalDatesRequest(form, data, today)).data)
  const types: AbsenceType[] = plannedAbsenceOffered(featureFlags.citizenShiftCareAbsence, data)
    ? ['SICKLEAVE', 'OTHER_ABSENCE', 'PLANNED_ABSENCE']
    : ['SICKLEAVE', 'OTHER_ABSENCE']
  // A refusal naming days (§8: a holiday period not open, past days…) keeps the modal open: nothing was saved.
  const [refusal, setRefusal] = useState<Refusal>()
  const { queue } = useAbsenceQueue()
  const submission = useSubmit<boolean, CalendarErrorCode>({
    action: async () => {
      setRefusal(undefined)
      const request = toAbsenceRequest(form)!
      // Offline (issue 37 §2): the absence waits on this device and is sent, with the same checks, when the network returns.
      if (isOffline()) return queue(request).then(() => true)
      try {
        return await savedUnlessRefused(
          () => saveAbsences(request),
          (refused) => {
            setRefusal(refused)
            void refreshReservations()
          }
        )
      } catch (caught) {
        if (!isOffline(caught)) throw caught
        return queue(request).then(() => true)
      }
    },
    onSuccess: (saved) => (saved ? onClose() : undefined),
    expectedErrors: ['ATTENDANCE_ALREADY_EXISTS', 'ABSENCE_APPLICATION_REQUIRED'],
    onExpectedError: () => void refreshReservations()
  })

  return (
    <Modal
      title={t.title}
      onClose={onClose}
      data-qa="absence-modal"
      actions={
        <>
          <Button
            variant="primary"
            busy={submission.busy}
            disabled={hasErrors(errors) || needApplication.length > 0}
            onClick={() => void submission.submit()}
            data-qa="absence-save"
          >
            {t.save}
          </Button>
          <Button onClick={onClose} data-qa="absence-cancel">
            {t.cancel}
          </Button>
        </>
      }
    >
      <div ref={submission.containerRef as RefObject<HTMLDivElement | null>}>
        <ChildrenAndDates
          data={data}
          texts={t}
          value={form}
          min={today}
          endError={errors.end}
          onChange={(change) => setForm((current) => ({ ...current, ...change }))}
          qa="absence"
        />
        <RadioGroup
          legend={t.type}
          options={types.map((value) => ({ value, label: texts.absenceTypes[value] }))}
          value={form.absenceType}
          onChange={(absenceType) => setForm((current) => ({ ...current, absenceType }))}
          name="absence-type"
        />
      </div>
      {needApplication.map((childId) => (
        <Alert key={childId} kind="error" data-qa={`absence-application-needed-${childId}`}>
          <p>{t.needApplication(childName(data, childId))}</p>
          <p>
            <a href={`/children/${childId}/absence-application`}>{t.applicationLink}</a>
          </p>
        </Alert>
      ))}
      {warnings.locked ? (
        <Alert kind="warning" data-qa="absence-locked">
          <p>{t.locked}</p>
        </Alert>
      ) : null}
      {warnings.closedHolidayPeriod ? (
        <Alert kind="warning" data-qa="absence-closed-holiday-period">
          <p>{t.closedHolidayPeriod}</p>
        </Alert>
      ) : null}
      {refusal ? <RefusalAlert refusal={refusal} data={data} qa="absence" /> : null}
      {submission.error ? (
        <Alert kind="error" data-qa={`absence-error-${submission.error}`}>
          <p>{texts.errors[submission.error]}</p>
        </Alert>
      ) : null}
      {submission.dialog}
    </Modal>
  )
}
