import { Button, NotFoundPage, useAuthStatus, useMediaQuery, useMunicipalityConfig } from '@pesa/shared'
import type { CitizenCalendarEvent, ReservationsResponse } from '@pesa/shared/api/types'
import { today as todayOfDevice } from '@pesa/shared/dates'
import { formatFinnishDate } from '@pesa/shared/validators'
import { Loaded } from '@pesa/shared/forms'
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { useCalendarTexts } from '../i18n'
import { earlierRange, MAX_MONTHS_BACK, monthOffset, withEarlier } from '../calendar-grid'
import { surveyChildren } from '../events'
import { holidayAction } from '../holiday-form'
import { readsUnanswered } from '../notices'
import {
  initialRange,
  useCalendarEvents,
  useExpiringIncome,
  useHolidayQuestionnaires,
  useReservations,
  useServiceTimeNotifications,
  useUnansweredDocuments
} from '../queries'
import { AbsenceQueueProvider, QueuedAbsences, useRefreshWhenAbsencesSent } from './AbsenceQueue'
import { CalendarActions, PickActionModal } from './CalendarActions'
import { CalendarNotices } from './CalendarNotices'
import { DayModal } from './DayModal'
import { MonthGrid } from './MonthGrid'
import { MonthList } from './MonthList'
import { ServiceTimeBanner } from './ServiceTimeBanner'
import { SummaryPanel } from './SummaryPanel'
import styles from './Calendar.module.css'

const ReservationModal = lazy(() => import(/* webpackChunkName: "calendar-reservation-modal" */ './ReservationModal'))
const loadAbsenceModal = () => import(/* webpackChunkName: "calendar-absence-modal" */ './AbsenceModal')
const AbsenceModal = lazy(loadAbsenceModal)
const HolidayModal = lazy(() => import(/* webpackChunkName: "calendar-holiday-modal" */ './HolidayModal'))
const DiscussionsModal = lazy(() => import(/* webpackChunkName: "calendar-discussions-modal" */ './DiscussionsModal'))
const FeedModal = lazy(() => import(/* webpackChunkName: "calendar-feed-modal" */ './FeedModal'))
const ServiceTimeModal = lazy(() => import(/* webpackChunkName: "calendar-service-time-modal" */ './ServiceTimeModal'))

/** Months the phone list shows at first and adds by "later": the year ahead is read at once, drawn on demand. */
const MONTHS_SHOWN = 3
/** The width from which the desktop grid replaces the phone list and its floating action button. */
const DESKTOP = '(min-width: 48rem)'

/**
 * The attendance calendar (spec part 2 §2): months, weeks and days with each child's state, the
 * actions, and the modals whose state lives in the query (Back closes one, reload reopens it).
 */
export function CalendarPage() {
  // Spec part 2 §2: the calendar exists only for a guardian with the reservations feature.
  const reservations = useAuthStatus()?.accessibleFeatures?.reservations
  return reservations ? <CalendarView /> : <NotFoundPage />
}

/** Focus on something of the page outside its main area (the top bar's menus, say): the guardian's, not the page's. */
function focusedOutsideMain(): boolean {
  const active = document.activeElement
  return active !== null && active !== document.body && !document.querySelector('main')?.contains(active)
}

/** Which months each layout shows; the earliest of them decides how far back the calendar reads. */
interface Shown {
  grid: string
  list: { from: string; to: string }
}

function CalendarView() {
  const t = useCalendarTexts()
  const today = todayOfDevice()
  const desktop = useMediaQuery(DESKTOP)
  const thisMonth = today.slice(0, 7)
  const [shown, setShown] = useState<Shown>({ grid: thisMonth, list: { from: thisMonth, to: monthOffset(thisMonth, MONTHS_SHOWN - 1) } })
  const initial = useMemo(() => initialRange(today), [today])
  // Before the first read: a send of the outbox that ends while it is under way reads it again.
  useRefreshWhenAbsencesSent()
  const result = useReservations(initial)
  // Paging back reads the months before the initial range as one more read, which grows with each page.
  const earlier = useMemo(() => earlierRange(initial.from, desktop ? shown.grid : shown.list.from), [initial.from, desktop, shown])
  const earlierResult = useReservations(earlier)
  // Events are extra: the calendar is drawn without them if they fail.
  const eventsResult = useCalendarEvents({ from: earlier?.from ?? initial.from, to: initial.to })
  const events = eventsResult.data ?? []
  // The banners, the actions and the events change the page's height: read beside the
  // reservations and shown with them, they do not push the grid down as they arrive. The
  // components read them again from the cache; later reads (paging back) do not hide the page.
  const besides = [
    eventsResult,
    useServiceTimeNotifications(),
    useUnansweredDocuments(readsUnanswered(useAuthStatus()?.authLevel)),
    useExpiringIncome(),
    useHolidayQuestionnaires()
  ]
  const [firstReadsIn, setFirstReadsIn] = useState(false)
  if (!firstReadsIn && besides.every((read) => !read.isLoading)) setFirstReadsIn(true)
  // The months already read stay while a longer read loads: the spinner or a retry tells of the one asked for.
  const earlierStatus = earlier ? (
    <Loaded result={{ ...earlierResult, data: earlierResult.isLoading || earlierResult.error ? undefined : earlierResult.data }}>{() => null}</Loaded>
  ) : null
  return (
    <div className={desktop ? styles.widePage : styles.page} data-qa="calendar-page">
      <h1>{t.calendar.title}</h1>
      <Loaded result={{ ...result, data: firstReadsIn ? result.data : undefined }} page>
        {(data) => (
          <AbsenceQueueProvider>
            <CalendarContent
              data={withEarlier(data, earlierResult.data)}
              events={events}
              today={today}
              desktop={desktop}
              shown={shown}
              onShown={setShown}
              earlierStatus={earlierStatus}
            />
          </AbsenceQueueProvider>
        )}
      </Loaded>
    </div>
  )
}

