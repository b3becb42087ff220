import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react'
import { ApiError, Button, useLanguage, type Lang } from '@pesa/shared'
import {
  acceptedFileTypes,
  ATTACHMENT_FILE_GROUPS,
  ATTACHMENT_FILE_KINDS,
  checkAttachmentFile,
  MAX_ATTACHMENT_BYTES,
  type AttachmentFileGroup
} from '../../validators/attachment-files'
import { deleteAttachment } from '../../api/generated/attachments'
import { fileUploadTexts, type FileUploadTexts } from './texts'
import { attachmentDownloadUrl, uploadFile, type UploadedFile } from './upload-request'
import styles from './FileUpload.module.css'

export interface FileUploadProps {
  /** The heading of the files, e.g. "Liitteet" */
  label: string
  /** The upload route below /api, e.g. `/citizen/attachments/messages` */
  uploadPath: string
  uploadQuery?: Record<string, string>
  /** The stored files: the form keeps them, the component lists them */
  files: readonly UploadedFile[]
  /** A file was stored; add it to `files` (functional state update: uploads finish in any order) */
  onUploaded(file: UploadedFile): void
  /** A file was deleted on the server; remove it from `files` */
  onDeleted(id: string): void
  /** How many uploads are running, for a form that waits for them before sending */
  onUploadingChange?(count: number): void
  /** The groups the owner type accepts; all of spec part 1 §5 when unset */
  fileGroups?: readonly AttachmentFileGroup[]
  /** Files are listed with download links, nothing can be added or deleted */
  readOnly?: boolean
  disabled?: boolean
  'data-qa'?: string
}

/** Codes shown at a file: the server's upload codes, and what the browser itself can tell. */
export type FileUploadErrorCode = keyof FileUploadTexts['errors']

interface Upload {
  key: string
  file: File
  /** 0–100 */
  percent: number
  error?: FileUploadErrorCode
  abort: AbortController
}

const KNOWN_UPLOAD_ERRORS = new Set<string>([
  'EXTENSION_MISSING',
  'EXTENSION_INVALID',
  'CONTENT_TYPE_INVALID',
  'FILE_TOO_LARGE',
  'ATTACHMENT_LIMIT',
  'ATTACHMENT_INFECTED',
  'ATTACHMENT_SCAN_UNAVAILABLE',
  'NETWORK_ERROR'
])

function errorCodeOf(error: unknown): FileUploadErrorCode {
  return error instanceof ApiError && KNOWN_UPLOAD_ERRORS.has(error.errorCode) ? (error.errorCode as FileUploadErrorCode) : 'SERVER_ERROR'
}

export function formatFileSize(bytes: number, lang: Lang, units: FileUploadTexts['size']): string {
  const format = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 })
  const megabytes = bytes / (1024 * 1024)
  return megabytes >= 1 ? `${format.format(megabytes)} ${units.megabytes}` : `${format.format(Math.max(1, Math.ceil(bytes / 1024)))} ${units.kilobytes}`
}

/** The text of a refusal; some name the limit or the file (an infected file is named, spec: the uploader sees which). */
function errorText(t: FileUploadTexts, code: FileUploadErrorCode, max: string, name: string): string {
  const text = t.errors[code]
  return typeof text === 'function' ? text({ max, name }) : text
}

/** The allowed groups as the rules line names them: the extensions of the small groups. */
function groupList(t: FileUploadTexts, groups: readonly AttachmentFileGroup[]): string {
  return groups
    .map((group) => {
      const extensions = Object.entries(ATTACHMENT_FILE_KINDS)
        .filter(([, kind]) => kind.group === group)
        .map(([extension]) => extension.toUpperCase())
      return group !== 'CSV' && extensions.length <= 4 ? `${t.groups[group]} (${extensions.join(', ')})` : t.groups[group]
    })
    .join(', ')
}

/**
 * Attachments of a form (spec part 1 §5 Upload): choose one or more files, each uploaded at once
 * with its progress and a cancel button, then listed with its size, a download link and a delete
 * button. A refused file stays in the list with the reason until dismissed. The browser checks
 * the name and size first; the server checks everything again. Changes are announced in a
 * polite live region.
 */
