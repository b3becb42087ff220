import { useEffect, useRef } from 'react'
import { Link, useParams } from 'react-router'
import { notifyCountsChanged } from '@pesa/shared'
import type { AssistanceNeedDecision, AssistanceNeedPreschoolDecision } from '@pesa/shared/api/types'
import { Loaded } from '@pesa/shared/forms'
import { isAssistanceLevel } from '@pesa/shared/labels'
import { formatFinnishDate } from '@pesa/shared/validators'
import { period } from './format'
import { useDecisionsTexts } from './i18n'
import { markRead, pdfUrl, useAssistanceDecision, usePreschoolAssistanceDecision } from './queries'
import styles from './Decisions.module.css'

type Kind = 'ASSISTANCE_NEED' | 'ASSISTANCE_NEED_PRESCHOOL'

/** Opening an unread decision marks it read for the caller and updates the badge. */
function useMarkRead(kind: Kind, decision: { id: string; isUnread: boolean } | undefined) {
  const marked = useRef<string>(undefined)
  useEffect(() => {
    if (!decision?.isUnread || marked.current === decision.id) return
    marked.current = decision.id
    void markRead(kind, decision.id).then(notifyCountsChanged)
  }, [kind, decision])
}

function Row({ label, value, lang }: { label: string; value: string; lang?: string }) {
  if (!value) return null
  return (
    <>
      <dt>{label}</dt>
      <dd lang={lang}>{value}</dd>
    </>
  )
}

function Common({ decision, kind }: { decision: AssistanceNeedDecision | AssistanceNeedPreschoolDecision; kind: Kind }) {
  const t = useDecisionsTexts()
  return (
    <>
      <h1>
        {t.assistanceKind[kind]}: {decision.childName}
      </h1>
      <p data-qa="decision-status">{t.status[decision.status]}</p>
      {decision.status === 'ANNULLED' ? (
        <p data-qa="annulment-reason">
          <strong>{t.facts.annulmentReason}:</strong> <span lang={decision.language.toLowerCase()}>{decision.annulmentReason}</span>
        </p>
      ) : null}
      <dl className={styles.facts}>
        <Row label={t.facts.number} value={String(decision.decisionNumber)} />
        <Row label={t.facts.validity} value={period(decision.validFrom, decision.validTo)} />
        <Row label={t.facts.unit} value={decision.unit?.name ?? ''} />
        <Row label={t.facts.sentDate} value={decision.decisionMade ? formatFinnishDate(decision.decisionMade) : ''} />
      </dl>
    </>
  )
}

function Footer({
  decision,
  kind,
  days
}: {
  decision: { id: string; hasDocument: boolean; preparer: { name: string; title: string }; decisionMaker: { name: string; title: string } }
  kind: Kind
  days: number
}) {
  const t = useDecisionsTexts()
  return (
    <>
      <dl className={styles.facts}>
        <Row label={t.assistance.preparer} value={[decision.preparer.name, decision.preparer.title].filter(Boolean).join(', ')} />
        <Row label={t.assistance.decisionMaker} value={[decision.decisionMaker.name, decision.decisionMaker.title].filter(Boolean).join(', ')} />
      </dl>
      <h2>{t.assistance.appeal}</h2>
      <p>{t.assistance.appealText(days)}</p>
      {decision.hasDocument ? (
        <a href={pdfUrl[kind](decision.id)} download data-qa="pdf-link">
          {t.pdf}
        </a>
      ) : null}
    </>
  )
}

function AssistanceNeed({ decision }: { decision: AssistanceNeedDecision }) {
  const t = useDecisionsTexts()
  const lang = decision.language.toLowerCase()
  useMarkRead('ASSISTANCE_NEED', decision)
  return (
    <>
      <Common decision={decision} kind="ASSISTANCE_NEED" />
      <dl className={styles.facts}>
        <Row
          label={t.assistance.levels}
          value={decision.assistanceLevels.map((level) => (isAssistanceLevel(level) ? t.assistance.level[level] : level)).join(', ')}
        />
        <Row label={t.assistance.pedagogical} value={decision.pedagogicalMotivation} lang={lang} />
        <Row label={t.assistance.structural} value={decision.structuralMotivationDescription} lang={lang} />
        <Row label={t.assistance.care} value={decision.careMotivation} lang={lang} />
        <Row label={t.assistance.services} value={decision.servicesMotivation} lang={lang} />
        <Row label={t.assistance.expert} value={decision.expertResponsibilities} lang={lang} />
        <Row label={t.assistance.guardiansHeard} value={decision.guardiansHeardOn ? formatFinnishDate(decision.guardiansHeardOn) : ''} />
        <Row label={t.assistance.viewOfGuardians} value={decision.viewOfGuardians} lang={lang} />
        <Row label={t.assistance.motivation} value={decision.motivationForDecision} lang={lang} />
      </dl>
      <Footer decision={decision} kind="ASSISTANCE_NEED" days={30} />
    </>
  )
}

function PreschoolAssistance({ decision }: { decision: AssistanceNeedPreschoolDecision }) {
  const t = useDecisionsTexts()
  const lang = decision.language.toLowerCase()
  const yesNo = (value: boolean) => (value ? t.assistance.yes : t.assistance.no)
  useMarkRead('ASSISTANCE_NEED_PRESCHOOL', decision)
  return (
    <>
      <Common decision={decision} kind="ASSISTANCE_NEED_PRESCHOOL" />
      <dl className={styles.facts}>
        <Row label={t.assistance.type} value={t.assistance.preschoolType[decision.type]} />
        <Row label={t.assistance.primaryGroup} value={decision.primaryGroup} lang={lang} />
        <Row label={t.assistance.grantedServices} value={yesNo(decision.grantedAssistanceService)} />
        <Row label={t.assistance.services} value={decision.grantedServicesBasis} lang={lang} />
        <Row label={t.assistance.basis} value={decision.decisionBasis} lang={lang} />
        <Row label={t.assistance.basis} value={decision.basisDocumentsInfo} lang={lang} />
        <Row label={t.assistance.guardiansHeard} value={decision.guardiansHeardOn ? formatFinnishDate(decision.guardiansHeardOn) : ''} />
        <Row label={t.assistance.viewOfGuardians} value={decision.viewOfGuardians} lang={lang} />
      </dl>
      <Footer decision={decision} kind="ASSISTANCE_NEED_PRESCHOOL" days={14} />
    </>
  )
}

/** `/decisions/assistance/:id` and `/decisions/assistance-preschool/:id`: every field, opening marks it read. */
export function AssistanceViewPage({ kind }: { kind: Kind }) {
  const t = useDecisionsTexts()
  const { id = '' } = useParams()
  return (
    <div className={styles.page} data-qa="area-root-decisions">
      <Link to="/decisions" data-qa="back-to-decisions">
        {t.answerPage.back}
      </Link>
      <div data-qa="assistance-view">{kind === 'ASSISTANCE_NEED' ? <AssistanceNeedLoader id={id} /> : <PreschoolLoader id={id} />}</div>
    </div>
  )
}

function AssistanceNeedLoader({ id }: { id: string }) {
  return (
    <Loaded result={useAssistanceDecision(id)} page>
      {(decision) => <AssistanceNeed decision={decision} />}
    </Loaded>
  )
}

function PreschoolLoader({ id }: { id: string }) {
  return (
    <Loaded result={usePreschoolAssistanceDecision(id)} page>
      {(decision) => <PreschoolAssistance decision={decision} />}
    </Loaded>
  )
}
