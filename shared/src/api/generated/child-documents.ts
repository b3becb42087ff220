// GENERATED FILE by api/scripts/codegen from the API route schemas (pnpm generate). Do not edit.
import { apiRequest, type RequestOptions } from '@pesa/shared'
import type { ChildDocumentAnswerRequest, ChildDocumentDetails, ChildDocumentSummary, ChildDocumentUnreadCounts } from './types'

export type { ChildDocumentAnswerRequest, ChildDocumentDetails, ChildDocumentSummary, ChildDocumentUnreadCounts }

/** GET /api/citizen/child-documents/:documentId (STRONG): One published document with its template and answers */
export function getChildDocument(args: { params: {
  documentId: string
} }, options: RequestOptions = {}): Promise<ChildDocumentDetails> {
  return apiRequest<ChildDocumentDetails>({ method: 'GET', path: `/citizen/child-documents/${encodeURIComponent(args.params.documentId)}`, ...options })
}

/** GET /api/citizen/child-documents/:documentId/pdf (STRONG): The document as a PDF, shown in the browser */
export function getChildDocumentPdf(args: { params: {
  documentId: string
} }, options: RequestOptions = {}): Promise<string> {
  return apiRequest<string>({ method: 'GET', path: `/citizen/child-documents/${encodeURIComponent(args.params.documentId)}/pdf`, ...options })
}

/** GET /api/citizen/child-documents (STRONG): The child's published documents, newest first; another child is 404 */
export function getChildDocuments(args: { query: {
  childId: string
} }, options: RequestOptions = {}): Promise<ChildDocumentSummary[]> {
  return apiRequest<ChildDocumentSummary[]>({ method: 'GET', path: `/citizen/child-documents`, query: args.query, ...options })
}

/** GET /api/citizen/child-documents/unread-count (WEAK): Unread published documents of the caller's children, by child id */
export function getChildDocumentsUnreadCount(options: RequestOptions = {}): Promise<ChildDocumentUnreadCounts> {
  return apiRequest<ChildDocumentUnreadCounts>({ method: 'GET', path: `/citizen/child-documents/unread-count`, ...options })
}

/** GET /api/citizen/child-documents/unanswered (STRONG): The caller's children's documents waiting for a guardian's answer (CITIZEN_DRAFT) */
export function getUnansweredChildDocuments(options: RequestOptions = {}): Promise<ChildDocumentSummary[]> {
  return apiRequest<ChildDocumentSummary[]>({ method: 'GET', path: `/citizen/child-documents/unanswered`, ...options })
}

/** PUT /api/citizen/child-documents/:documentId (STRONG): Answers a CITIZEN_DRAFT (status COMPLETED): 409 CHILD_DOCUMENT_NOT_EDITABLE when it is not (or another guardian answered first); 400 naming the questions whose answers do not fit */
export function putChildDocumentAnswer(args: { params: {
  documentId: string
}; body: ChildDocumentAnswerRequest }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'PUT', path: `/citizen/child-documents/${encodeURIComponent(args.params.documentId)}`, body: args.body, ...options })
}

/** PUT /api/citizen/child-documents/:documentId/read (STRONG): Marks the document read by the caller (each guardian reads for themselves) */
export function putChildDocumentRead(args: { params: {
  documentId: string
} }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'PUT', path: `/citizen/child-documents/${encodeURIComponent(args.params.documentId)}/read`, ...options })
}
