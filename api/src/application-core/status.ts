import { addDays } from '@pesa/shared/dates'
import { ApiError } from '../platform/errors'
import type { CaseState } from '../process-metadata/repository'
import type { ApplicationAction, ApplicationStatus } from './schemas'

/*
 * The application's status machine (spec part 1 §4), the one transition function every writer
 * goes through: the guardian's send and cancel, staff (the dev API today) and decisions.
 */

/** Who moves an application: the applicant can only send and cancel, staff move it through processing. */
export type TransitionActor = 'CITIZEN' | 'STAFF'

const CITIZEN_TRANSITIONS: Partial<Record<ApplicationStatus, ApplicationStatus[]>> = {
  CREATED: ['SENT'],
  SENT: ['CANCELLED']
}

const STAFF_TRANSITIONS: Partial<Record<ApplicationStatus, ApplicationStatus[]>> = {
  SENT: ['WAITING_PLACEMENT', 'CANCELLED'],
  WAITING_PLACEMENT: ['SENT', 'WAITING_DECISION', 'CANCELLED'],
  WAITING_DECISION: ['WAITING_PLACEMENT', 'WAITING_UNIT_CONFIRMATION', 'WAITING_MAILING', 'CANCELLED'],
  WAITING_UNIT_CONFIRMATION: ['WAITING_DECISION', 'WAITING_MAILING'],
  WAITING_MAILING: ['WAITING_CONFIRMATION', 'ACTIVE', 'REJECTED'],
  WAITING_CONFIRMATION: ['ACTIVE', 'REJECTED'],
  ACTIVE: ['REJECTED']
}

export function canTransition(from: ApplicationStatus, to: ApplicationStatus, actor: TransitionActor): boolean {
  const table = actor === 'CITIZEN' ? CITIZEN_TRANSITIONS : STAFF_TRANSITIONS
  return table[from]?.includes(to) ?? false
}

/** The status after the move, or 409 APPLICATION_NOT_EDITABLE when the move is not one of §4's (staff took it up first). */
export function transition(from: ApplicationStatus, to: ApplicationStatus, actor: TransitionActor): ApplicationStatus {
  if (!canTransition(from, to, actor)) throw new ApiError('APPLICATION_NOT_EDITABLE', `An application cannot move from ${from} to ${to}`)
  return to
}

/** The applicant edits, sends, deletes or cancels until staff take the application up. */
export const isEditableStatus = (status: ApplicationStatus) => status === 'CREATED' || status === 'SENT'

/**
 * What a caller may do (spec part 1 §4, §6): the applicant READ, UPDATE and DELETE at CREATED
 * and SENT, then READ; the other guardian READ from sending when the applicant allowed it.
 * READ_DECISIONS is added by `permittedActionsWithDecisions`.
 */
export function permittedActions(
  application: { status: ApplicationStatus; guardianId: string; allowOtherGuardianAccess: boolean; otherGuardianIds: readonly string[] },
  personId: string
): ApplicationAction[] {
  if (application.guardianId === personId) return isEditableStatus(application.status) ? ['READ', 'UPDATE', 'DELETE'] : ['READ']
  if (application.status !== 'CREATED' && application.allowOtherGuardianAccess && application.otherGuardianIds.includes(personId)) return ['READ']
  return []
}

/** The same day `months` later, or the month's last day when it has fewer days. */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number]
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate()
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay))).toISOString().slice(0, 10)
}

/** Spec part 1 §9: processing takes four months; urgent, two weeks. */
export const PROCESSING_MONTHS = 4
export const URGENT_PROCESSING_DAYS = 14

/**
 * When the municipality must have decided: four months from sending; an urgent application two
 * weeks from the later of sending and the first urgency file (from sending while none has come).
 */
export function dueDate(sentDate: string, urgent: boolean, firstUrgencyFile: string | null): string {
  if (!urgent) return addMonths(sentDate, PROCESSING_MONTHS)
  const from = firstUrgencyFile && firstUrgencyFile > sentDate ? firstUrgencyFile : sentDate
  return addDays(from, URGENT_PROCESSING_DAYS)
}

/** The moves a guardian's answer to a decision makes (spec part 1 §4): one accepted place makes it ACTIVE, all rejected REJECTED. */
const DECISION_ANSWER_TRANSITIONS: Partial<Record<ApplicationStatus, ApplicationStatus[]>> = {
  WAITING_CONFIRMATION: ['ACTIVE', 'REJECTED'],
  ACTIVE: ['REJECTED']
}

/**
 * The status after the guardian's answers, given the answers of all the application's decisions,
 * or the status unchanged; 409 APPLICATION_NOT_EDITABLE for a move that is not §4's.
 */
export function transitionOnDecisionAnswers(from: ApplicationStatus, decisionStatuses: readonly ('PENDING' | 'ACCEPTED' | 'REJECTED')[]): ApplicationStatus {
  const to = decisionStatuses.some((status) => status === 'ACCEPTED')
    ? 'ACTIVE'
    : decisionStatuses.length > 0 && decisionStatuses.every((status) => status === 'REJECTED')
      ? 'REJECTED'
      : from
  if (to === from) return from
  if (!(DECISION_ANSWER_TRANSITIONS[from]?.includes(to) ?? false))
    throw new ApiError('APPLICATION_NOT_EDITABLE', `An application cannot move from ${from} to ${to}`)
  return to
}

/**
 * Who answers a decision (spec part 1 §4, §5): the applicant, or the other guardian recorded at
 * sending who lives at the applicant's address today.
 */
export function mayAnswerDecision(party: { guardianId: string; isOtherGuardian: boolean; livesWithApplicant: boolean }, personId: string): boolean {
  return party.guardianId === personId || (party.isOtherGuardian && party.livesWithApplicant)
}

/** A decision is answered while it is pending and its application waits for the answer or is already active (a connected place). */
export const isAnswerable = (decisionStatus: 'PENDING' | 'ACCEPTED' | 'REJECTED', applicationStatus: ApplicationStatus) =>
  decisionStatus === 'PENDING' && (applicationStatus === 'WAITING_CONFIRMATION' || applicationStatus === 'ACTIVE')

/**
 * READ_DECISIONS (spec part 1 §4, §6): a party of the application who may read it reads its
 * decisions once one of them was sent (`hasSentDecisions`, from `decisionStates`).
 */
export function permittedActionsWithDecisions(
  application: { status: ApplicationStatus; guardianId: string; allowOtherGuardianAccess: boolean; otherGuardianIds: readonly string[] },
  personId: string,
  hasSentDecisions: boolean
): ApplicationAction[] {
  const actions = permittedActions(application, personId)
  const party = application.guardianId === personId || application.otherGuardianIds.includes(personId)
  return party && hasSentDecisions ? [...actions, 'READ_DECISIONS'] : actions
}

/**
 * The archive case state of an application's status (spec part 1 §3): a draft is no case yet; a
 * sent one waits; staff prepare it until the decision is being made; an answered or cancelled one is done.
 */
export function caseStateOf(status: ApplicationStatus): CaseState | null {
  switch (status) {
    case 'CREATED':
      return null
    case 'SENT':
      return 'INITIAL'
    case 'WAITING_PLACEMENT':
    case 'WAITING_DECISION':
    case 'WAITING_UNIT_CONFIRMATION':
      return 'PREPARATION'
    case 'WAITING_MAILING':
    case 'WAITING_CONFIRMATION':
      return 'DECIDING'
    case 'ACTIVE':
    case 'REJECTED':
    case 'CANCELLED':
      return 'COMPLETED'
  }
}
