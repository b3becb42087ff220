import { useState } from 'react'
import { Link } from 'react-router'
import { buttonClassName, Collapsible, useMunicipalityConfig } from '@pesa/shared'
import { getFeeDecisionProcessMetadata, getVoucherValueDecisionProcessMetadata } from '@pesa/shared/api/decisions'
import type { AssistanceNeedDecisionListItem, AssistanceNeedPreschoolDecisionListItem, CitizenDecision, FinanceDecision } from '@pesa/shared/api/types'
import { combineResults, Loaded } from '@pesa/shared/forms'
import { Pager } from '@pesa/shared/kit/pager'
import { formatFinnishDate } from '@pesa/shared/validators'
import { euros, pageCount, pageOf, period, statusText } from './format'
import { ProcessMetadataDetails } from '../common/process-metadata/ProcessMetadataDetails'
import { useDecisionsTexts } from './i18n'
import { pdfUrl, useAssistanceDecisions, useDecisions, useFinanceDecisions, usePreschoolAssistanceDecisions } from './queries'
import styles from './Decisions.module.css'

type AssistanceItem =
  (AssistanceNeedDecisionListItem & { kind: 'ASSISTANCE_NEED' }) | (AssistanceNeedPreschoolDecisionListItem & { kind: 'ASSISTANCE_NEED_PRESCHOOL' })

function PdfLink({ href, hidden }: { href: string; hidden: boolean }) {
  const t = useDecisionsTexts()
  if (hidden) return null
  return (
    <a href={href} download data-qa="pdf-link">
      {t.pdf}
    </a>
  )
}

const metadataOf = { FEE_DECISION: getFeeDecisionProcessMetadata, VOUCHER_VALUE_DECISION: getVoucherValueDecisionProcessMetadata }

/**
 * What the family pays under a voucher value decision: each child's co-payment. The voucher's
 * value is what the municipality pays the provider, shown beside each child only as context.
 */
const familyPays = (decision: FinanceDecision) => decision.decisionChildren.reduce((sum, child) => sum + child.coPaymentCents, 0)

function FinanceItem({ decision, initiallyOpen }: { decision: FinanceDecision; initiallyOpen: boolean }) {
  const t = useDecisionsTexts()
  const voucher = decision.type === 'VOUCHER_VALUE_DECISION'
  const showMetadata = useMunicipalityConfig().featureFlags.showMetadataToCitizen
  const [open, setOpen] = useState(initiallyOpen)
  return (
    <li className={styles.card} data-qa={`finance-decision-${decision.id}`}>
      <Collapsible
        title={`${t.finance[decision.type]} ${period(decision.validFrom, decision.validTo, t.finance.ongoing)}`}
        open={open}
        onToggle={setOpen}
        data-qa="finance-toggle"
      >
        <dl className={styles.facts}>
          <dt>{t.finance.validity}</dt>
          <dd data-qa="validity">{period(decision.validFrom, decision.validTo, t.finance.ongoing)}</dd>
          <dt>{t.finance.sentAt}</dt>
          <dd>{formatFinnishDate(decision.sentAt.slice(0, 10))}</dd>
          <dt>{t.finance.number}</dt>
          <dd>{decision.decisionNumber}</dd>
          <dt>{t.finance.coDebtors}</dt>
          <dd data-qa="co-debtors">{decision.coDebtors.map((person) => person.name).join(', ')}</dd>
          <dt>{t.finance.children}</dt>
          <dd>
            <ul className={styles.list}>
              {decision.decisionChildren.map((child) => (
                <li key={child.id} data-qa="finance-child">
                  {child.name}, {child.unit.name}: {euros(voucher ? child.coPaymentCents : child.amountCents)}
                  {voucher ? ` (${t.finance.voucherValue} ${euros(child.amountCents)})` : null}
                </li>
              ))}
            </ul>
          </dd>
          <dt>{voucher ? t.finance.familyPays : t.finance.total}</dt>
          <dd data-qa="finance-total">{euros(voucher ? familyPays(decision) : decision.totalCents)}</dd>
        </dl>
        <PdfLink href={pdfUrl[decision.type](decision.id)} hidden={!decision.hasDocument} />
        {showMetadata ? (
          <ProcessMetadataDetails swrKey={`process-metadata/finance/${decision.id}`} load={() => metadataOf[decision.type]({ params: { id: decision.id } })} />
        ) : null}
      </Collapsible>
    </li>
  )
}

