/**
 * The reads measured under load, one line per read. An area adds its guardian's heaviest
 * reads here (reservations for a year, an inbox page, applications); a path that answers 404
 * is reported as not available yet, so a line can land before its route.
 */
export interface Endpoint {
  name: string
  /** Path and query on the server; `{childId}` stands for Ella's id (`childPath`) */
  path: string
  /**
   * Sent with Anna's session: WEAK from her weak login, STRONG written into the benchmark's own
   * database (a production server has no other way to give a strong session without the
   * national identification service); false for none.
   */
  session: false | 'WEAK' | 'STRONG'
}

/** No database and no session: what this server on this machine can answer at most. */
export const CEILING: Endpoint = { name: 'health (ceiling)', path: '/api/health', session: false }

/**
 * The seed gives people random ids, so a per-child read names Ella by `{childId}` and each run
 * reads her id from Anna's children on the server it measures: Ella has every kind of child
 * page content (pedagogical documents, absence applications, a preschool placement).
 */
export const BENCH_CHILD_FIRST_NAME = 'Ella'

export function childPath(endpoint: Endpoint, childId: string): string {
  return endpoint.path.replaceAll('{childId}', childId)
}

/** The month the attendance summary is read for: this one. */
const thisMonth = () => new Date().toISOString().slice(0, 7)

/** The calendar's initial read (spec part 2 §7): from a month back to a year ahead of today. */
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10)

export const ENDPOINTS: Endpoint[] = [
  { name: 'auth status (logged in)', path: '/api/citizen/auth/status', session: 'WEAK' },
  { name: 'public units list (daycare)', path: '/api/citizen/public/units/DAYCARE', session: false },
  { name: 'application units (daycare)', path: '/api/citizen/units?type=DAYCARE&date=2030-01-15', session: 'WEAK' },
  { name: 'map autocomplete', path: '/api/citizen/public/map-api/autocomplete?text=Kauppakatu&layers=address', session: false },
  { name: 'children of the guardian', path: '/api/citizen/children', session: 'WEAK' },
  { name: 'own income statements', path: '/api/citizen/income-statements?page=1', session: 'STRONG' },
  { name: 'income partner', path: '/api/citizen/income-statements/partner', session: 'STRONG' },
  { name: 'income expiring', path: '/api/citizen/income/expiring', session: 'WEAK' },
  // Anna's handled statement (ANNA_HANDLED_INCOME_STATEMENT_ID in api/src/seed/income.ts)
  { name: 'one income statement', path: '/api/citizen/income-statements/5e5d0a1c-2b7e-4c1a-9a11-a1e0d01c0001', session: 'STRONG' },
  { name: 'income children', path: '/api/citizen/income-statements/children', session: 'STRONG' },
  { name: 'applications by guardian', path: '/api/citizen/applications/by-guardian', session: 'STRONG' },
  // Aino's seeded daycare application (AINO_DAYCARE_APPLICATION_ID in api/src/seed/applications.ts)
  { name: 'one application', path: '/api/citizen/applications/5e5d0a1c-2b7e-4c1a-9a11-a1e0d0cae001', session: 'STRONG' },
  { name: 'messages inbox (page 1)', path: '/api/citizen/messages/received?page=1', session: 'WEAK' },
  { name: 'messages unread count', path: '/api/citizen/messages/unread-count', session: 'WEAK' },
  { name: 'message recipients', path: '/api/citizen/messages/recipients', session: 'WEAK' },
  { name: 'calendar reservations (initial range)', path: `/api/citizen/reservations?from=${day(-35)}&to=${day(365)}`, session: 'WEAK' },
  { name: 'holiday questionnaires', path: '/api/citizen/holiday-period/questionnaire', session: 'WEAK' },
  { name: 'calendar events (initial range)', path: `/api/citizen/calendar-events?start=${day(-35)}&end=${day(365)}`, session: 'WEAK' },
  { name: 'daily service time notifications', path: '/api/citizen/daily-service-time-notifications', session: 'WEAK' },
  { name: 'calendar feed status', path: '/api/citizen/calendar-feed', session: 'WEAK' },
  { name: 'decisions', path: '/api/citizen/decisions', session: 'STRONG' },
  { name: 'finance decisions', path: '/api/citizen/finance-decisions/by-liable-citizen', session: 'STRONG' },
  { name: 'assistance decisions', path: '/api/citizen/assistance-need-decisions', session: 'STRONG' },
  { name: 'decision notifications', path: '/api/citizen/applications/by-guardian/notifications', session: 'WEAK' },
  { name: 'children unread counts', path: '/api/citizen/children/unread-counts', session: 'WEAK' },
  { name: 'child documents unread count', path: '/api/citizen/child-documents/unread-count', session: 'WEAK' },
  { name: 'child documents unanswered', path: '/api/citizen/child-documents/unanswered', session: 'STRONG' },
  // The sections of Ella's page (spec part 2 §2)
  { name: "child's service needs", path: '/api/citizen/children/{childId}/service-needs', session: 'WEAK' },
  { name: "child's attendance summary (this month)", path: `/api/citizen/children/{childId}/attendance-summary/${thisMonth()}`, session: 'WEAK' },
  { name: "child's placements", path: '/api/citizen/children/{childId}/placements', session: 'STRONG' },
  { name: "child's pedagogical documents", path: '/api/citizen/children/{childId}/pedagogical-documents', session: 'STRONG' },
  { name: "child's documents", path: '/api/citizen/child-documents?childId={childId}', session: 'STRONG' },
  { name: "child's absence applications", path: '/api/citizen/absence-application?childId={childId}', session: 'WEAK' },
  { name: "child's service applications", path: '/api/citizen/service-applications?childId={childId}', session: 'WEAK' }
]
