import { addDays, BUSINESS_TIME_ZONE, helsinkiDate, isWorkingDay } from '@pesa/shared/dates'
import type { Queryable } from '../platform/db'
import { ApiError, onConstraintViolation } from '../platform/errors'
import type { Platform } from '../platform/types'
import * as repository from './event-repository'
import type { CalendarEventsQuery, CalendarEventTime, CalendarEventTimeReservation, CitizenCalendarEvent } from './event-schemas'
import { eventEntry, icsCalendar, timeEntry } from './ics'
import { notifyBooking } from './notifications'
import { MAX_READ_MONTHS, monthsLater } from './service'

/** Spec §9: a booked discussion time is cancelled in the product up to this many working days before it. */
const CANCELLATION_WORKING_DAYS = 2

/**
 * The last day a time of the date may be cancelled: the second working day before it (weekends
 * and Finnish public holidays are not working days), so a Thursday's time until Tuesday.
 */
export function cancellationDeadline(date: string): string {
  let day = date
  let counted = 0
  while (counted < CANCELLATION_WORKING_DAYS) {
    day = addDays(day, -1)
    if (isWorkingDay(day)) counted += 1
  }
  return day
}

const helsinkiClock = new Intl.DateTimeFormat('en-GB', { timeZone: BUSINESS_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })

/** Whether the time has not begun at the instant (Helsinki wall-clock time). */
function notBegun(time: repository.TimeRow, now: Date): boolean {
  const today = helsinkiDate(now)
  return time.date > today || (time.date === today && time.startTime > helsinkiClock.format(now))
}

export async function childIdsOf(db: Queryable, guardianId: string): Promise<string[]> {
  const rows = await db.query<{ child_id: string }>('select child_id from guardianship where guardian_id = $1', [guardianId])
  return rows.map((row) => row.child_id)
}

/** The child must be the caller's: another child is 404, learning nothing. */
async function requireOwnChild(db: Queryable, guardianId: string, childId: string): Promise<void> {
  if (!(await childIdsOf(db, guardianId)).includes(childId)) throw new ApiError('NOT_FOUND')
}

/**
 * GET /citizen/calendar-events: the events of the range that the caller's children attend; a
 * survey with, per attending child, the free times from today on and the child's own booked ones
 * (another child's booking is nobody else's business, a sibling's shows under the sibling).
 */
export async function calendarEvents(platform: Platform, guardianId: string, query: CalendarEventsQuery, now: Date): Promise<CitizenCalendarEvent[]> {
  if (query.end < query.start) throw new ApiError('VALIDATION_FAILED', 'The range ends before it starts', { end: 'DATE_TOO_EARLY' })
  if (query.end > monthsLater(query.start, MAX_READ_MONTHS)) throw new ApiError('VALIDATION_FAILED', 'The range is too long', { end: 'DATE_TOO_LATE' })
  const { db } = platform
  const today = helsinkiDate(now)
  const childIds = await childIdsOf(db, guardianId)
  if (childIds.length === 0) return []
  const attendances = await repository.attendancesOf(db, childIds, query)
  const events = await repository.eventsByIds(db, [...new Set(attendances.map((a) => a.eventId))])
  const surveyIds = events.filter((event) => event.eventType === 'DISCUSSION_SURVEY').map((event) => event.id)
  const times = surveyIds.length > 0 ? await repository.timesOf(db, surveyIds, childIds, today) : []
  return events.map((event) => {
    const attendingChildren: CitizenCalendarEvent['attendingChildren'] = {}
    for (const { eventId, childId, ...attending } of attendances) {
      if (eventId === event.id) attendingChildren[childId] = [...(attendingChildren[childId] ?? []), attending]
    }
    const timesByChild: CitizenCalendarEvent['timesByChild'] = {}
    if (event.eventType === 'DISCUSSION_SURVEY') {
      for (const childId of Object.keys(attendingChildren)) {
        const attendsOn = (date: string) => attendingChildren[childId]!.some((a) => a.periods.some((p) => p.start <= date && date <= p.end))
        timesByChild[childId] = times
          .filter((time) => time.eventId === event.id && (time.childId === childId || (time.childId === null && attendsOn(time.date))))
          .map((time) => citizenTime(time, now))
      }
    }
    return {
      id: event.id,
      title: event.title,
      description: event.description,
      period: event.period,
      eventType: event.eventType,
      attendingChildren,
      timesByChild
    }
  })
}

