import { Field, useLanguage } from '@pesa/shared'
import type { ValidationCode } from '../../validators/codes'
import { texts } from './texts'
import styles from './Select.module.css'

export interface SelectOption {
  value: string
  label: string
  disabled?: boolean
}

export interface SelectProps {
  label: string
  options: SelectOption[]
  /** The chosen option's value, or undefined for none. */
  value: string | undefined
  onChange: (value: string | undefined) => void
  /** The text of the empty choice ("Choose" by default); false for none, when an option is always chosen. */
  placeholder?: string | false
  hint?: string
  error?: ValidationCode | string
  required?: boolean
  disabled?: boolean
  id?: string
  'data-qa'?: string
}

/**
 * One choice from a list, as the platform's own select: every browser and screen reader knows
 * it, phones open their native picker, and typing a letter jumps to an option — at no cost
 * in JavaScript. Only its closed box is styled.
 */
export function Select({ label, options, value, onChange, placeholder, hint, error, required, disabled, id, 'data-qa': dataQa }: SelectProps) {
  const t = texts[useLanguage()]
  const emptyText = placeholder === undefined ? t.choose : placeholder
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id}>
      {(inputId, { describedBy, invalid }) => (
        <select
          id={inputId}
          className={styles.select}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
          required={required}
          disabled={disabled}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          data-qa={dataQa}
        >
          {emptyText === false ? null : <option value="">{emptyText}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
