import {
  API_BASE,
  ApiError,
  buildUrl,
  CSRF_HEADER,
  MOCKED_TIME_HEADER,
  notifyUnauthorized,
  REQUEST_ID_HEADER,
  testHooks,
  type ApiErrorBody
} from '@pesa/shared'

/** A stored file as the upload route answers it and a form keeps it. */
export interface UploadedFile {
  id: string
  name: string
  contentType?: string
  size?: number
}

export interface UploadRequest {
  /** The upload route below /api, e.g. `/citizen/attachments/messages` */
  path: string
  query?: Record<string, string>
  file: File
  /** Bytes sent so far of the whole request */
  onProgress?(sent: number, total: number): void
  signal?: AbortSignal
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined
  } catch {
    return undefined
  }
}

/**
 * Sends one file as multipart field `file` with XMLHttpRequest, whose upload progress events
 * fetch lacks, and otherwise as apiRequest does: the CSRF header, the mocked-time header in
 * tests, 401 handled as every call handles it, failures as ApiError with the server's code.
 * An abort through `signal` rejects with an AbortError.
 */
export function uploadFile({ path, query, file, onProgress, signal }: UploadRequest): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Upload cancelled', 'AbortError'))
    const xhr = new XMLHttpRequest()
    xhr.open('POST', buildUrl(path, query))
    xhr.setRequestHeader(CSRF_HEADER, '1')
    xhr.setRequestHeader('accept', 'application/json')
    const mockedTime = testHooks()?.mockedTime
    if (mockedTime) xhr.setRequestHeader(MOCKED_TIME_HEADER, mockedTime)
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total)
    })
    xhr.addEventListener('load', () => {
      const body = parse(xhr.responseText)
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as UploadedFile)
      if (xhr.status === 401) notifyUnauthorized()
      reject(new ApiError(xhr.status, body as Partial<ApiErrorBody> | undefined, xhr.getResponseHeader(REQUEST_ID_HEADER)))
    })
    xhr.addEventListener('error', () => reject(new ApiError(0, { message: 'Network error' })))
    xhr.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')))
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    const form = new FormData()
    form.append('file', file)
    xhr.send(form)
  })
}

/** Where the browser downloads a stored file; the name in the path is for the save dialog only. */
export function attachmentDownloadUrl(file: Pick<UploadedFile, 'id' | 'name'>): string {
  return `${API_BASE}/citizen/attachments/${encodeURIComponent(file.id)}/download/${encodeURIComponent(file.name)}`
}
