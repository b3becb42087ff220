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
