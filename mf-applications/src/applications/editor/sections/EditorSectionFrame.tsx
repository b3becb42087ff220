import type { ApplicationDetails, ApplicationForm } from '@pesa/shared/api/types'
import { type ApplicationRuleContext, type ApplicationSections, type ValidationCode } from '@pesa/shared/validators'
import { type ReactNode } from 'react'
import { useApplicationsTexts } from '../../i18n'
import styles from '../../Applications.module.css'
import { type EditorSection } from '../editor-rules'

export interface EditorFile {
  id: string
  name: string
  contentType?: string
  size?: number
  type: 'URGENCY' | 'EXTENDED_CARE'
}

/** What every section reads and how it changes the form. */
export interface SectionProps {
  details: ApplicationDetails
  form: ApplicationForm
  /** Applies a change and marks the paths touched (their errors show from then on) */
  change: (mutate: (form: ApplicationForm) => void, ...paths: string[]) => void
  /** The error a field shows: after a touch or a verify */
  error: (path: string) => ValidationCode | undefined
  /** What a parsed field could not read (a malformed date), by path: shown over "required" */
  problem: (path: string, code: ValidationCode | undefined) => void
  sections: ApplicationSections
  context: ApplicationRuleContext
}

export function EditorSectionFrame({ id, title, count, children }: { id: EditorSection; title: string; count: number; children: ReactNode }) {
  const t = useApplicationsTexts().editor
  return (
    <section className={styles.section} aria-labelledby={`section-${id}`} data-qa={`section-${id}`}>
      <div className={styles.sectionHeader}>
        <h2 id={`section-${id}`}>{title}</h2>
        {count > 0 ? (
          <span className={styles.errorCount} data-qa="section-error-count">
            {t.errorCount(count)}
          </span>
        ) : null}
      </div>
      <div className={styles.fields}>{children}</div>
    </section>
  )
}
