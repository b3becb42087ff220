import { Alert, buttonClassName } from '@pesa/shared'
import type { IncomeChild } from '@pesa/shared/api/types'
import { Loaded } from '@pesa/shared/forms'
import { Pager } from '@pesa/shared/kit/pager'
import { formatFinnishDate } from '@pesa/shared/validators'
import { useState } from 'react'
import { Link } from 'react-router'
import { useIncomeTexts } from '../i18n'
import { useChildren, useChildStatements, useExpiring, useFirstChildPages, useOwnStatements, usePartner } from '../queries'
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

/**
 * Whether every read of the page's first paint has answered (or failed): the notices above the
 * tables, the own statements' first page, the children and their first pages. Until then the
 * page shows its heading and guidance only, so nothing appears above what is already shown
 * (the notices used to push the tables down after load: CLS 0.08–0.20).
 */
function useFirstPaintSettled(): boolean {
  const settled = (result: { data?: unknown; error?: unknown }) => result.data !== undefined || result.error !== undefined
  const expiring = useExpiring()
  const partner = usePartner()
  const own = useOwnStatements(1)
  const children = useChildren()
  const childPages = useFirstChildPages(children.data?.map((child) => child.id))
  return settled(expiring) && settled(partner) && settled(own) && (children.error !== undefined || (settled(children) && settled(childPages)))
}

/** /income and /child-income: guidance, notices, own statements and a section per child (spec part 2 §2). */
export function IncomePage() {
  const t = useIncomeTexts().list
  const children = useChildren()
  const settled = useFirstPaintSettled()
  return (
    <div className={styles.page} data-qa="income-page">
      <h1>{t.title}</h1>
      <ul className={styles.guidance}>
        {t.guidance.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Loaded result={{ data: settled || undefined, mutate: children.mutate }}>
        {() => (
          <>
            <Notices />
            <OwnStatements />
            <Loaded result={children}>{(list) => list.map((child) => <ChildStatements key={child.id} child={child} />)}</Loaded>
          </>
        )}
      </Loaded>
    </div>
  )
}
