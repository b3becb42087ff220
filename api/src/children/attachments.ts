import type { FastifyInstance } from 'fastify'
import type { AttachmentOwnerType } from '../platform/attachments'
import { isGuardianOf, markPedagogicalRead, pedagogicalDocumentChild } from './repository'

export const PEDAGOGICAL_DOCUMENT_OWNER_TYPE = 'PEDAGOGICAL_DOCUMENT'

/*
 * Files of pedagogical documents (owner type PEDAGOGICAL_DOCUMENT): staff's files, which a
 * guardian of the child reads with strong identification. Guardians add and delete none. Opening
 * or downloading a file marks its document read by that guardian (spec part 2 §4).
 */
export function registerPedagogicalOwnerType(app: FastifyInstance): AttachmentOwnerType {
  return app.attachments.registerOwnerType({
    name: PEDAGOGICAL_DOCUMENT_OWNER_TYPE,
    authLevel: 'STRONG',
    canAttach: async () => false,
    canRead: async (db, caller, attachment) => {
      const childId = await pedagogicalDocumentChild(db, attachment.ownerId)
      if (!childId || !(await isGuardianOf(db, caller.personId, childId))) return false
      await markPedagogicalRead(db, [attachment.ownerId], caller.personId, new Date())
      return true
    },
    canDelete: async () => false
  })
}

/** Children's images (owner type CHILD_IMAGE, owner the child): a guardian reads them with any login; staff add them. */
export function registerChildImageOwnerType(app: FastifyInstance): AttachmentOwnerType {
  return app.attachments.registerOwnerType({
    name: 'CHILD_IMAGE',
    fileGroups: ['IMAGE'],
    canAttach: async () => false,
    canRead: async (db, caller, attachment) => isGuardianOf(db, caller.personId, attachment.ownerId),
    canDelete: async () => false
  })
}
