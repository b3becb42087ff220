import { Checkbox, Field, useCommonTexts } from '@pesa/shared'
import type { ValidationCode } from '@pesa/shared/validators'
import styles from './Forms.module.css'

/** A multi-line answer on the kit's field layout: label, hint and error bound to the text. */
export function TextAreaField({
  label,
  value,
  onChange,
  hint,
  error,
  required,
  'data-qa': dataQa
}: {
  label: string
  value: string
  onChange: (value: string) => void
  hint?: string
  error?: ValidationCode | string
  required?: boolean
  'data-qa'?: string
}) {
  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {(id, { describedBy, invalid }) => (
        <textarea
          id={id}
          className={styles.textarea}
          value={value}
          maxLength={5000}
          rows={4}
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

/** A checkbox whose error (a confirmation or answer missing) marks it invalid and is read with it. */
export function CheckboxField({
  label,
  checked,
  onChange,
  error,
  'data-qa': dataQa
}: {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  error?: ValidationCode
  'data-qa'?: string
}) {
  const t = useCommonTexts()
  return (
    <div className={styles.checkbox}>
      <Checkbox label={label} checked={checked} onChange={onChange} error={error ? t.validation[error] : undefined} data-qa={dataQa} />
    </div>
  )
}
