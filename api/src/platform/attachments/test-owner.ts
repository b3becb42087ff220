import type { FastifyInstance } from 'fastify'
import { Type } from '@sinclair/typebox'
import type { Queryable } from '../db'
import { attachUploads, registerUploadRoute, type AttachmentOwnerType } from './index'

/*
 * An owner type that exists only in the tests, registered as an area would register its own:
 * files about a child, which the child's guardians may read. A guardian uploads either to the
 * child at once (`…/test-children/:childId?type=`) or first without an owner
 * (`…/test-notes`), attaching the uploads when the "note" is saved.
 */
const isGuardian = async (db: Queryable, personId: string, childId: string) =>
  (await db.query('select 1 from guardianship where guardian_id = $1 and child_id = $2', [personId, childId])).length > 0

export const TEST_ATTACHMENT_TYPES = ['PROOF', 'OTHER'] as const

export function registerTestOwner(app: FastifyInstance, options: Partial<AttachmentOwnerType> = {}): AttachmentOwnerType {
  const ownerType = app.attachments.registerOwnerType({
    name: 'TEST_CHILD_FILE',
    attachmentTypes: TEST_ATTACHMENT_TYPES,
    canAttach: async (db, caller, childId) => childId === null || isGuardian(db, caller.personId, childId),
    canRead: async (db, caller, attachment) => isGuardian(db, caller.personId, attachment.ownerId),
    canDelete: async (_db, caller, attachment) => attachment.uploadedByPerson === caller.personId,
    ...options
  })
  const tags = ['test']
  void app.register(
    async (scope) => {
      registerUploadRoute(scope, '/attachments/test-children/:childId', {
        ownerType,
        auth: 'WEAK',
        schema: {
          operationId: 'testUploadChildFile',
          tags,
          summary: 'A file about a child',
          params: Type.Object({ childId: Type.String({ format: 'uuid' }) }),
          querystring: Type.Object({ type: Type.Union(TEST_ATTACHMENT_TYPES.map((type) => Type.Literal(type))) })
        },
        target: (request) => ({ ownerId: request.params.childId, attachmentType: request.query.type })
      })
      registerUploadRoute(scope, '/attachments/test-notes', {
        ownerType,
        auth: 'WEAK',
        schema: { operationId: 'testUploadNoteFile', tags, summary: 'A file for a note not saved yet' },
        target: () => ({ ownerId: null, attachmentType: null })
      })
      scope.post(
        '/test-notes/:childId',
        {
          config: { auth: 'WEAK' },
          schema: {
            params: Type.Object({ childId: Type.String({ format: 'uuid' }) }),
            body: Type.Object({ attachmentIds: Type.Array(Type.String({ format: 'uuid' })) })
          }
        },
        async (request, reply) => {
          const { childId } = request.params as { childId: string }
          const { attachmentIds } = request.body as { attachmentIds: string[] }
          const personId = request.session!.personId
          await scope.platform.db.transaction(async (tx) => {
            if (!(await isGuardian(tx, personId, childId))) throw new Error('not a guardian')
            await attachUploads(tx, { ownerType, ownerId: childId, ids: attachmentIds, personId, now: request.now() })
          })
          return reply.code(204).send(null)
        }
      )
    },
    { prefix: '/api/citizen' }
  )
  return ownerType
}
