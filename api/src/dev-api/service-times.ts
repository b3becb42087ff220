import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { changeDailyServiceTime } from '../calendar/service-time-service'
import { ApiError, errorResponses } from '../platform/errors'
import { findPersonBySsn } from '../population-register/repository'

const Time = Type.String({ pattern: '^\\d{2}:\\d{2}$' })
const Range = Type.Object({ start: Time, end: Time })

/** Staff action of the calendar: a child's daily service time changes, and its guardians are told. */
export const devServiceTimeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.platform

  app.post(
    '/calendar/daily-service-times',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'devChangeDailyServiceTime',
        tags: ['dev-api'],
        summary:
          "Staff change a child's daily service time from validFrom on: reservations from then on (after today) are removed, each guardian gets a notification",
        body: Type.Object({
          childSsn: Type.String(),
          type: Type.Union([Type.Literal('REGULAR'), Type.Literal('IRREGULAR'), Type.Literal('VARIABLE_TIME')]),
          validFrom: Type.String({ format: 'date' }),
          regularTimes: Type.Optional(Range),
          weekdayTimes: Type.Optional(Type.Record(Type.String(), Type.Union([Type.Null(), Range])))
        }),
        response: { 200: Type.Object({ id: Type.String(), notificationIds: Type.Array(Type.String()) }), ...errorResponses(404) }
      }
    },
    async (request) => {
      const { body } = request
      const child = await findPersonBySsn(db, body.childSsn)
      if (!child) throw new ApiError('NOT_FOUND', `No person ${body.childSsn}`)
      return changeDailyServiceTime(
        db,
        child.id,
        {
          type: body.type,
          validityPeriod: { start: body.validFrom, end: null },
          regularTimes: body.regularTimes ?? null,
          weekdayTimes: body.weekdayTimes ?? null
        },
        request.now()
      )
    }
  )
}
