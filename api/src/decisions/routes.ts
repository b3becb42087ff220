import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { ApiError, errorResponses } from '../platform/errors'
import { defineDocumentJob, sendDocument } from './documents'
import {
  AcceptDecisionBody,
  ApplicationIdParams,
  AssistanceNeedDecision,
  AssistanceNeedDecisionListItem,
  AssistanceNeedPreschoolDecision,
  AssistanceNeedPreschoolDecisionListItem,
  CitizenDecision,
  FinanceDecision,
  IdParams,
  RejectDecisionBody,
  UnreadCounts
} from './schemas'
import { applicationMetadata, financeDecisionMetadata, ProcessMetadataResponse } from './process-metadata'
import * as service from './service'

/** The body's application, when given, is the path's: a decision of another application is none the caller can answer here. */
function sameApplication(pathId: string, bodyId: string | undefined): void {
  if (bodyId !== undefined && bodyId !== pathId) throw new ApiError('NOT_FOUND', 'The body names another application than the path')
}

const PDF_RESPONSE = { 200: Type.String({ description: 'The PDF', format: 'binary', contentMediaType: 'application/pdf' }) }

/** The two kinds of assistance decision: the same calls, under the paths and read method the spec gives each. */
const ASSISTANCE_KINDS = [
  {
    kind: 'ASSISTANCE_NEED',
    name: 'AssistanceNeedDecision',
    label: 'assistance decision',
    documentKind: 'ASSISTANCE_NEED_DECISION',
    listPath: '/assistance-need-decisions',
    itemPath: '/children/assistance-need-decision',
    unreadCountsPath: '/children/assistance-need-decisions/unread-counts',
    readMethod: 'POST',
    listItem: AssistanceNeedDecisionListItem,
    item: AssistanceNeedDecision,
    list: service.assistanceDecisions,
    one: service.assistanceDecision
  },
  {
    kind: 'ASSISTANCE_NEED_PRESCHOOL',
    name: 'AssistanceNeedPreschoolDecision',
    label: 'preschool support decision',
    documentKind: 'ASSISTANCE_NEED_PRESCHOOL_DECISION',
    listPath: '/assistance-need-preschool-decisions',
    itemPath: '/children/assistance-need-preschool-decisions',
    unreadCountsPath: '/children/assistance-need-preschool-decisions/unread-counts',
    readMethod: 'PUT',
    listItem: AssistanceNeedPreschoolDecisionListItem,
    item: AssistanceNeedPreschoolDecision,
    list: service.preschoolAssistanceDecisions,
    one: service.preschoolAssistanceDecision
  }
] as const

/**
 * Decisions (spec part 1 §3, §4, §7): placement decisions of applications with the guardian's
 * answer, finance decisions of the liable adults, assistance decisions of the child's guardians,
 * and their PDFs. STRONG unless noted; no relation, or not sent: 404.
 */
