import { Button, useLanguage } from '@pesa/shared'
import type { CitizenCalendarEvent, ReservationsResponse } from '@pesa/shared/api/types'
import type { ReactNode } from 'react'
import { useCalendarTexts } from '../i18n'
import { monthList } from '../month-list'
import { DayChildren, HolidayMarks } from './DayChildren'
import styles from './Calendar.module.css'

interface MonthListProps {
  data: ReservationsResponse
  events: CitizenCalendarEvent[]
  today: string
  /** The months shown, yyyy-mm, from the first to the last */
  from: string
  to: string
  /** Earlier months may still be read */
  canShowEarlier: boolean
  onEarlier: () => void
  onLater: () => void
  onOpenDay: (date: string) => void
  /** How the read of earlier months stands, shown at the earlier button */
  earlierStatus: ReactNode
}

/**
 * The phone calendar (spec part 2 §2): a scrolling list of months with week headings and a button
 * to fetch earlier months; later months are drawn on demand from the year read at once.
 */
export function MonthList({ data, events, today, from, to, canShowEarlier, onEarlier, onLater, onOpenDay, earlierStatus }: MonthListProps) {
  const t = useCalendarTexts()
  const lang = useLanguage()
  const months = monthList(data.days)
  const shown = months.filter((m) => m.month >= from && m.month <= to)
  const monthTitle = new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' })
  const weekday = new Intl.DateTimeFormat(lang, { weekday: 'short', day: 'numeric', month: 'numeric', timeZone: 'UTC' })
  return (
    <div className={styles.list} data-qa="calendar-list">
      <Button onClick={onEarlier} disabled={!canShowEarlier} data-qa="show-earlier">
        {t.calendar.earlier}
      </Button>
      {earlierStatus}
      {shown.map((month) => (
        <section key={month.month} className={styles.month} aria-labelledby={`month-${month.month}`} data-qa={`month-${month.month}`}>
          <h2 id={`month-${month.month}`}>{monthTitle.format(new Date(`${month.month}-15T12:00:00Z`))}</h2>
          {month.weeks.map((week) => (
            <div key={`${week.week}-${week.days[0]?.date}`}>
              <h3 className={styles.week}>{t.calendar.week(week.week)}</h3>
              <ul className={styles.days}>
                {week.days.map((d) => (
                  <li key={d.date}>
                    <button
                      type="button"
                      className={`${styles.day} ${d.date === today ? styles.today : ''} ${d.date < today ? styles.past : ''}`}
                      onClick={() => onOpenDay(d.date)}
                      aria-current={d.date === today ? 'date' : undefined}
                      data-qa={`day-${d.date}`}
                    >
                      <span>
                        {weekday.format(new Date(`${d.date}T12:00:00Z`))}
                        {d.date === today ? ` · ${t.calendar.today}` : ''}
                      </span>
                      <span>
                        <HolidayMarks day={d} />
                        <DayChildren data={data} events={events} day={d} />
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
      {months.length > 0 && months[months.length - 1]!.month > to ? (
        <Button onClick={onLater} data-qa="show-later">
          {t.calendar.later}
        </Button>
      ) : null}
    </div>
  )
}
