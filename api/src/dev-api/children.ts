import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { insertDocument, insertTemplate } from '../children/documents/repository'
import { pushDocumentWaiting } from '../children/documents/service'
import { CHILD_DOCUMENT_STATUSES, CHILD_DOCUMENT_TYPES } from '../children/documents/schemas'
import { PEDAGOGICAL_DOCUMENT_OWNER_TYPE } from '../children/attachments'
import { insertPedagogicalDocument } from '../children/repository'
import { decideAbsenceApplication, decideServiceApplication } from '../children/service'
import { receiveFile } from '../platform/attachments'
import { ApiError, errorResponses } from '../platform/errors'
import { findPersonBySsn } from '../population-register/repository'
import { CITIZEN_TEMPLATE } from '../seed/children'
import { insertStaffFile, stripedPng } from '../seed/demo-files'

/** The staff of the demo: files staff add are theirs. */
const STAFF_EMPLOYEE_ID = '00000000-0000-4000-8000-00000000e001'
const Uuid = Type.String({ format: 'uuid' })
const IdParams = Type.Object({ id: Uuid })
const Decision = Type.Object({ accept: Type.Boolean(), reason: Type.Optional(Type.String()) })

/**
 * Staff actions of the child pages: publish or republish a child document, set its status or
 * decision, add a pedagogical document and its files (the platform's size, sniffing and
 * extension checks), decide absence and service applications, set a unit's features, a child
 * image, make an application a transfer.
 */
