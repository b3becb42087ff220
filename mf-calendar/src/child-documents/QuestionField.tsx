import { useId } from 'react'
import { Checkbox, RadioGroup, useCommonTexts } from '@pesa/shared'
import type { ChildDocumentQuestion } from '@pesa/shared/api/types'
import { TEXT_LIMITS } from '@pesa/shared/api/limits'
import { TextArea } from '@pesa/shared/kit/text-area'
import { DateInput, type DateProblem } from '@pesa/shared/kit/date-input'
import type { ValidationCode } from '@pesa/shared/validators'
import type { AnswerValue } from './answers'
import styles from './ChildDocument.module.css'

export interface QuestionFieldProps {
  question: ChildDocumentQuestion
  value: AnswerValue
  error: ValidationCode | undefined
  onChange: (value: AnswerValue) => void
  onDateProblem: (problem: DateProblem | undefined) => void
}

/** One answerable question of a template as the control its type asks for (spec part 2 §3). */
export function QuestionField({ question, value, error, onChange, onDateProblem }: QuestionFieldProps) {
  const t = useCommonTexts()
  const groupErrorId = useId()
  const dataQa = `question-${question.id}`
  switch (question.type) {
    case 'TEXT':
      return (
        <TextArea
          label={question.label}
          maxLength={TEXT_LIMITS.ChildDocumentAnswerRequest.content.answers.value}
          hint={question.info}
          value={typeof value === 'string' ? value : ''}
          onChange={onChange}
          error={error}
          required={question.required}
          data-qa={dataQa}
        />
      )
    case 'CHECKBOX':
      return (
        <div className={styles.checkbox}>
          <Checkbox label={question.label} checked={value === true} onChange={onChange} error={error} data-qa={dataQa} />
        </div>
      )
    case 'CHECKBOX_GROUP': {
      const chosen = Array.isArray(value) ? value : []
      return (
        <fieldset className={styles.group} aria-invalid={error ? true : undefined} aria-describedby={error ? groupErrorId : undefined} data-qa={dataQa}>
          <legend className={styles.legend}>
            {question.label}
            {question.required ? <span aria-hidden="true"> *</span> : null}
          </legend>
          {question.info ? <p className={styles.info}>{question.info}</p> : null}
          {(question.options ?? []).map((option) => (
            <Checkbox
              key={option.id}
              label={option.label}
              checked={chosen.includes(option.id)}
              onChange={(checked) => onChange(checked ? [...chosen, option.id] : chosen.filter((id) => id !== option.id))}
            />
          ))}
          {error ? (
            <span id={groupErrorId} className={styles.error}>
              {t.validation[error]}
            </span>
          ) : null}
        </fieldset>
      )
    }
    case 'RADIO_BUTTON_GROUP':
      return (
        <RadioGroup<string>
          legend={question.label}
          options={(question.options ?? []).map((option) => ({ value: option.id, label: option.label }))}
          value={typeof value === 'string' ? value : undefined}
          onChange={onChange}
          error={error ? t.validation[error] : undefined}
          required={question.required}
          data-qa={dataQa}
        />
      )
    case 'DATE':
      return (
        <DateInput
          label={question.label}
          hint={question.info}
          value={typeof value === 'string' ? value : undefined}
          onChange={(date, problem) => {
            onChange(date ?? null)
            onDateProblem(problem)
          }}
          error={error}
          required={question.required}
          data-qa={dataQa}
        />
      )
    default:
      return null
  }
}
