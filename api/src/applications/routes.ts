import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { getApplication } from '../application-core/repository'
import { isEditableStatus } from '../application-core/status'
import { registerUploadRoute, type AttachmentOwnerType } from '../platform/attachments'
import { ApiError, errorResponses } from '../platform/errors'
import {
  ApplicationChild,
  ApplicationDetails,
  ApplicationIdParams,
  ApplicationsOfChild,
  ApplicationUpdate,
  AttachmentTypeQuery,
  ByApplicationType,
  ChildIdParams,
  IdResponse,
  NewApplication
} from './schemas'
import * as service from './service'

export const APPLICATION_OWNER_TYPE = 'APPLICATION'
export const APPLICATION_ATTACHMENT_TYPES = ['URGENCY', 'EXTENDED_CARE'] as const

/**
 * Proofs of urgency and shift care (spec part 1 §5 Upload): the applicant adds and removes them
 * while the application is editable (a later upload is 409, staff took it up) and downloads
 * them with strong identification; the other guardian never.
 */
function applicationFiles(app: Parameters<FastifyPluginAsyncTypebox>[0]): AttachmentOwnerType {
  return app.attachments.registerOwnerType({
    name: APPLICATION_OWNER_TYPE,
    attachmentTypes: APPLICATION_ATTACHMENT_TYPES,
    fileGroups: ['IMAGE', 'DOCUMENT'],
    authLevel: 'STRONG',
    canAttach: async (db, caller, applicationId) => {
      const application = applicationId ? await getApplication(db, applicationId) : undefined
      if (!application || application.guardianId !== caller.personId) return false
      if (!isEditableStatus(application.status)) throw new ApiError('APPLICATION_NOT_EDITABLE', `The application is ${application.status}`)
      return true
    },
    canRead: async (db, caller, file) => (await getApplication(db, file.ownerId))?.guardianId === caller.personId,
    canDelete: async (db, caller, file) => {
      const application = await getApplication(db, file.ownerId)
      if (!application || application.guardianId !== caller.personId) return false
      if (!isEditableStatus(application.status)) throw new ApiError('APPLICATION_NOT_EDITABLE', `The application is ${application.status}`)
      return true
    }
  })
}

/**
 * A guardian's applications (spec part 1 §2, §4, §7), all STRONG: the applicant reads, edits,
 * sends and cancels; the other guardian reads a sent one with access; anyone else gets 404.
 */
