import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { FastifyRequest } from 'fastify'
import { MAX_ATTACHMENT_BYTES } from '@pesa/shared/validators'
import { ApiError } from '../errors'
import { cleanFileName } from './file-names'

/*
 * What one upload request may carry besides the file: the multipart framing, the part's
 * headers and its name. A request announcing more is refused before a byte of it is read.
 */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024
export const MAX_UPLOAD_REQUEST_BYTES = MAX_ATTACHMENT_BYTES + MULTIPART_OVERHEAD_BYTES

/** Busboy's limits for every multipart request: one file of at most 25 MB, a few small fields. */
export const MULTIPART_LIMITS = { fileSize: MAX_ATTACHMENT_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11, headerPairs: 100 }

/** An uploaded file on local disk while it is checked; `discard` removes it. */
export interface ReceivedFile {
  path: string
  /** The uploader's name for it, cleaned for display */
  name: string
  size: number
  discard(): Promise<void>
}

/**
 * Streams the multipart field `file` to a temporary file, never holding it in memory, and
 * cuts it at 25 MB (413 FILE_TOO_LARGE, the partial file removed).
 */
export async function receiveFile(request: FastifyRequest, tempDir: string): Promise<ReceivedFile> {
  const missing = () => new ApiError('VALIDATION_FAILED', 'Send the file as multipart/form-data in the field "file"', { file: 'REQUIRED' })
  if (!request.isMultipart()) throw missing()
  const part = await request.file().catch((error: unknown) => {
    throw cutOff(error)
  })
  if (!part || part.fieldname !== 'file') throw missing()

  const filePath = path.join(tempDir, `pesa-upload-${randomUUID()}`)
  const discard = () => rm(filePath, { force: true })
  let size = 0
  part.file.on('data', (chunk: Buffer) => {
    size += chunk.length
  })
  try {
    await pipeline(part.file, createWriteStream(filePath, { flags: 'wx', mode: 0o600 }))
  } catch (error) {
    await discard()
    throw cutOff(error)
  }
  if (part.file.truncated) {
    await discard()
    throw tooLarge()
  }
  return { path: filePath, name: cleanFileName(part.filename), size, discard }
}

function tooLarge(): ApiError {
  return new ApiError('FILE_TOO_LARGE', `The file is larger than ${MAX_ATTACHMENT_BYTES} bytes`)
}

/** A file past the limit, or a request that ended (or was aborted) before its file did. */
function cutOff(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge()
  return new ApiError('VALIDATION_FAILED', 'The upload ended before the file did', { file: 'INVALID_FORMAT' })
}
