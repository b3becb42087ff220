import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import { useCommonTexts } from '../i18n/common'
import { labelOrCode } from '../labels'
import type { ValidationCode } from '../validators/codes'
import styles from './InputField.module.css'

export interface InputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string
  value: string
  onChange: (value: string) => void
  hint?: string
  /** A validation code (translated from the common texts) or a ready text. */
  error?: ValidationCode | string
  /** Rendered beside the input, e.g. a show-password toggle. */
  adornment?: ReactNode
}

/**
 * A labelled text input. Hint and error are bound with aria-describedby and the error sets
 * aria-invalid, so a screen reader reads both when the field gets focus.
 */
export function InputField({ label, value, onChange, hint, error, adornment, required, id, ...rest }: InputFieldProps) {
  const t = useCommonTexts()
  const generatedId = useId()
  const inputId = id ?? generatedId
  const hintId = `${inputId}-hint`
  const errorId = `${inputId}-error`
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined
  const errorText = error ? labelOrCode(t.validation, error) : undefined

  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      <div className={styles.inputRow}>
        <input
          id={inputId}
          className={styles.input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        {adornment}
      </div>
      {errorText ? (
        <span id={errorId} className={styles.error}>
          {errorText}
        </span>
      ) : null}
    </div>
  )
}
