import { Button, NotFoundPage, StrongLoginLink, useAuthStatus, useLanguage, useMunicipalityConfig } from '@pesa/shared'
import type { CitizenCalendarEvent, ReservationsResponse } from '@pesa/shared/api/types'
import { formatFinnishDate } from '@pesa/shared/validators'
import { Loaded } from '@pesa/shared/forms'
import { lazy, Suspense, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useCalendarTexts } from '../../i18n'
import { childName } from '../children'
import { childDayState } from '../day-state'
import { eventsOfDay, surveyChildren } from '../events'
import { monthList } from '../month-list'
import { holidayAction } from '../holiday-form'
import { initialRange, todayInHelsinki, useCalendarEvents, useHolidayQuestionnaires, useReservations } from '../queries'
import { DayModal } from './DayModal'
import { ServiceTimeBanner } from './ServiceTimeBanner'
import { SummaryPanel } from './SummaryPanel'
import styles from './Calendar.module.css'

const ReservationModal = lazy(() => import(/* webpackChunkName: "calendar-reservation-modal" */ './ReservationModal'))
const AbsenceModal = lazy(() => import(/* webpackChunkName: "calendar-absence-modal" */ './AbsenceModal'))
const HolidayModal = lazy(() => import(/* webpackChunkName: "calendar-holiday-modal" */ './HolidayModal'))
const DiscussionsModal = lazy(() => import(/* webpackChunkName: "calendar-discussions-modal" */ './DiscussionsModal'))
const FeedModal = lazy(() => import(/* webpackChunkName: "calendar-feed-modal" */ './FeedModal'))
const ServiceTimeModal = lazy(() => import(/* webpackChunkName: "calendar-service-time-modal" */ './ServiceTimeModal'))

/** Months shown at first and added by "later": the year ahead is read at once, drawn on demand. */
const MONTHS_SHOWN = 3

/**
 * The attendance calendar (spec part 2 §2): months, weeks and days with each child's state, the
 * actions, and the modals whose state lives in the query (Back closes one, reload reopens it).
 */
export function CalendarPage() {
  // Spec part 2 §2: the calendar exists only for a guardian with the reservations feature.
  const reservations = useAuthStatus()?.accessibleFeatures?.reservations
  return reservations ? <CalendarView /> : <NotFoundPage />
}

function CalendarView() {
  const t = useCalendarTexts()
  const today = todayInHelsinki()
  const [monthsBack, setMonthsBack] = useState(1)
  const range = useMemo(() => initialRange(today, monthsBack), [today, monthsBack])
  const result = useReservations(range)
  // Events are extra: the calendar is drawn without them while they load (or if they fail).
  const events = useCalendarEvents(range).data ?? []
  return (
    <div className={styles.page} data-qa="calendar-page">
      <h1>{t.calendar.title}</h1>
      <Loaded result={result} page>
        {(data) => <CalendarContent data={data} events={events} today={today} onEarlier={() => setMonthsBack((n) => n + 1)} />}
      </Loaded>
    </div>
  )
}