export const applicationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { platform } = app
  const tags = ['applications']
  const files = applicationFiles(app)
  const auth = { auth: 'STRONG' as const }

  // Drafts not saved for a month go with their files, checked hourly by one instance.
  app.jobs.recurring('APPLICATION_DRAFT_PURGE', 60 * 60_000, {
    async run({ now, log }) {
      const deleted = await service.purgeStaleDrafts(platform.db, files, now)
      if (deleted > 0) log.info({ deleted }, 'stale application drafts deleted')
    }
  })

  app.get(
    '/applications/by-guardian',
    {
      config: { ...auth, relation: 'self' },
      schema: {
        operationId: 'getApplicationsByGuardian',
        tags,
        summary: "The caller's children, each with the applications the caller made or may read",
        response: { 200: Type.Array(ApplicationsOfChild), ...errorResponses(401, 403) }
      }
    },
    async (request) => {
      const personId = request.session!.personId
      const children = await service.applicationsByGuardian(platform, personId, request.now())
      await request.audit('ApplicationsRead', [personId])
      return children
    }
  )

  app.get(
    '/applications/children',
    {
      config: { ...auth, relation: 'self' },
      schema: {
        operationId: 'getApplicationChildren',
        tags,
        summary: 'The children the caller may apply for (custodianship)',
        response: { 200: Type.Array(ApplicationChild), ...errorResponses(401, 403) }
      }
    },
    async (request) => {
      const children = await service.applicationChildren(platform, request.session!.personId, request.now())
      await request.audit('ApplicationChildrenRead', [request.session!.personId])
      return children
    }
  )

  app.post(
    '/applications',
    {
      config: { ...auth, relation: 'guardian-of-child' },
      schema: {
        operationId: 'createApplication',
        tags,
        summary:
          'A draft for the child: 400 APPLICATION_TYPE_NOT_AVAILABLE for a kind the municipality does not take, ' +
          '409 DUPLICATE_APPLICATION when the caller has an unfinished one of the child and kind, 404 for a child not the caller’s',
        body: NewApplication,
        response: { 200: IdResponse, ...errorResponses(400, 401, 403, 404, 409) }
      }
    },
    async (request) => {
      const id = await service.createApplication(platform, request.session!.personId, request.body, request.now())
      await request.audit('ApplicationCreated', [id, request.body.childId])
      return { id }
    }
  )

  app.get(
    '/applications/:applicationId',
    {
      config: { ...auth, relation: 'application-party' },
      schema: {
        operationId: 'getApplication',
        tags,
        summary: "One application: the applicant's, or the other guardian's read without the private answers",
        params: ApplicationIdParams,
        response: { 200: ApplicationDetails, ...errorResponses(401, 403, 404) }
      }
    },
    async (request) => {
      const details = await service.applicationDetails(platform, request.session!.personId, request.params.applicationId, request.now())
      await request.audit('ApplicationRead', [details.id])
      return details
    }
  )

  app.put(
    '/applications/:applicationId',
    {
      config: { ...auth, relation: 'application-party' },
      schema: {
        operationId: 'updateApplication',
        tags,
        summary: 'Saves the form with every rule (400 VALIDATION_FAILED, fieldErrors by form path); 409 APPLICATION_NOT_EDITABLE once processing began',
        params: ApplicationIdParams,
        body: ApplicationUpdate,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 409) }
      }
    },
    async (request, reply) => {
      await service.saveApplication(platform, request.session!.personId, request.params.applicationId, request.body, request.now(), true)
      await request.audit('ApplicationUpdated', [request.params.applicationId])
      return reply.code(204).send(null)
    }
  )

  app.put(
    '/applications/:applicationId/draft',
    {
      config: { ...auth, relation: 'application-party' },
      schema: {
        operationId: 'saveApplicationDraft',
        tags,
        summary: 'Saves a draft as typed (shape and lengths only); 409 APPLICATION_NOT_EDITABLE when it is no longer a draft',
        params: ApplicationIdParams,
        body: ApplicationUpdate,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 409) }
      }
    },
    async (request, reply) => {
      await service.saveApplication(platform, request.session!.personId, request.params.applicationId, request.body, request.now(), false)
      await request.audit('ApplicationDraftSaved', [request.params.applicationId])
      return reply.code(204).send(null)
    }
  )

  app.delete(
    '/applications/:applicationId',
    {
      config: { ...auth, relation: 'application-party' },
      schema: {
        operationId: 'deleteApplication',
        tags,
        summary: 'Deletes a draft with its files, cancels a sent application; 409 APPLICATION_NOT_EDITABLE later',
        params: ApplicationIdParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404, 409) }
      }
    },
    async (request, reply) => {
      const outcome = await service.deleteOrCancel(platform, request.session!.personId, request.params.applicationId, files, request.now())
      await request.audit(outcome === 'DELETED' ? 'ApplicationDeleted' : 'ApplicationCancelled', [request.params.applicationId])
      return reply.code(204).send(null)
    }
  )

  app.post(
    '/applications/:applicationId/actions/send-application',
    {
      config: { ...auth, relation: 'application-party' },
      schema: {
        operationId: 'sendApplication',
        tags,
        summary: 'Sends a draft after checking its stored form against today (400 VALIDATION_FAILED); a sent one answers 204 again',
        params: ApplicationIdParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 409) }
      }
    },
    async (request, reply) => {
      await service.sendApplication(platform, request.session!.personId, request.params.applicationId, request.now())
      await request.audit('ApplicationSent', [request.params.applicationId])
      return reply.code(204).send(null)
    }
  )

  // Two reads the new-application page makes per child: the same shape, the same relation
  const perChild = [
    {
      path: '/applications/duplicates/:childId',
      operationId: 'getApplicationDuplicates',
      summary: 'Per kind: the caller has an unfinished application of the child',
      read: (personId: string, childId: string) => service.duplicates(platform, personId, childId)
    },
    {
      path: '/applications/active-placements/:childId',
      operationId: 'getApplicationActivePlacements',
      summary: 'Per kind: the child has a placement of it today (a new application is a transfer)',
      read: (personId: string, childId: string, now: Date) => service.activePlacements(platform, personId, childId, now)
    }
  ]
  for (const { path, operationId, summary, read } of perChild) {
    app.get(
      path,
      {
        config: { ...auth, relation: 'guardian-of-child' },
        schema: { operationId, tags, summary, params: ChildIdParams, response: { 200: ByApplicationType, ...errorResponses(401, 403, 404) } }
      },
      async (request) => {
        const byType = await read(request.session!.personId, request.params.childId, request.now())
        await request.audit(`${operationId.replace(/^get/, '')}Read`, [request.params.childId])
        return byType
      }
    )
  }

  registerUploadRoute(app, '/attachments/applications/:applicationId', {
    ownerType: files,
    auth: 'STRONG',
    relation: 'application-party',
    schema: {
      operationId: 'uploadApplicationAttachment',
      tags,
      summary: 'A proof of urgency or of the need of shift care for the application, while it is editable',
      params: ApplicationIdParams,
      querystring: AttachmentTypeQuery
    },
    target: (request) => ({ ownerId: request.params.applicationId, attachmentType: request.query.type })
  })
}
