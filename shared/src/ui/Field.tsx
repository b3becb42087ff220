import { useId, type ReactNode } from 'react'
import { useCommonTexts } from '../i18n/common'
import { labelOrCode } from '../labels'
import type { ValidationCode } from '../validators/codes'
import styles from './Field.module.css'

export interface FieldDescription {
  /** Hint and error ids for the control's aria-describedby (undefined when it has neither). */
  describedBy: string | undefined
  /** aria-invalid for the control: true while an error is shown. */
  invalid: true | undefined
}

export interface FieldProps {
  label: string
  hint?: string
  /** A validation code (translated from the common texts) or a ready text. */
  error?: ValidationCode | string
  required?: boolean
  /** The control's id, which the label points to; generated when absent. */
  id?: string
  /** The control, given its id and what describes it. */
  children: (inputId: string, description: FieldDescription) => ReactNode
}

/**
 * Label, hint, control and error of one form field: the hint and the error are bound to the
 * control with aria-describedby, and an error marks it invalid, so a screen reader reads both
 * when the control gets focus. The one field layout: InputField is this around a text input,
 * and every other control (select, text area, date, checkbox group) comes as its child.
 */
export function Field({ label, hint, error, required, id, children }: FieldProps) {
  const t = useCommonTexts()
  const generatedId = useId()
  const inputId = id ?? generatedId
  const hintId = `${inputId}-hint`
  const errorId = `${inputId}-error`
  const errorText = error ? labelOrCode(t.validation, error) : undefined
  const describedBy = [hint ? hintId : undefined, errorText ? errorId : undefined].filter(Boolean).join(' ') || undefined

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
      {children(inputId, { describedBy, invalid: errorText ? true : undefined })}
      {errorText ? (
        <span id={errorId} className={styles.error}>
          {errorText}
        </span>
      ) : null}
    </div>
  )
}
