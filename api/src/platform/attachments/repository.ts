import type { Queryable } from '../db'
import type { AttachmentRecord } from './owner-types'
import type { StorageKind } from './storage'

const COLUMNS = `id, owner_type as "ownerType", owner_id as "ownerId", attachment_type as "attachmentType", name,
  content_type as "contentType", size, uploaded_by_person as "uploadedByPerson",
  uploaded_by_employee as "uploadedByEmployee", created_at as "createdAt"`

export type StoredAttachment = AttachmentRecord & { storage: StorageKind }

/** A readable (READY) attachment. */
export async function findReadyAttachment(db: Queryable, id: string): Promise<StoredAttachment | undefined> {
  const [row] = await db.query<StoredAttachment>(`select ${COLUMNS}, storage from attachment where id = $1 and status = 'READY'`, [id])
  return row
}

/** Holds the person's row until the transaction ends, so that two uploads at once cannot both pass the cap. */
export async function lockUploader(tx: Queryable, personId: string): Promise<void> {
  await tx.query('select 1 from person where id = $1 for update', [personId])
}

/** Bytes the person's uploads take, counting uploads still being written. */
export async function storedBytesOf(tx: Queryable, personId: string): Promise<number> {
  const [row] = await tx.query<{ bytes: number }>(
    "select coalesce(sum(size), 0)::bigint as bytes from attachment where uploaded_by_person = $1 and status in ('PENDING', 'READY')",
    [personId]
  )
  return row?.bytes ?? 0
}

export interface NewAttachment {
  id: string
  ownerType: string
  ownerId: string | null
  attachmentType: string | null
  name: string
  contentType: string
  size: number
  storage: StorageKind
  status: 'PENDING' | 'READY'
  uploadedByPerson: string | null
  uploadedByEmployee: string | null
  createdAt: Date
}

export async function insertAttachment(tx: Queryable, row: NewAttachment): Promise<void> {
  await tx.query(
    `insert into attachment (id, owner_type, owner_id, attachment_type, name, content_type, size, storage, status,
       uploaded_by_person, uploaded_by_employee, created_at, attached_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, case when $3::uuid is null then null else $12::timestamptz end)`,
    [
      row.id,
      row.ownerType,
      row.ownerId,
      row.attachmentType,
      row.name,
      row.contentType,
      row.size,
      row.storage,
      row.status,
      row.uploadedByPerson,
      row.uploadedByEmployee,
      row.createdAt
    ]
  )
}

/** PENDING → READY; false when the row is gone or no longer pending (swept meanwhile). */
export async function markReady(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query("update attachment set status = 'READY' where id = $1 and status = 'PENDING' returning id", [id])
  return rows.length === 1
}

/** Hides attachments at once; housekeeping removes their bytes and rows. */
export async function markDeleted(db: Queryable, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.query("update attachment set status = 'DELETED' where id = any($1::uuid[])", [ids])
}

/** Hides every file there is (the development reset), answering where each one's bytes are. */
export async function markAllDeleted(db: Queryable): Promise<{ id: string; storage: StorageKind }[]> {
  return db.query("update attachment set status = 'DELETED' returning id, storage")
}

/** Hides every file of the owners (an area deleting its objects, in its own transaction). */
export async function markOwnersDeleted(tx: Queryable, ownerType: string, ownerIds: string[]): Promise<string[]> {
  if (ownerIds.length === 0) return []
  const rows = await tx.query<{ id: string }>(
    "update attachment set status = 'DELETED' where owner_type = $1 and owner_id = any($2::uuid[]) and status <> 'DELETED' returning id",
    [ownerType, ownerIds]
  )
  return rows.map((row) => row.id)
}

/**
 * Attaches the person's unattached uploads of the owner type to the owner. Answers the ids it
 * could not: not the person's, another owner type's, attached elsewhere, or not READY. Ids
 * already attached to this owner count as attached.
 */
export async function attachToOwner(
  tx: Queryable,
  options: { ownerType: string; ownerId: string; ids: string[]; personId: string; at: Date }
): Promise<string[]> {
  if (options.ids.length === 0) return []
  const attached = await tx.query<{ id: string }>(
    `update attachment set owner_id = $2, attached_at = $5
     where id = any($3::uuid[]) and owner_type = $1 and uploaded_by_person = $4 and owner_id is null and status = 'READY'
     returning id`,
    [options.ownerType, options.ownerId, options.ids, options.personId, options.at]
  )
  const own = await tx.query<{ id: string }>(
    "select id from attachment where id = any($3::uuid[]) and owner_type = $1 and owner_id = $2 and status = 'READY'",
    [options.ownerType, options.ownerId, options.ids]
  )
  const done = new Set([...attached, ...own].map((row) => row.id))
  return options.ids.filter((id) => !done.has(id))
}

/** Rows to hide and remove: unattached READY uploads older than `orphanedBefore`, PENDING ones older than `pendingBefore`. */
export async function markAbandoned(db: Queryable, orphanedBefore: Date, pendingBefore: Date): Promise<{ orphaned: number; stalePending: number }> {
  const orphaned = await db.query("update attachment set status = 'DELETED' where owner_id is null and status = 'READY' and created_at < $1 returning id", [
    orphanedBefore
  ])
  const stalePending = await db.query("update attachment set status = 'DELETED' where status = 'PENDING' and created_at < $1 returning id", [pendingBefore])
  return { orphaned: orphaned.length, stalePending: stalePending.length }
}

export async function deletedAttachments(db: Queryable, limit: number): Promise<{ id: string; storage: StorageKind }[]> {
  return db.query("select id, storage from attachment where status = 'DELETED' order by created_at limit $1", [limit])
}

export async function deleteRows(db: Queryable, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.query("delete from attachment where id = any($1::uuid[]) and status = 'DELETED'", [ids])
}
