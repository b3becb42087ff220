import { randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { Readable } from 'node:stream'
import type { FastifyBaseLogger } from 'fastify'
import { MAX_ATTACHMENT_BYTES } from '@pesa/shared/validators'
import type { AttachmentsConfig } from '../config'
import type { Db, Queryable } from '../db'
import { ApiError } from '../errors'
import { checkFile } from './file-check'
import { OwnerTypeRegistry, type AttachmentCaller, type AttachmentOwnerType } from './owner-types'
import type { ReceivedFile } from './receive'
import { ScannerUnavailable, type MalwareScanner } from './scanner'
import * as repository from './repository'
import type { StoredAttachment } from './repository'
import type { AttachmentStorage, StorageKind } from './storage'

/*
 * Housekeeping thresholds (api/src/platform/attachments/DECISIONS.md, "Attachments"). An upload not attached within a
 * day was abandoned: messages and income statements are written in one sitting, and a draft
 * that keeps its files attaches them when it is saved. A PENDING row an hour old belongs to
 * an instance that died while writing to object storage, which takes seconds.
 */
export const ORPHAN_AGE_MS = 24 * 60 * 60_000
export const PENDING_AGE_MS = 60 * 60_000
/** Rows removed per housekeeping run; the rest wait for the next run. */
const SWEEP_BATCH = 500

export interface UploadedAttachment {
  id: string
  name: string
  contentType: string
  size: number
}

export interface StoreOptions {
  ownerType: AttachmentOwnerType
  ownerId: string | null
  attachmentType: string | null
  /** A guardian's upload counts against their cap; staff's does not */
  uploader: { personId: string } | { employeeId: string }
  /** Runs in the storing transaction before the row is written (the caller's relation, again) */
  check?(tx: Queryable): Promise<void>
  now: Date
}

export interface SweepResult {
  orphaned: number
  stalePending: number
  removed: number
}

/**
 * The attachments of one app: owner types, the checks of an upload, storing it on the
 * configured storage, reading and deleting through the owner types' relations, housekeeping.
 */
export class Attachments {
  readonly ownerTypes = new OwnerTypeRegistry()

  constructor(
    private readonly db: Db,
    private readonly config: AttachmentsConfig,
    /** New files go to the first; every storage a row may name is here */
    private readonly storages: { current: AttachmentStorage; all: ReadonlyMap<StorageKind, AttachmentStorage> },
    /** clamd, or none when ATTACHMENT_SCAN=off (or dev and test without CLAMAV_*) */
    private readonly scanner: MalwareScanner | undefined,
    private readonly log: FastifyBaseLogger
  ) {}

  registerOwnerType<T extends AttachmentOwnerType>(ownerType: T): T {
    return this.ownerTypes.register(ownerType)
  }

  /** Refuses an upload the caller may not make before its file is read: no relation (404) or a full cap (409). */
  async admit(caller: AttachmentCaller, ownerType: AttachmentOwnerType, ownerId: string | null, attachmentType: string | null): Promise<void> {
    if (!(await ownerType.canAttach(this.db, caller, ownerId, attachmentType))) throw new ApiError('NOT_FOUND')
    if ((await repository.storedBytesOf(this.db, caller.personId)) >= this.config.maxBytesPerPerson) throw capReached()
  }

  /**
   * Scans the received file for malware, checks it (extension, sniffed content) and stores it: on
   * the database in one transaction with its row, on object storage between a PENDING and a READY
   * row. The per-person cap is checked in the transaction that writes the row. Every upload, the
   * guardians' routes and staff's, comes through here, so nothing is stored unscanned.
   */
  async store(file: ReceivedFile, options: StoreOptions): Promise<UploadedAttachment> {
    await this.scan(file)
    const kind = await checkFile(file.path, file.name, file.size, options.ownerType.fileGroups)
    const storage = this.storages.current
    const row: repository.NewAttachment = {
      id: randomUUID(),
      ownerType: options.ownerType.name,
      ownerId: options.ownerId,
      attachmentType: options.attachmentType,
      name: file.name,
      contentType: kind.contentType,
      size: file.size,
      storage: storage.kind,
      status: storage.transactional ? 'READY' : 'PENDING',
      uploadedByPerson: 'personId' in options.uploader ? options.uploader.personId : null,
      uploadedByEmployee: 'employeeId' in options.uploader ? options.uploader.employeeId : null,
      createdAt: options.now
    }
    const admitAndInsert = async (tx: Queryable) => {
      await options.check?.(tx)
      if (row.uploadedByPerson) {
        await repository.lockUploader(tx, row.uploadedByPerson)
        if ((await repository.storedBytesOf(tx, row.uploadedByPerson)) + row.size > this.config.maxBytesPerPerson) throw capReached()
      }
      await repository.insertAttachment(tx, row)
    }
    const write = (tx: Queryable) => storage.put(row.id, createReadStream(file.path), { size: row.size, maxBytes: MAX_ATTACHMENT_BYTES, tx })

    if (storage.transactional) {
      await this.db.transaction(async (tx) => {
        await admitAndInsert(tx)
        await write(tx)
      })
    } else {
      await this.db.transaction(admitAndInsert)
      try {
        await write(this.db)
        if (!(await repository.markReady(this.db, row.id))) throw new Error(`Attachment ${row.id} stopped being PENDING while it was written`)
      } catch (error) {
        await repository.markDeleted(this.db, [row.id])
        await this.remove([{ id: row.id, storage: storage.kind }]).catch((cleanup: unknown) => this.log.warn({ err: cleanup }, 'attachment cleanup failed'))
        throw error
      }
    }
    return { id: row.id, name: row.name, contentType: row.contentType, size: row.size }
  }

  /**
   * Before anything is stored or sniffed (an infected file is named as such whatever its name
   * says): an infected file is refused (422 ATTACHMENT_INFECTED) and, since nothing of it was
   * written, leaves only the temporary file its route removes; no answer from the scanner is
   * refused too (503 ATTACHMENT_SCAN_UNAVAILABLE): fail closed.
   */
  private async scan(file: ReceivedFile): Promise<void> {
    if (!this.scanner) return
    const started = performance.now()
    let result
    try {
      result = await this.scanner.scan(file.path)
    } catch (error) {
      if (!(error instanceof ScannerUnavailable)) throw error
      this.log.error({ err: error }, 'malware scanner unavailable: upload refused')
      throw new ApiError('ATTACHMENT_SCAN_UNAVAILABLE', 'The file could not be checked for malware now; try again later')
    }
    const scanMs = Math.round(performance.now() - started)
    if (!result.clean) {
      this.log.warn({ signature: result.signature, size: file.size, scanMs }, 'infected upload refused')
      throw new ApiError('ATTACHMENT_INFECTED', `${file.name} contains malware (${result.signature}) and was removed`)
    }
    this.log.debug({ size: file.size, scanMs }, 'upload scanned clean')
  }

  /**
   * Stores a file the service made (a rendered decision PDF), trusted as it is: no sniffing, no
   * uploader and no cap. On database storage in one transaction with its row; on object storage
   * between a PENDING and a READY row, so a half-written file is never read.
   */
  async storeGenerated(
    content: Buffer,
    options: { ownerType: string; ownerId: string; attachmentType: string | null; name: string; contentType: string; now: Date }
  ): Promise<string> {
    const storage = this.storages.current
    const row: repository.NewAttachment = {
      id: randomUUID(),
      ownerType: options.ownerType,
      ownerId: options.ownerId,
      attachmentType: options.attachmentType,
      name: options.name,
      contentType: options.contentType,
      size: content.length,
      storage: storage.kind,
      status: storage.transactional ? 'READY' : 'PENDING',
      uploadedByPerson: null,
      uploadedByEmployee: null,
      createdAt: options.now
    }
    const write = (tx: Queryable) => storage.put(row.id, Readable.from([content]), { size: row.size, maxBytes: MAX_ATTACHMENT_BYTES, tx })
    if (storage.transactional) {
      await this.db.transaction(async (tx) => {
        await repository.insertAttachment(tx, row)
        await write(tx)
      })
      return row.id
    }
    await repository.insertAttachment(this.db, row)
    try {
      await write(this.db)
      if (!(await repository.markReady(this.db, row.id))) throw new Error(`Attachment ${row.id} stopped being PENDING while it was written`)
    } catch (error) {
      await repository.markDeleted(this.db, [row.id])
      await this.remove([{ id: row.id, storage: storage.kind }]).catch((cleanup: unknown) => this.log.warn({ err: cleanup }, 'attachment cleanup failed'))
      throw error
    }
    return row.id
  }

  /**
   * A stored file of an owner for an area that checked the caller's relation itself (decision
   * PDFs: the decision's own rules say who reads it); undefined when it is not READY.
   */
  async openOwned(id: string, ownerType: string, ownerId: string): Promise<{ attachment: StoredAttachment; content: Readable } | undefined> {
    const attachment = await repository.findReadyAttachment(this.db, id)
    if (!attachment || attachment.ownerType !== ownerType || attachment.ownerId !== ownerId) return undefined
    const content = await this.storages.all.get(attachment.storage)?.get(attachment.id, attachment.size)
    return content ? { attachment, content } : undefined
  }

  /** The file for the caller to download, or 404 when it is not there or not theirs to read. */
  async open(caller: AttachmentCaller, id: string): Promise<{ attachment: StoredAttachment; content: Readable }> {
    const attachment = await this.authorized(caller, id, 'read')
    const content = await this.storages.all.get(attachment.storage)?.get(attachment.id, attachment.size)
    if (!content) {
      this.log.error({ attachmentId: id, storage: attachment.storage }, 'a READY attachment has no content')
      throw new ApiError('NOT_FOUND')
    }
    return { attachment, content }
  }

  /** Deletes the file if the caller may: hidden at once, its bytes removed now or by housekeeping. */
  async delete(caller: AttachmentCaller, id: string): Promise<StoredAttachment> {
    const attachment = await this.authorized(caller, id, 'delete')
    await repository.markDeleted(this.db, [id])
    await this.remove([attachment]).catch((error: unknown) => this.log.warn({ err: error, attachmentId: id }, 'attachment left for housekeeping'))
    return attachment
  }

  /**
   * Housekeeping: hides uploads never attached (older than a day) and object-storage writes that
   * never finished (older than an hour), then removes the bytes and rows of hidden files. Every
   * statement is idempotent, so several instances may run it at once.
   */
  async sweep(now: Date): Promise<SweepResult> {
    const marked = await repository.markAbandoned(this.db, new Date(now.getTime() - ORPHAN_AGE_MS), new Date(now.getTime() - PENDING_AGE_MS))
    const deleted = await repository.deletedAttachments(this.db, SWEEP_BATCH)
    const removed = await this.remove(deleted)
    return { ...marked, removed }
  }

  /**
   * Removes every file, bytes and rows (the development reset): truncating the table alone would
   * leave the objects of an object storage behind, unreachable by housekeeping.
   */
  async removeAll(): Promise<number> {
    return this.remove(await repository.markAllDeleted(this.db))
  }

  private async authorized(caller: AttachmentCaller, id: string, action: 'read' | 'delete'): Promise<StoredAttachment> {
    const attachment = await repository.findReadyAttachment(this.db, id)
    const ownerType = attachment && this.ownerTypes.get(attachment.ownerType)
    if (!attachment || !ownerType) throw new ApiError('NOT_FOUND')
    const { ownerId } = attachment
    const allowed =
      ownerId === null
        ? attachment.uploadedByPerson === caller.personId
        : await (action === 'read' ? ownerType.canRead : ownerType.canDelete).call(ownerType, this.db, caller, { ...attachment, ownerId })
    if (!allowed) throw new ApiError('NOT_FOUND')
    if (ownerType.authLevel === 'STRONG' && caller.authLevel !== 'STRONG') throw new ApiError('STRONG_AUTH_REQUIRED')
    return attachment
  }

  /** Removes the bytes, then the rows, of DELETED attachments; answers how many rows went. */
  private async remove(rows: { id: string; storage: StorageKind }[]): Promise<number> {
    let removed = 0
    for (const kind of new Set(rows.map((row) => row.storage))) {
      const storage = this.storages.all.get(kind)
      if (!storage) {
        this.log.error({ storage: kind }, 'attachments on a storage that is not configured cannot be removed')
        continue
      }
      const ids = rows.filter((row) => row.storage === kind).map((row) => row.id)
      await storage.delete(ids)
      await repository.deleteRows(this.db, ids)
      removed += ids.length
    }
    return removed
  }
}

function capReached(): ApiError {
  return new ApiError('ATTACHMENT_LIMIT', 'Your files take all the space allowed for one person')
}