export function FileUpload({
  label,
  uploadPath,
  uploadQuery,
  files,
  onUploaded,
  onDeleted,
  onUploadingChange,
  fileGroups = ATTACHMENT_FILE_GROUPS,
  readOnly = false,
  disabled = false,
  'data-qa': dataQa
}: FileUploadProps) {
  const t = fileUploadTexts.useTranslation()
  const lang = useLanguage()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [uploads, setUploads] = useState<Upload[]>([])
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set())
  const [deleteErrors, setDeleteErrors] = useState<ReadonlySet<string>>(new Set())
  const [announcement, setAnnouncement] = useState('')
  const max = formatFileSize(MAX_ATTACHMENT_BYTES, lang, t.size)

  const running = uploads.filter((upload) => !upload.error).length
  const reportRunning = useRef(onUploadingChange)
  reportRunning.current = onUploadingChange
  useEffect(() => {
    reportRunning.current?.(running)
  }, [running])

  // Uploads still running when the form goes away are cancelled.
  const live = useRef(uploads)
  live.current = uploads
  useEffect(() => () => live.current.forEach((upload) => upload.abort.abort()), [])

  const addButtonId = `${id}-add`
  const focusAddButton = () => document.getElementById(addButtonId)?.focus()
  const update = (key: string, change: Partial<Upload>) => setUploads((all) => all.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)))
  const drop = (key: string) => setUploads((all) => all.filter((upload) => upload.key !== key))
  const fail = (upload: Upload, code: FileUploadErrorCode) => {
    update(upload.key, { error: code })
    setAnnouncement(t.announce.failed(upload.file.name, errorText(t, code, max, upload.file.name)))
  }

  async function start(upload: Upload) {
    const problem = checkAttachmentFile(upload.file, fileGroups)
    if (problem) return fail(upload, problem)
    setAnnouncement(t.announce.uploading(upload.file.name))
    try {
      const stored = await uploadFile({
        path: uploadPath,
        query: uploadQuery,
        file: upload.file,
        signal: upload.abort.signal,
        onProgress: (sent, total) => update(upload.key, { percent: Math.min(99, Math.floor((sent / total) * 100)) })
      })
      drop(upload.key)
      onUploaded(stored)
      setAnnouncement(t.announce.uploaded(stored.name))
    } catch (error) {
      if (upload.abort.signal.aborted) return
      fail(upload, errorCodeOf(error))
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])].map((file) => ({ key: `${Date.now()}-${Math.random()}`, file, percent: 0, abort: new AbortController() }))
    event.target.value = '' // the same file can be chosen again after a failure
    setUploads((all) => [...all, ...chosen])
    chosen.forEach((upload) => void start(upload))
  }

  function cancel(upload: Upload) {
    upload.abort.abort()
    drop(upload.key)
    setAnnouncement(t.announce.cancelled(upload.file.name))
    focusAddButton()
  }

  function dismiss(upload: Upload) {
    drop(upload.key)
    focusAddButton()
  }

  async function remove(file: UploadedFile) {
    setDeleting((ids) => new Set(ids).add(file.id))
    setDeleteErrors((ids) => new Set([...ids].filter((other) => other !== file.id)))
    try {
      await deleteAttachment({ params: { attachmentId: file.id } })
      onDeleted(file.id)
      setAnnouncement(t.announce.deleted(file.name))
      focusAddButton()
    } catch {
      setDeleteErrors((ids) => new Set(ids).add(file.id))
      setAnnouncement(`${file.name}: ${t.errors.DELETE_FAILED}`)
    } finally {
      setDeleting((ids) => new Set([...ids].filter((other) => other !== file.id)))
    }
  }

  const labelId = `${id}-label`
  const rulesId = `${id}-rules`
  return (
    <div className={styles.fileUpload} role="group" aria-labelledby={labelId} data-qa={dataQa}>
      <div id={labelId} className={styles.label}>
        {label}
      </div>
      {!readOnly && (
        <>
          <p id={rulesId} className={styles.rules}>
            {t.rules(groupList(t, fileGroups), max)}
          </p>
          <input
            ref={input}
            type="file"
            multiple
            accept={acceptedFileTypes(fileGroups)}
            className="pesa-visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
            onChange={choose}
            disabled={disabled}
            data-qa="file-upload-input"
          />
          <Button id={addButtonId} onClick={() => input.current?.click()} disabled={disabled} aria-describedby={rulesId} data-qa="file-upload-add">
            {t.add}
          </Button>
        </>
      )}
      {files.length === 0 && uploads.length === 0 ? (
        <p className={styles.empty}>{t.noFiles}</p>
      ) : (
        <ul className={styles.list}>
          {files.map((file) => (
            <li key={file.id} className={styles.file} data-qa="file-upload-file">
              <a href={attachmentDownloadUrl(file)} className={styles.name} data-qa="file-upload-download">
                {file.name}
              </a>
              {file.size !== undefined && <span className={styles.size}>{formatFileSize(file.size, lang, t.size)}</span>}
              {!readOnly && (
                <Button
                  variant="plain"
                  onClick={() => void remove(file)}
                  busy={deleting.has(file.id)}
                  disabled={disabled}
                  aria-label={t.deleteFile(file.name)}
                  data-qa="file-upload-delete"
                >
                  {t.delete}
                </Button>
              )}
              {deleteErrors.has(file.id) && (
                <span className={styles.error} data-qa="file-upload-error">
                  {t.errors.DELETE_FAILED}
                </span>
              )}
            </li>
          ))}
          {uploads.map((upload) => (
            <li key={upload.key} className={styles.file} data-qa={upload.error ? 'file-upload-failed' : 'file-upload-uploading'}>
              <span className={styles.name}>{upload.file.name}</span>
              <span className={styles.size}>{formatFileSize(upload.file.size, lang, t.size)}</span>
              {upload.error ? (
                <>
                  <Button variant="plain" onClick={() => dismiss(upload)} aria-label={t.dismissFile(upload.file.name)}>
                    {t.dismiss}
                  </Button>
                  <span className={styles.error} data-qa="file-upload-error">
                    {errorText(t, upload.error, max, upload.file.name)}
                  </span>
                </>
              ) : (
                <>
                  <progress className={styles.progress} max={100} value={upload.percent} aria-label={t.progress(upload.file.name)} />
                  <span className={styles.percent} aria-hidden="true">
                    {upload.percent} %
                  </span>
                  <Button variant="plain" onClick={() => cancel(upload)} aria-label={t.cancelFile(upload.file.name)} data-qa="file-upload-cancel">
                    {t.cancel}
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="pesa-visually-hidden" aria-live="polite" role="status" data-qa="file-upload-status">
        {announcement}
      </div>
    </div>
  )
}
