import { Field } from '@pesa/shared'
import type { ValidationCode } from '../../validators/codes'
import styles from './TextArea.module.css'

export interface TextAreaProps {
  label: string
  value: string
  onChange: (value: string) => void
  /** The longest answer the server takes for this field (its schema's maxLength). */
  maxLength: number
  rows?: number
  hint?: string
  error?: ValidationCode | string
  required?: boolean
  disabled?: boolean
  id?: string
  'data-qa'?: string
}

/** A multi-line answer: label, hint and error bound to the text by the shared Field. */
export function TextArea({ label, value, onChange, maxLength, rows = 4, hint, error, required, disabled, id, 'data-qa': dataQa }: TextAreaProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id}>
      {(inputId, { describedBy, invalid }) => (
        <textarea
          id={inputId}
          className={styles.textarea}
          value={value}
          maxLength={maxLength}
          rows={rows}
          disabled={disabled}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          aria-required={required || undefined}
          onChange={(event) => onChange(event.target.value)}
          data-qa={dataQa}
        />
      )}
    </Field>
  )
}
