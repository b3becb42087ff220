import type { CalendarEventTime, CitizenCalendarEvent, ReservationResponseDay, ReservationsResponse } from '@pesa/shared/api/types'

/*
 * Calendar events and discussion times on the page (spec part 2 §2, §4): what a child's day shows
 * and what the discussions modal offers. The server answers, per attending child, the free times
 * from today and the child's own booking; these functions only pick from that.
 */

const attendsOn = (event: CitizenCalendarEvent, childId: string, date: string) =>
  (event.attendingChildren[childId] ?? []).some((attending) => attending.periods.some((p) => p.start <= date && date <= p.end))

/** The daycare events of the child's day (a survey is shown by its booked time instead, not on every day it is open). */
export function eventsOfDay(events: CitizenCalendarEvent[], childId: string, date: string): CitizenCalendarEvent[] {
  return events.filter((event) => event.eventType === 'DAYCARE_EVENT' && attendsOn(event, childId, date))
}

/**
 * Decision (spec part 2 §8 "events on days the child's unit is closed"): a daycare event shows on
 * every day of its period that the child attends it, also when the unit does not take the child
 * that day (a weekend, a public holiday, a closing day). The unit published it for that day (a
 * Saturday family day, a parents' evening), and a guardian who could not see it would miss it.
 * Such a day has no care day of the child in the reservations answer, so its events come apart:
 * per child of the page without a care day that day, the events it attends.
 */
export function eventsWithoutCareDay(
  data: ReservationsResponse,
  events: CitizenCalendarEvent[],
  day: ReservationResponseDay
): { childId: string; events: CitizenCalendarEvent[] }[] {
  return data.children
    .filter((child) => !day.children.some((c) => c.childId === child.id))
    .map((child) => ({ childId: child.id, events: eventsOfDay(events, child.id, day.date) }))
    .filter((entry) => entry.events.length > 0)
}

export interface BookedTime {
  event: CitizenCalendarEvent
  time: CalendarEventTime
}

/** The child's booked discussion times on the date. */
export function bookedTimesOfDay(events: CitizenCalendarEvent[], childId: string, date: string): BookedTime[] {
  return events.flatMap((event) =>
    (event.timesByChild[childId] ?? []).filter((time) => time.childId === childId && time.date === date).map((time) => ({ event, time }))
  )
}

export interface SurveyChild {
  event: CitizenCalendarEvent
  childId: string
  /** The child's time of the survey (one per child and survey) */
  booked: CalendarEventTime | null
  /** Free times from today on, offered while nothing is booked */
  free: CalendarEventTime[]
}

/** Per survey and attending child: the booked time or the free ones (spec §5: listed only from today on). */
export function surveyChildren(events: CitizenCalendarEvent[], today: string): SurveyChild[] {
  return events
    .filter((event) => event.eventType === 'DISCUSSION_SURVEY')
    .flatMap((event) =>
      Object.keys(event.attendingChildren).map((childId) => {
        const times = event.timesByChild[childId] ?? []
        const booked = times.find((time) => time.childId === childId) ?? null
        const free = booked ? [] : times.filter((time) => time.childId === null && time.isEditable && time.date >= today)
        return { event, childId, booked, free }
      })
    )
}

/** Spec §5: a booked time is cancelled in the product while isEditable (two working days before) and not past. */
export function cancellable(time: CalendarEventTime, today: string): boolean {
  return time.isEditable && time.date >= today
}