export const devChildrenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.platform
  const tags = ['dev-api']
  const person = async (ssn: string) => {
    const found = await findPersonBySsn(db, ssn)
    if (!found) throw new ApiError('NOT_FOUND', `No person ${ssn}`)
    return found
  }

  app.post(
    '/children/documents',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'devCreateChildDocument',
        tags,
        summary: 'A published child document (CITIZEN_BASIC: the every-question template) in the status, with an optional decision',
        body: Type.Object({
          childSsn: Type.String(),
          type: Type.Union(CHILD_DOCUMENT_TYPES.map((t) => Type.Literal(t))),
          status: Type.Union(CHILD_DOCUMENT_STATUSES.map((s) => Type.Literal(s))),
          name: Type.Optional(Type.String()),
          published: Type.Optional(Type.Boolean())
        }),
        response: { 200: Type.Object({ id: Uuid }), ...errorResponses(404) }
      }
    },
    async (request) => {
      const child = await person(request.body.childSsn)
      const templateId = await insertTemplate(db, {
        name: request.body.name ?? `${request.body.type} ${request.body.status}`,
        type: request.body.type,
        confidential: true,
        legalBasis: '',
        content:
          request.body.type === 'CITIZEN_BASIC'
            ? CITIZEN_TEMPLATE
            : { sections: [{ id: 's', label: 'Suunnitelma', questions: [{ id: 'goals', type: 'TEXT', label: 'Tavoitteet' }] }] }
      })
      const id = await insertDocument(db, {
        childId: child.id,
        templateId,
        status: request.body.status,
        content: { answers: [] },
        publishedAt: request.body.published === false ? null : request.now()
      })
      await pushDocumentWaiting(db, id, request.now())
      return { id }
    }
  )

  app.post(
    '/children/documents/:id/publish',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'devPublishChildDocument',
        tags,
        summary: 'Publishes or republishes a document now (unread again for every guardian)',
        params: IdParams
      }
    },
    async (request, reply) => {
      await db.transaction(async (tx) => {
        await tx.query('update child_document set published_at = $2 where id = $1', [request.params.id, request.now()])
        await pushDocumentWaiting(tx, request.params.id, request.now())
      })
      return reply.code(204).send(null)
    }
  )

  app.post(
    '/children/documents/:id/status',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'devSetChildDocumentStatus',
        tags,
        summary: 'Sets the status and optionally a decision',
        params: IdParams,
        body: Type.Object({
          status: Type.Union(CHILD_DOCUMENT_STATUSES.map((s) => Type.Literal(s))),
          decision: Type.Optional(
            Type.Object({
              number: Type.String(),
              status: Type.Union([Type.Literal('ACCEPTED'), Type.Literal('REJECTED'), Type.Literal('ANNULLED')]),
              validFrom: Type.String({ format: 'date' })
            })
          )
        })
      }
    },
    async (request, reply) => {
      const { status, decision } = request.body
      await db.query(
        `update child_document set status = $2, decision_number = coalesce($3, decision_number), decision_status = coalesce($4, decision_status),
                decision_valid_from = coalesce($5, decision_valid_from) where id = $1`,
        [request.params.id, status, decision?.number ?? null, decision?.status ?? null, decision?.validFrom ?? null]
      )
      return reply.code(204).send(null)
    }
  )

  app.post(
    '/children/pedagogical-documents',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'devCreatePedagogicalDocument',
        tags,
        summary: 'A pedagogical document of the child; files go to …/files',
        body: Type.Object({ childSsn: Type.String(), description: Type.String() }),
        response: { 200: Type.Object({ id: Uuid }), ...errorResponses(404) }
      }
    },
    async (request) => {
      const child = await person(request.body.childSsn)
      return { id: await insertPedagogicalDocument(db, { childId: child.id, description: request.body.description, createdAt: request.now() }) }
    }
  )

  app.post(
    '/children/pedagogical-documents/:id/files',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'devAddPedagogicalDocumentFile',
        tags,
        summary: "A staff file of the document (multipart field file): 25 MB, sniffed type and the extension's checks (413, 415)",
        params: IdParams,
        consumes: ['multipart/form-data'],
        response: {
          200: Type.Object({ id: Uuid, name: Type.String(), contentType: Type.String(), size: Type.Integer() }),
          ...errorResponses(400, 404, 413, 415, 422, 503)
        }
      }
    },
    async (request) => {
      const [doc] = await db.query('select 1 from pedagogical_document where id = $1', [request.params.id])
      if (!doc) throw new ApiError('NOT_FOUND')
      const ownerType = app.attachments.ownerTypes.get(PEDAGOGICAL_DOCUMENT_OWNER_TYPE)!
      const file = await receiveFile(request, app.platform.config.attachments.tempDir)
      try {
        return await app.attachments.store(file, {
          ownerType,
          ownerId: request.params.id,
          attachmentType: null,
          uploader: { employeeId: STAFF_EMPLOYEE_ID },
          now: request.now()
        })
      } finally {
        await file.discard()
      }
    }
  )

  app.post(
    '/children/absence-applications/:id/decision',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'devDecideAbsenceApplication',
        tags,
        summary: 'Staff accept (days marked absent) or reject with a reason',
        params: IdParams,
        body: Decision
      }
    },
    async (request, reply) => {
      await decideAbsenceApplication(db, request.params.id, request.body.accept, request.body.reason ?? null, request.now())
      return reply.code(204).send(null)
    }
  )

  app.post(
    '/children/service-applications/:id/decision',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'devDecideServiceApplication',
        tags,
        summary: 'Staff accept (the need starts) or reject with a reason',
        params: IdParams,
        body: Decision
      }
    },
    async (request, reply) => {
      await decideServiceApplication(
        db,
        request.params.id,
        { accept: request.body.accept, reason: request.body.reason ?? null, decidedByName: 'Päivi Päiväkoti' },
        request.now()
      )
      return reply.code(204).send(null)
    }
  )

  app.post(
    '/children/unit-features',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'devSetUnitFeatures',
        tags,
        summary: "Sets a unit's features (CHILD_DOCUMENTATION, PLACEMENT_TERMINATION, SERVICE_APPLICATIONS, RESERVATIONS, MESSAGING)",
        body: Type.Object({ unitName: Type.String(), features: Type.Array(Type.String()) })
      }
    },
    async (request, reply) => {
      const rows = await db.query('update unit set features = $2 where name = $1 returning id', [request.body.unitName, request.body.features])
      if (rows.length === 0) throw new ApiError('NOT_FOUND')
      return reply.code(204).send(null)
    }
  )

  app.post(
    '/children/image',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'devSetChildImage',
        tags,
        summary: "Gives the child an image (a generated PNG), shown on the child's card",
        body: Type.Object({ childSsn: Type.String() }),
        response: { 200: Type.Object({ id: Uuid }), ...errorResponses(404) }
      }
    },
    async (request) => {
      const child = await person(request.body.childSsn)
      const id = await insertStaffFile(db, {
        ownerType: 'CHILD_IMAGE',
        ownerId: child.id,
        name: 'child.png',
        contentType: 'image/png',
        content: stripedPng(64, 64, [
          [244, 143, 177],
          [129, 212, 250]
        ]),
        now: request.now()
      })
      await db.query('update person set image_id = $2 where id = $1', [child.id, id])
      return { id }
    }
  )

  app.post(
    '/children/transfer-application',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'devMakeTransferApplication',
        tags,
        summary: 'Marks an application as a transfer (a placement termination cancels open ones)',
        body: Type.Object({ applicationId: Uuid })
      }
    },
    async (request, reply) => {
      await db.query('update application set transfer_application = true where id = $1', [request.body.applicationId])
      return reply.code(204).send(null)
    }
  )
}
