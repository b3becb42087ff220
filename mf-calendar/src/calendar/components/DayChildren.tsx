import type { CitizenCalendarEvent, ReservationResponseDay, ReservationsResponse } from '@pesa/shared/api/types'
import { useCalendarTexts } from '../../i18n'
import { childName } from '../children'
import { childDayState } from '../day-state'
import { eventsOfDay } from '../events'
import styles from './Calendar.module.css'

/** What a day holds for each child (spec part 2 §4 day states), alike in the grid's cell and the list's row. */
export function DayChildren({ data, events, day }: { data: ReservationsResponse; events: CitizenCalendarEvent[]; day: ReservationResponseDay }) {
  const t = useCalendarTexts()
  if (day.children.length === 0) return <span className={styles.childLine}>{day.holiday ? t.calendar.holiday : t.calendar.noChildren}</span>
  return (
    <>
      {day.children.map((child) => {
        const state = childDayState(child, day.date, data.reservableRange)
        const times = child.reservations.flatMap((r) => (r.type === 'TIMES' ? [`${r.range.start}–${r.range.end}`] : []))
        return (
          <span key={child.childId} className={styles.childLine} data-qa={`child-day-${child.childId}`} data-state={state}>
            {childName(data, child.childId)}: {state === 'reserved' ? times.join(', ') : t.states[state]}
            {eventsOfDay(events, child.childId, day.date).map((event) => (
              <span key={event.id} className={styles.childLine} data-qa="day-event">
                {t.events.event}: {event.title}
              </span>
            ))}
          </span>
        )
      })}
    </>
  )
}
