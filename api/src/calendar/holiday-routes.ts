import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { errorResponses } from '../platform/errors'
import { ActiveQuestionnaireList, FixedPeriodsBody, HolidayPeriodList, OpenRangesBody, QuestionnaireParams } from './holiday-schemas'
import * as service from './holiday-service'

/** Holiday periods and questionnaires (spec part 2 §7 "Calendar"); WEAK, a questionnaire may demand STRONG for its answer. */
export const holidayRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { platform } = app
  const tags = ['calendar']

  app.get(
    '/holiday-period',
    {
      config: { auth: 'WEAK', relation: 'none' },
      schema: {
        operationId: 'getHolidayPeriods',
        tags,
        summary: 'The holiday periods that have not ended, with their answering window',
        response: { 200: HolidayPeriodList, ...errorResponses(401) }
      }
    },
    async (request) => service.holidayPeriods(platform, request.now())
  )

  app.get(
    '/holiday-period/questionnaire',
    {
      config: { auth: 'WEAK', relation: 'self' },
      schema: {
        operationId: 'getActiveQuestionnaires',
        tags,
        summary: "The questionnaires active today with the caller's children (eligible or why not) and their last answers",
        response: { 200: ActiveQuestionnaireList, ...errorResponses(401) }
      }
    },
    async (request) => {
      const result = await service.activeQuestionnaires(platform, request.session!.personId, request.now())
      await request.audit(
        'HolidayQuestionnairesRead',
        result.map((q) => q.questionnaire.id)
      )
      return result
    }
  )

  const answerErrors = errorResponses(400, 401, 403, 404)

  app.post(
    '/holiday-period/questionnaire/fixed-period/:id',
    {
      config: { auth: 'WEAK', relation: 'event-of-child' },
      schema: {
        operationId: 'postFixedPeriodAnswer',
        tags,
        summary:
          'Per child one of the options (absent then) or null; replaces the last answer and its absences. 403 STRONG_AUTH_REQUIRED, ' +
          '400 QUESTIONNAIRE_CLOSED, CHILD_NOT_ELIGIBLE, VALIDATION_FAILED, ATTENDANCE_ALREADY_EXISTS (days: ATTENDANCE_EXISTS), ABSENCE_APPLICATION_REQUIRED (days: CONTINUOUS_ABSENCE), nothing saved then; a child not of the caller is 404',
        params: QuestionnaireParams,
        body: FixedPeriodsBody,
        response: { 204: Type.Null(), ...answerErrors }
      }
    },
    async (request, reply) => {
      const { session } = request
      const childIds = await service.answerFixedPeriod(platform, session!.personId, session!.authLevel, request.params.id, request.body, request.now())
      await request.audit('HolidayQuestionnaireAnswered', [request.params.id, ...childIds])
      return reply.code(204).send(null)
    }
  )

  app.post(
    '/holiday-period/questionnaire/open-range/:id',
    {
      config: { auth: 'WEAK', relation: 'event-of-child' },
      schema: {
        operationId: 'postOpenRangesAnswer',
        tags,
        summary:
          'Per child ranges of absence inside the period (DATE_TOO_EARLY, DATE_TOO_LATE, RANGES_OVERLAP); replaces the last answer and its absences. ' +
          '403 STRONG_AUTH_REQUIRED, 400 QUESTIONNAIRE_CLOSED, CHILD_NOT_ELIGIBLE, ATTENDANCE_ALREADY_EXISTS (days: ATTENDANCE_EXISTS), ABSENCE_APPLICATION_REQUIRED (days: CONTINUOUS_ABSENCE), nothing saved then; a child not of the caller is 404',
        params: QuestionnaireParams,
        body: OpenRangesBody,
        response: { 204: Type.Null(), ...answerErrors }
      }
    },
    async (request, reply) => {
      const { session } = request
      const childIds = await service.answerOpenRanges(platform, session!.personId, session!.authLevel, request.params.id, request.body, request.now())
      await request.audit('HolidayQuestionnaireAnswered', [request.params.id, ...childIds])
      return reply.code(204).send(null)
    }
  )
}
