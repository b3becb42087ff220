import { Button, useLanguage } from '@pesa/shared'
import type { CitizenCalendarEvent, ReservationsResponse } from '@pesa/shared/api/types'
import type { ReactNode } from 'react'
import { useCalendarTexts } from '../i18n'
import { monthGrid, monthOffset, weekdayColumns } from '../calendar-grid'
import { DayChildren, HolidayMarks } from './DayChildren'
import styles from './Calendar.module.css'

interface MonthGridProps {
  data: ReservationsResponse
  events: CitizenCalendarEvent[]
  today: string
  /** yyyy-mm shown */
  month: string
  /** The first and last month the buttons may reach */
  earliest: string
  latest: string
  onMonth: (month: string) => void
  onOpenDay: (date: string) => void
  /** How the read of earlier months stands, shown under the month's heading */
  earlierStatus: ReactNode
}

/**
 * The desktop calendar (spec part 2 §2): one month as a grid of weeks with their numbers, five
 * weekday columns or seven when a child is taken on weekends; previous, next and today buttons.
 */
export function MonthGrid({ data, events, today, month, earliest, latest, onMonth, onOpenDay, earlierStatus }: MonthGridProps) {
  const t = useCalendarTexts()
  const lang = useLanguage()
  const columns = weekdayColumns(data.days)
  const weeks = monthGrid(month, columns, data.days)
  const at = (date: string) => new Date(`${date}T12:00:00Z`)
  const monthTitle = new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(at(`${month}-15`))
  const weekday = new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' })
  const weekdayLong = new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' })
  const dayNumber = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'numeric', timeZone: 'UTC' })
  // Any week gives the weekday names, Monday first.
  const weekdays = weeks[0]!.cells.map((cell) => cell.date)
  return (
    <section className={styles.gridMonth} aria-labelledby="calendar-grid-month" data-qa="calendar-grid">
      <div className={styles.monthNav}>
        <Button onClick={() => onMonth(monthOffset(month, -1))} disabled={month <= earliest} aria-label={t.calendar.previousMonth} data-qa="month-previous">
          ‹
        </Button>
        <h2 id="calendar-grid-month" aria-live="polite" data-qa="grid-month">
          {monthTitle}
        </h2>
        <Button onClick={() => onMonth(monthOffset(month, 1))} disabled={month >= latest} aria-label={t.calendar.nextMonth} data-qa="month-next">
          ›
        </Button>
        <Button onClick={() => onMonth(today.slice(0, 7))} disabled={month === today.slice(0, 7)} data-qa="month-today">
          {t.calendar.today}
        </Button>
      </div>
      {earlierStatus}
      <table className={styles.grid} aria-labelledby="calendar-grid-month" data-qa={`month-${month}`} data-columns={columns}>
        <thead>
          <tr>
            <th scope="col" className={styles.weekColumn}>
              {t.calendar.weekShort}
            </th>
            {weekdays.map((date) => (
              <th key={date} scope="col">
                <abbr title={weekdayLong.format(at(date))}>{weekday.format(at(date))}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.cells[0]!.date}>
              <th scope="row" className={styles.weekColumn} aria-label={t.calendar.week(week.week)}>
                {week.week}
              </th>
              {week.cells.map(({ date, day, inMonth }) => (
                <td key={date} className={`${styles.cell} ${inMonth ? '' : styles.otherMonth} ${date < today ? styles.past : ''}`}>
                  {day ? (
                    <button
                      type="button"
                      className={`${styles.cellButton} ${date === today ? styles.today : ''}`}
                      onClick={() => onOpenDay(date)}
                      aria-current={date === today ? 'date' : undefined}
                      data-qa={`day-${date}`}
                    >
                      <span className={styles.dayNumber}>
                        {dayNumber.format(at(date))}
                        {date === today ? ` · ${t.calendar.today}` : ''}
                      </span>
                      <HolidayMarks day={day} />
                      <DayChildren data={data} events={events} day={day} />
                    </button>
                  ) : (
                    <span className={styles.dayNumber}>{dayNumber.format(at(date))}</span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
