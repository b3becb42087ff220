import { Alert, buttonClassName } from '@pesa/shared'
import type { IncomeChild } from '@pesa/shared/api/types'
import { Loaded } from '@pesa/shared/forms'
import { Pager } from '@pesa/shared/kit/pager'
import { formatFinnishDate } from '@pesa/shared/validators'
import { useState } from 'react'
import { Link } from 'react-router'
import { useIncomeTexts } from '../i18n'
import { useChildren, useChildStatements, useExpiring, useOwnStatements, usePartner } from '../queries'
import { StatementTable } from './StatementTable'
import styles from './Income.module.css'

function Notices() {
  const t = useIncomeTexts().list
  const partner = usePartner().data?.partner
  const expiring = useExpiring().data ?? []
  return (
    <>
      {expiring.map((date) => (
        <Alert key={date} kind="warning" data-qa="income-expiring">
          <p>{t.expiring(formatFinnishDate(date))}</p>
        </Alert>
      ))}
      {partner && !partner.hasIncomeStatement ? (
        <Alert kind="warning" data-qa="partner-warning">
          <p>{t.partnerWarning(partner.name)}</p>
        </Alert>
      ) : null}
    </>
  )
}

function OwnStatements() {
  const t = useIncomeTexts().list
  const [page, setPage] = useState(1)
  const result = useOwnStatements(page)
  return (
    <section className={styles.section} aria-labelledby="own-statements" data-qa="own-statements">
      <div className={styles.header}>
        <h2 id="own-statements">{t.own}</h2>
        <Link to="/income/new/edit" className={buttonClassName('primary')} data-qa="new-income-statement">
          {t.newStatement}
        </Link>
      </div>
      <Loaded result={result}>
        {({ data, pages }) => (
          <>
            <StatementTable statements={data} basePath="/income" data-qa="own-statement-table" />
            <Pager page={page} pages={pages} onPage={setPage} label={`${t.pager}: ${t.own}`} data-qa="own-pager" />
          </>
        )}
      </Loaded>
    </section>
  )
}

function ChildStatements({ child }: { child: IncomeChild }) {
  const t = useIncomeTexts().list
  const [page, setPage] = useState(1)
  const result = useChildStatements(child.id, page)
  const name = `${child.firstName} ${child.lastName}`
  const headingId = `child-${child.id}`
  return (
    <section className={styles.section} aria-labelledby={headingId} data-qa={`child-statements-${child.id}`}>
      <div className={styles.header}>
        <h2 id={headingId}>{t.childTitle(child.firstName)}</h2>
        <Link
          to={`/child-income/${child.id}/new/edit`}
          className={buttonClassName('secondary')}
          aria-label={t.newChildStatement(name)}
          data-qa="new-child-income-statement"
        >
          {t.newStatement}
        </Link>
      </div>
      <Loaded result={result}>
        {({ data, pages }) => (
          <>
            <StatementTable statements={data} basePath={`/child-income/${child.id}`} data-qa="child-statement-table" />
            <Pager page={page} pages={pages} onPage={setPage} label={`${t.pager}: ${name}`} />
          </>
        )}
      </Loaded>
    </section>
  )
}

/** /income and /child-income: guidance, notices, own statements and a section per child (spec part 2 §2). */
export function IncomePage() {
  const t = useIncomeTexts().list
  const children = useChildren()
  return (
    <div className={styles.page} data-qa="income-page">
      <h1>{t.title}</h1>
      <ul className={styles.guidance}>
        {t.guidance.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Notices />
      <OwnStatements />
      <Loaded result={children}>{(list) => list.map((child) => <ChildStatements key={child.id} child={child} />)}</Loaded>
    </div>
  )
}
