import type { ChildDocumentContent, ChildDocumentDetails, ChildDocumentQuestion } from '@pesa/shared/api/types'
import { validateChildDocumentAnswerRequest, type FieldErrors, type ValidationCode } from '@pesa/shared/validators'

/*
 * The answer form of a child document (spec part 2 §2, §4): one value per answerable question,
 * the template's order, checked with the rule the server enforces.
 */

export type Template = ChildDocumentDetails['template']['content']
export type AnswerValue = string | boolean | string[] | null
/** The guardian's answers by question id. */
export type Answers = Record<string, AnswerValue>

const answerable = (template: Template): ChildDocumentQuestion[] =>
  template.sections.flatMap((section) => section.questions).filter((question) => question.type !== 'STATIC_TEXT_PARAGRAPH')

/** What an unanswered question holds: the shapes the server expects per type. */
function emptyValue(question: ChildDocumentQuestion): AnswerValue {
  switch (question.type) {
    case 'TEXT':
      return ''
    case 'CHECKBOX':
      return false
    case 'CHECKBOX_GROUP':
      return []
    default:
      return null
  }
}

/** The answers the document already holds, the rest empty. */
export function initialAnswers(template: Template, content: ChildDocumentContent): Answers {
  const given = new Map(content.answers.map((answer) => [answer.questionId, answer.value]))
  return Object.fromEntries(answerable(template).map((question) => [question.id, given.has(question.id) ? given.get(question.id)! : emptyValue(question)]))
}

export function toContent(template: Template, answers: Answers): ChildDocumentContent {
  return {
    answers: answerable(template).map((question) => ({ questionId: question.id, type: question.type, value: answers[question.id] ?? emptyValue(question) }))
  }
}

/**
 * The server's rule on what is about to be sent, plus the dates the guardian typed that are not
 * dates yet (their value is null, which the rule would take for "no answer").
 */
export function validateAnswers(template: Template, answers: Answers, dateProblems: Record<string, ValidationCode | undefined>): FieldErrors {
  const errors: FieldErrors = validateChildDocumentAnswerRequest(template.sections, { content: toContent(template, answers) })
  for (const [questionId, problem] of Object.entries(dateProblems)) if (problem) errors[`answers.${questionId}`] = problem
  return errors
}

/** True when the guardian has changed something since the page loaded: leaving would lose it. */
export function hasUnsentAnswers(initial: Answers, current: Answers): boolean {
  return Object.keys(current).some((id) => JSON.stringify(initial[id]) !== JSON.stringify(current[id]))
}

/**
 * The answer the preview and the read view show, as text; undefined when unanswered. A box has
 * no "unanswered" once the answers are final (sent, or previewed before sending): unticked is no.
 */
export function answerText(
  question: ChildDocumentQuestion,
  value: AnswerValue,
  words: { yes: string; no: string },
  formatDate: (iso: string) => string,
  { final }: { final: boolean }
): string | undefined {
  const label = (id: string) => question.options?.find((option) => option.id === id)?.label ?? id
  switch (question.type) {
    case 'TEXT':
      return typeof value === 'string' && value.trim() !== '' ? value : undefined
    case 'CHECKBOX':
      return value === true ? words.yes : final ? words.no : undefined
    case 'CHECKBOX_GROUP':
      return Array.isArray(value) && value.length > 0 ? value.map(label).join(', ') : undefined
    case 'RADIO_BUTTON_GROUP':
      return typeof value === 'string' ? label(value) : undefined
    case 'DATE':
      return typeof value === 'string' ? formatDate(value) : undefined
    default:
      return undefined
  }
}
