import { createReadStream } from 'node:fs'
import { fileTypeFromFile } from 'file-type/node'
import { attachmentFileKind, type AttachmentFileGroup, type AttachmentFileKind } from '@pesa/shared/validators'
import { ApiError } from '../errors'

/**
 * Checks a received file against its name (spec part 1 §5 Upload): the extension must be one
 * of the allowed groups', and the content what that extension promises — sniffed from its
 * magic bytes, or for CSV, which has none, read through as text. Answers the kind to store.
 */
export async function checkFile(path: string, name: string, size: number, groups?: readonly AttachmentFileGroup[]): Promise<AttachmentFileKind> {
  const kind = attachmentFileKind(name, groups)
  if (kind === 'EXTENSION_MISSING') throw new ApiError('EXTENSION_MISSING', 'The file name has no extension')
  if (kind === 'EXTENSION_INVALID') throw new ApiError('EXTENSION_INVALID', 'Files of this type cannot be uploaded here')
  if (size === 0) throw new ApiError('CONTENT_TYPE_INVALID', 'The file is empty')
  const sniffed = await fileTypeFromFile(path)
  const matches = kind.sniffedAs.length === 0 ? sniffed === undefined && (await isText(path)) : sniffed !== undefined && kind.sniffedAs.includes(sniffed.ext)
  if (!matches) throw new ApiError('CONTENT_TYPE_INVALID', 'The content of the file is not what its extension says')
  return kind
}

/*
 * Text in any of the encodings spreadsheets save CSV in (UTF-8, Windows-1252, ISO 8859-1):
 * no NUL and no control characters but tab, line feed, carriage return and form feed.
 */
function isTextByte(byte: number): boolean {
  return byte >= 0x20 ? byte !== 0x7f : byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d
}

async function isText(path: string): Promise<boolean> {
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    for (const byte of chunk) if (!isTextByte(byte)) return false
  }
  return true
}
