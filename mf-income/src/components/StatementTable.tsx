import type { IncomeStatementSummary } from '@pesa/shared/api/types'
import { formatFinnishDate } from '@pesa/shared/validators'
import { Link } from 'react-router'
import { useIncomeTexts } from '../i18n'
import styles from './Income.module.css'

const period = (s: IncomeStatementSummary) => `${formatFinnishDate(s.startDate)} – ${s.endDate ? formatFinnishDate(s.endDate) : ''}`

/** Statements with their period, type, status and sending day, and links to view or edit (§2). */
export function StatementTable({ statements, basePath, 'data-qa': dataQa }: { statements: IncomeStatementSummary[]; basePath: string; 'data-qa': string }) {
  const t = useIncomeTexts()
  if (statements.length === 0) return <p data-qa={`${dataQa}-empty`}>{t.list.empty}</p>
  return (
    <table className={styles.table} data-qa={dataQa}>
      <thead>
        <tr>
          <th scope="col">{t.list.period}</th>
          <th scope="col">{t.list.type}</th>
          <th scope="col">{t.list.status}</th>
          <th scope="col">{t.list.sent}</th>
          <th scope="col">{t.list.actions}</th>
        </tr>
      </thead>
      <tbody>
        {statements.map((statement) => (
          <tr key={statement.id} data-qa="income-statement-row" data-status={statement.status}>
            <td data-label={t.list.period}>{period(statement)}</td>
            <td data-label={t.list.type}>{t.types[statement.type]}</td>
            <td data-label={t.list.status} data-qa="row-status">
              {t.statuses[statement.status]}
            </td>
            <td data-label={t.list.sent}>{statement.sentAt ? new Date(statement.sentAt).toLocaleDateString('fi-FI', { timeZone: 'Europe/Helsinki' }) : '–'}</td>
            <td data-label={t.list.actions}>
              {/* One grid item on a phone (the cell is label | value), the links side by side with a gap and no separator to wrap alone. */}
              <span className={styles.rowLinks}>
                <Link to={`${basePath}/${statement.id}`} aria-label={`${t.list.open}: ${period(statement)}`} data-qa="open-statement">
                  {t.list.open}
                </Link>
                {statement.permittedActions.includes('UPDATE') ? (
                  <Link to={`${basePath}/${statement.id}/edit`} aria-label={`${t.list.edit}: ${period(statement)}`} data-qa="edit-statement">
                    {t.list.edit}
                  </Link>
                ) : null}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
