import type { AttachmentFileGroup } from '@pesa/shared/validators'
import type { Queryable } from '../db'
import type { AuthLevel } from '../types'

/** Who is asking: the session's person and level. */
export interface AttachmentCaller {
  personId: string
  authLevel: AuthLevel
}

/** An attachment as the owner type's checks see it. */
export interface AttachmentRecord {
  id: string
  ownerType: string
  /** null while the upload waits for its object to be saved */
  ownerId: string | null
  attachmentType: string | null
  name: string
  contentType: string
  size: number
  uploadedByPerson: string | null
  uploadedByEmployee: string | null
  createdAt: Date
}

/**
 * What an area tells the platform about the files of its objects. The checks answer whether
 * the caller has the relation; false means 404 (the caller learns nothing). A check may also
 * throw an ApiError of its own (409 when the object is no longer editable, 403
 * STRONG_AUTH_REQUIRED for a sensitive thread).
 */
export interface AttachmentOwnerType {
  /** APPLICATION, MESSAGE, INCOME_STATEMENT… stored with each file */
  name: string
  /** The groups of spec part 1 §5 this owner accepts; all of them when unset */
  fileGroups?: readonly AttachmentFileGroup[]
  /** The owner's kinds of file (URGENCY, EXTENDED_CARE…); an upload names one of them. Unset: untyped files. */
  attachmentTypes?: readonly string[]
  /** STRONG: downloading and deleting need strong identification as well as the relation */
  authLevel?: AuthLevel
  /**
   * May the caller add a file to the object (`ownerId`), or as an upload not yet attached to
   * one (`ownerId` null, where the owner type allows it)? Called before the file is read and
   * again in the transaction that stores it.
   */
  canAttach(db: Queryable, caller: AttachmentCaller, ownerId: string | null, attachmentType: string | null): Promise<boolean>
  /** May the caller download this attached file? */
  canRead(db: Queryable, caller: AttachmentCaller, attachment: AttachmentRecord & { ownerId: string }): Promise<boolean>
  /** May the caller delete this attached file? */
  canDelete(db: Queryable, caller: AttachmentCaller, attachment: AttachmentRecord & { ownerId: string }): Promise<boolean>
}

/** The owner types of one app: each area registers its own when its routes are registered. */
export class OwnerTypeRegistry {
  private readonly types = new Map<string, AttachmentOwnerType>()

  register<T extends AttachmentOwnerType>(ownerType: T): T {
    if (this.types.has(ownerType.name)) throw new Error(`Attachment owner type ${ownerType.name} is registered twice`)
    if (!/^[A-Z][A-Z0-9_]*$/.test(ownerType.name)) throw new Error(`Attachment owner type ${ownerType.name} is not UPPER_SNAKE_CASE`)
    this.types.set(ownerType.name, ownerType)
    return ownerType
  }

  get(name: string): AttachmentOwnerType | undefined {
    return this.types.get(name)
  }
}
