import { clientErrorReport, type ClientErrorKind } from '@pesa/shared/client-errors'
import { API_BASE, CSRF_HEADER } from '@pesa/shared/protocol'

const ENDPOINT = `${API_BASE}/citizen/public/client-errors`
const APP_VERSION = process.env.PESA_APP_VERSION ?? 'dev'
/** A page in a loop of errors says what it has to say in its first reports. */
const MAX_REPORTS_PER_PAGE = 10

const sentReports = new Set<string>()
const reportedErrors = new WeakSet<object>()
let reporting = false

/** An error reported before, or caused by one (the area boundary rethrows a failed load). */
function alreadyReported(error: unknown): boolean {
  for (let current = error, depth = 0; typeof current === 'object' && current !== null && depth < 5; depth++) {
    if (reportedErrors.has(current)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/**
 * Sends an error of the page to the API (shell/DECISIONS.md, "Client error reports"), so the
 * error page's "the fault was reported" holds. Without personal data or cookies, once per
 * page for the same report, and never throwing or reporting its own failures: it runs where
 * the page is already failing.
 */
export function reportClientError(kind: ClientErrorKind, error: unknown, area?: string): void {
  if (reporting) return
  reporting = true
  try {
    if (alreadyReported(error)) return
    if (typeof error === 'object' && error !== null) reportedErrors.add(error)
    const report = clientErrorReport(kind, error, { path: window.location.pathname, appVersion: APP_VERSION, area })
    const key = JSON.stringify([report.kind, report.area, report.route, report.message])
    if (sentReports.has(key) || sentReports.size >= MAX_REPORTS_PER_PAGE) return
    sentReports.add(key)
    // keepalive lets the report outlive a reload; sendBeacon cannot carry the CSRF header.
    fetch(ENDPOINT, {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: { [CSRF_HEADER]: '1', 'content-type': 'application/json' },
      body: JSON.stringify(report)
    }).catch(() => undefined)
  } catch {
    // Nothing to do: the report is a courtesy, the page is what matters.
  } finally {
    reporting = false
  }
}

/** Errors no boundary catches: thrown outside rendering, and promises nobody awaited. */
export function reportUncaughtErrors(target: Window = window): void {
  target.addEventListener('error', (event) => reportClientError('window-error', event.error ?? event.message))
  target.addEventListener('unhandledrejection', (event) => reportClientError('unhandled-rejection', event.reason))
}

/** For tests: a fresh page. */
export function resetClientErrorReports(): void {
  sentReports.clear()
}