function CalendarContent({
  data,
  events,
  today,
  onEarlier
}: {
  data: ReservationsResponse
  events: CitizenCalendarEvent[]
  today: string
  onEarlier: () => void
}) {
  const t = useCalendarTexts()
  const lang = useLanguage()
  const [params, setParams] = useSearchParams()
  const [shownFrom, setShownFrom] = useState(today.slice(0, 7))
  const [monthsShown, setMonthsShown] = useState(MONTHS_SHOWN)
  const months = monthList(data.days)
  const firstShown = months.findIndex((m) => m.month >= shownFrom)
  const shown = months.slice(Math.max(firstShown, 0), Math.max(firstShown, 0) + monthsShown)
  const monthTitle = new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric' })
  const weekday = new Intl.DateTimeFormat(lang, { weekday: 'short', day: 'numeric', month: 'numeric', timeZone: 'UTC' })
  const open = (next: Record<string, string>) => setParams(next)
  const close = () => setParams({}, { replace: true })
  const modal = params.get('modal')
  const day = params.get('day')
  const authLevel = useAuthStatus()?.authLevel
  const holidays = holidayAction(useHolidayQuestionnaires().data ?? [], authLevel)
  const discussions = useMunicipalityConfig().featureFlags.discussionReservations && surveyChildren(events, today).length > 0

  const earlier = () => {
    const index = months.findIndex((m) => m.month === shown[0]?.month)
    if (index > 0) {
      setShownFrom(months[index - 1]!.month)
      setMonthsShown((n) => n + 1)
    } else onEarlier()
  }

  return (
    <>
      <div className={styles.header}>
        <p data-qa="reservable-range">
          {t.calendar.reservableUntil(formatFinnishDate(data.reservableRange.start), formatFinnishDate(data.reservableRange.end))}
        </p>
        <div className={styles.actions} role="group" aria-label={t.calendar.actions}>
          <Button variant="primary" onClick={() => open({ modal: 'reservations' })} data-qa="open-reservations">
            {t.calendar.reserve}
          </Button>
          <Button onClick={() => open({ modal: 'absences' })} data-qa="open-absences">
            {t.calendar.absence}
          </Button>
          {holidays === 'open' ? (
            <Button onClick={() => open({ modal: 'holidays' })} data-qa="open-holidays">
              {t.holidays.action}
            </Button>
          ) : null}
          {discussions ? (
            <Button onClick={() => open({ modal: 'discussions' })} data-qa="open-discussions">
              {t.discussions.action}
            </Button>
          ) : null}
          <Button onClick={() => open({ modal: 'feed' })} data-qa="open-feed">
            {t.feed.action}
          </Button>
          {holidays === 'locked' ? (
            <StrongLoginLink returnPath="/calendar?modal=holidays" dataQa="open-holidays-locked" ariaLabel={`${t.holidays.action} (${t.holidays.locked})`}>
              {t.holidays.action}
            </StrongLoginLink>
          ) : null}
        </div>
      </div>
      <ServiceTimeBanner onShow={() => open({ modal: 'service-time' })} />
      {shown.length > 0 ? <SummaryPanel data={data} lastShownMonth={shown[shown.length - 1]!.month} /> : null}
      <Button onClick={earlier} data-qa="show-earlier">
        {t.calendar.earlier}
      </Button>
      {shown.map((month) => (
        <section key={month.month} className={styles.month} aria-labelledby={`month-${month.month}`} data-qa={`month-${month.month}`}>
          <h2 id={`month-${month.month}`}>{monthTitle.format(new Date(`${month.month}-15T12:00:00Z`))}</h2>
          {month.weeks.map((week) => (
            <div key={`${week.week}-${week.days[0]?.date}`}>
              <h3 className={styles.week}>{t.calendar.week(week.week)}</h3>
              <ul className={styles.days}>
                {week.days.map((d) => {
                  const label = weekday.format(new Date(`${d.date}T12:00:00Z`))
                  return (
                    <li key={d.date}>
                      <button
                        type="button"
                        className={`${styles.day} ${d.date === today ? styles.today : ''} ${d.date < today ? styles.past : ''}`}
                        onClick={() => open({ day: d.date })}
                        aria-current={d.date === today ? 'date' : undefined}
                        data-qa={`day-${d.date}`}
                      >
                        <span>
                          {label}
                          {d.date === today ? ` · ${t.calendar.today}` : ''}
                        </span>
                        <span>
                          {d.children.length === 0 ? (
                            <span className={styles.childLine}>{d.holiday ? t.calendar.holiday : t.calendar.noChildren}</span>
                          ) : (
                            d.children.map((child) => {
                              const state = childDayState(child, d.date, data.reservableRange)
                              const times = child.reservations.flatMap((r) => (r.type === 'TIMES' ? [`${r.range.start}–${r.range.end}`] : []))
                              return (
                                <span key={child.childId} className={styles.childLine} data-qa={`child-day-${child.childId}`} data-state={state}>
                                  {childName(data, child.childId)}: {state === 'reserved' ? times.join(', ') : t.states[state]}
                                  {eventsOfDay(events, child.childId, d.date).map((event) => (
                                    <span key={event.id} className={styles.childLine} data-qa="day-event">
                                      {t.events.event}: {event.title}
                                    </span>
                                  ))}
                                </span>
                              )
                            })
                          )}
                        </span>
                      </button>
                    </li>
                  )
                })}
              </ul>
            </div>
          ))}
        </section>
      ))}
      {shown.length > 0 && months[months.length - 1]?.month !== shown[shown.length - 1]?.month ? (
        <Button onClick={() => setMonthsShown((n) => n + MONTHS_SHOWN)} data-qa="show-later">
          {t.calendar.later}
        </Button>
      ) : null}
      <div className={styles.fab}>
        <Button variant="primary" onClick={() => open({ modal: 'reservations' })} data-qa="fab-reservations">
          {t.calendar.reserve}
        </Button>
      </div>
      {day && !modal ? (
        <DayModal
          data={data}
          events={events}
          date={day}
          today={today}
          onNavigate={(date) => setParams({ day: date }, { replace: true })}
          onClose={close}
          onOpen={open}
        />
      ) : null}
      <Suspense fallback={null}>
        {modal === 'reservations' ? (
          <ReservationModal data={data} startDate={params.get('startDate') ?? undefined} endDate={params.get('endDate') ?? undefined} onClose={close} />
        ) : null}
        {modal === 'holidays' ? (
          <HolidayModal
            data={data}
            questionnaireId={params.get('questionnaire') ?? undefined}
            onSelect={(id) => open({ modal: 'holidays', questionnaire: id })}
            onClose={close}
          />
        ) : null}
        {modal === 'discussions' || modal === 'discussion-reservations' ? (
          <DiscussionsModal
            data={data}
            events={events}
            today={today}
            selected={
              modal === 'discussion-reservations' ? { childId: params.get('selectedChildId') ?? '', eventId: params.get('selectedEventId') ?? '' } : undefined
            }
            onChoose={({ childId, eventId }) => open({ modal: 'discussion-reservations', selectedChildId: childId, selectedEventId: eventId })}
            onBack={() => setParams({ modal: 'discussions' }, { replace: true })}
            onClose={close}
          />
        ) : null}
        {modal === 'feed' ? <FeedModal onClose={close} /> : null}
        {modal === 'service-time' ? (
          <ServiceTimeModal
            reservableRange={data.reservableRange}
            onMakeReservations={(startDate) => setParams(startDate ? { modal: 'reservations', startDate } : { modal: 'reservations' }, { replace: true })}
            onClose={close}
          />
        ) : null}
        {modal === 'absences' ? <AbsenceModal data={data} today={today} initialDate={params.get('day') ?? undefined} onClose={close} /> : null}
      </Suspense>
    </>
  )
}
