import type { ApiErrorCode } from '@pesa/shared'
import type { DecisionsTexts } from './i18n/fi'

/**
 * The server's error codes each mutation of the decision screens may answer that they explain
 * in their own words (as `../applications/expected-errors.ts` for the applications screens).
 */
export const HANDLED_ERRORS = {
  acceptDecision: ['DECISION_NOT_PENDING', 'DECISION_BLOCKED'],
  rejectDecision: ['DECISION_NOT_PENDING', 'DECISION_BLOCKED'],
  markAssistanceNeedDecisionRead: [],
  markAssistanceNeedPreschoolDecisionRead: []
} as const satisfies Record<string, readonly ApiErrorCode[]>

type Handled = typeof HANDLED_ERRORS

/** The text each screen shows for each handled code, per mutation. */
export function errorTexts(decisions: DecisionsTexts) {
  return {
    acceptDecision: decisions.answerPage.failed,
    rejectDecision: decisions.answerPage.failed,
    markAssistanceNeedDecisionRead: {},
    markAssistanceNeedPreschoolDecisionRead: {}
  } satisfies { [Name in keyof Handled]: Record<Handled[Name][number], string> }
}
