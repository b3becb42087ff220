import type { Readable } from 'node:stream'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { ApiError, errorResponses } from '../errors'
import { API_CSP } from '../security-headers'
import type { AuthLevel, RouteRelation } from '../types'
import { contentDisposition } from './file-names'
import type { AttachmentCaller, AttachmentOwnerType } from './owner-types'
import { MAX_UPLOAD_REQUEST_BYTES, receiveFile } from './receive'
import { AttachmentDownloadParams, AttachmentIdParams, UploadedAttachment } from './schemas'

function callerOf(request: FastifyRequest): AttachmentCaller {
  const { personId, authLevel } = request.session!
  return { personId, authLevel }
}

/**
 * The routes every owner type shares (spec part 1 §7, part 2 §7), under
 * /api/citizen/attachments. WEAK, because messages are read with a weak login; an owner type
 * that demands STRONG says so, and the relation decides before the level (no relation: 404).
 */
export const attachmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['attachments']

  app.delete(
    '/:attachmentId',
    {
      config: { auth: 'WEAK', relation: 'attachment-owner' },
      schema: {
        operationId: 'deleteAttachment',
        tags,
        summary: "Deletes a file: the uploader's unattached upload, or as the owner type allows",
        params: AttachmentIdParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404, 409) }
      }
    },
    async (request, reply) => {
      const attachment = await app.attachments.delete(callerOf(request), request.params.attachmentId)
      await request.audit('AttachmentDeleted', [attachment.id], { ownerType: attachment.ownerType, ownerId: attachment.ownerId })
      return reply.code(204).send(null)
    }
  )

  app.get(
    '/:attachmentId/download/:requestedFilename',
    {
      config: { auth: 'WEAK', relation: 'attachment-owner' },
      // A HEAD would read the file and write an audit row for nothing
      exposeHeadRoute: false,
      schema: {
        operationId: 'downloadAttachment',
        tags,
        summary: 'The file as a download with its stored type; the name in the path is not used to find it',
        params: AttachmentDownloadParams,
        response: {
          200: Type.Unsafe<Readable>({
            type: 'string',
            format: 'binary',
            contentMediaType: '*/*',
            description: 'The file, with the media type it was stored with'
          }),
          ...errorResponses(401, 403, 404)
        }
      }
    },
    async (request, reply) => {
      const { attachment, content } = await app.attachments.open(callerOf(request), request.params.attachmentId)
      await request.audit('AttachmentDownloaded', [attachment.id], { ownerType: attachment.ownerType, ownerId: attachment.ownerId })
      return reply
        .header('content-type', attachment.contentType)
        .header('content-length', attachment.size)
        .header('content-disposition', contentDisposition(attachment.name))
        .header('content-security-policy', API_CSP)
        .header('cache-control', 'private, no-store')
        .send(content)
    }
  )
}

export interface UploadRouteOptions<Params extends TSchema, Query extends TSchema> {
  ownerType: AttachmentOwnerType
  /** The route's level (the area's); WEAK for messages */
  auth: AuthLevel
  /** Whose object the upload is for (RouteRelation; `self` when it has no owner yet): the authorization matrix fails without it */
  relation?: RouteRelation
  schema: { operationId: string; summary: string; tags: string[]; params?: Params; querystring?: Query }
  /**
   * The object the file is for, from the request's params and query: `ownerId` null for an
   * upload that the area attaches when its object is saved (attachUploads).
   */
  target(request: FastifyRequest<{ Params: Static<Params>; Querystring: Static<Query> }>): { ownerId: string | null; attachmentType: string | null }
}

/**
 * Registers an area's upload endpoint (`POST …/attachments/<owner>`): multipart field `file`,
 * the caller's relation and cap checked before a byte is read, the file streamed to a
 * temporary file and cut at 25 MB, scanned for malware (app.attachments.store), its extension
 * and sniffed content checked, then stored.
 * Answers the stored file's id, name, type and size.
 */
export function registerUploadRoute<Params extends TSchema = TSchema, Query extends TSchema = TSchema>(
  app: FastifyInstance,
  url: string,
  options: UploadRouteOptions<Params, Query>
): void {
  const { ownerType } = options
  app.post(
    url,
    {
      config: { auth: options.auth, relation: options.relation },
      schema: {
        ...options.schema,
        consumes: ['multipart/form-data'],
        response: { 200: UploadedAttachment, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422, 503) }
      },
      // Route hooks run after the platform's: the session and level are known here.
      onRequest: async (request) => {
        if (Number(request.headers['content-length']) > MAX_UPLOAD_REQUEST_BYTES)
          throw new ApiError('FILE_TOO_LARGE', 'The request is larger than one file may be')
      },
      // A refused upload's remaining bytes are not read: the connection closes after the answer.
      onSend: async (request, reply) => {
        if (reply.statusCode >= 400 && !request.raw.readableEnded) reply.header('connection', 'close')
      }
    },
    async (request) => {
      const caller = callerOf(request)
      const { ownerId, attachmentType } = options.target(request as FastifyRequest<{ Params: Static<Params>; Querystring: Static<Query> }>)
      if (attachmentType !== null && !ownerType.attachmentTypes?.includes(attachmentType)) {
        throw new ApiError('VALIDATION_FAILED', `No attachment type ${attachmentType} for ${ownerType.name}`, { attachmentType: 'INVALID_FORMAT' })
      }
      await app.attachments.admit(caller, ownerType, ownerId, attachmentType)
      const file = await receiveFile(request, app.platform.config.attachments.tempDir)
      try {
        const stored = await app.attachments.store(file, {
          ownerType,
          ownerId,
          attachmentType,
          uploader: { personId: caller.personId },
          now: request.now(),
          check: async (tx) => {
            if (!(await ownerType.canAttach(tx, caller, ownerId, attachmentType))) throw new ApiError('NOT_FOUND')
          }
        })
        await request.audit('AttachmentUploaded', [stored.id], { ownerType: ownerType.name, ownerId, size: stored.size })
        return stored
      } finally {
        await file.discard()
      }
    }
  )
}
