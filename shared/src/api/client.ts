import type { FieldErrors } from '../validators/codes'
import type { ServerErrorCode } from './generated/error-codes'
import {
  API_BASE,
  BACKGROUND_HEADER,
  CACHED_AT_HEADER,
  CSRF_HEADER,
  LANGUAGE_HEADER,
  MOCKED_TIME_HEADER,
  REQUEST_ID_HEADER,
  type ApiErrorBody,
  type RefusedDay
} from './protocol'
import { noteAnswerAge } from './answer-age'

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
  /** For calendar writes: the child-days the server refused and why (empty otherwise) */
  readonly days: RefusedDay[]
  /** The server's id of the failed request, for support to find its log lines (absent without an answer) */
  readonly requestId: string | undefined
  /** The error body as answered: a refusal may name more than its code (e.g. the refused days), read defensively */
  readonly body: unknown

  constructor(status: number, body: Partial<ApiErrorBody> | undefined, requestId?: string | null) {
    super(body?.message ?? `HTTP ${status}`)
    this.name = 'ApiError'
    this.status = status
    // The body is the server's answer: its errorCode and fieldErrors come from the catalogues these types are generated from.
    this.errorCode = (body?.errorCode as ServerErrorCode | undefined) ?? (status === 0 ? 'NETWORK_ERROR' : 'UNKNOWN_ERROR')
    this.fieldErrors = (body?.fieldErrors as FieldErrors | undefined) ?? {}
    this.days = body?.days ?? []
    this.requestId = requestId ?? undefined
    this.body = body
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

/** What a caller of a generated API function may add: an abort signal, and whether the page made the call on its own. */
export type RequestOptions = Pick<ApiRequest, 'signal' | 'background'>

/**
 * Test hooks set by the e2e suite before any script runs (Playwright addInitScript).
 * Absent in real use, so the mocked-time header is never sent outside tests.
 */
export interface TestHooks {
  mockedTime?: string
  /** The run's clock shift (`dates/story-clock.ts`), which `today()` follows; the servers have their own copy */
  clockShiftMs?: number
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

/** Statuses of a proxy or load balancer with no instance behind it: the service, not the request, failed. */
const UNREACHABLE_STATUSES = new Set([502, 503, 504])

/** The request got no answer from the service: no connection at all, or a gateway's 502–504. */
export function serviceUnreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || UNREACHABLE_STATUSES.has(error.status))
}

let onUnreachable = (): void => undefined

/**
 * Lets the shell hear at once when a request the guardian made finds the service unreachable,
 * instead of at its next status poll. Background requests do not call it: the poll is one.
 */
export function setUnreachableHandler(handler: () => void): void {
  onUnreachable = handler
}

/** What a request made without apiRequest (an upload through XMLHttpRequest) does on 401. */
export function notifyUnauthorized(): void {
  onUnauthorized()
}

export async function apiRequest<T>(request: ApiRequest): Promise<T> {
  const headers: Record<string, string> = { [CSRF_HEADER]: '1', accept: 'application/json' }
  const mockedTime = testHooks()?.mockedTime
  if (mockedTime) headers[MOCKED_TIME_HEADER] = mockedTime
  // The language store sets <html lang>; reading it here keeps the client free of the store.
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang
  if (lang) headers[LANGUAGE_HEADER] = lang
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
    throw noticeUnreachable(request, new ApiError(0, { message: 'Network error' }))
  }

  if (response.status === 401) {
    notifyUnauthorized()
    throw new ApiError(401, await readJson<ApiErrorBody>(response), response.headers.get(REQUEST_ID_HEADER))
  }
  if (!response.ok) {
    throw noticeUnreachable(request, new ApiError(response.status, await readJson<ApiErrorBody>(response), response.headers.get(REQUEST_ID_HEADER)))
  }
  noteAnswerAge(response.headers.get(CACHED_AT_HEADER))
  if (response.status === 204) return undefined as T
  return (await readJson<T>(response)) as T
}

function noticeUnreachable(request: ApiRequest, error: ApiError): ApiError {
  if (!request.background && serviceUnreachable(error)) onUnreachable()
  return error
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
