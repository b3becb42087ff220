import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { registerUploadRoute } from '../platform/attachments'
import { errorResponses } from '../platform/errors'
import { registerIncomeOwnerType } from './attachments'
import * as repository from './repository'
import {
  AttachmentTypeQuery,
  ChildIdParams,
  DraftQuery,
  IdResponse,
  IncomeChild,
  IncomeStatement,
  IncomeStatementBody,
  IncomeStatementUpdateSent,
  PageQuery,
  PagedIncomeStatements,
  PartnerIncome,
  StatementIdParams
} from './schemas'
import * as service from './service'
import { helsinkiDate } from '@pesa/shared/dates'

/**
 * Income statements of the caller and of the caller's children (spec part 2 §7), under
 * /api/citizen. STRONG everywhere but the calendar's expiry dates. A statement, child or file
 * the caller has no relation to answers 404.
 */
export const incomeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { platform } = app
  const { db } = platform
  const tags = ['income']
  const ownerType = registerIncomeOwnerType(app)
  const base = '/income-statements'

  // The 4- and 2-week reminders, checked hourly; each is written once, in the job's own transaction.
  app.jobs.recurring('INCOME_EXPIRY_REMINDERS', 60 * 60_000, {
    transactional: true,
    async run({ db: tx, now, log }) {
      const sent = await service.sendExpiryReminders(tx, { publicUrl: platform.config.publicUrl, municipality: platform.municipality }, now)
      if (sent > 0) log.info({ sent }, 'income statement reminders queued')
    }
  })
  const actorOf = (request: { session?: { personId: string } | null; now(): Date }) => ({ personId: request.session!.personId, now: request.now() })

  app.get(
    base,
    {
      config: { auth: 'STRONG', relation: 'self' },
      schema: {
        operationId: 'getIncomeStatements',
        tags,
        summary: "The caller's statements, 10 a page, latest start first",
        querystring: PageQuery,
        response: { 200: PagedIncomeStatements, ...errorResponses(400, 401, 403) }
      }
    },
    async (request) => {
      const personId = request.session!.personId
      await request.audit('IncomeStatementsRead', [personId])
      return service.page(db, personId, request.query.page ?? 1)
    }
  )

  app.get(
    `${base}/child/:childId`,
    {
      config: { auth: 'STRONG', relation: 'guardian-of-child' },
      schema: {
        operationId: 'getChildIncomeStatements',
        tags,
        summary: "A child's statements, 10 a page; 404 unless the caller is the child's guardian",
        params: ChildIdParams,
        querystring: PageQuery,
        response: { 200: PagedIncomeStatements, ...errorResponses(400, 401, 403, 404) }
      }
    },
    async (request) => {
      const { childId } = request.params
      await service.requireChild(db, request.session!.personId, childId)
      await request.audit('ChildIncomeStatementsRead', [childId])
      return service.page(db, childId, request.query.page ?? 1)
    }
  )

  app.get(
    `${base}/children`,
    {
      config: { auth: 'STRONG', relation: 'self' },
      schema: {
        operationId: 'getIncomeStatementChildren',
        tags,
        summary: "The caller's children",
        response: { 200: Type.Array(IncomeChild), ...errorResponses(401, 403) }
      }
    },
    async (request) => {
      const children = await repository.childrenOf(db, request.session!.personId)
      await request.audit('IncomeStatementChildrenRead', [request.session!.personId])
      return children
    }
  )

  app.get(
    `${base}/partner`,
    {
      config: { auth: 'STRONG', relation: 'self' },
      schema: {
        operationId: 'getIncomeStatementPartner',
        tags,
        summary: 'The partner living with the caller today, and whether the partner has a statement in force today or later',
        response: { 200: PartnerIncome, ...errorResponses(401, 403) }
      }
    },
    async (request) => {
      const partner = (await repository.partnerOf(db, request.session!.personId, helsinkiDate(request.now()))) ?? null
      await request.audit('IncomeStatementPartnerRead', [request.session!.personId])
      return { partner }
    }
  )

  app.get(
    `${base}/start-dates/`,
    {
      config: { auth: 'STRONG', relation: 'self' },
      schema: {
        operationId: 'getIncomeStatementStartDates',
        tags,
        summary: "Start dates of the caller's statements (unselectable for a new one)",
        response: { 200: Type.Array(Type.String({ format: 'date' })), ...errorResponses(401, 403) }
      }
    },
    async (request) => {
      await request.audit('IncomeStatementStartDatesRead', [request.session!.personId])
      return repository.startDatesOf(db, request.session!.personId)
    }
  )

  app.get(
    `${base}/child/start-dates/:childId`,
    {
      config: { auth: 'STRONG', relation: 'guardian-of-child' },
      schema: {
        operationId: 'getChildIncomeStatementStartDates',
        tags,
        summary: "Start dates of the child's statements",
        params: ChildIdParams,
        response: { 200: Type.Array(Type.String({ format: 'date' })), ...errorResponses(401, 403, 404) }
      }
    },
    async (request) => {
      await service.requireChild(db, request.session!.personId, request.params.childId)
      await request.audit('ChildIncomeStatementStartDatesRead', [request.params.childId])
      return repository.startDatesOf(db, request.params.childId)
    }
  )

  app.get(
    `${base}/:id`,
    {
      config: { auth: 'STRONG', relation: 'income-statement-party' },
      schema: {
        operationId: 'getIncomeStatement',
        tags,
        summary: 'One statement with its answers, files and permitted actions',
        params: StatementIdParams,
        response: { 200: IncomeStatement, ...errorResponses(401, 403, 404) }
      }
    },
    async (request) => {
      const row = await service.statementFor(db, request.session!.personId, request.params.id)
      await request.audit('IncomeStatementRead', [row.id, row.personId])
      return service.statementOf(db, row)
    }
  )

  const saveResponses = { 200: IdResponse, ...errorResponses(400, 401, 403, 404) }

  app.post(
    base,
    {
      config: { auth: 'STRONG', relation: 'self' },
      schema: {
        operationId: 'createIncomeStatement',
        tags,
        summary: 'A new statement of the caller (HIGHEST_FEE or INCOME), a draft or sent; 400 VALIDATION_FAILED with a code per field',
        querystring: DraftQuery,
        body: IncomeStatementBody,
        response: saveResponses
      }
    },
    async (request) => {
      const actor = actorOf(request)
      const id = await service.create(platform, ownerType, actor, actor.personId, 'ADULT', request.body, request.query.draft ?? false)
      await request.audit('IncomeStatementCreated', [id, actor.personId])
      return { id }
    }
  )

  app.post(
    `${base}/child/:childId`,
    {
      config: { auth: 'STRONG', relation: 'guardian-of-child' },
      schema: {
        operationId: 'createChildIncomeStatement',
        tags,
        summary: "A new CHILD_INCOME statement of the caller's child; 404 for another child",
        params: ChildIdParams,
        querystring: DraftQuery,
        body: IncomeStatementBody,
        response: saveResponses
      }
    },
    async (request) => {
      const actor = actorOf(request)
      const { childId } = request.params
      const id = await service.create(platform, ownerType, actor, childId, 'CHILD', request.body, request.query.draft ?? false)
      await request.audit('IncomeStatementCreated', [id, childId])
      return { id }
    }
  )

  app.put(
    `${base}/:id`,
    {
      config: { auth: 'STRONG', relation: 'income-statement-party' },
      schema: {
        operationId: 'updateIncomeStatement',
        tags,
        summary: 'Saves a DRAFT again or sends it; 409 INCOME_STATEMENT_NOT_EDITABLE when not a draft, INCOME_STATEMENT_CHANGED when updatedAt is old',
        params: StatementIdParams,
        querystring: DraftQuery,
        body: IncomeStatementBody,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 409) }
      }
    },
    async (request, reply) => {
      await service.update(platform, ownerType, actorOf(request), request.params.id, request.body, request.query.draft ?? false)
      await request.audit('IncomeStatementUpdated', [request.params.id])
      return reply.code(204).send(null)
    }
  )

  app.put(
    `${base}/:id/update-sent`,
    {
      config: { auth: 'STRONG', relation: 'income-statement-party' },
      schema: {
        operationId: 'updateSentIncomeStatement',
        tags,
        summary: 'Adds details (other info, files) to a SENT INCOME or CHILD_INCOME statement',
        params: StatementIdParams,
        body: IncomeStatementUpdateSent,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 409) }
      }
    },
    async (request, reply) => {
      await service.updateSent(platform, ownerType, actorOf(request), request.params.id, request.body)
      await request.audit('IncomeStatementDetailsAdded', [request.params.id])
      return reply.code(204).send(null)
    }
  )

  app.delete(
    `${base}/:id`,
    {
      config: { auth: 'STRONG', relation: 'income-statement-party' },
      schema: {
        operationId: 'deleteIncomeStatement',
        tags,
        summary:
          'Deletes a DRAFT or SENT statement and its files; 409 INCOME_STATEMENT_NOT_EDITABLE when handled, INCOME_STATEMENT_HAS_STAFF_ATTACHMENTS when staff have added paper attachments',
        params: StatementIdParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404, 409) }
      }
    },
    async (request, reply) => {
      await service.remove(platform, ownerType, actorOf(request), request.params.id)
      await request.audit('IncomeStatementDeleted', [request.params.id])
      return reply.code(204).send(null)
    }
  )

  app.get(
    '/income/expiring',
    {
      config: { auth: 'WEAK', relation: 'self' },
      schema: {
        operationId: 'getExpiringIncome',
        tags,
        summary: "End dates of the caller's income on file that runs out within 4 weeks while a child's placement continues (dates only)",
        response: { 200: Type.Array(Type.String({ format: 'date' })), ...errorResponses(401) }
      }
    },
    async (request) => service.expiring(db, request.session!.personId, request.now())
  )

  registerUploadRoute(app, '/attachments/income-statements', {
    ownerType,
    auth: 'STRONG',
    relation: 'self',
    schema: {
      operationId: 'uploadIncomeStatementAttachment',
      tags,
      summary: 'A file for a statement not saved yet; attached when the statement is saved',
      querystring: AttachmentTypeQuery
    },
    target: (request) => ({ ownerId: null, attachmentType: request.query.attachmentType })
  })
  registerUploadRoute(app, '/attachments/income-statements/:id', {
    ownerType,
    auth: 'STRONG',
    relation: 'income-statement-party',
    schema: {
      operationId: 'uploadDraftIncomeStatementAttachment',
      tags,
      summary: 'A file for a DRAFT statement (409 otherwise)',
      params: StatementIdParams,
      querystring: AttachmentTypeQuery
    },
    target: (request) => ({ ownerId: request.params.id, attachmentType: request.query.attachmentType })
  })
}
