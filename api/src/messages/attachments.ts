import { helsinkiDate } from '@pesa/shared/dates'
import { accessibleFeatures } from '../family/repository'
import type { AttachmentOwnerType } from '../platform/attachments'
import { ApiError } from '../platform/errors'
import type { Platform } from '../platform/types'
import * as repository from './repository'

/**
 * Files of messages: uploaded before the message is sent (attached by the send), read by the
 * message's sender and recipients; a sensitive thread's files need strong identification
 * (checked after the relation, so an unrelated caller still gets 404). A sent file stays.
 *
 * Only a new message takes files (a reply has none), so an upload is refused, before its bytes
 * are read and again where it is stored, as the send would refuse the message: 403 FORBIDDEN to a
 * guardian who may not start one, 400 ATTACHMENTS_NOT_ALLOWED where the municipality takes no
 * files. Nothing is counted against the guardian's storage for a file no message could carry.
 */
export const messageOwnerType = (platform: Pick<Platform, 'clock' | 'municipality'>): AttachmentOwnerType => ({
  name: 'MESSAGE',
  canAttach: async (db, caller, ownerId) => {
    if (ownerId !== null) return false
    if (!(await accessibleFeatures(db, caller.personId, helsinkiDate(platform.clock.now()))).composeNewMessage) {
      throw new ApiError('FORBIDDEN', 'No child in a unit that uses messaging')
    }
    if (platform.municipality.messageAttachmentsAllowed === false)
      throw new ApiError('ATTACHMENTS_NOT_ALLOWED', 'The municipality does not take files with messages')
    return true
  },
  canRead: async (db, caller, attachment) => {
    const access = await repository.messageAccess(db, await repository.citizenAccountId(db, caller.personId), attachment.ownerId)
    if (!access) return false
    if (access.sensitive && caller.authLevel !== 'STRONG') throw new ApiError('STRONG_AUTH_REQUIRED', 'A sensitive thread needs strong identification')
    return true
  },
  canDelete: async () => false
})
