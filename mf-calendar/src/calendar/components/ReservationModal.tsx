import { Alert, Button, Modal, RadioGroup, useLanguage } from '@pesa/shared'
import type { ReservationsResponse } from '@pesa/shared/api/types'
import { useSubmit } from '@pesa/shared/forms'
import { isoWeekday } from '@pesa/shared/dates'
import { hasErrors } from '@pesa/shared/validators'
import { useState, type RefObject } from 'react'
import { useCalendarTexts } from '../i18n'
import type { CalendarErrorCode } from '../i18n/fi'
import { saveReservations, refreshReservations } from '../queries'
import { savedUnlessRefused, type Refusal } from '../refusal'
import { childName } from '../children'
import { RefusalAlert } from './RefusalAlert'
import { emptyTimes, initialForm, outsideHours, toRequest, validateForm, writableDays, type ReservationForm, type Repetition } from '../reservation-form'
import { ChildrenAndDates } from './ChildrenAndDates'
import { TimesFields } from './TimesFields'

interface ReservationModalProps {
  data: ReservationsResponse
  startDate?: string
  endDate?: string
  onClose: () => void
}

const REPETITIONS: Repetition[] = ['DAILY', 'WEEKLY', 'IRREGULAR']

/**
 * Reservations for several children over a date range (spec part 2 §2, §5): the same times daily,
 * per weekday or per date. Save stays disabled until the shared validator passes; a refusal keeps
 * every input and reads the calendar again (§8).
 */
export default function ReservationModal({ data, startDate, endDate, onClose }: ReservationModalProps) {
  const texts = useCalendarTexts()
  const t = texts.reservation
  const lang = useLanguage()
  const [form, setForm] = useState<ReservationForm>(() =>
    initialForm(
      data.children.map((c) => c.id),
      startDate ?? data.reservableRange.start,
      endDate
    )
  )
  const errors = validateForm(form, data)
  // A refusal naming days (§8) keeps the modal open: nothing was saved, the days and reasons are listed.
  const [refusal, setRefusal] = useState<Refusal>()
  const submission = useSubmit<boolean, CalendarErrorCode>({
    action: async () => {
      setRefusal(undefined)
      return savedUnlessRefused(
        () => saveReservations(toRequest(form, data).request),
        (refused) => {
          setRefusal(refused)
          void refreshReservations()
        }
      )
    },
    onSuccess: (saved) => (saved ? onClose() : undefined),
    expectedErrors: ['NON_RESERVABLE_DAYS', 'OUTSIDE_OPENING_HOURS', 'RESERVATION_TIMES_REQUIRED', 'ABSENCE_NOT_EDITABLE'],
    onExpectedError: () => void refreshReservations()
  })
  const days = writableDays(form, data)
  const dateLabel = new Intl.DateTimeFormat(lang, { weekday: 'short', day: 'numeric', month: 'numeric', timeZone: 'UTC' })
  const setTimes = (key: string, value: ReturnType<typeof emptyTimes>) =>
    setForm((current) =>
      key === 'daily'
        ? { ...current, daily: value }
        : current.repetition === 'WEEKLY'
          ? { ...current, weekly: { ...current.weekly, [key]: value } }
          : { ...current, irregular: { ...current.irregular, [key]: value } }
    )
  const weekdays = [...new Set(days.map((d) => isoWeekday(d.date)))].sort()

  return (
    <Modal
      title={t.title}
      onClose={onClose}
      data-qa="reservation-modal"
      actions={
        <>
          <Button variant="primary" busy={submission.busy} disabled={hasErrors(errors)} onClick={() => void submission.submit()} data-qa="reservation-save">
            {t.save}
          </Button>
          <Button onClick={onClose} data-qa="reservation-cancel">
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
          min={data.reservableRange.start}
          endError={errors.end}
          onChange={(change) => setForm((current) => ({ ...current, ...change }))}
          qa="reservation"
        />
        {form.start && form.end && days.length === 0 ? (
          <Alert kind="info" data-qa="no-reservable-days">
            <p>{t.noDays}</p>
          </Alert>
        ) : null}
        <RadioGroup
          legend={t.repetition}
          options={REPETITIONS.map((value) => ({ value, label: t.repetitions[value] }))}
          value={form.repetition}
          onChange={(repetition) => setForm((current) => ({ ...current, repetition }))}
          name="repetition"
        />
        <p>{t.overnight}</p>
        {form.repetition === 'DAILY' ? (
          <TimesFields timesKey="daily" legend={t.repetitions.DAILY} value={form.daily} onChange={(v) => setTimes('daily', v)} errors={errors} />
        ) : null}
        {form.repetition === 'WEEKLY'
          ? weekdays.map((weekday) => (
              <TimesFields
                key={weekday}
                timesKey={String(weekday)}
                legend={t.weekdays[weekday - 1]!}
                value={form.weekly[weekday] ?? emptyTimes()}
                onChange={(v) => setTimes(String(weekday), v)}
                errors={errors}
              />
            ))
          : null}
        {form.repetition === 'IRREGULAR'
          ? days.map((day) => (
              <TimesFields
                key={day.date}
                timesKey={day.date}
                legend={dateLabel.format(new Date(`${day.date}T12:00:00Z`))}
                value={form.irregular[day.date] ?? emptyTimes()}
                onChange={(v) => setTimes(day.date, v)}
                errors={errors}
              />
            ))
          : null}
        {outsideHours(form, data).map((outside) => (
          <Alert key={`${outside.childId}/${outside.start}`} kind="error" data-qa={`reservation-outside-hours-${outside.childId}`}>
            <p>{texts.day.outsideHours(childName(data, outside.childId), outside.start, outside.end)}</p>
          </Alert>
        ))}
      </div>
      {refusal ? <RefusalAlert refusal={refusal} data={data} qa="reservation" /> : null}
      {submission.error ? (
        <Alert kind="error" title={t.failed} data-qa={`reservation-error-${submission.error}`}>
          <p>{texts.errors[submission.error]}</p>
        </Alert>
      ) : null}
      {submission.dialog}
    </Modal>
  )
}