function FinanceSection({ decisions }: { decisions: FinanceDecision[] }) {
  const t = useDecisionsTexts()
  const [page, setPage] = useState(1)
  if (decisions.length === 0) return null
  return (
    <section className={styles.section} aria-labelledby="finance-title" data-qa="finance-decisions">
      <h2 id="finance-title">{t.finance.title}</h2>
      <ul className={styles.list}>
        {pageOf(decisions, page).map((decision, index) => (
          <FinanceItem key={decision.id} decision={decision} initiallyOpen={page === 1 && index === 0} />
        ))}
      </ul>
      <Pager page={page} pages={pageCount(decisions.length)} onPage={setPage} label={`${t.finance.title}: ${t.pages}`} data-qa="finance-pager" />
    </section>
  )
}

function PlacementItem({ decision }: { decision: CitizenDecision }) {
  const t = useDecisionsTexts()
  const pending = decision.status === 'PENDING'
  const [open, setOpen] = useState(pending)
  return (
    <li className={styles.card} data-qa={`decision-${decision.id}`}>
      <Collapsible title={`${t.type[decision.type]}, ${decision.unit.name}`} open={open} onToggle={setOpen}>
        <dl className={styles.facts}>
          <dt>{t.facts.period}</dt>
          <dd>{period(decision.startDate, decision.endDate)}</dd>
          <dt>{t.facts.sentDate}</dt>
          <dd>{formatFinnishDate(decision.sentDate)}</dd>
          <dt>{t.status.PENDING === t.status[decision.status] ? t.facts.answerBy : t.facts.resolved}</dt>
          <dd>{pending ? formatFinnishDate(decision.answerBy) : decision.resolvedDate ? formatFinnishDate(decision.resolvedDate) : '–'}</dd>
        </dl>
        <div className={styles.actions}>
          {pending && decision.canDecide ? (
            <Link className={buttonClassName('primary')} to={`/decisions/by-application/${decision.applicationId}`} data-qa="answer-link">
              {t.answer}
            </Link>
          ) : null}
          <PdfLink href={pdfUrl.decision(decision.id)} hidden={!decision.permittedActions.includes('DOWNLOAD_PDF')} />
        </div>
      </Collapsible>
      <p data-qa="decision-status">
        {statusText(decision, t)}
        {pending && decision.canDecide ? <span className={styles.indicator}>!</span> : null}
      </p>
    </li>
  )
}

function AssistanceListItem({ decision }: { decision: AssistanceItem }) {
  const t = useDecisionsTexts()
  const [open, setOpen] = useState(decision.isUnread)
  const path = decision.kind === 'ASSISTANCE_NEED' ? 'assistance' : 'assistance-preschool'
  return (
    <li className={styles.card} data-qa={`assistance-decision-${decision.id}`}>
      <Collapsible title={`${t.assistanceKind[decision.kind]} ${period(decision.validFrom, decision.validTo)}`} open={open} onToggle={setOpen}>
        <dl className={styles.facts}>
          <dt>{t.facts.unit}</dt>
          <dd>{decision.unit?.name ?? '–'}</dd>
          <dt>{t.facts.sentDate}</dt>
          <dd>{decision.decisionMade ? formatFinnishDate(decision.decisionMade) : '–'}</dd>
          {decision.status === 'ANNULLED' ? (
            <>
              <dt>{t.facts.annulmentReason}</dt>
              <dd data-qa="annulment-reason">{decision.annulmentReason}</dd>
            </>
          ) : null}
        </dl>
        <div className={styles.actions}>
          <Link className={buttonClassName()} to={`/decisions/${path}/${decision.id}`} data-qa="open-assistance">
            {t.open}
          </Link>
          <PdfLink href={pdfUrl[decision.kind](decision.id)} hidden={!decision.hasDocument} />
        </div>
      </Collapsible>
      <p data-qa="decision-status">
        {t.status[decision.status]}
        {decision.isUnread ? (
          <span className={styles.indicator} data-qa="unread">
            {t.unread}
          </span>
        ) : null}
      </p>
    </li>
  )
}

