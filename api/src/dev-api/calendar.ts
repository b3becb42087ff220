import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { bookTime, insertEvent, insertTime } from '../calendar/event-repository'
import { insertQuestionnaire } from '../calendar/holiday-repository'
import { notifyBooking, notifyNewEvent, sendReservationReminders } from '../calendar/notifications'
import { insertAttendance, insertHolidayPeriod, upsertAbsence } from '../calendar/repository'
import { ApiError } from '../platform/errors'
import { findPersonBySsn } from '../population-register/repository'

const Time = Type.String({ pattern: '^\\d{2}:\\d{2}$' })
const DateString = Type.String({ format: 'date' })

/** Staff actions of the calendar: realized attendance, a staff-marked absence, a holiday period. */
export const devCalendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.platform
  const tags = ['dev-api']
  const childOf = async (ssn: string) => {
    const person = await findPersonBySsn(db, ssn)
    if (!person) throw new ApiError('NOT_FOUND', `No person ${ssn}`)
    const [placement] = await db.query<{ unit_id: string }>('select unit_id from placement where child_id = $1 order by start_date desc limit 1', [person.id])
    return { id: person.id, unitId: placement?.unit_id }
  }

  app.post(
    '/calendar/attendances',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'devCreateAttendance',
        tags,
        summary: 'Staff record a realized attendance of a child in its unit',
        body: Type.Object({ childSsn: Type.String(), date: DateString, start: Time, end: Type.Union([Type.Null(), Time]) })
      }
    },
    async (request, reply) => {
      const child = await childOf(request.body.childSsn)
      if (!child.unitId) throw new ApiError('NOT_FOUND', 'The child has no placement')
      await insertAttendance(db, { childId: child.id, unitId: child.unitId, date: request.body.date, start: request.body.start, end: request.body.end })
      return reply.code(204).send(null)
    }
  )

  app.post(
    '/calendar/staff-absences',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'devCreateStaffAbsence',
        tags,
        summary: 'Staff mark a child absent (the guardian cannot change it)',
        body: Type.Object({ childSsn: Type.String(), date: DateString, absenceType: Type.Union([Type.Literal('SICKLEAVE'), Type.Literal('OTHER_ABSENCE')]) })
      }
    },
    async (request, reply) => {
      const child = await childOf(request.body.childSsn)
      await upsertAbsence(db, { childId: child.id, date: request.body.date, type: request.body.absenceType, staffMarked: true, createdBy: null })
      return reply.code(204).send(null)
    }
  )

  app.post(
    '/calendar/holiday-periods',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'devCreateHolidayPeriod',
        tags,
        summary: 'Staff open a holiday period for answers',
        body: Type.Object({ start: DateString, end: DateString, reservationsOpenOn: DateString, reservationDeadline: DateString }),
        response: { 200: Type.Object({ id: Type.String() }) }
      }
    },
    async (request) => ({
      id: await insertHolidayPeriod(db, {
        period: { start: request.body.start, end: request.body.end },
        reservationsOpenOn: request.body.reservationsOpenOn,
        reservationDeadline: request.body.reservationDeadline
      })
    })
  )

  const Range = Type.Object({ start: DateString, end: DateString })
  const Text = Type.Object({ fi: Type.String(), sv: Type.String(), en: Type.String() })

  app.post(
    '/calendar/holiday-questionnaires',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'devCreateHolidayQuestionnaire',
        tags,
        summary: 'Staff publish a holiday questionnaire (FIXED_PERIOD with periodOptions, OPEN_RANGES with period)',
        body: Type.Object({
          type: Type.Union([Type.Literal('FIXED_PERIOD'), Type.Literal('OPEN_RANGES')]),
          absenceType: Type.Optional(Type.Union([Type.Literal('OTHER_ABSENCE'), Type.Literal('PLANNED_ABSENCE'), Type.Literal('FREE_ABSENCE')])),
          requiresStrongAuth: Type.Boolean(),
          active: Range,
          title: Text,
          description: Type.Optional(Text),
          periodOptions: Type.Optional(Type.Array(Range)),
          periodOptionLabel: Type.Optional(Text),
          period: Type.Optional(Range),
          continuousPlacement: Type.Optional(Range)
        }),
        response: { 200: Type.Object({ id: Type.String() }) }
      }
    },
    async (request) => {
      const { body } = request
      if (body.type === 'OPEN_RANGES' && !body.period) throw new ApiError('VALIDATION_FAILED', 'OPEN_RANGES needs a period')
      const empty = { fi: '', sv: '', en: '' }
      return {
        id: await insertQuestionnaire(db, {
          ...body,
          description: body.description ?? empty,
          descriptionLink: empty,
          periodOptionLabel: body.periodOptionLabel ?? null,
          period: body.period ?? null,
          continuousPlacement: body.continuousPlacement ?? null
        })
      }
    }
  )

  app.post(
    '/calendar/events',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'devCreateCalendarEvent',
        tags,
        summary: "Staff publish an event for the unit, the group or the child alone of the child's latest placement",
        body: Type.Object({
          title: Type.String({ minLength: 1 }),
          description: Type.Optional(Type.String()),
          period: Range,
          eventType: Type.Union([Type.Literal('DAYCARE_EVENT'), Type.Literal('DISCUSSION_SURVEY')]),
          attendee: Type.Union([Type.Literal('UNIT'), Type.Literal('GROUP'), Type.Literal('CHILD')]),
          childSsn: Type.String()
        }),
        response: { 200: Type.Object({ id: Type.String() }) }
      }
    },
    async (request) => {
      const { body } = request
      const person = await findPersonBySsn(db, body.childSsn)
      const [placement] = person
        ? await db.query<{ unit_id: string; group_id: string | null }>(
            'select unit_id, group_id from placement where child_id = $1 order by start_date desc limit 1',
            [person.id]
          )
        : []
      if (!person || !placement) throw new ApiError('NOT_FOUND', 'The child has no placement')
      if (body.attendee === 'GROUP' && !placement.group_id) throw new ApiError('VALIDATION_FAILED', 'The placement has no group')
      const id = await db.transaction(async (tx) => {
        const eventId = await insertEvent(tx, {
          title: body.title,
          description: body.description ?? '',
          period: body.period,
          eventType: body.eventType,
          attendees: [
            {
              unitId: placement.unit_id,
              groupId: body.attendee === 'GROUP' ? placement.group_id : null,
              childId: body.attendee === 'CHILD' ? person.id : null
            }
          ]
        })
        await notifyNewEvent(tx, app.platform, eventId, request.now())
        return eventId
      })
      return { id }
    }
  )

  app.post(
    '/calendar/event-times',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'devCreateCalendarEventTimes',
        tags,
        summary: 'Staff add discussion times to a survey',
        body: Type.Object({
          eventId: Type.String({ format: 'uuid' }),
          times: Type.Array(Type.Object({ date: DateString, startTime: Time, endTime: Time }), { minItems: 1 })
        }),
        response: { 200: Type.Object({ ids: Type.Array(Type.String()) }) }
      }
    },
    async (request) => {
      const ids: string[] = []
      for (const time of request.body.times) ids.push(await insertTime(db, { eventId: request.body.eventId, ...time }))
      return { ids }
    }
  )

  app.post(
    '/calendar/event-times/:id/staff-booking',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'devBookCalendarEventTime',
        tags,
        summary: 'Staff book a free discussion time for a child (any child: staff know who attends); 409 when it is taken',
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        body: Type.Object({ childSsn: Type.String() })
      }
    },
    async (request, reply) => {
      const child = await childOf(request.body.childSsn)
      const booked = await db.transaction(async (tx) => {
        if (!(await bookTime(tx, request.params.id, child.id, null, request.now()))) return false
        await notifyBooking(tx, app.platform, request.params.id, child.id, 'BOOKED', request.now())
        return true
      })
      if (!booked) throw new ApiError('TIME_ALREADY_RESERVED')
      return reply.code(204).send(null)
    }
  )

  app.post(
    '/calendar/reservation-reminders',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'devSendReservationReminders',
        tags,
        summary: 'Run the weekly reminder of missing reservations now (at the mocked time, if any)',
        response: { 200: Type.Object({ sent: Type.Integer() }) }
      }
    },
    async (request) => ({ sent: await sendReservationReminders(app.platform, request.now()) })
  )
}
