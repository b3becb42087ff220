import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { errorResponses } from '../platform/errors'
import {
  AbsenceRequest,
  PreschoolOperationalDates,
  PreschoolOperationalDatesRequest,
  ReservationsQuery,
  ReservationsRequest,
  ReservationsResponse
} from './schemas'
import { eventRoutes } from './event-routes'
import { feedRoutes } from './feed-routes'
import { holidayRoutes } from './holiday-routes'
import { serviceTimeRoutes } from './service-time-routes'
import { sendReservationReminders } from './notifications'
import * as service from './service'

/** The attendance calendar of the caller's children (spec part 2 §7 "Calendar"); WEAK is enough. */
export const calendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { platform } = app
  const tags = ['calendar']
  await app.register(holidayRoutes)
  await app.register(eventRoutes)
  await app.register(feedRoutes)
  await app.register(serviceTimeRoutes)

  // Hourly, so the reminder goes within an hour of the lead time; each guardian is looked at once a week.
  app.jobs.recurring('RESERVATION_REMINDERS', 60 * 60_000, {
    async run({ now, log }) {
      const sent = await sendReservationReminders(platform, now)
      if (sent > 0) log.info({ sent }, 'reservation reminders queued')
    }
  })

  app.get(
    '/reservations',
    {
      config: { auth: 'WEAK', relation: 'self' },
      schema: {
        operationId: 'getReservations',
        tags,
        summary: "The caller's children and, per day of the range, their reservations, absences, attendances and hours",
        querystring: ReservationsQuery,
        response: { 200: ReservationsResponse, ...errorResponses(400, 401) }
      }
    },
    async (request, reply) => {
      const response = await service.reservations(platform, request.session!.personId, request.query, request.now())
      await request.audit(
        'ReservationsRead',
        response.children.map((child) => child.id)
      )
      // The year's answer (about 200 KB) is built field by field from its schema's types, so the
      // plain serializer writes the same text (calendar.test.ts holds it to the schema's own). The
      // schema's serializer builds it by concatenation, and turning that into bytes for compression
      // cost more than the serialization itself: a tenth of the read's CPU. Errors keep theirs.
      reply.type('application/json; charset=utf-8').serializer(JSON.stringify)
      return response
    }
  )

  app.post(
    '/reservations',
    {
      config: { auth: 'WEAK', relation: 'guardian-of-child' },
      schema: {
        operationId: 'postReservations',
        tags,
        summary: 'Replaces the days of the request (all or nothing, the refused days named); a child not of the caller is 404',
        body: ReservationsRequest,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 404) }
      }
    },
    async (request, reply) => {
      await service.saveReservations(platform, request.session!.personId, request.body, request.now())
      await request.audit('ReservationsSaved', [...new Set(request.body.map((item) => item.childId))])
      return reply.code(204).send(null)
    }
  )

  app.post(
    '/absences',
    {
      config: { auth: 'WEAK', relation: 'guardian-of-child' },
      schema: {
        operationId: 'postAbsences',
        tags,
        summary:
          'Full-day absences on the care days of the range (weekends, holidays, term breaks and unplaced days are passed over), all or none; ' +
          '400 NON_RESERVABLE_DAYS (days: PAST, BEYOND_RESERVABLE_RANGE, HOLIDAY_PERIOD_NOT_OPEN, NO_PLACEMENT, CLOSED or TERM_BREAK for a child ' +
          'with no care day in the range), ABSENCE_NOT_EDITABLE (days: STAFF_MARKED), ATTENDANCE_ALREADY_EXISTS (days: ATTENDANCE_EXISTS), ' +
          'ABSENCE_APPLICATION_REQUIRED (days: CONTINUOUS_ABSENCE, over five preschool days in a row with the stored absences around them, ' +
          "not sick leave); a contract-day child's absence other than sick leave is stored as PLANNED_ABSENCE; a child not of the caller is 404",
        body: AbsenceRequest,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 404) }
      }
    },
    async (request, reply) => {
      await service.saveAbsences(platform, request.session!.personId, request.body, request.now())
      await request.audit('AbsencesSaved', request.body.childIds)
      return reply.code(204).send(null)
    }
  )

  app.post(
    '/preschool-operational-dates',
    {
      config: { auth: 'WEAK', relation: 'guardian-of-child' },
      schema: {
        operationId: 'getPreschoolOperationalDates',
        tags,
        summary:
          'Per child, the days of the range (at most 15 months) preschool is taught to it: working days of the preschool term ' +
          'outside its breaks while placed in preschool; writes nothing; a child not of the caller is 404',
        body: PreschoolOperationalDatesRequest,
        response: { 200: PreschoolOperationalDates, ...errorResponses(400, 401, 404) }
      }
    },
    async (request) => {
      const dates = await service.preschoolOperationalDates(platform, request.session!.personId, request.body, request.now())
      await request.audit('PreschoolOperationalDatesRead', request.body.childIds)
      return dates
    }
  )
}
