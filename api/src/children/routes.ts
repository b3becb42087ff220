import type { Readable } from 'node:stream'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { helsinkiDate } from '@pesa/shared/dates'
import { ApiError, errorResponses } from '../platform/errors'
import { unreadCounts as unreadDocumentCounts } from './documents/repository'
import { registerChildImageOwnerType, registerPedagogicalOwnerType } from './attachments'
import { contentDisposition } from '../platform/attachments/file-names'
import { DailyServiceTime, dailyServiceTimesOf } from '../placements/daily-service-times'
import * as repository from './repository'
import {
  AbsenceApplication,
  AbsenceApplicationRequest,
  AttendanceSummary,
  ChildIdParams,
  ChildIdQuery,
  ChildPlacements,
  ChildUnreadCount,
  CitizenChild,
  CountsByChild,
  DateRange,
  DocumentIdParams,
  IdParams,
  PedagogicalDocument,
  ServiceApplication,
  ServiceApplicationOption,
  ServiceApplicationOptionsQuery,
  ServiceApplicationRequest,
  ServiceNeedSummary,
  PlacementTerminationRequest,
  YearMonthParams
} from './schemas'
import * as service from './service'

/**
 * The child pages (spec part 2 §2–§7 "Children", "Absence applications", "Service
 * applications"), under /api/citizen. Every route naming a child checks the caller is its
 * guardian (else 404). STRONG: placements and termination, pedagogical documents, sending and
 * cancelling service applications; the rest WEAK. A feature flag that is off makes its routes 404.
 */
