import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { contentDisposition } from '../platform/attachments/file-names'
import { errorResponses } from '../platform/errors'
import { CalendarEventsQuery, CalendarEventTimeReservation, CitizenCalendarEvent, IdParams } from './event-schemas'
import * as service from './event-service'

const ICS_RESPONSE = { 200: Type.String({ description: 'The iCalendar file', contentMediaType: 'text/calendar' }) }

/** Calendar events and discussion times (spec part 2 §7 "Calendar"); WEAK is enough. */
export const eventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { platform } = app
  const tags = ['calendar']

  app.get(
    '/calendar-events',
    {
      config: { auth: 'WEAK', relation: 'self' },
      schema: {
        operationId: 'getCalendarEvents',
        tags,
        summary: "The events of the range the caller's children attend; surveys with the free times from today on and the children's own bookings",
        querystring: CalendarEventsQuery,
        response: { 200: Type.Array(CitizenCalendarEvent), ...errorResponses(400, 401) }
      }
    },
    async (request) => {
      const events = await service.calendarEvents(platform, request.session!.personId, request.query, request.now())
      await request.audit(
        'CalendarEventsRead',
        events.map((event) => event.id)
      )
      return events
    }
  )

  app.get(
    '/calendar-events/:id/ics',
    {
      config: { auth: 'WEAK', relation: 'event-of-child' },
      exposeHeadRoute: false,
      schema: {
        operationId: 'getCalendarEventIcs',
        tags,
        summary: 'The event as an all-day iCalendar entry (DTEND the day after its last day); an event none of the caller’s children attends is 404',
        params: IdParams,
        response: { ...ICS_RESPONSE, ...errorResponses(401, 404) }
      }
    },
    async (request, reply) => {
      const file = await service.eventIcs(platform, request.session!.personId, request.params.id)
      await request.audit('CalendarEventIcsRead', [request.params.id])
      return reply.header('content-type', 'text/calendar; charset=utf-8').header('content-disposition', contentDisposition(file.fileName)).send(file.text)
    }
  )

  app.get(
    '/calendar-event-times/:id/ics',
    {
      config: { auth: 'WEAK', relation: 'event-of-child' },
      exposeHeadRoute: false,
      schema: {
        operationId: 'getCalendarEventTimeIcs',
        tags,
        summary: 'A booked discussion time as an iCalendar entry in Europe/Helsinki time; a time not booked for the caller’s child is 404',
        params: IdParams,
        response: { ...ICS_RESPONSE, ...errorResponses(401, 404) }
      }
    },
    async (request, reply) => {
      const file = await service.timeIcs(platform, request.session!.personId, request.params.id)
      await request.audit('CalendarEventTimeIcsRead', [request.params.id])
      return reply.header('content-type', 'text/calendar; charset=utf-8').header('content-disposition', contentDisposition(file.fileName)).send(file.text)
    }
  )

  app.post(
    '/calendar-event/reservation',
    {
      config: { auth: 'WEAK', relation: 'event-of-child' },
      schema: {
        operationId: 'postCalendarEventReservation',
        tags,
        summary:
          'Books a free discussion time that has not begun for a child attending the survey, one per child and survey: 409 TIME_ALREADY_RESERVED; ' +
          'another family’s child or time is 404',
        body: CalendarEventTimeReservation,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 404, 409) }
      }
    },
    async (request, reply) => {
      const eventId = await service.reserveTime(platform, request.session!.personId, request.body, request.now())
      await request.audit('CalendarEventTimeReserved', [request.body.calendarEventTimeId, request.body.childId], { eventId })
      return reply.code(204).send(null)
    }
  )

  app.delete(
    '/calendar-event/reservation',
    {
      config: { auth: 'WEAK', relation: 'event-of-child' },
      schema: {
        operationId: 'deleteCalendarEventReservation',
        tags,
        summary: 'Cancels the child’s booked time up to two working days before its date (else 403 CANCELLATION_CLOSED); another family’s is 404',
        querystring: CalendarEventTimeReservation,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) }
      }
    },
    async (request, reply) => {
      const { calendarEventTimeId, childId } = request.query
      const eventId = await service.cancelTime(platform, request.session!.personId, calendarEventTimeId, childId, request.now())
      await request.audit('CalendarEventTimeCancelled', [calendarEventTimeId, childId], { eventId })
      return reply.code(204).send(null)
    }
  )
}
