import type { Readable } from 'node:stream'
import type { Queryable } from '../db'

export type StorageKind = 'DATABASE' | 'S3'

/**
 * Where the bytes of attachments are kept, keyed by the attachment id. The rows of
 * `attachment` say which storage holds each file, so a deployment that changes storage still
 * reads the files it stored before.
 */
export interface AttachmentStorage {
  readonly kind: StorageKind
  /**
   * True when `put` writes inside the caller's transaction (the database): the row is stored
   * READY with its bytes in one commit. Otherwise the row is PENDING while the bytes are
   * written, and READY after.
   */
  readonly transactional: boolean
  /**
   * Writes `size` bytes from `content`. Refuses, having kept nothing, content longer than
   * `maxBytes` or of another length than `size`.
   */
  put(id: string, content: Readable, options: { size: number; maxBytes: number; tx: Queryable }): Promise<void>
  /** The bytes, streamed (the stream fails if other than `size` arrive); undefined when there are none. */
  get(id: string, size: number): Promise<Readable | undefined>
  /** Removes the bytes; ids that have none are no error. */
  delete(ids: string[]): Promise<void>
}

/** Fails a stream that carries more than `maxBytes` or, at its end, other than `size` bytes. */
export async function* limitedBytes(content: AsyncIterable<Buffer>, size: number, maxBytes: number): AsyncGenerator<Buffer> {
  if (size > maxBytes) throw new Error(`${size} bytes is over the limit of ${maxBytes}`)
  let seen = 0
  for await (const chunk of content) {
    seen += chunk.length
    if (seen > size) throw new Error(`More than the ${size} bytes announced`)
    yield chunk
  }
  if (seen !== size) throw new Error(`${seen} bytes arrived of the ${size} announced`)
}
