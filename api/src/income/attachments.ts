import { INCOME_ATTACHMENT_TYPES } from '@pesa/shared/validators'
import type { FastifyInstance } from 'fastify'
import type { AttachmentOwnerType } from '../platform/attachments'
import { ApiError } from '../platform/errors'
import { findStatement } from './repository'
import { hasRelation } from './service'

/*
 * Files of income statements (owner type INCOME_STATEMENT): typed proofs, or CHILD_INCOME for a
 * child's statement. Strong identification for every use. A file goes to a DRAFT at once; a SENT
 * statement links uploads on update-sent. Staff paper attachments are shown, never deletable.
 */
export function registerIncomeOwnerType(app: FastifyInstance): AttachmentOwnerType {
  return app.attachments.registerOwnerType({
    name: 'INCOME_STATEMENT',
    attachmentTypes: INCOME_ATTACHMENT_TYPES,
    authLevel: 'STRONG',
    canAttach: async (db, caller, statementId, attachmentType) => {
      if (statementId === null) return true
      const statement = await findStatement(db, statementId)
      if (!statement || !(await hasRelation(db, caller.personId, statement.personId))) return false
      if (statement.status !== 'DRAFT') throw new ApiError('INCOME_STATEMENT_NOT_EDITABLE', 'Files go to a sent statement with update-sent')
      if ((attachmentType === 'CHILD_INCOME') !== (statement.type === 'CHILD_INCOME'))
        throw new ApiError('VALIDATION_FAILED', 'Not an attachment type of this statement', { attachmentType: 'INVALID_FORMAT' })
      return true
    },
    canRead: async (db, caller, attachment) => {
      const statement = await findStatement(db, attachment.ownerId)
      return statement !== undefined && hasRelation(db, caller.personId, statement.personId)
    },
    canDelete: async (db, caller, attachment) => {
      const statement = await findStatement(db, attachment.ownerId)
      if (!statement || !(await hasRelation(db, caller.personId, statement.personId))) return false
      if (attachment.uploadedByEmployee !== null) throw new ApiError('FORBIDDEN', 'A paper attachment of the staff')
      if (statement.status !== 'DRAFT') throw new ApiError('INCOME_STATEMENT_NOT_EDITABLE', 'Files of a sent statement stay')
      return true
    }
  })
}
