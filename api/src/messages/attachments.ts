import type { AttachmentOwnerType } from '../platform/attachments'
import { ApiError } from '../platform/errors'
import * as repository from './repository'

/**
 * Files of messages: uploaded before the message is sent (attached by the send), read by the
 * message's sender and recipients; a sensitive thread's files need strong identification
 * (checked after the relation, so an unrelated caller still gets 404). A sent file stays.
 */
export const messageOwnerType: AttachmentOwnerType = {
  name: 'MESSAGE',
  canAttach: async (_db, _caller, ownerId) => ownerId === null,
  canRead: async (db, caller, attachment) => {
    const access = await repository.messageAccess(db, await repository.citizenAccountId(db, caller.personId), attachment.ownerId)
    if (!access) return false
    if (access.sensitive && caller.authLevel !== 'STRONG') throw new ApiError('STRONG_AUTH_REQUIRED', 'A sensitive thread needs strong identification')
    return true
  },
  canDelete: async () => false
}
