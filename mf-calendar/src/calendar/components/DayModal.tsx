import { Alert, Button, Modal, useLanguage } from '@pesa/shared'
import type { CitizenCalendarEvent, ReservationsResponse } from '@pesa/shared/api/types'
import { addDays } from '@pesa/shared/dates'
import { formatFinnishDate } from '@pesa/shared/validators'
import { useCalendarTexts } from '../../i18n'
import { absencesEditable, childDayState, reservationsEditable } from '../day-state'
import { childName } from '../children'
import { bookedTimesOfDay, eventsOfDay } from '../events'
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
 * events with their .ics files and booked discussion times; edit and absence actions.
 */
export function DayModal({ data, events, date, today, onNavigate, onOpen, onClose }: DayModalProps) {
  const t = useCalendarTexts()
  const lang = useLanguage()
  const day = data.days.find((d) => d.date === date)
  const title = new Intl.DateTimeFormat(lang, { weekday: 'long', day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`)
  )
  const inData = (offset: number) => data.days.some((d) => d.date === addDays(date, offset))
  return (
    <Modal
      title={title}
      onClose={onClose}
      data-qa="day-modal"
      actions={
        <>
          {day && reservationsEditable(day, data.reservableRange) ? (
            <Button variant="primary" onClick={() => onOpen({ modal: 'reservations', startDate: date, endDate: date })} data-qa="day-edit">
              {t.day.edit}
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
      }
    >
      <div className={styles.actions}>
        <Button disabled={!inData(-1)} onClick={() => onNavigate(addDays(date, -1))} data-qa="day-previous">
          {t.day.previous}
        </Button>
        <Button disabled={!inData(1)} onClick={() => onNavigate(addDays(date, 1))} data-qa="day-next">
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
            {eventsOfDay(events, child.childId, date).map((event) => (
              <div key={event.id} data-qa={`day-event-${event.id}`}>
                <p>
                  <strong>{event.title}</strong>
                  {event.period.start !== event.period.end
                    ? ` (${t.events.period(formatFinnishDate(event.period.start), formatFinnishDate(event.period.end))})`
                    : ''}
                </p>
                {event.description ? <p>{event.description}</p> : null}
                <p>
                  <a href={icsUrl.event(event.id)} download data-qa="event-ics">
                    {t.events.ics(event.title)}
                  </a>
                </p>
              </div>
            ))}
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
    </Modal>
  )
}
