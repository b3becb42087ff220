/**
 * Facts of the HTTP contract that the server and every client must agree on.
 * The server imports these too, so a rename cannot leave one side behind.
 */
export const API_BASE = '/api'

/** Every state-changing request carries this header with the value '1' (CSRF defence). */
export const CSRF_HEADER = 'x-pesa-csrf'

/** Honoured by the server only in test mode: the ISO instant the request should see as now. */
export const MOCKED_TIME_HEADER = 'x-pesa-mocked-time'

/**
 * Sent with '1' on requests the page makes on its own (the auth-status poll, badge counts, inbox
 * polling): they are not the guardian's activity, so they never extend the session's idle expiry
 * and an untouched tab on a shared computer logs out on time.
 */
export const BACKGROUND_HEADER = 'x-pesa-background'

/** Error body of every 4xx/5xx answer. */
export interface ApiErrorBody {
  statusCode: number
  errorCode: string
  message: string
  fieldErrors?: Record<string, string>
}