export const childrenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { platform } = app
  const { db } = platform
  const flags = platform.municipality.featureFlags
  const tags = ['children']
  registerPedagogicalOwnerType(app)
  registerChildImageOwnerType(app)

  app.get(
    '/child-images/:imageId',
    {
      config: { auth: 'WEAK', relation: 'child-image-of-child' },
      exposeHeadRoute: false,
      schema: {
        operationId: 'getChildImage',
        tags,
        summary: "A child's image, for the child's guardians",
        params: Type.Object({ imageId: Type.String({ format: 'uuid' }) }),
        response: { 200: Type.Unsafe<Readable>({ type: 'string', format: 'binary', contentMediaType: 'image/*' }), ...errorResponses(400, 401, 404) }
      }
    },
    async (request, reply) => {
      const { personId, authLevel } = request.session!
      const { attachment, content } = await app.attachments.open({ personId, authLevel }, request.params.imageId)
      if (attachment.ownerType !== 'CHILD_IMAGE') throw new ApiError('NOT_FOUND')
      await request.audit('ChildImageRead', [attachment.id])
      return reply
        .header('content-type', attachment.contentType)
        .header('content-disposition', contentDisposition(attachment.name).replace(/^attachment/, 'inline'))
        .header('cache-control', 'private, max-age=3600')
        .send(content)
    }
  )

  app.get(
    '/children',
    {
      config: { auth: 'WEAK', relation: 'self' },
      schema: {
        operationId: 'getChildren',
        tags,
        summary: "The caller's children (custodianship in the population register) with their placements and what the guardian may do",
        response: { 200: Type.Array(CitizenChild), ...errorResponses(401) }
      }
    },
    async (request) => {
      const children = await service.children(platform, request.session!.personId, request.now())
      await request.audit(
        'ChildrenRead',
        children.map((child) => child.id)
      )
      return children
    }
  )

  app.get(
    '/children/unread-counts',
    {
      config: { auth: 'WEAK', relation: 'self' },
      schema: {
        operationId: 'getChildrenUnreadCounts',
        tags,
        summary: "Per child of the caller, unread child documents and pedagogical documents (the navigation's badge)",
        response: { 200: Type.Array(ChildUnreadCount), ...errorResponses(401) }
      }
    },
    async (request) => {
      const personId = request.session!.personId
      const [ids, documents, pedagogical] = await Promise.all([
        repository.guardianChildIds(db, personId),
        unreadDocumentCounts(db, personId),
        repository.unreadPedagogicalCounts(db, personId)
      ])
      return ids.map((childId) => ({ childId, count: (documents.get(childId) ?? 0) + (pedagogical.get(childId) ?? 0) }))
    }
  )

  app.get(
    '/children/:childId/service-needs',
    {
      config: { auth: 'WEAK', relation: 'guardian-of-child' },
      schema: {
        operationId: 'getChildServiceNeeds',
        tags,
        summary: "The child's service needs, newest first",
        params: ChildIdParams,
        response: { 200: Type.Array(ServiceNeedSummary), ...errorResponses(400, 401, 404) }
      }
    },
    async (request) => {
      await service.requireGuardian(db, request.session!.personId, request.params.childId)
      await request.audit('ChildServiceNeedsRead', [request.params.childId])
      return repository.serviceNeedsOf(db, request.params.childId)
    }
  )

  app.get(
    '/children/:childId/daily-service-times',
    {
      config: { auth: 'WEAK', relation: 'guardian-of-child' },
      schema: {
        operationId: 'getChildDailyServiceTimes',
        tags,
        summary: "The child's daily service times, newest first; 403 without READ_DAILY_SERVICE_TIMES (no placement that has not ended)",
        params: ChildIdParams,
        response: { 200: Type.Array(DailyServiceTime), ...errorResponses(400, 401, 403, 404) }
      }
    },
    async (request) => {
      const personId = request.session!.personId
      const child = (await service.children(platform, personId, request.now())).find((c) => c.id === request.params.childId)
      if (!child) throw new ApiError('NOT_FOUND')
      if (!child.permittedActions?.includes('READ_DAILY_SERVICE_TIMES')) throw new ApiError('FORBIDDEN', 'Missing permission READ_DAILY_SERVICE_TIMES')
      await request.audit('ChildDailyServiceTimesRead', [child.id])
      return dailyServiceTimesOf(db, child.id)
    }
  )

  app.get(
    '/children/:childId/attendance-summary/:yearMonth',
    {
      config: { auth: 'WEAK', relation: 'guardian-of-child' },
      schema: {
        operationId: 'getChildAttendanceSummary',
        tags,
        summary: "The month's (YYYY-MM) attendance days against its contract days; 404 with the citizenAttendanceSummary flag off",
        params: YearMonthParams,
        response: { 200: AttendanceSummary, ...errorResponses(400, 401, 404) }
      }
    },
    async (request) => {
      service.requireFlag(flags.citizenAttendanceSummary)
      await service.requireGuardian(db, request.session!.personId, request.params.childId)
      await request.audit('ChildAttendanceSummaryRead', [request.params.childId], { yearMonth: request.params.yearMonth })
      return service.attendanceSummary(db, request.params.childId, request.params.yearMonth)
    }
  )

  app.get(
    '/children/:childId/placements',
    {
      config: { auth: 'STRONG', relation: 'guardian-of-child' },
      schema: {
        operationId: 'getChildPlacements',
        tags,
        summary: "The child's placement groups that have not ended (consecutive placements of one kind in one unit), with their termination state",
        params: ChildIdParams,
        response: { 200: ChildPlacements, ...errorResponses(400, 401, 403, 404) }
      }
    },
    async (request) => {
      await service.requireGuardian(db, request.session!.personId, request.params.childId)
      await request.audit('ChildPlacementsRead', [request.params.childId])
      const [placements, transferApplications] = await Promise.all([
        service.placementsOfChild(db, request.params.childId, helsinkiDate(request.now())),
        service.openTransferApplications(db, request.params.childId)
      ])
      return { placements, transferApplications }
    }
  )

  app.post(
    '/children/:childId/placements/terminate',
    {
      config: { auth: 'STRONG', relation: 'guardian-of-child' },
      schema: {
        operationId: 'postPlacementTermination',
        tags,
        summary:
          'Ends a placement group (or only its invoiced daycare) on the date and cancels the open transfer applications starting after it: 400 DATE_TOO_EARLY/DATE_TOO_LATE, 404 no such group, 403 PLACEMENT_TERMINATION_DISABLED. No undo.',
        params: ChildIdParams,
        body: PlacementTerminationRequest,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) }
      }
    },
    async (request, reply) => {
      await service.terminate(platform, request.session!.personId, request.params.childId, request.body, request.now())
      await request.audit('PlacementTerminated', [request.params.childId], { ...request.body })
      return reply.code(204).send(null)
    }
  )

  app.get(
    '/children/:childId/pedagogical-documents',
    {
      config: { auth: 'STRONG', relation: 'guardian-of-child' },
      schema: {
        operationId: 'getPedagogicalDocuments',
        tags,
        summary: "The child's pedagogical documents, newest first, read or not by the caller; one without files becomes read once shown",
        params: ChildIdParams,
        response: { 200: Type.Array(PedagogicalDocument), ...errorResponses(400, 401, 403, 404) }
      }
    },
    async (request) => {
      const personId = request.session!.personId
      await service.requireGuardian(db, personId, request.params.childId)
      const documents = await repository.pedagogicalDocumentsOf(db, request.params.childId, personId)
      const shownWithoutFiles = documents.filter((doc) => !doc.isRead && doc.attachments.length === 0).map((doc) => doc.id)
      await repository.markPedagogicalRead(db, shownWithoutFiles, personId, request.now())
      await request.audit('PedagogicalDocumentsRead', [request.params.childId])
      return documents
    }
  )

  app.get(
    '/pedagogical-documents/unread-count',
    {
      config: { auth: 'WEAK', relation: 'self' },
      schema: {
        operationId: 'getPedagogicalDocumentsUnreadCount',
        tags,
        summary: "Unread pedagogical documents of the caller's children, by child id (the navigation's badge)",
        response: { 200: CountsByChild, ...errorResponses(401) }
      }
    },
    async (request) => Object.fromEntries(await repository.unreadPedagogicalCounts(db, request.session!.personId))
  )

  app.post(
    '/pedagogical-documents/:documentId/mark-read',
    {
      config: { auth: 'STRONG', relation: 'document-of-child' },
      schema: {
        operationId: 'postPedagogicalDocumentRead',
        tags,
        summary: 'Marks the pedagogical document read by the caller (opening or downloading a file does it too)',
        params: DocumentIdParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) }
      }
    },
    async (request, reply) => {
      const personId = request.session!.personId
      const childId = await repository.pedagogicalDocumentChild(db, request.params.documentId)
      if (!childId || !(await repository.isGuardianOf(db, personId, childId))) throw new ApiError('NOT_FOUND')
      await repository.markPedagogicalRead(db, [request.params.documentId], personId, request.now())
      await request.audit('PedagogicalDocumentMarkedRead', [request.params.documentId], { childId })
      return reply.code(204).send(null)
    }
  )

  // Absence applications (flag absenceApplications)

  app.get(
    '/absence-application',
    {
      config: { auth: 'WEAK', relation: 'guardian-of-child' },
      schema: {
        operationId: 'getAbsenceApplications',
        tags,
        summary: "The child's long preschool absence applications with the caller's actions",
        querystring: ChildIdQuery,
        response: { 200: Type.Array(AbsenceApplication), ...errorResponses(400, 401, 404) }
      }
    },
    async (request) => {
      service.requireFlag(flags.absenceApplications)
      const list = await service.absenceApplicationsOf(db, request.session!.personId, request.query.childId)
      await request.audit('AbsenceApplicationsRead', [request.query.childId])
      return list
    }
  )

  app.get(
    '/absence-application/application-possible',
    {
      config: { auth: 'WEAK', relation: 'guardian-of-child' },
      schema: {
        operationId: 'getAbsenceApplicationRanges',
        tags,
        summary: 'The ranges an application may touch: preschool placement days from today within the terms, minus term breaks',
        querystring: ChildIdQuery,
        response: { 200: Type.Array(DateRange), ...errorResponses(400, 401, 404) }
      }
    },
    async (request) => {
      service.requireFlag(flags.absenceApplications)
      await service.requireGuardian(db, request.session!.personId, request.query.childId)
      const ranges = await service.absenceApplicationRanges(db, request.query.childId, helsinkiDate(request.now()))
      await request.audit('AbsenceApplicationRangesRead', [request.query.childId])
      return ranges
    }
  )

  app.post(
    '/absence-application',
    {
      config: { auth: 'WEAK', relation: 'guardian-of-child' },
      schema: {
        operationId: 'postAbsenceApplication',
        tags,
        summary:
          'Sends an application: start from today, end not before it, start or end in a possible range and every day between the first and the last possible day (400 ABSENCE_APPLICATION_RANGE_INVALID), a reason; days of a waiting or accepted application of the child are 409 ABSENCE_APPLICATION_OVERLAPS',
        body: AbsenceApplicationRequest,
        response: { 200: Type.Object({ id: Type.String({ format: 'uuid' }) }), ...errorResponses(400, 401, 404, 409) }
      }
    },
    async (request) => {
      service.requireFlag(flags.absenceApplications)
      const id = await service.createAbsenceApplication(db, request.session!.personId, request.body, request.now())
      await request.audit('AbsenceApplicationSent', [id], { childId: request.body.childId })
      return { id }
    }
  )

  app.delete(
    '/absence-application/:id',
    {
      config: { auth: 'WEAK', relation: 'child-application-party' },
      schema: {
        operationId: 'deleteAbsenceApplication',
        tags,
        summary: 'Cancels an application waiting for a decision, by its sender; otherwise 409 ABSENCE_APPLICATION_NOT_CANCELLABLE',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 404, 409) }
      }
    },
    async (request, reply) => {
      service.requireFlag(flags.absenceApplications)
      const childId = await service.deleteAbsenceApplication(db, request.session!.personId, request.params.id)
      await request.audit('AbsenceApplicationCancelled', [request.params.id], { childId })
      return reply.code(204).send(null)
    }
  )

  // Service need change applications (flag serviceApplications)

  app.get(
    '/service-applications',
    {
      config: { auth: 'WEAK', relation: 'guardian-of-child' },
      schema: {
        operationId: 'getServiceApplications',
        tags,
        summary: "The child's service need change applications with their decisions and the caller's actions",
        querystring: ChildIdQuery,
        response: { 200: Type.Array(ServiceApplication), ...errorResponses(400, 401, 404) }
      }
    },
    async (request) => {
      service.requireFlag(flags.serviceApplications)
      const list = await service.serviceApplicationsOf(db, request.session!.personId, request.query.childId)
      await request.audit('ServiceApplicationsRead', [request.query.childId])
      return list
    }
  )

  app.get(
    '/service-applications/options',
    {
      config: { auth: 'WEAK', relation: 'guardian-of-child' },
      schema: {
        operationId: 'getServiceApplicationOptions',
        tags,
        summary: "The options of the child's placement type valid on the date; empty when the child has no placement then",
        querystring: ServiceApplicationOptionsQuery,
        response: { 200: Type.Array(ServiceApplicationOption), ...errorResponses(400, 401, 404) }
      }
    },
    async (request) => {
      service.requireFlag(flags.serviceApplications)
      const options = await service.serviceApplicationOptions(db, request.session!.personId, request.query.childId, request.query.date)
      await request.audit('ServiceApplicationOptionsRead', [request.query.childId])
      return options
    }
  )

  app.post(
    '/service-applications',
    {
      config: { auth: 'STRONG', relation: 'guardian-of-child' },
      schema: {
        operationId: 'postServiceApplication',
        tags,
        summary:
          'Sends a change: start from today (not a 1st: additionalInfo required); 400 SERVICE_APPLICATION_NO_PLACEMENT, SERVICE_NEED_OPTION_INVALID; 403 SERVICE_APPLICATIONS_DISABLED; 409 SERVICE_APPLICATION_ALREADY_OPEN',
        body: ServiceApplicationRequest,
        response: { 200: Type.Object({ id: Type.String({ format: 'uuid' }) }), ...errorResponses(400, 401, 403, 404, 409) }
      }
    },
    async (request) => {
      service.requireFlag(flags.serviceApplications)
      const id = await service.createServiceApplication(db, request.session!.personId, request.body, request.now())
      await request.audit('ServiceApplicationSent', [id], { childId: request.body.childId })
      return { id }
    }
  )

  app.delete(
    '/service-applications/:id',
    {
      config: { auth: 'STRONG', relation: 'child-application-party' },
      schema: {
        operationId: 'deleteServiceApplication',
        tags,
        summary: 'Cancels an undecided application, by its sender; otherwise 409 SERVICE_APPLICATION_NOT_CANCELLABLE',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 409) }
      }
    },
    async (request, reply) => {
      service.requireFlag(flags.serviceApplications)
      const childId = await service.deleteServiceApplication(db, request.session!.personId, request.params.id)
      await request.audit('ServiceApplicationCancelled', [request.params.id], { childId })
      return reply.code(204).send(null)
    }
  )
}
