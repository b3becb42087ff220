import { useId, type InputHTMLAttributes } from 'react'
import { useCommonTexts } from '../i18n/common'
import { labelOrCode } from '../labels'
import type { ValidationCode } from '../validators/codes'
import styles from './Choice.module.css'

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'type' | 'checked'> {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  /** Marks the box invalid and is read with it (a confirmation or answer missing): a validation code, translated, or a ready text. */
  error?: ValidationCode | string
}

export function Checkbox({ label, checked, onChange, error, ...rest }: CheckboxProps) {
  const t = useCommonTexts()
  const errorId = useId()
  const errorText = error ? labelOrCode(t.validation, error) : undefined
  return (
    <>
      <label className={styles.option}>
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={errorText ? errorId : undefined}
          {...rest}
        />
        <span>{label}</span>
      </label>
      {errorText ? (
        <span id={errorId} className={styles.error}>
          {errorText}
        </span>
      ) : null}
    </>
  )
}