interface CalendarContentProps {
  data: ReservationsResponse
  events: CitizenCalendarEvent[]
  today: string
  desktop: boolean
  shown: Shown
  onShown: (update: (shown: Shown) => Shown) => void
  earlierStatus: ReactNode
}

function CalendarContent({ data, events, today, desktop, shown, onShown, earlierStatus }: CalendarContentProps) {
  const t = useCalendarTexts()
  const [params, setParams] = useSearchParams()
  const open = (next: Record<string, string>) => setParams(next)
  const close = () => setParams({}, { replace: true })
  const modal = params.get('modal')
  const day = params.get('day')
  const authLevel = useAuthStatus()?.authLevel
  const holidays = holidayAction(useHolidayQuestionnaires().data ?? [], authLevel)
  const discussions = useMunicipalityConfig().featureFlags.discussionReservations && surveyChildren(events, today).length > 0
  const earliest = monthOffset(today.slice(0, 7), -MAX_MONTHS_BACK)
  const latest = data.days[data.days.length - 1]?.date.slice(0, 7) ?? today.slice(0, 7)
  const actions = { holidays, discussions, onOpen: open }
  const openDay = (date: string) => open({ day: date })
  // Spec part 2 §2: the calendar opens with today in view — the grid sits below the notices and the
  // summary, the list starts at the month's top. Not when a modal or a day is asked for by the address,
  // and not under the guardian's hand: a page they scrolled, or a control outside the calendar they
  // focused while its days loaded (a menu of the top bar), stays where they are.
  const scrolledTo = useRef<number | undefined>(undefined)
  useEffect(() => {
    if (/[?&](modal|day)=/.test(window.location.search)) return
    if (window.scrollY !== (scrolledTo.current ?? 0) || focusedOutsideMain()) return
    document.querySelector(`[data-qa="day-${today}"]`)?.scrollIntoView({ block: 'center' })
    scrolledTo.current = window.scrollY
  }, [today, desktop])
  // An absence can be reported offline (issue 37 §2): its modal's chunk is fetched while the network is there.
  useEffect(() => void loadAbsenceModal().catch(() => undefined), [])

  return (
    <>
      <div className={styles.header}>
        <p data-qa="reservable-range">
          {t.calendar.reservableUntil(formatFinnishDate(data.reservableRange.start), formatFinnishDate(data.reservableRange.end))}
        </p>
        {desktop ? (
          <div className={styles.actions} role="group" aria-label={t.calendar.actions}>
            <CalendarActions {...actions} />
          </div>
        ) : null}
      </div>
      <ServiceTimeBanner onShow={() => open({ modal: 'service-time' })} />
      <CalendarNotices data={data} />
      <QueuedAbsences data={data} />
      <SummaryPanel data={data} lastShownMonth={desktop ? shown.grid : shown.list.to} />
      {desktop ? (
        <MonthGrid
          data={data}
          events={events}
          today={today}
          month={shown.grid}
          earliest={earliest}
          latest={latest}
          onMonth={(month) => onShown((current) => ({ ...current, grid: month }))}
          onOpenDay={openDay}
          earlierStatus={earlierStatus}
        />
      ) : (
        <>
          <MonthList
            data={data}
            events={events}
            today={today}
            from={shown.list.from}
            to={shown.list.to}
            canShowEarlier={shown.list.from > earliest}
            onEarlier={() => onShown((current) => ({ ...current, list: { ...current.list, from: monthOffset(current.list.from, -1) } }))}
            onLater={() => onShown((current) => ({ ...current, list: { ...current.list, to: monthOffset(current.list.to, MONTHS_SHOWN) } }))}
            onOpenDay={openDay}
            earlierStatus={earlierStatus}
          />
          <div className={styles.fab}>
            <Button variant="primary" onClick={() => open({ modal: 'actions' })} aria-haspopup="dialog" data-qa="open-actions">
              {t.calendar.actions}
            </Button>
          </div>
        </>
      )}
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
      {modal === 'actions' && !desktop ? <PickActionModal {...actions} onOpen={(next) => setParams(next, { replace: true })} onClose={close} /> : null}
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
