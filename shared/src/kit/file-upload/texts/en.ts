import type { ErrorValues, FileUploadTexts } from './fi'

const en: FileUploadTexts = {
  add: 'Add a file',
  rules: (types: string, max: string) => `Allowed files: ${types}. At most ${max} per file.`,
  groups: { IMAGE: 'images', DOCUMENT: 'documents', AUDIO: 'audio', VIDEO: 'video', CSV: 'CSV' },
  noFiles: 'No files attached',
  size: { kilobytes: 'KB', megabytes: 'MB' },
  progress: (name: string) => `Uploading ${name}`,
  cancel: 'Cancel',
  cancelFile: (name: string) => `Cancel uploading ${name}`,
  delete: 'Delete',
  deleteFile: (name: string) => `Delete ${name}`,
  dismiss: 'Dismiss',
  dismissFile: (name: string) => `Dismiss the error of ${name}`,
  announce: {
    uploading: (name: string) => `Uploading ${name}.`,
    uploaded: (name: string) => `${name} was added.`,
    cancelled: (name: string) => `Uploading ${name} was cancelled.`,
    deleted: (name: string) => `${name} was deleted.`,
    failed: (name: string, reason: string) => `${name} could not be added: ${reason}`
  },
  errors: {
    EXTENSION_MISSING: 'The file name has no extension (such as .pdf).',
    EXTENSION_INVALID: 'Files of this type cannot be added.',
    CONTENT_TYPE_INVALID: 'The content of the file does not match its type, or the type cannot be added.',
    FILE_TOO_LARGE: ({ max }: ErrorValues) => `The file is too large (at most ${max}).`,
    ATTACHMENT_LIMIT: 'The space for your files is full. Delete old files and try again.',
    ATTACHMENT_INFECTED: ({ name }: ErrorValues) => `${name} contains malware. The file was removed and not saved.`,
    ATTACHMENT_SCAN_UNAVAILABLE: 'The file cannot be checked for malware right now, so it was not saved. Try again in a while.',
    NETWORK_ERROR: 'The connection to the service was lost. Check your network connection and try again.',
    SERVER_ERROR: 'The file could not be added. Try again.',
    DELETE_FAILED: 'The file could not be deleted. Try again.'
  }
}

export default en
