import type { ActiveQuestionnaire, FixedPeriodsBody, OpenRangesBody } from '@pesa/shared/api/types'
import { openRangeErrors, type FieldErrors } from '@pesa/shared/validators'

/*
 * The holiday questionnaire forms (spec part 2 §3, §5): one option or none per eligible child
 * (FIXED_PERIOD), or ranges inside the period (OPEN_RANGES). The rules are the server's
 * (`openRangeErrors` is shared); this module turns an answer into a form and back.
 */

type Range = { start: string; end: string }

/** The option's key in a radio group: its dates, or 'none'. */
export const optionKey = (range: Range | null) => (range ? `${range.start}/${range.end}` : 'none')

export interface FixedPeriodForm {
  /** Per eligible child the chosen option key; undefined until chosen */
  choices: Record<string, string | undefined>
}

export interface OpenRangesForm {
  ranges: Record<string, Range[]>
}

const answerOf = (active: ActiveQuestionnaire, childId: string) => active.previousAnswers.find((a) => a.childId === childId)

export function initialFixedPeriodForm(active: ActiveQuestionnaire): FixedPeriodForm {
  return {
    choices: Object.fromEntries(
      active.eligibleChildren.map((childId) => {
        const answer = answerOf(active, childId)
        return [childId, answer ? optionKey(answer.fixedPeriod) : undefined]
      })
    )
  }
}

export function initialOpenRangesForm(active: ActiveQuestionnaire): OpenRangesForm {
  return { ranges: Object.fromEntries(active.eligibleChildren.map((childId) => [childId, answerOf(active, childId)?.openRanges ?? []])) }
}

/** Every eligible child needs a choice (an option or none), as the server keeps the last answer of each. */
export function validateFixedPeriodForm(form: FixedPeriodForm, active: ActiveQuestionnaire): FieldErrors {
  const keys = new Set(['none', ...active.questionnaire.periodOptions.map(optionKey)])
  const errors: FieldErrors = {}
  for (const childId of active.eligibleChildren) {
    const choice = form.choices[childId]
    if (choice === undefined || !keys.has(choice)) errors[`fixedPeriods.${childId}`] = 'SELECT_ONE'
  }
  return errors
}

export function toFixedPeriodsBody(form: FixedPeriodForm, active: ActiveQuestionnaire): FixedPeriodsBody {
  const byKey = new Map(active.questionnaire.periodOptions.map((option) => [optionKey(option), option]))
  return {
    fixedPeriods: Object.fromEntries(active.eligibleChildren.map((childId) => [childId, byKey.get(form.choices[childId] ?? 'none') ?? null]))
  }
}

/** Field errors keyed as the server answers them: `openRanges.<childId>.<index>.start|end`. */
export function validateOpenRangesForm(form: OpenRangesForm, active: ActiveQuestionnaire): FieldErrors {
  const errors: FieldErrors = {}
  for (const childId of active.eligibleChildren) {
    for (const [key, code] of Object.entries(openRangeErrors(form.ranges[childId] ?? [], active.questionnaire.period))) {
      errors[`openRanges.${childId}.${key}`] = code
    }
  }
  return errors
}

export function toOpenRangesBody(form: OpenRangesForm, active: ActiveQuestionnaire): OpenRangesBody {
  return { openRanges: Object.fromEntries(active.eligibleChildren.map((childId) => [childId, form.ranges[childId] ?? []])) }
}

/** The questionnaire action: hidden without questionnaires, locked when one needs a strong login the caller does not have. */
export function holidayAction(list: ActiveQuestionnaire[], authLevel: string | undefined): 'hidden' | 'locked' | 'open' {
  const answerable = list.filter((active) => active.children.length > 0)
  if (answerable.length === 0) return 'hidden'
  return authLevel !== 'STRONG' && answerable.every((active) => active.questionnaire.requiresStrongAuth) ? 'locked' : 'open'
}
