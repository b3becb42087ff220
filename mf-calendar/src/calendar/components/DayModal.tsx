import { Alert, Button, Modal, useLanguage } from '@pesa/shared'
import type { CitizenCalendarEvent, ReservationsResponse } from '@pesa/shared/api/types'
import { addDays } from '@pesa/shared/dates'
import { useSubmit } from '@pesa/shared/forms'
import { formatFinnishDate, hasErrors } from '@pesa/shared/validators'
import { useEffect, useRef, useState, type RefObject } from 'react'
import { useCalendarTexts } from '../i18n'
import type { CalendarErrorCode } from '../i18n/fi'
import { absencesEditable, childDayState, reservationsEditable } from '../day-state'
import { dayEditRequest, initialDayEdit, overnightMorning, validateDayEdit, type DayEdit } from '../day-edit'
import { childName } from '../children'
import { refreshReservations, saveReservations } from '../queries'
import { savedUnlessRefused, type Refusal } from '../refusal'
import { RefusalAlert } from './RefusalAlert'
import { TimesFields } from './TimesFields'
import { bookedTimesOfDay, eventsOfDay, eventsWithoutCareDay } from '../events'
import { icsUrl } from '../queries'
import { DiscussionTime } from './DiscussionTime'
import styles from './Calendar.module.css'

interface DayModalProps {
  data: ReservationsResponse
  events: CitizenCalendarEvent[]
  date: string
  today: string
  onNavigate: (date: string) => void
  onOpen: (params: Record<string, string>) => void
  onClose: () => void
}

/**
 * One day (spec part 2 §2, §4): per child the state, reservations, realized attendances, absence,
 * events with their .ics files and booked discussion times; edit and absence actions. Edit turns
 * the modal itself into edit mode for that day: per child its own times, absence or "not set";
 * save sends that day of the children changed only (day-edit.ts), cancel sends nothing.
 */
