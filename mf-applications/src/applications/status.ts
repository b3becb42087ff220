import type { ApplicationStatus } from '@pesa/shared/api/types'

/** What the guardian reads of a status (spec part 1 §4 "Display"). */
export type DisplayStatus = 'DRAFT' | 'SENT' | 'PROCESSING' | 'PENDING' | 'ACCEPTED' | 'REJECTED'

/**
 * The four waiting states but WAITING_CONFIRMATION read as processing, WAITING_CONFIRMATION as
 * pending; ACTIVE as accepted, or pending while the guardian can still decide; CANCELLED as rejected.
 */
export function displayStatus(status: ApplicationStatus, decidable: boolean): DisplayStatus {
  switch (status) {
    case 'CREATED':
      return 'DRAFT'
    case 'SENT':
      return 'SENT'
    case 'WAITING_PLACEMENT':
    case 'WAITING_DECISION':
    case 'WAITING_UNIT_CONFIRMATION':
    case 'WAITING_MAILING':
      return 'PROCESSING'
    case 'WAITING_CONFIRMATION':
      return 'PENDING'
    case 'ACTIVE':
      return decidable ? 'PENDING' : 'ACCEPTED'
    case 'REJECTED':
    case 'CANCELLED':
      return 'REJECTED'
  }
}

/** The link to decisions: WAITING_CONFIRMATION or ACTIVE, with READ_DECISIONS and a decidable application (spec part 1 §4). */
export function showsDecisionsLink(status: ApplicationStatus, actions: readonly string[], decidable: boolean): boolean {
  return (status === 'WAITING_CONFIRMATION' || status === 'ACTIVE') && actions.includes('READ_DECISIONS') && decidable
}