function citizenTime(time: repository.TimeRow, now: Date): CalendarEventTime {
  const isEditable = time.childId === null ? notBegun(time, now) : helsinkiDate(now) <= cancellationDeadline(time.date)
  return { id: time.id, childId: time.childId, date: time.date, startTime: time.startTime, endTime: time.endTime, isEditable }
}

/**
 * POST /citizen/calendar-event/reservation: the child is the caller's and attends the survey on
 * the time's date (else 404, as for a time that does not exist); the time has not begun (400
 * VALIDATION_FAILED); it is free and the child has no other time of the survey (409
 * TIME_ALREADY_RESERVED, decided in the update itself so two guardians cannot both win).
 */
export async function reserveTime(platform: Platform, guardianId: string, body: CalendarEventTimeReservation, now: Date): Promise<string> {
  const { db } = platform
  if (!platform.municipality.featureFlags.discussionReservations) throw new ApiError('NOT_FOUND', 'Not in use in this municipality')
  await requireOwnChild(db, guardianId, body.childId)
  const time = await repository.timeById(db, body.calendarEventTimeId)
  if (!time || !(await repository.attendsOn(db, time.eventId, body.childId, time.date))) throw new ApiError('NOT_FOUND')
  const [event] = await repository.eventsByIds(db, [time.eventId])
  if (event?.eventType !== 'DISCUSSION_SURVEY') throw new ApiError('NOT_FOUND')
  if (time.childId === body.childId) return time.eventId
  if (time.childId !== null) throw new ApiError('TIME_ALREADY_RESERVED')
  if (!notBegun(time, now)) throw new ApiError('VALIDATION_FAILED', 'The time has begun', { calendarEventTimeId: 'DATE_TOO_EARLY' })
  // Two bookings of the child's times at once both pass the update's own check; the index of one
  // time per child and survey refuses the later one.
  const booked = await onConstraintViolation(
    () =>
      db.transaction(async (tx) => {
        if (!(await repository.bookTime(tx, time.id, body.childId, guardianId, now))) return false
        await notifyBooking(tx, platform, time.id, body.childId, 'BOOKED', now)
        return true
      }),
    'TIME_ALREADY_RESERVED'
  )
  if (!booked) throw new ApiError('TIME_ALREADY_RESERVED')
  return time.eventId
}

/**
 * DELETE /citizen/calendar-event/reservation: the child is the caller's and holds the time (else
 * 404); up to the second working day before the time's date (else 403 CANCELLATION_CLOSED: staff
 * cancel later ones).
 */
export async function cancelTime(platform: Platform, guardianId: string, timeId: string, childId: string, now: Date): Promise<string> {
  const { db } = platform
  await requireOwnChild(db, guardianId, childId)
  const time = await repository.timeById(db, timeId)
  if (!time || time.childId !== childId) throw new ApiError('NOT_FOUND')
  if (helsinkiDate(now) > cancellationDeadline(time.date)) throw new ApiError('CANCELLATION_CLOSED')
  await db.transaction(async (tx) => {
    await repository.releaseTime(tx, time.id, childId)
    await notifyBooking(tx, platform, time.id, childId, 'CANCELLED', now)
  })
  return time.eventId
}

/** GET /citizen/calendar-events/{id}/ics: an event one of the caller's children attends (else 404), all-day. */
export async function eventIcs(platform: Platform, guardianId: string, eventId: string): Promise<{ fileName: string; text: string }> {
  const { db } = platform
  const childIds = await childIdsOf(db, guardianId)
  if (childIds.length === 0 || !(await repository.attendedByAny(db, eventId, childIds))) throw new ApiError('NOT_FOUND')
  const [event] = await repository.eventsByIds(db, [eventId])
  if (!event) throw new ApiError('NOT_FOUND')
  return {
    fileName: `${event.title}.ics`,
    text: icsCalendar([eventEntry(event)])
  }
}

/** GET /citizen/calendar-event-times/{id}/ics: a time booked for one of the caller's children (else 404), in Helsinki time. */
export async function timeIcs(platform: Platform, guardianId: string, timeId: string): Promise<{ fileName: string; text: string }> {
  const { db } = platform
  const time = await repository.timeById(db, timeId)
  if (!time?.childId || !(await childIdsOf(db, guardianId)).includes(time.childId)) throw new ApiError('NOT_FOUND')
  const [event] = await repository.eventsByIds(db, [time.eventId])
  if (!event) throw new ApiError('NOT_FOUND')
  return {
    fileName: `${event.title} ${time.date}.ics`,
    text: icsCalendar([timeEntry(time, event)])
  }
}