export function DayModal({ data, events, date, today, onNavigate, onOpen, onClose }: DayModalProps) {
  const t = useCalendarTexts()
  const lang = useLanguage()
  const day = data.days.find((d) => d.date === date)
  const [edit, setEdit] = useState<DayEdit>()
  const [refusal, setRefusal] = useState<Refusal>()
  const errors = edit ? validateDayEdit(data, date, edit) : {}
  // After save or cancel the view comes back with focus on Edit, where the guardian was (§8).
  const refocus = useRef(false)
  const leaveEdit = () => {
    refocus.current = true
    setEdit(undefined)
    setRefusal(undefined)
  }
  useEffect(() => {
    if (edit !== undefined || !refocus.current) return
    const button = document.querySelector<HTMLElement>('[data-qa="day-modal"] [data-qa="day-edit"]')
    if (!button) return
    refocus.current = false
    button.focus()
  })
  const submission = useSubmit<boolean, CalendarErrorCode>({
    action: async () => {
      setRefusal(undefined)
      const request = edit ? dayEditRequest(data, date, edit) : []
      if (request.length === 0) return true
      return savedUnlessRefused(
        () => saveReservations(request),
        (refused) => {
          setRefusal(refused)
          void refreshReservations()
        }
      )
    },
    onSuccess: (saved) => (saved ? leaveEdit() : undefined),
    expectedErrors: ['NON_RESERVABLE_DAYS', 'OUTSIDE_OPENING_HOURS', 'RESERVATION_TIMES_REQUIRED', 'ABSENCE_NOT_EDITABLE'],
    onExpectedError: () => void refreshReservations()
  })
  const hoursOf = (childId: string) => {
    const hours = day?.children.find((c) => c.childId === childId)?.reservableTimeRange
    return hours && 'range' in hours ? hours.range : undefined
  }
  const title = new Intl.DateTimeFormat(lang, { weekday: 'long', day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`)
  )
  const eventBlock = (event: CitizenCalendarEvent) => (
    <div key={event.id} data-qa={`day-event-${event.id}`}>
      <p>
        <strong>{event.title}</strong>
        {event.period.start !== event.period.end ? ` (${t.events.period(formatFinnishDate(event.period.start), formatFinnishDate(event.period.end))})` : ''}
      </p>
      {event.description ? <p>{event.description}</p> : null}
      <p>
        <a href={icsUrl.event(event.id)} download data-qa="event-ics">
          {t.events.ics(event.title)}
        </a>
      </p>
    </div>
  )
  const inData = (offset: number) => data.days.some((d) => d.date === addDays(date, offset))
  return (
    <Modal
      title={title}
      onClose={onClose}
      data-qa="day-modal"
      actions={
        edit ? (
          <>
            <Button variant="primary" busy={submission.busy} disabled={hasErrors(errors)} onClick={() => void submission.submit()} data-qa="day-save">
              {t.day.save}
            </Button>
            <Button onClick={leaveEdit} data-qa="day-cancel">
              {t.day.cancel}
            </Button>
          </>
        ) : (
          <>
            {day && reservationsEditable(day, data.reservableRange) ? (
              <Button variant="primary" onClick={() => setEdit(initialDayEdit(data, date))} data-qa="day-edit">
                {t.day.edit}
              </Button>
            ) : null}
            {day && reservationsEditable(day, data.reservableRange) ? (
              <Button onClick={() => onOpen({ modal: 'reservations', startDate: date, endDate: date })} data-qa="day-edit-multiple">
                {t.day.editMultiple}
              </Button>
            ) : null}
            {day && absencesEditable(day, today) ? (
              <Button onClick={() => onOpen({ modal: 'absences', day: date })} data-qa="day-new-absence">
                {t.day.newAbsence}
              </Button>
            ) : null}
            <Button onClick={onClose} data-qa="day-close">
              {t.day.close}
            </Button>
          </>
        )
      }
    >
      <div className={styles.actions}>
        <Button disabled={!inData(-1) || edit !== undefined} onClick={() => onNavigate(addDays(date, -1))} data-qa="day-previous">
          {t.day.previous}
        </Button>
        <Button disabled={!inData(1) || edit !== undefined} onClick={() => onNavigate(addDays(date, 1))} data-qa="day-next">
          {t.day.next}
        </Button>
      </div>
      {!day || day.children.length === 0 ? <p>{day?.holiday ? t.calendar.holiday : t.calendar.noChildren}</p> : null}
      {day?.children.map((child) => {
        const state = childDayState(child, date, data.reservableRange)
        const reserved = child.reservations.flatMap((r) => (r.type === 'TIMES' ? [r.range] : []))
        const outside = child.attendances.some((a) => reserved.length > 0 && !reserved.some((r) => r.start <= a.start && (a.end === null || a.end <= r.end)))
        return (
          <section key={child.childId} className={styles.childRow} data-qa={`day-child-${child.childId}`}>
            <h3>
              {childName(data, child.childId)}
              {child.shiftCare ? ` · ${t.day.shiftCare}` : ''}
            </h3>
            {edit?.[child.childId] ? (
              <div ref={submission.containerRef as RefObject<HTMLDivElement | null>}>
                <TimesFields
                  timesKey={child.childId}
                  legend={child.scheduleType === 'FIXED_SCHEDULE' ? t.states.fixedSchedule : t.day.reservation}
                  fixedSchedule={child.scheduleType === 'FIXED_SCHEDULE'}
                  value={edit[child.childId]!}
                  onChange={(value) => setEdit((current) => (current ? { ...current, [child.childId]: value } : current))}
                  errors={errors}
                />
                {overnightMorning(data, date, child.childId) ? (
                  <p data-qa="day-overnight">
                    {t.day.overnight(`${overnightMorning(data, date, child.childId)!.start}–${overnightMorning(data, date, child.childId)!.end}`)}
                  </p>
                ) : null}
                {Object.entries(errors).some(([field, code]) => field.startsWith(`${child.childId}.`) && code === 'TIME_OUTSIDE_RANGE') &&
                hoursOf(child.childId) ? (
                  <Alert kind="error" data-qa="day-outside-hours">
                    <p>{t.day.outsideHours(childName(data, child.childId), hoursOf(child.childId)!.start, hoursOf(child.childId)!.end)}</p>
                  </Alert>
                ) : null}
              </div>
            ) : null}
            <p data-qa="day-state">{child.absence ? `${t.states[state]}: ${t.absenceTypes[child.absence.type]}` : t.states[state]}</p>
            {reserved.length > 0 ? (
              <p data-qa="day-reservations">
                {t.day.reservation}: {reserved.map((r) => `${r.start}–${r.end}`).join(', ')}
              </p>
            ) : null}
            {child.attendances.length > 0 ? (
              <p data-qa="day-attendances">
                {t.day.attendance}: {child.attendances.map((a) => `${a.start}–${a.end ?? ''}`).join(', ')}
              </p>
            ) : null}
            {child.usedService?.calculated ? <p>{t.day.calculated}</p> : null}
            {outside ? (
              <Alert kind="warning">
                <p>{t.day.outsideReservation}</p>
              </Alert>
            ) : null}
            {eventsOfDay(events, child.childId, date).map(eventBlock)}
            {bookedTimesOfDay(events, child.childId, date).map(({ event, time }) => (
              <div key={time.id} data-qa={`day-discussion-${time.id}`}>
                <p>
                  <strong>{event.title}</strong>
                </p>
                <DiscussionTime time={time} childId={child.childId} today={today} />
              </div>
            ))}
            {state === 'absentNotEditable' ? (
              <Alert kind="info" data-qa="staff-marked">
                <p>{t.day.staffMarked}</p>
              </Alert>
            ) : null}
          </section>
        )
      })}
      {day
        ? eventsWithoutCareDay(data, events, day).map(({ childId, events: childEvents }) => (
            // A child the unit does not take that day still has the events it attends (events.ts).
            <section key={childId} className={styles.childRow} data-qa={`day-child-events-${childId}`}>
              <h3>{childName(data, childId)}</h3>
              {childEvents.map(eventBlock)}
            </section>
          ))
        : null}
      {refusal ? <RefusalAlert refusal={refusal} data={data} qa="day" /> : null}
      {submission.error ? (
        <Alert kind="error" title={t.reservation.failed} data-qa={`day-error-${submission.error}`}>
          <p>{t.errors[submission.error]}</p>
        </Alert>
      ) : null}
      {submission.dialog}
    </Modal>
  )
}
