// GENERATED FILE by api/scripts/codegen from the API route schemas (pnpm generate). Do not edit.
import { apiRequest, type RequestOptions } from '@pesa/shared'
import type { IncomeChild, IncomeStatement, IncomeStatementBody, IncomeStatementId, IncomeStatementUpdateSent, PagedIncomeStatements, PartnerIncome } from './types'

export type { IncomeChild, IncomeStatement, IncomeStatementBody, IncomeStatementId, IncomeStatementUpdateSent, PagedIncomeStatements, PartnerIncome }

/** POST /api/citizen/income-statements/child/:childId (STRONG): A new CHILD_INCOME statement of the caller's child; 404 for another child */
export function createChildIncomeStatement(args: { params: {
  childId: string
}; query?: {
  draft?: boolean
}; body: IncomeStatementBody }, options: RequestOptions = {}): Promise<IncomeStatementId> {
  return apiRequest<IncomeStatementId>({ method: 'POST', path: `/citizen/income-statements/child/${encodeURIComponent(args.params.childId)}`, query: args.query, body: args.body, ...options })
}

/** POST /api/citizen/income-statements (STRONG): A new statement of the caller (HIGHEST_FEE or INCOME), a draft or sent; 400 VALIDATION_FAILED with a code per field */
export function createIncomeStatement(args: { query?: {
  draft?: boolean
}; body: IncomeStatementBody }, options: RequestOptions = {}): Promise<IncomeStatementId> {
  return apiRequest<IncomeStatementId>({ method: 'POST', path: `/citizen/income-statements`, query: args.query, body: args.body, ...options })
}

/** DELETE /api/citizen/income-statements/:id (STRONG): Deletes a DRAFT or SENT statement and its files; 409 INCOME_STATEMENT_NOT_EDITABLE when handled, INCOME_STATEMENT_HAS_STAFF_ATTACHMENTS when staff have added paper attachments */
export function deleteIncomeStatement(args: { params: {
  id: string
} }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'DELETE', path: `/citizen/income-statements/${encodeURIComponent(args.params.id)}`, ...options })
}

/** GET /api/citizen/income-statements/child/:childId (STRONG): A child's statements, 10 a page; 404 unless the caller is the child's guardian */
export function getChildIncomeStatements(args: { params: {
  childId: string
}; query?: {
  page?: number
} }, options: RequestOptions = {}): Promise<PagedIncomeStatements> {
  return apiRequest<PagedIncomeStatements>({ method: 'GET', path: `/citizen/income-statements/child/${encodeURIComponent(args.params.childId)}`, query: args.query, ...options })
}

/** GET /api/citizen/income-statements/child/start-dates/:childId (STRONG): Start dates of the child's statements */
export function getChildIncomeStatementStartDates(args: { params: {
  childId: string
} }, options: RequestOptions = {}): Promise<string[]> {
  return apiRequest<string[]>({ method: 'GET', path: `/citizen/income-statements/child/start-dates/${encodeURIComponent(args.params.childId)}`, ...options })
}

/** GET /api/citizen/income/expiring (WEAK): End dates of the caller's income on file that runs out within 4 weeks while a child's placement continues (dates only) */
export function getExpiringIncome(options: RequestOptions = {}): Promise<string[]> {
  return apiRequest<string[]>({ method: 'GET', path: `/citizen/income/expiring`, ...options })
}

/** GET /api/citizen/income-statements/:id (STRONG): One statement with its answers, files and permitted actions */
export function getIncomeStatement(args: { params: {
  id: string
} }, options: RequestOptions = {}): Promise<IncomeStatement> {
  return apiRequest<IncomeStatement>({ method: 'GET', path: `/citizen/income-statements/${encodeURIComponent(args.params.id)}`, ...options })
}

/** GET /api/citizen/income-statements/children (STRONG): The caller's children */
export function getIncomeStatementChildren(options: RequestOptions = {}): Promise<IncomeChild[]> {
  return apiRequest<IncomeChild[]>({ method: 'GET', path: `/citizen/income-statements/children`, ...options })
}

/** GET /api/citizen/income-statements/partner (STRONG): The partner living with the caller today, and whether the partner has a statement in force today or later */
export function getIncomeStatementPartner(options: RequestOptions = {}): Promise<PartnerIncome> {
  return apiRequest<PartnerIncome>({ method: 'GET', path: `/citizen/income-statements/partner`, ...options })
}

/** GET /api/citizen/income-statements (STRONG): The caller's statements, 10 a page, latest start first */
export function getIncomeStatements(args: { query?: {
  page?: number
} } = {}, options: RequestOptions = {}): Promise<PagedIncomeStatements> {
  return apiRequest<PagedIncomeStatements>({ method: 'GET', path: `/citizen/income-statements`, query: args.query, ...options })
}

/** GET /api/citizen/income-statements/start-dates/ (STRONG): Start dates of the caller's statements (unselectable for a new one) */
export function getIncomeStatementStartDates(options: RequestOptions = {}): Promise<string[]> {
  return apiRequest<string[]>({ method: 'GET', path: `/citizen/income-statements/start-dates/`, ...options })
}

/** PUT /api/citizen/income-statements/:id (STRONG): Saves a DRAFT again or sends it; 409 INCOME_STATEMENT_NOT_EDITABLE when not a draft, INCOME_STATEMENT_CHANGED when updatedAt is old */
export function updateIncomeStatement(args: { params: {
  id: string
}; query?: {
  draft?: boolean
}; body: IncomeStatementBody }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'PUT', path: `/citizen/income-statements/${encodeURIComponent(args.params.id)}`, query: args.query, body: args.body, ...options })
}

/** PUT /api/citizen/income-statements/:id/update-sent (STRONG): Adds details (other info, files) to a SENT INCOME or CHILD_INCOME statement */
export function updateSentIncomeStatement(args: { params: {
  id: string
}; body: IncomeStatementUpdateSent }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'PUT', path: `/citizen/income-statements/${encodeURIComponent(args.params.id)}/update-sent`, body: args.body, ...options })
}