function ChildSection({ name, placements, assistance }: { name: string; placements: CitizenDecision[]; assistance: AssistanceItem[] }) {
  const t = useDecisionsTexts()
  const [page, setPage] = useState(1)
  const items: ({ kind: 'PLACEMENT'; at: string; decision: CitizenDecision } | { kind: 'ASSISTANCE'; at: string; decision: AssistanceItem })[] = [
    ...placements.map((decision) => ({ kind: 'PLACEMENT' as const, at: decision.sentDate, decision })),
    ...assistance.map((decision) => ({ kind: 'ASSISTANCE' as const, at: decision.decisionMade ?? decision.validFrom, decision }))
  ].sort((a, b) => b.at.localeCompare(a.at))
  return (
    <section className={styles.section} data-qa="child-decisions">
      <h2>{name}</h2>
      <ul className={styles.list}>
        {pageOf(items, page).map((item) =>
          item.kind === 'PLACEMENT' ? (
            <PlacementItem key={item.decision.id} decision={item.decision} />
          ) : (
            <AssistanceListItem key={item.decision.id} decision={item.decision} />
          )
        )}
      </ul>
      <Pager page={page} pages={pageCount(items.length)} onPage={setPage} label={`${name}: ${t.pages}`} />
    </section>
  )
}

/** What waits for the caller's answer, first on the page (spec part 1 §2): each with its way to the answer. */
function AwaitingAnswer({ decisions }: { decisions: CitizenDecision[] }) {
  const t = useDecisionsTexts()
  if (decisions.length === 0) return null
  return (
    <section className={styles.section} aria-labelledby="awaiting-title" data-qa="awaiting-answer">
      <h2 id="awaiting-title">{t.awaitingTitle}</h2>
      <p data-qa="unanswered-count">
        <strong>{t.unanswered(decisions.length)}</strong>
      </p>
      <ul className={styles.list}>
        {decisions.map((decision) => (
          <li key={decision.id} className={styles.card} data-qa="awaiting-decision">
            <p>
              {decision.childName}: {t.type[decision.type]}, {decision.unit.name}. {t.facts.answerBy} {formatFinnishDate(decision.answerBy)}
            </p>
            <Link className={buttonClassName('primary')} to={`/decisions/by-application/${decision.applicationId}`} data-qa="awaiting-answer-link">
              {t.answer}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** `/decisions`: what waits for the caller's answer first, then finance decisions, then each child's placement and assistance decisions, newest first. */
export function DecisionsPage() {
  const t = useDecisionsTexts()
  const result = combineResults(useDecisions(), useFinanceDecisions(), useAssistanceDecisions(), usePreschoolAssistanceDecisions())
  return (
    <div className={styles.page} data-qa="area-root-decisions">
      <h1>{t.title}</h1>
      <Loaded result={result} page>
        {([placements, finance, assistance, preschool]) => {
          const assistanceItems: AssistanceItem[] = [
            ...assistance.map((decision) => ({ ...decision, kind: 'ASSISTANCE_NEED' as const })),
            ...preschool.map((decision) => ({ ...decision, kind: 'ASSISTANCE_NEED_PRESCHOOL' as const }))
          ]
          const children = new Map<string, string>()
          for (const decision of [...placements, ...assistanceItems]) children.set(decision.childId, decision.childName)
          const awaiting = placements.filter((decision) => decision.status === 'PENDING' && decision.canDecide)
          if (children.size === 0 && finance.length === 0) return <p data-qa="no-decisions">{t.empty}</p>
          return (
            <>
              <AwaitingAnswer decisions={awaiting} />
              <p>{t.intro}</p>
              <FinanceSection decisions={finance} />
              {[...children].map(([childId, name]) => (
                <ChildSection
                  key={childId}
                  name={name}
                  placements={placements.filter((decision) => decision.childId === childId)}
                  assistance={assistanceItems.filter((decision) => decision.childId === childId)}
                />
              ))}
            </>
          )
        }}
      </Loaded>
    </div>
  )
}
