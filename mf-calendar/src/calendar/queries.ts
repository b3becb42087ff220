import { addDays, isoWeekday } from '@pesa/shared/dates'
import { API_BASE } from '@pesa/shared'
import {
  deleteCalendarEventReservation,
  dismissDailyServiceTimeNotifications,
  getActiveQuestionnaires,
  getCalendarEvents,
  getDailyServiceTimeNotifications,
  getPreschoolOperationalDates,
  getReservations,
  postAbsences,
  postCalendarEventReservation,
  postFixedPeriodAnswer,
  postOpenRangesAnswer,
  postReservations,
  type AbsenceRequest,
  type CalendarEventTimeReservation,
  type FixedPeriodsBody,
  type OpenRangesBody,
  type PreschoolOperationalDatesRequest,
  type ReservationsRequest
} from '@pesa/shared/api/calendar'
import { getUnansweredChildDocuments } from '@pesa/shared/api/child-documents'
import { getExpiringIncome } from '@pesa/shared/api/income'
import useSWR, { mutate } from 'swr'

/**
 * Spec part 2 §7: the initial range is from the start of the week of the month before to a year
 * ahead; earlier months are read apart (calendar-grid.ts earlierRange).
 */
export function initialRange(today: string): { from: string; to: string } {
  const first = `${addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7)}-01`
  return { from: addDays(first, 1 - isoWeekday(first)), to: addDays(today, 365) }
}

const KEY = 'calendar/reservations'

/** One read of the calendar; none without a range. A grown range keeps the days shown while it loads. */
export const useReservations = (range: { from: string; to: string } | null) =>
  useSWR(range ? [KEY, range.from, range.to] : null, () => getReservations({ query: range! }), { keepPreviousData: true })

const refresh = () => mutate((key) => Array.isArray(key) && key[0] === KEY)

export async function saveReservations(body: ReservationsRequest): Promise<void> {
  await postReservations({ body })
  await refresh()
}

export async function saveAbsences(body: AbsenceRequest): Promise<void> {
  await postAbsences({ body })
  await refresh()
}

/** The preschool days per child the absence modal counts (spec §5, §9); none asked without a request. */
export const usePreschoolOperationalDates = (body: PreschoolOperationalDatesRequest | undefined) =>
  useSWR(body ? ['calendar/preschool-operational-dates', body.range.start, body.range.end, ...body.childIds] : null, () =>
    getPreschoolOperationalDates({ body: body! })
  )

/** After a refusal the data may be out of date (§8: input kept, data refetched). */
export const refreshReservations = refresh

const QUESTIONNAIRES = 'calendar/holiday-questionnaires'

/** The active holiday questionnaires with the guardian's children and last answers. */
export const useHolidayQuestionnaires = () => useSWR(QUESTIONNAIRES, () => getActiveQuestionnaires())

const refreshQuestionnaires = () => mutate(QUESTIONNAIRES)

/** An answer writes absences: the calendar and the questionnaires are read again. */
export async function answerFixedPeriod(id: string, body: FixedPeriodsBody): Promise<void> {
  await postFixedPeriodAnswer({ params: { id }, body })
  await Promise.all([refresh(), refreshQuestionnaires()])
}

export async function answerOpenRanges(id: string, body: OpenRangesBody): Promise<void> {
  await postOpenRangesAnswer({ params: { id }, body })
  await Promise.all([refresh(), refreshQuestionnaires()])
}

export const refreshHolidayQuestionnaires = () => Promise.all([refresh(), refreshQuestionnaires()])

const EVENTS = 'calendar/events'

/** The events of the calendar's range, with the discussion times (spec part 2 §7). */
export const useCalendarEvents = (range: { from: string; to: string }) =>
  useSWR([EVENTS, range.from, range.to], () => getCalendarEvents({ query: { start: range.from, end: range.to } }), { keepPreviousData: true })

/** After a booking, a cancellation or a refusal of either the times are read again (§8: TIME_ALREADY_RESERVED refreshes). */
export const refreshCalendarEvents = () => mutate((key) => Array.isArray(key) && key[0] === EVENTS)

export async function reserveDiscussionTime(body: CalendarEventTimeReservation): Promise<void> {
  await postCalendarEventReservation({ body })
  await refreshCalendarEvents()
}

export async function cancelDiscussionTime(query: CalendarEventTimeReservation): Promise<void> {
  await deleteCalendarEventReservation({ query })
  await refreshCalendarEvents()
}

/** The .ics downloads: the server sends them as attachments named after the event. */
export const icsUrl = {
  event: (id: string) => `${API_BASE}/citizen/calendar-events/${encodeURIComponent(id)}/ics`,
  time: (id: string) => `${API_BASE}/citizen/calendar-event-times/${encodeURIComponent(id)}/ics`
}

const SERVICE_TIME_NOTIFICATIONS = 'calendar/daily-service-time-notifications'

/** The caller's changed daily service times not yet acknowledged (spec part 2 §3, §7). */
export const useServiceTimeNotifications = () => useSWR(SERVICE_TIME_NOTIFICATIONS, () => getDailyServiceTimeNotifications())

/** Acknowledged notifications are gone for good: the list is read again, so the banner goes too. */
export async function dismissServiceTimeNotifications(ids: string[]): Promise<void> {
  await dismissDailyServiceTimeNotifications({ body: ids })
  await mutate(SERVICE_TIME_NOTIFICATIONS)
}

/** The notices' reads (notices.ts); a failed one is not retried, as a 404 means the area is not there. None of documents without a strong session. */
const NOTICE = { shouldRetryOnError: false }
export const useUnansweredDocuments = (strong: boolean) => useSWR(strong ? 'calendar/unanswered-documents' : null, () => getUnansweredChildDocuments(), NOTICE)
export const useExpiringIncome = () => useSWR('calendar/income-expiring', () => getExpiringIncome(), NOTICE)
