import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { insertQuestionnaire } from '../calendar/holiday-repository'
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
}
