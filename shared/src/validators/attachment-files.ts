/*
 * Which files guardians may upload (spec part 1 §5 Upload, part 2 §9): the allowed groups,
 * the extensions of each, and the size limit. The upload component checks a file with these
 * before sending it (guidance); the server checks the same table and sniffs the content
 * (api/src/platform/attachments/file-check.ts).
 */

/** Spec part 1 §9 and part 2 §9: "File maximum 25 MB", counted as 25 × 1024 × 1024 bytes. */
export const MAX_ATTACHMENT_BYTES = 25 * 1024 * 1024

export type AttachmentFileGroup = 'IMAGE' | 'DOCUMENT' | 'AUDIO' | 'VIDEO' | 'CSV'

export const ATTACHMENT_FILE_GROUPS: readonly AttachmentFileGroup[] = ['IMAGE', 'DOCUMENT', 'AUDIO', 'VIDEO', 'CSV']

export interface AttachmentFileKind {
  group: AttachmentFileGroup
  /** The type the file is stored and served with once its content matched */
  contentType: string
  /**
   * What content sniffing (the `file-type` package's `ext`) may call such a file. Empty for
   * CSV: text has no magic bytes, so it is checked as text instead.
   */
  sniffedAs: readonly string[]
}

function kind(group: AttachmentFileGroup, contentType: string, ...sniffedAs: string[]): AttachmentFileKind {
  return { group, contentType, sniffedAs }
}

/** Extension (lower case, no dot) → what the file must be. */
export const ATTACHMENT_FILE_KINDS: Readonly<Record<string, AttachmentFileKind>> = {
  jpg: kind('IMAGE', 'image/jpeg', 'jpg'),
  jpeg: kind('IMAGE', 'image/jpeg', 'jpg'),
  png: kind('IMAGE', 'image/png', 'png'),
  pdf: kind('DOCUMENT', 'application/pdf', 'pdf'),
  // A Word 97–2003 file is a compound file container; sniffing sees only the container.
  doc: kind('DOCUMENT', 'application/msword', 'cfb'),
  docx: kind('DOCUMENT', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'),
  odt: kind('DOCUMENT', 'application/vnd.oasis.opendocument.text', 'odt'),
  mp3: kind('AUDIO', 'audio/mpeg', 'mp3'),
  m4a: kind('AUDIO', 'audio/mp4', 'm4a', 'mp4'),
  aac: kind('AUDIO', 'audio/aac', 'aac'),
  wav: kind('AUDIO', 'audio/wav', 'wav'),
  ogg: kind('AUDIO', 'audio/ogg', 'ogg', 'oga', 'opus'),
  oga: kind('AUDIO', 'audio/ogg', 'ogg', 'oga', 'opus'),
  opus: kind('AUDIO', 'audio/ogg', 'opus'),
  flac: kind('AUDIO', 'audio/flac', 'flac'),
  mp4: kind('VIDEO', 'video/mp4', 'mp4', 'm4v'),
  m4v: kind('VIDEO', 'video/mp4', 'm4v', 'mp4'),
  mov: kind('VIDEO', 'video/quicktime', 'mov'),
  webm: kind('VIDEO', 'video/webm', 'webm'),
  mkv: kind('VIDEO', 'video/x-matroska', 'mkv'),
  avi: kind('VIDEO', 'video/x-msvideo', 'avi'),
  '3gp': kind('VIDEO', 'video/3gpp', '3gp', 'mp4'),
  mpg: kind('VIDEO', 'video/mpeg', 'mpg'),
  mpeg: kind('VIDEO', 'video/mpeg', 'mpg'),
  csv: kind('CSV', 'text/csv')
}

/** The extension of a file name, lower case without the dot; undefined when it has none. */
export function fileExtension(name: string): string | undefined {
  const dot = name.lastIndexOf('.')
  // ".pdf" is a hidden file without an extension; "report." has none either
  if (dot <= 0 || dot === name.length - 1) return undefined
  return name.slice(dot + 1).toLowerCase()
}

export type AttachmentFileProblem = 'EXTENSION_MISSING' | 'EXTENSION_INVALID' | 'FILE_TOO_LARGE'

/** The kind of file the name promises, or why it cannot be uploaded where `groups` are allowed. */
export function attachmentFileKind(
  name: string,
  groups: readonly AttachmentFileGroup[] = ATTACHMENT_FILE_GROUPS
): AttachmentFileKind | Exclude<AttachmentFileProblem, 'FILE_TOO_LARGE'> {
  const extension = fileExtension(name)
  if (!extension) return 'EXTENSION_MISSING'
  const known = Object.hasOwn(ATTACHMENT_FILE_KINDS, extension) ? ATTACHMENT_FILE_KINDS[extension] : undefined
  return known && groups.includes(known.group) ? known : 'EXTENSION_INVALID'
}

/** What the browser can tell before uploading: the name's extension and the size. */
export function checkAttachmentFile(
  file: { name: string; size: number },
  groups: readonly AttachmentFileGroup[] = ATTACHMENT_FILE_GROUPS
): AttachmentFileProblem | undefined {
  const kindOrProblem = attachmentFileKind(file.name, groups)
  if (typeof kindOrProblem === 'string') return kindOrProblem
  return file.size > MAX_ATTACHMENT_BYTES ? 'FILE_TOO_LARGE' : undefined
}

/** The `accept` attribute of a file input for the groups: extensions and types. */
export function acceptedFileTypes(groups: readonly AttachmentFileGroup[] = ATTACHMENT_FILE_GROUPS): string {
  const entries = Object.entries(ATTACHMENT_FILE_KINDS).filter(([, { group }]) => groups.includes(group))
  const extensions = entries.map(([extension]) => `.${extension}`)
  const types = [...new Set(entries.map(([, { contentType }]) => contentType))]
  return [...extensions, ...types].join(',')
}
