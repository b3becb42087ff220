import { Alert, useAuthStatus } from '@pesa/shared'
import type { ReservationsResponse } from '@pesa/shared/api/types'
import { formatFinnishDate } from '@pesa/shared/validators'
import { Link } from 'react-router'
import { useCalendarTexts } from '../i18n'
import { childName } from '../children'
import { documentLink, firstExpiry, noticeItems, readsUnanswered } from '../notices'
import { useExpiringIncome, useUnansweredDocuments } from '../queries'

/** Documents waiting for the guardian's answer and expiring income, each linking out (spec part 2 §2); nothing when a read fails. */
export function CalendarNotices({ data }: { data: ReservationsResponse }) {
  const t = useCalendarTexts().notices
  const documents = noticeItems(useUnansweredDocuments(readsUnanswered(useAuthStatus()?.authLevel)))
  const expiry = firstExpiry(noticeItems(useExpiringIncome()))
  return (
    <>
      {documents.length > 0 ? (
        <Alert kind="info" data-qa="unanswered-documents-notice">
          <p>{t.documents}</p>
          <ul>
            {documents.map((document) => {
              const child = childName(data, document.childId)
              return (
                <li key={document.id}>
                  <Link to={documentLink(document.id)} data-qa="unanswered-document-link">
                    {child ? `${child}: ${document.templateName}` : document.templateName}
                  </Link>
                </li>
              )
            })}
          </ul>
        </Alert>
      ) : null}
      {expiry ? (
        <Alert kind="warning" data-qa="income-expiring-notice">
          <p>{t.incomeExpiring(formatFinnishDate(expiry))}</p>
          <Link to="/income" data-qa="income-expiring-link">
            {t.toIncome}
          </Link>
        </Alert>
      ) : null}
    </>
  )
}
