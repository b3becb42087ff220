import type { CitizenCalendarEvent, ReservationResponseDay, ReservationsResponse } from '@pesa/shared/api/types'
import { useCalendarTexts } from '../i18n'
import { pendingOn } from '../absence-queue'
import { childName } from '../children'
import { childDayState } from '../day-state'
import { eventsOfDay, eventsWithoutCareDay } from '../events'
import { useAbsenceQueue } from './AbsenceQueue'
import styles from './Calendar.module.css'

/** Marks of a public holiday and of a holiday period on a day's cell or row (spec part 2 §2). */
export function HolidayMarks({ day }: { day: ReservationResponseDay }) {
  const t = useCalendarTexts()
  const period = day.children.some((child) => child.holidayPeriodEffect !== null)
  return (
    <>
      {day.holiday ? (
        <span className={styles.holidayMark} data-qa="day-holiday">
          {t.calendar.holiday}
        </span>
      ) : null}
      {period ? (
        <span className={styles.holidayMark} data-qa="day-holiday-period">
          {t.calendar.holidayPeriod}
        </span>
      ) : null}
    </>
  )
}

/** What a day holds for each child (spec part 2 §4 day states), alike in the grid's cell and the list's row. */
export function DayChildren({ data, events, day }: { data: ReservationsResponse; events: CitizenCalendarEvent[]; day: ReservationResponseDay }) {
  const t = useCalendarTexts()
  const queued = useAbsenceQueue().items
  // A child without a care day that day still has the events it attends (events.ts).
  const apart = eventsWithoutCareDay(data, events, day).map(({ childId, events: childEvents }) => (
    <span key={childId} className={styles.childLine} data-qa={`child-events-${childId}`}>
      {childName(data, childId)}:
      {childEvents.map((event) => (
        <span key={event.id} className={styles.childLine} data-qa="day-event">
          {t.events.event}: {event.title}
        </span>
      ))}
    </span>
  ))
  if (day.children.length === 0)
    return (
      <>
        {day.holiday ? null : <span className={styles.childLine}>{t.calendar.noChildren}</span>}
        {apart}
      </>
    )
  return (
    <>
      {day.children.map((child) => {
        const state = childDayState(child, day.date, data.reservableRange)
        const times = child.reservations.flatMap((r) => (r.type === 'TIMES' ? [`${r.range.start}–${r.range.end}`] : []))
        return (
          <span key={child.childId} className={styles.childLine} data-qa={`child-day-${child.childId}`} data-state={state}>
            {childName(data, child.childId)}: {state === 'reserved' ? times.join(', ') : t.states[state]}
            {pendingOn(queued, child.childId, day) ? (
              <span className={styles.pendingMark} data-qa="child-day-pending">
                {t.queue.mark}
              </span>
            ) : null}
            {eventsOfDay(events, child.childId, day.date).map((event) => (
              <span key={event.id} className={styles.childLine} data-qa="day-event">
                {t.events.event}: {event.title}
              </span>
            ))}
          </span>
        )
      })}
      {apart}
    </>
  )
}
