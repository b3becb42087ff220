/*
 * The attachments platform as areas use it (api/src/platform/attachments/DECISIONS.md, "Attachments"): register an owner
 * type, register upload routes for it, and attach, or delete, files in the area's own
 * transactions. The shared delete and download routes read the registry.
 */
import type { Queryable } from '../db'
import { ApiError } from '../errors'
import type { AttachmentOwnerType } from './owner-types'
import { attachToOwner, markOwnersDeleted, markDeleted } from './repository'

export type { AttachmentCaller, AttachmentOwnerType, AttachmentRecord } from './owner-types'
export type { UploadedAttachment } from './attachments'
export { registerUploadRoute, type UploadRouteOptions } from './routes'
export { receiveFile, type ReceivedFile } from './receive'

/**
 * In the area's save transaction: attaches the caller's uploads (`ids`) to the saved object.
 * Each must be the caller's own upload of this owner type, not attached elsewhere, or already
 * this object's; otherwise 400 ATTACHMENT_UNKNOWN and the transaction rolls back.
 */
export async function attachUploads(
  tx: Queryable,
  options: { ownerType: AttachmentOwnerType; ownerId: string; ids: string[]; personId: string; now: Date }
): Promise<void> {
  const unknown = await attachToOwner(tx, {
    ownerType: options.ownerType.name,
    ownerId: options.ownerId,
    ids: options.ids,
    personId: options.personId,
    at: options.now
  })
  if (unknown.length > 0) throw new ApiError('ATTACHMENT_UNKNOWN', `Not uploads of this caller that can be attached here: ${unknown.join(', ')}`)
}

/** In the area's transaction that deletes objects: their files disappear with them (housekeeping frees the bytes). */
export async function deleteAttachmentsOf(tx: Queryable, ownerType: AttachmentOwnerType, ownerIds: string[]): Promise<void> {
  await markOwnersDeleted(tx, ownerType.name, ownerIds)
}

/** In an area's transaction: deletes particular files (an unticked answer's proofs dropped at send). */
export async function deleteAttachments(tx: Queryable, ids: string[]): Promise<void> {
  await markDeleted(tx, ids)
}
