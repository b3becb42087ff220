import { Field } from '@pesa/shared'
import type { ReactNode } from 'react'
import styles from '../Income.module.css'

/** A section of the statement form under its legend. */
export function Fieldset({ legend, required, children, 'data-qa': dataQa }: { legend: string; required?: boolean; children: ReactNode; 'data-qa'?: string }) {
  return (
    <fieldset className={styles.fieldset} data-qa={dataQa}>
      <legend>
        {legend}
        {/* The star as the form's note explains it; the choice's own error says what is missing. */}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {children}
    </fieldset>
  )
}

/** A free-text answer on the kit's field layout (label bound to the text). */
export function TextAreaField({
  label,
  value,
  onChange,
  'data-qa': dataQa
}: {
  label: string
  value: string
  onChange: (value: string) => void
  'data-qa': string
}) {
  return (
    <Field label={label}>
      {(id, { describedBy, invalid }) => (
        <textarea
          id={id}
          className={styles.textarea}
          value={value}
          maxLength={2000}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          onChange={(event) => onChange(event.target.value)}
          data-qa={dataQa}
        />
      )}
    </Field>
  )
}
