import type { FieldErrors, ValidationCode } from '../codes'
import { isoDate } from '../dates'

/*
 * The rules of the child pages' request bodies that need no database (spec part 2 §5), called by
 * the forms of mf-calendar/src/children (guidance) and by api/src/children and
 * api/src/children/documents (enforcement).
 */

/** A real calendar date as yyyy-mm-dd: the one date rule of the API (its `format: 'date'`, api/src/platform/formats.ts). */
const isDate = (value: string) => isoDate(value) === undefined

export interface DocumentQuestion {
  id: string
  type: 'TEXT' | 'CHECKBOX' | 'CHECKBOX_GROUP' | 'RADIO_BUTTON_GROUP' | 'DATE' | 'STATIC_TEXT_PARAGRAPH'
  required?: boolean
  options?: { id: string }[]
}

export interface DocumentAnswer {
  questionId: string
  type: DocumentQuestion['type']
  value: string | boolean | string[] | null
}

/**
 * A child document's answers against its template (spec part 2 §4): each answer names a known
 * question with its type and a value of that type; required questions are answered. Errors are
 * keyed `answers.<questionId>`.
 */
export function validateChildDocumentAnswerRequest(
  sections: { questions: DocumentQuestion[] }[],
  body: { content: { answers: DocumentAnswer[] } }
): FieldErrors {
  const answers = body.content.answers
  const errors: FieldErrors = {}
  const questions = new Map(sections.flatMap((section) => section.questions).map((question) => [question.id, question]))
  const seen = new Set<string>()
  for (const answer of answers) {
    const key = `answers.${answer.questionId}`
    const question = questions.get(answer.questionId)
    if (!question || question.type === 'STATIC_TEXT_PARAGRAPH' || seen.has(answer.questionId) || question.type !== answer.type) {
      errors[key] = 'INVALID_FORMAT'
      continue
    }
    seen.add(answer.questionId)
    const optionIds = new Set((question.options ?? []).map((option) => option.id))
    const value = answer.value
    let code: ValidationCode | undefined
    switch (question.type) {
      case 'TEXT':
        if (typeof value !== 'string') code = 'INVALID_FORMAT'
        else if (question.required && value.trim() === '') code = 'REQUIRED'
        break
      case 'CHECKBOX':
        if (typeof value !== 'boolean') code = 'INVALID_FORMAT'
        else if (question.required && !value) code = 'REQUIRED'
        break
      case 'CHECKBOX_GROUP':
        if (!Array.isArray(value) || value.some((id) => !optionIds.has(id)) || new Set(value).size !== value.length) code = 'INVALID_FORMAT'
        else if (question.required && value.length === 0) code = 'AT_LEAST_ONE'
        break
      case 'RADIO_BUTTON_GROUP':
        if (value !== null && (typeof value !== 'string' || !optionIds.has(value))) code = 'INVALID_FORMAT'
        else if (question.required && value === null) code = 'SELECT_ONE'
        break
      case 'DATE':
        if (value !== null && (typeof value !== 'string' || !isDate(value))) code = 'INVALID_DATE'
        else if (question.required && value === null) code = 'REQUIRED'
        break
    }
    if (code) errors[key] = code
  }
  for (const question of questions.values()) {
    if (question.required && question.type !== 'STATIC_TEXT_PARAGRAPH' && !seen.has(question.id) && !errors[`answers.${question.id}`]) {
      errors[`answers.${question.id}`] =
        question.type === 'CHECKBOX_GROUP' ? 'AT_LEAST_ONE' : question.type === 'RADIO_BUTTON_GROUP' ? 'SELECT_ONE' : 'REQUIRED'
    }
  }
  return errors
}

/** Spec part 2 §5 "Absence application": a range from today, a reason. The allowed ranges are the server's. */
export function validateAbsenceApplicationRequest(body: { startDate: string; endDate: string; description: string }, today: string): FieldErrors {
  const errors: FieldErrors = {}
  if (!isDate(body.startDate)) errors.startDate = body.startDate ? 'INVALID_DATE' : 'REQUIRED'
  else if (body.startDate < today) errors.startDate = 'DATE_TOO_EARLY'
  if (!isDate(body.endDate)) errors.endDate = body.endDate ? 'INVALID_DATE' : 'REQUIRED'
  else if (isDate(body.startDate) && body.endDate < body.startDate) errors.endDate = 'DATE_TOO_EARLY'
  if (body.description.trim() === '') errors.description = 'REQUIRED'
  return errors
}

/** Spec part 2 §5 "Service need change application": a start from today; a start not on a 1st asks why. */
export function validateServiceApplicationRequest(
  body: { startDate: string; serviceNeedOptionId: string; additionalInfo: string },
  today: string
): FieldErrors {
  const errors: FieldErrors = {}
  if (!isDate(body.startDate)) errors.startDate = body.startDate ? 'INVALID_DATE' : 'REQUIRED'
  else if (body.startDate < today) errors.startDate = 'DATE_TOO_EARLY'
  if (!body.serviceNeedOptionId) errors.serviceNeedOptionId = 'SELECT_ONE'
  if (isDate(body.startDate) && !isFirstOfMonth(body.startDate) && body.additionalInfo.trim() === '') errors.additionalInfo = 'REQUIRED'
  return errors
}

export function isFirstOfMonth(date: string): boolean {
  return date.endsWith('-01')
}

/** Preschool or preparatory placement types with connected (invoiced) daycare, which may end alone (spec part 2 §4). */
const DAYCARE_PART_TYPES = new Set(['PRESCHOOL_DAYCARE', 'PRESCHOOL_WITH_DAYCARE', 'PREPARATORY_DAYCARE', 'PREPARATORY_WITH_DAYCARE'])
export const hasDaycarePart = (type: string) => DAYCARE_PART_TYPES.has(type)

/** The placements of a termination group that a termination ends: all, or with daycare only those with a daycare part. */
export function terminatedPlacements<P extends { type: string }>(placements: readonly P[], daycareOnly: boolean): P[] {
  return daycareOnly ? placements.filter((p) => hasDaycarePart(p.type)) : [...placements]
}

/** Spec part 2 §5 "Placement termination": from today to the latest end of the chosen placements. */
export function validatePlacementTerminationRequest(body: { terminationDate: string }, today: string, latestEnd: string): FieldErrors {
  const date = body.terminationDate
  if (!isDate(date)) return { terminationDate: date ? 'INVALID_DATE' : 'REQUIRED' }
  if (date < today) return { terminationDate: 'DATE_TOO_EARLY' }
  if (date > latestEnd) return { terminationDate: 'DATE_TOO_LATE' }
  return {}
}

/**
 * Spec part 2 §4 "Terminating removes any transfer application after the last presence day": of
 * the child's open transfer applications, those whose preferred start is after the termination
 * date. The server cancels these and the confirmation names them.
 */
export function transfersCancelledBy<A extends { startDate: string }>(applications: readonly A[], terminationDate: string): A[] {
  return applications.filter((application) => application.startDate > terminationDate)
}
