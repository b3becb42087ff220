import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { errorResponses } from '../../platform/errors'
import { ChildDocumentAnswerRequest, ChildDocumentDetails, ChildDocumentSummary, ChildIdQuery, DocumentIdParams, UnreadCounts } from './schemas'
import * as service from './service'

/**
 * Child documents (spec part 2 §3, §4, §7 "Child documents"), under /api/citizen/child-documents:
 * STRONG except the unread count (the navigation badge of a weak session).
 */
export const childDocumentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.platform
  const tags = ['child-documents']

  app.get(
    '/',
    {
      config: { auth: 'STRONG', relation: 'guardian-of-child' },
      schema: {
        operationId: 'getChildDocuments',
        tags,
        summary: "The child's published documents, newest first; another child is 404",
        querystring: ChildIdQuery,
        response: { 200: Type.Array(ChildDocumentSummary), ...errorResponses(400, 401, 403, 404) }
      }
    },
    async (request) => {
      const documents = await service.documentsOfChild(db, request.session!.personId, request.query.childId)
      await request.audit('ChildDocumentsRead', [request.query.childId])
      return documents
    }
  )

  app.get(
    '/unread-count',
    {
      config: { auth: 'WEAK', relation: 'self' },
      schema: {
        operationId: 'getChildDocumentsUnreadCount',
        tags,
        summary: "Unread published documents of the caller's children, by child id",
        response: { 200: UnreadCounts, ...errorResponses(401) }
      }
    },
    async (request) => service.unreadCounts(db, request.session!.personId)
  )

  app.get(
    '/unanswered',
    {
      config: { auth: 'STRONG', relation: 'self' },
      schema: {
        operationId: 'getUnansweredChildDocuments',
        tags,
        summary: "The caller's children's documents waiting for a guardian's answer (CITIZEN_DRAFT)",
        response: { 200: Type.Array(ChildDocumentSummary), ...errorResponses(401, 403) }
      }
    },
    async (request) => {
      const documents = await service.unanswered(db, request.session!.personId)
      await request.audit('UnansweredChildDocumentsRead', [request.session!.personId])
      return documents
    }
  )

  app.get(
    '/:documentId',
    {
      config: { auth: 'STRONG', relation: 'document-of-child' },
      schema: {
        operationId: 'getChildDocument',
        tags,
        summary: 'One published document with its template and answers',
        params: DocumentIdParams,
        response: { 200: ChildDocumentDetails, ...errorResponses(400, 401, 403, 404) }
      }
    },
    async (request) => {
      const { childId, ...doc } = await service.documentOf(db, request.session!.personId, request.params.documentId)
      await request.audit('ChildDocumentRead', [doc.id], { childId })
      return doc
    }
  )

  app.get(
    '/:documentId/pdf',
    {
      config: { auth: 'STRONG', relation: 'document-of-child' },
      exposeHeadRoute: false,
      schema: {
        operationId: 'getChildDocumentPdf',
        tags,
        summary: 'The document as a PDF, shown in the browser',
        params: DocumentIdParams,
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', contentMediaType: 'application/pdf' }), ...errorResponses(400, 401, 403, 404) }
      }
    },
    async (request, reply) => {
      const doc = await service.documentOf(db, request.session!.personId, request.params.documentId)
      const pdf = await service.pdfOf(doc)
      await request.audit('ChildDocumentPdfRead', [doc.id], { childId: doc.childId })
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="document-${doc.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf)
    }
  )

  app.put(
    '/:documentId/read',
    {
      config: { auth: 'STRONG', relation: 'document-of-child' },
      schema: {
        operationId: 'putChildDocumentRead',
        tags,
        summary: 'Marks the document read by the caller (each guardian reads for themselves)',
        params: DocumentIdParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) }
      }
    },
    async (request, reply) => {
      const childId = await service.markRead(db, request.session!.personId, request.params.documentId, request.now())
      await request.audit('ChildDocumentMarkedRead', [request.params.documentId], { childId })
      return reply.code(204).send(null)
    }
  )

  app.put(
    '/:documentId',
    {
      config: { auth: 'STRONG', relation: 'document-of-child' },
      schema: {
        operationId: 'putChildDocumentAnswer',
        tags,
        summary:
          'Answers a CITIZEN_DRAFT (status COMPLETED): 409 CHILD_DOCUMENT_NOT_EDITABLE when it is not (or another guardian answered first); 400 naming the questions whose answers do not fit',
        params: DocumentIdParams,
        body: ChildDocumentAnswerRequest,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 409) }
      }
    },
    async (request, reply) => {
      const childId = await service.answer(db, request.session!.personId, request.params.documentId, request.body, request.now())
      await request.audit('ChildDocumentAnswered', [request.params.documentId], { childId })
      return reply.code(204).send(null)
    }
  )
}
