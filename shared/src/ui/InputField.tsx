import type { InputHTMLAttributes, ReactNode } from 'react'
import type { ValidationCode } from '../validators/codes'
import { Field } from './Field'
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

/** A labelled text input: the shared Field layout around an input and an optional adornment. */
export function InputField({ label, value, onChange, hint, error, adornment, required, id, ...rest }: InputFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id}>
      {(inputId, { describedBy, invalid }) => (
        <div className={styles.inputRow}>
          <input
            id={inputId}
            className={styles.input}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            required={required}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            {...rest}
          />
          {adornment}
        </div>
      )}
    </Field>
  )
}
