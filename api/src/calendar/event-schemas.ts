import { Type, type Static } from '@sinclair/typebox'
import { FiniteDateRange } from '../units/schemas'

/*
 * Calendar events and discussion times (spec part 2 §3 "Events and discussion times", §4, §7).
 * An event is for a unit, a group or one child; a guardian sees the events of their children.
 */

const Uuid = Type.String({ format: 'uuid' })
const ChildKey = Type.String({ description: 'a child id' })

export const CalendarEventType = Type.Union([Type.Literal('DAYCARE_EVENT'), Type.Literal('DISCUSSION_SURVEY')], { title: 'CalendarEventType' })
export type CalendarEventType = Static<typeof CalendarEventType>

export const AttendingChild = Type.Object(
  {
    /** The days of the event the child is placed where the event is */
    periods: Type.Array(FiniteDateRange),
    /** UNIT: the whole unit, GROUP: the child's group, INDIVIDUAL: the child alone */
    type: Type.Union([Type.Literal('UNIT'), Type.Literal('GROUP'), Type.Literal('INDIVIDUAL')]),
    unitName: Type.String(),
    groupName: Type.Union([Type.String(), Type.Null()])
  },
  { title: 'AttendingChild' }
)
export type AttendingChild = Static<typeof AttendingChild>

export const CalendarEventTime = Type.Object(
  {
    id: Uuid,
    /** The booked child; null while free */
    childId: Type.Union([Uuid, Type.Null()]),
    date: Type.String({ format: 'date' }),
    startTime: Type.String({ description: 'HH:MM, Helsinki time' }),
    endTime: Type.String({ description: 'HH:MM, Helsinki time' }),
    /** A free time: bookable; a booked one: cancellable now (two working days before its date) */
    isEditable: Type.Boolean()
  },
  { title: 'CalendarEventTime' }
)
export type CalendarEventTime = Static<typeof CalendarEventTime>

export const CitizenCalendarEvent = Type.Object(
  {
    id: Uuid,
    title: Type.String(),
    description: Type.String(),
    period: FiniteDateRange,
    eventType: CalendarEventType,
    attendingChildren: Type.Record(ChildKey, Type.Array(AttendingChild)),
    /** DISCUSSION_SURVEY: per attending child the free times from today on and the child's own booked times */
    timesByChild: Type.Record(ChildKey, Type.Array(CalendarEventTime))
  },
  { title: 'CitizenCalendarEvent' }
)
export type CitizenCalendarEvent = Static<typeof CitizenCalendarEvent>

export const CalendarEventsQuery = Type.Object(
  {
    start: Type.String({ format: 'date' }),
    end: Type.String({ format: 'date', description: 'At most 15 months after start (else DATE_TOO_LATE)' })
  },
  { title: 'CalendarEventsQuery', additionalProperties: false }
)
export type CalendarEventsQuery = Static<typeof CalendarEventsQuery>

export const CalendarEventTimeReservation = Type.Object(
  { calendarEventTimeId: Uuid, childId: Uuid },
  { title: 'CalendarEventTimeReservation', additionalProperties: false }
)
export type CalendarEventTimeReservation = Static<typeof CalendarEventTimeReservation>

export const IdParams = Type.Object({ id: Uuid })
