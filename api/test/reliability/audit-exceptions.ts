/**
 * Audit completeness (api/test/reliability/DECISIONS.md, "Reliability suite"): every route whose relation is not
 * `none` writes an audit row naming its caller for each answer it grants, except the routes here.
 * Keyed by `METHOD url`. The matrix fails on a listed route that audits after all, so both lists
 * only shrink.
 */

const COUNT = 'a count or a reminder the shell asks for on every page: no record is shown, and the records it counts are audited when read'

/** Routes that rightly write no audit row, with the reason. */
export const NOT_AUDITED: Record<string, string> = {
  'GET /api/citizen/children/unread-counts': COUNT,
  'GET /api/citizen/children/assistance-need-decisions/unread-counts': COUNT,
  'GET /api/citizen/children/assistance-need-preschool-decisions/unread-counts': COUNT,
  'GET /api/citizen/pedagogical-documents/unread-count': COUNT,
  'GET /api/citizen/child-documents/unread-count': COUNT,
  'GET /api/citizen/messages/unread-count': COUNT,
  'GET /api/citizen/applications/by-guardian/notifications': COUNT,
  'GET /api/citizen/income/expiring': COUNT,
  'GET /api/citizen/personal-data/password-constraints': "the municipality's password rules, no one's data",
  'GET /api/citizen/personal-data/push/public-key': "the server's VAPID public key, no one's data",
  'GET /api/citizen/messages/my-account': "the id of the caller's own message account, nothing else"
}
