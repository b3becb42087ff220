import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useChildrenTexts } from '../i18n'
import styles from './Forms.module.css'

/** The frame both application forms share: the return link and the heading. */
export function FormPage({ childId, title, children }: { childId: string; title: string; children: ReactNode }) {
  const t = useChildrenTexts().childForms
  return (
    <div className={styles.page} data-qa="child-form-page">
      <Link to={`/children/${childId}`} data-qa="back-to-child">
        {t.back}
      </Link>
      <h1>{title}</h1>
      {children}
    </div>
  )
}
