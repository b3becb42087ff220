import type { FieldErrors } from '../validators/codes'
import type { ServerErrorCode } from './generated/error-codes'
import { API_BASE, BACKGROUND_HEADER, CSRF_HEADER, MOCKED_TIME_HEADER, type ApiErrorBody } from './protocol'

/**
 * What `ApiError.errorCode` can be: the server's catalogue (generated from api/src/platform/errors.ts),
 * or a failure of the client itself — no answer at all, or an answer without a code (a proxy's page).
 */
export type ApiErrorCode = ServerErrorCode | 'NETWORK_ERROR' | 'UNKNOWN_ERROR'

/** A failed API call, carrying the server's errorCode so screens can show a translated text. */
export class ApiError extends Error {
  readonly status: number
  readonly errorCode: ApiErrorCode
  /** For VALIDATION_FAILED: a shared validation code per field, as the body validators answer them */
  readonly fieldErrors: FieldErrors

  constructor(status: number, body: Partial<ApiErrorBody> | undefined) {
    super(body?.message ?? `HTTP ${status}`)
    this.name = 'ApiError'
    this.status = status
    // The body is the server's answer: its errorCode and fieldErrors come from the catalogues these types are generated from.
    this.errorCode = (body?.errorCode as ServerErrorCode | undefined) ?? (status === 0 ? 'NETWORK_ERROR' : 'UNKNOWN_ERROR')
    this.fieldErrors = (body?.fieldErrors as FieldErrors | undefined) ?? {}
  }
}

export interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Path below /api, with path parameters already filled in */
  path: string
  query?: Record<string, string | number | boolean | string[] | undefined | null>
  body?: unknown
  signal?: AbortSignal
  /** Made by the page on its own, not by the guardian: does not keep the session alive */
  background?: boolean
}

/**
 * Test hooks set by the e2e suite before any script runs (Playwright addInitScript).
 * Absent in real use, so the mocked-time header is never sent outside tests.
 */
export interface TestHooks {
  mockedTime?: string
  /** How often the shell asks whether the session is still alive */
  authPollMs?: number
}

export function testHooks(): TestHooks | undefined {
  return (globalThis as { __pesaTest?: TestHooks }).__pesaTest
}

export function buildUrl(path: string, query?: ApiRequest['query']): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue
    if (Array.isArray(value)) value.forEach((item) => params.append(key, item))
    else params.append(key, String(value))
  }
  const search = params.toString()
  return `${API_BASE}${path}${search ? `?${search}` : ''}`
}

/** What happens on 401: the session is gone, so the whole app starts over from the root. */
let onUnauthorized = (): void => {
  window.location.assign('/')
}

/** Lets the standalone hosts and tests replace the 401 navigation. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler
}

/** What a request made without apiRequest (an upload through XMLHttpRequest) does on 401. */
export function notifyUnauthorized(): void {
  onUnauthorized()
}

export async function apiRequest<T>(request: ApiRequest): Promise<T> {
  const headers: Record<string, string> = { [CSRF_HEADER]: '1', accept: 'application/json' }
  const mockedTime = testHooks()?.mockedTime
  if (mockedTime) headers[MOCKED_TIME_HEADER] = mockedTime
  if (request.background) headers[BACKGROUND_HEADER] = '1'

  let body: BodyInit | undefined
  if (request.body instanceof FormData) {
    body = request.body
  } else if (request.body !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(request.body)
  }

  let response: Response
  try {
    response = await fetch(buildUrl(request.path, request.query), {
      method: request.method,
      headers,
      body,
      credentials: 'same-origin',
      signal: request.signal
    })
  } catch (cause) {
    if (request.signal?.aborted) throw cause
    throw new ApiError(0, { message: 'Network error' })
  }

  if (response.status === 401) {
    notifyUnauthorized()
    throw new ApiError(401, await readJson<ApiErrorBody>(response))
  }
  if (!response.ok) {
    throw new ApiError(response.status, await readJson<ApiErrorBody>(response))
  }
  if (response.status === 204) return undefined as T
  return (await readJson<T>(response)) as T
}

async function readJson<T>(response: Response): Promise<T | undefined> {
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text) as T
  } catch {
    return undefined
  }
}