export const decisionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { platform } = app
  const { db } = platform
  const tags = ['decisions']
  const strong = (relation: 'application-party' | 'finance-decision-party' | 'decision-party' | 'self') => ({ auth: 'STRONG' as const, relation })
  defineDocumentJob(app.jobs, app.attachments, db, platform.municipality)

  // Archive metadata (spec part 1 §3, §7): 404 for everyone while the municipality does not show it.
  app.get(
    '/process-metadata/applications/:applicationId',
    {
      config: strong('application-party'),
      schema: {
        operationId: 'getApplicationProcessMetadata',
        tags,
        summary: "The application's archive case for whoever may read the application (404 while showMetadataToCitizen is off)",
        params: ApplicationIdParams,
        response: { 200: ProcessMetadataResponse, ...errorResponses(401, 403, 404) }
      }
    },
    async (request) => {
      const metadata = await applicationMetadata(platform, request.session!.personId, request.params.applicationId)
      await request.audit('ApplicationProcessMetadataRead', [request.params.applicationId])
      return metadata
    }
  )
  for (const [path, type, operationId] of [
    ['/process-metadata/fee-decisions/:id', 'FEE_DECISION', 'getFeeDecisionProcessMetadata'],
    ['/process-metadata/voucher-value-decisions/:id', 'VOUCHER_VALUE_DECISION', 'getVoucherValueDecisionProcessMetadata']
  ] as const) {
    app.get(
      path,
      {
        config: strong('finance-decision-party'),
        schema: {
          operationId,
          tags,
          summary: "The decision's archive case for its head of family or partner (404 while showMetadataToCitizen is off)",
          params: IdParams,
          response: { 200: ProcessMetadataResponse, ...errorResponses(401, 403, 404) }
        }
      },
      async (request) => {
        const metadata = await financeDecisionMetadata(platform, request.session!.personId, request.params.id, type)
        await request.audit('FinanceDecisionProcessMetadataRead', [request.params.id])
        return metadata
      }
    )
  }

  app.get(
    '/applications/by-guardian/notifications',
    {
      config: { auth: 'WEAK', relation: 'self' },
      schema: {
        operationId: 'getDecisionNotifications',
        tags,
        summary: 'The decisions badge: pending decisions the caller can answer now',
        response: { 200: Type.Integer(), ...errorResponses(401) }
      }
    },
    async (request) => service.pendingDecisionCount(platform, request.session!.personId, request.now())
  )

  app.get(
    '/decisions',
    {
      config: strong('self'),
      schema: {
        operationId: 'getDecisions',
        tags,
        summary: 'Every sent placement decision of applications the caller made or is the other guardian of, newest first',
        response: { 200: Type.Array(CitizenDecision), ...errorResponses(401, 403) }
      }
    },
    async (request) => {
      const decisions = await service.decisionsOf(platform, request.session!.personId, request.now())
      await request.audit('DecisionsRead', [request.session!.personId])
      return decisions
    }
  )

  app.get(
    '/applications/:applicationId/decisions',
    {
      config: strong('application-party'),
      schema: {
        operationId: 'getDecisionsOfApplication',
        tags,
        summary: "The application's sent decisions (sent date descending, type ascending) with the valid start dates and whether the caller may answer",
        params: ApplicationIdParams,
        response: { 200: Type.Array(CitizenDecision), ...errorResponses(401, 403, 404) }
      }
    },
    async (request) => {
      const decisions = await service.decisionsOfApplication(platform, request.session!.personId, request.params.applicationId, request.now())
      await request.audit('ApplicationDecisionsRead', [request.params.applicationId])
      return decisions
    }
  )

  app.post(
    '/applications/:applicationId/actions/accept-decision',
    {
      config: strong('application-party'),
      schema: {
        operationId: 'acceptDecision',
        tags,
        summary:
          'Accepts a pending decision from the requested start date (400 VALIDATION_FAILED: REQUIRED, INVALID_DATE, DATE_TOO_EARLY, DATE_TOO_LATE); ' +
          '409 DECISION_NOT_PENDING once answered, 409 DECISION_BLOCKED for a connected place before preschool is accepted; 403 for the other guardian at another address; ' +
          '404 when the body names another application than the path',
        params: ApplicationIdParams,
        body: AcceptDecisionBody,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 409) }
      }
    },
    async (request, reply) => {
      const { decisionId, requestedStartDate } = request.body
      sameApplication(request.params.applicationId, request.body.applicationId)
      await service.answerDecision(
        platform,
        request.session!.personId,
        request.params.applicationId,
        { decisionId, accept: true, requestedStartDate },
        request.now()
      )
      await request.audit('DecisionAccepted', [decisionId, request.params.applicationId], { requestedStartDate })
      return reply.code(204).send(null)
    }
  )

  app.post(
    '/applications/:applicationId/actions/reject-decision',
    {
      config: strong('application-party'),
      schema: {
        operationId: 'rejectDecision',
        tags,
        summary: 'Rejects a pending decision; rejecting preschool also rejects its pending connected place. 409 and 404 as for accepting',
        params: ApplicationIdParams,
        body: RejectDecisionBody,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 409) }
      }
    },
    async (request, reply) => {
      const { decisionId } = request.body
      sameApplication(request.params.applicationId, request.body.applicationId)
      await service.answerDecision(platform, request.session!.personId, request.params.applicationId, { decisionId, accept: false }, request.now())
      await request.audit('DecisionRejected', [decisionId, request.params.applicationId])
      return reply.code(204).send(null)
    }
  )

  app.get(
    '/decisions/:id/download',
    {
      config: strong('application-party'),
      schema: {
        operationId: 'downloadDecisionPdf',
        tags,
        summary: 'The decision as a PDF; 404 DOCUMENT_NOT_READY before it is rendered',
        params: IdParams,
        response: { ...PDF_RESPONSE, ...errorResponses(401, 403, 404) }
      }
    },
    async (request, reply) => {
      const decision = await service.readableDecision(platform, request.session!.personId, request.params.id, request.now())
      await request.audit('DecisionPdfDownloaded', [decision.id])
      return sendDocument(reply, app.attachments, 'DECISION', decision.id, decision.document_id)
    }
  )

  app.get(
    '/finance-decisions/by-liable-citizen',
    {
      config: strong('self'),
      schema: {
        operationId: 'getFinanceDecisions',
        tags,
        summary: 'Sent fee and voucher value decisions where the caller is head of family or partner, by validFrom then sentAt descending',
        response: { 200: Type.Array(FinanceDecision), ...errorResponses(401, 403) }
      }
    },
    async (request) => {
      const decisions = await service.financeDecisionsOf(db, request.session!.personId)
      await request.audit('FinanceDecisionsRead', [request.session!.personId])
      return decisions
    }
  )

  for (const [path, type, operationId] of [
    ['/fee-decisions/:id/download', 'FEE_DECISION', 'downloadFeeDecisionPdf'],
    ['/voucher-value-decisions/:id/download', 'VOUCHER_VALUE_DECISION', 'downloadVoucherValueDecisionPdf']
  ] as const) {
    app.get(
      path,
      {
        config: strong('finance-decision-party'),
        schema: {
          operationId,
          tags,
          summary: 'The decision as a PDF for its head of family or partner (another guardian of the child: 404)',
          params: IdParams,
          response: { ...PDF_RESPONSE, ...errorResponses(401, 403, 404) }
        }
      },
      async (request, reply) => {
        const decision = await service.financeDecisionOf(db, request.session!.personId, request.params.id, type)
        await request.audit('FinanceDecisionPdfDownloaded', [decision.id])
        return sendDocument(reply, app.attachments, 'FINANCE_DECISION', decision.id, decision.documentId)
      }
    )
  }

  // Assistance decisions: early childhood education and preschool, the same calls under the spec's paths
  for (const kind of ASSISTANCE_KINDS) {
    app.get(
      kind.listPath,
      {
        config: strong('self'),
        schema: {
          operationId: `get${kind.name}s`,
          tags,
          summary: `Sent ${kind.label}s of the caller's children with the caller's unread marks`,
          response: { 200: Type.Array(kind.listItem), ...errorResponses(401, 403) }
        }
      },
      async (request) => {
        const decisions = await kind.list(db, request.session!.personId)
        await request.audit(`${kind.name}sRead`, [request.session!.personId])
        return decisions
      }
    )
    app.get(
      `${kind.itemPath}/:id`,
      {
        config: strong('decision-party'),
        schema: {
          operationId: `get${kind.name}`,
          tags,
          summary: `One ${kind.label} with every field`,
          params: IdParams,
          response: { 200: kind.item, ...errorResponses(401, 403, 404) }
        }
      },
      async (request) => {
        const decision = await kind.one(db, request.session!.personId, request.params.id)
        await request.audit(`${kind.name}Read`, [decision.id])
        return decision
      }
    )
    app.get(
      `${kind.itemPath}/:id/pdf`,
      {
        config: strong('decision-party'),
        schema: {
          operationId: `download${kind.name}Pdf`,
          tags,
          summary: `The ${kind.label} as a PDF`,
          params: IdParams,
          response: { ...PDF_RESPONSE, ...errorResponses(401, 403, 404) }
        }
      },
      async (request, reply) => {
        const decision = await service.assistanceDocument(db, kind.kind, request.session!.personId, request.params.id)
        await request.audit(`${kind.name}PdfDownloaded`, [decision.id])
        return sendDocument(reply, app.attachments, kind.documentKind, decision.id, decision.documentId)
      }
    )
    app.route({
      method: kind.readMethod,
      url: `${kind.itemPath}/:id/read`,
      config: strong('decision-party'),
      schema: {
        operationId: `mark${kind.name}Read`,
        tags,
        summary: 'Marks it read for the caller (idempotent)',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) }
      },
      handler: async (request, reply) => {
        await service.markAssistanceRead(db, kind.kind, request.session!.personId, request.params.id, request.now())
        await request.audit(`${kind.name}MarkedRead`, [request.params.id])
        return reply.code(204).send(null)
      }
    })
    app.get(
      kind.unreadCountsPath,
      {
        config: { auth: 'WEAK', relation: 'self' },
        schema: {
          operationId: `get${kind.name}UnreadCounts`,
          tags,
          summary: `Unread ${kind.label}s per child`,
          response: { 200: UnreadCounts, ...errorResponses(401) }
        }
      },
      async (request) => service.unreadCounts(db, kind.kind, request.session!.personId)
    )
  }
}
