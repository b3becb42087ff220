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
import {
  emptyTimes,
  fixedScheduleNotes,
  initialForm,
  keysWithoutTimes,
  outsideHours,
  timesKeyOf,
  toRequest,
  validateForm,
  writableDays,
  type DayTimes,
  type ReservationForm,
  type Repetition
} from '../reservation-form'
import { ChildrenAndDates } from './ChildrenAndDates'
import { TimesFields } from './TimesFields'
import { NoTimesChoice } from './NoTimesChoice'

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
 * every input and reads the calendar again (§8). Days of fixed-schedule children only are asked
 * present, absent or not set instead of times, and a fixed-schedule child is named with why it has
 * no times (mf-calendar/src/calendar/DECISIONS.md, "Fixed-schedule children in the reservation modal").
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
  const setTimes = (key: string, value: DayTimes) =>
    setForm((current) =>
      key === 'daily'
        ? { ...current, daily: value }
        : current.repetition === 'WEEKLY'
          ? { ...current, weekly: { ...current.weekly, [key]: value } }
          : { ...current, irregular: { ...current.irregular, [key]: value } }
    )
  const weekdays = [...new Set(days.map((d) => isoWeekday(d.date)))].sort()
  const withoutTimes = keysWithoutTimes(form, data)
  // The overnight hint is about times: not shown when no day of the range asks any.
  const timesAsked = days.length === 0 || days.some((d) => !withoutTimes.has(timesKeyOf(form, d.date)))
  const answer = (key: string, legend: string, value: DayTimes | undefined) =>
    withoutTimes.has(key) ? (
      <NoTimesChoice key={key} timesKey={key} legend={legend} value={value} onChange={(v) => setTimes(key, v)} />
    ) : (
      <TimesFields key={key} timesKey={key} legend={legend} value={value ?? emptyTimes()} onChange={(v) => setTimes(key, v)} errors={errors} />
    )

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
        {fixedScheduleNotes(form, data).map(({ childId, beside }) => (
          <p key={childId} data-qa={`reservation-fixed-schedule-${childId}`}>
            {beside ? t.fixedScheduleBeside(childName(data, childId)) : t.fixedSchedule(childName(data, childId))}
          </p>
        ))}
        {timesAsked ? <p>{t.overnight}</p> : null}
        {form.repetition === 'DAILY' ? answer('daily', t.repetitions.DAILY, form.daily) : null}
        {form.repetition === 'WEEKLY' ? weekdays.map((weekday) => answer(String(weekday), t.weekdays[weekday - 1]!, form.weekly[weekday])) : null}
        {form.repetition === 'IRREGULAR'
          ? days.map((day) => answer(day.date, dateLabel.format(new Date(`${day.date}T12:00:00Z`)), form.irregular[day.date]))
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
