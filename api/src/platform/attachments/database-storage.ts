import { Readable } from 'node:stream'
import type { Db } from '../db'
import { limitedBytes, type AttachmentStorage } from './storage'

/** 1 MiB: a 25 MB file is 25 rows; a download holds about one chunk in memory at a time. */
/*
 * Chunks cross the driver as base64 text, decoded by the database: PGlite's own bytea
 * conversion takes about 13 times as long, and base64 is a third smaller on the wire than the
 * hex text node-postgres would send.
 */
export const CHUNK_BYTES = 1024 * 1024

/** Cuts a stream into pieces of exactly `size` bytes (the last one shorter). */
async function* rechunk(content: AsyncIterable<Buffer>, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = []
  let pendingBytes = 0
  for await (const piece of content) {
    let rest = piece
    while (pendingBytes + rest.length >= size) {
      const take = size - pendingBytes
      yield Buffer.concat([...pending, rest.subarray(0, take)])
      rest = rest.subarray(take)
      pending = []
      pendingBytes = 0
    }
    if (rest.length > 0) {
      pending.push(rest)
      pendingBytes += rest.length
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending)
}

/**
 * Files in the database itself, in chunks of `attachment_chunk`: the default, because then
 * PGlite, one PostgreSQL server or N API instances need nothing more, and files are in the
 * database's backups. The chunks are written in the transaction that makes the row READY,
 * so a half-written file is never seen.
 */
export function databaseStorage(db: Db): AttachmentStorage {
  return {
    kind: 'DATABASE',
    transactional: true,
    async put(id, content, { size, maxBytes, tx }) {
      let seq = 0
      for await (const chunk of rechunk(limitedBytes(content, size, maxBytes), CHUNK_BYTES)) {
        await tx.query("insert into attachment_chunk (attachment_id, seq, data) values ($1, $2, decode($3, 'base64'))", [id, seq, chunk.toString('base64')])
        seq += 1
      }
    },
    async get(id, size) {
      const chunk = async (seq: number) => {
        const [row] = await db.query<{ data: string }>("select encode(data, 'base64') as data from attachment_chunk where attachment_id = $1 and seq = $2", [
          id,
          seq
        ])
        return row && Buffer.from(row.data, 'base64')
      }
      const head = size > 0 ? await chunk(0) : Buffer.alloc(0)
      if (!head) return undefined
      const first: Buffer = head
      async function* chunks(): AsyncGenerator<Buffer> {
        yield first
        for (let seq = 1, received = first.length; received < size; seq += 1) {
          const next = await chunk(seq)
          if (!next) return // a short file: limitedBytes fails the stream
          received += next.length
          yield next
        }
      }
      return Readable.from(limitedBytes(chunks(), size, size), { objectMode: false })
    },
    async delete(ids) {
      if (ids.length > 0) await db.query('delete from attachment_chunk where attachment_id = any($1::uuid[])', [ids])
    }
  }
}
