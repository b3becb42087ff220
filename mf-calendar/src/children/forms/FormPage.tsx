import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { testHooks } from '@pesa/shared'
import { helsinkiDate } from '@pesa/shared/dates'
import { useCalendarTexts } from '../../i18n'
import styles from './Forms.module.css'

/** Today in Helsinki, or the test suite's mocked time. */
export const today = () => helsinkiDate(new Date(testHooks()?.mockedTime ?? Date.now()))

/** The frame both application forms share: the return link and the heading. */
export function FormPage({ childId, title, children }: { childId: string; title: string; children: ReactNode }) {
  const t = useCalendarTexts().childForms
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
