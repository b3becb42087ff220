import { API_BASE, notifyCountsChanged } from '@pesa/shared'
import type { ChildDocumentSummary, PedagogicalDocument } from '@pesa/shared/api/types'
import { Loaded } from '@pesa/shared/forms'
import { Pager } from '@pesa/shared/kit/pager'
import { labelOrCode } from '@pesa/shared/labels'
import { formatFinnishDate } from '@pesa/shared/validators'
import { useState } from 'react'
import { Link } from 'react-router'
import { useChildrenTexts } from '../i18n'
import { markPedagogicalRead, useChildDocuments, usePedagogicalDocuments } from '../queries'
import { dateOf, foldedText, groupDocuments, pageOf, type DocumentGroup } from '../rules'
import styles from '../Children.module.css'

/** Pedagogical documents, ten a page, long texts folded; opening a file marks the document read (spec part 2 §4, §9). */
export function PedagogicalSection({ childId }: { childId: string }) {
  const t = useChildrenTexts().children.pedagogical
  const result = usePedagogicalDocuments(childId)
  const [page, setPage] = useState(1)
  return (
    <Loaded result={result}>
      {(documents) => {
        if (documents.length === 0) return <p>{t.none}</p>
        const shown = pageOf(documents, page)
        return (
          <>
            <ul className={styles.list} data-qa="pedagogical-documents">
              {shown.items.map((document) => (
                <PedagogicalItem key={document.id} childId={childId} document={document} />
              ))}
            </ul>
            {shown.pages > 1 ? (
              <p aria-live="polite" data-qa="pedagogical-page">
                {t.pageOf(Math.min(page, shown.pages), shown.pages)}
              </p>
            ) : null}
            <Pager page={Math.min(page, shown.pages)} pages={shown.pages} onPage={setPage} label={t.pages} data-qa="pedagogical-pager" />
          </>
        )
      }}
    </Loaded>
  )
}

function PedagogicalItem({ childId, document }: { childId: string; document: PedagogicalDocument }) {
  const t = useChildrenTexts().children
  const [expanded, setExpanded] = useState(false)
  const folded = foldedText(document.description)
  const descriptionId = `pedagogical-${document.id}-description`
  // The download marks it read on the server too, in its own tab and time; this call makes the refreshed
  // counts certain. Its failure leaves the marker as it was and the download's own mark counts next time.
  const opened = () => {
    markPedagogicalRead(childId, document.id).then(notifyCountsChanged, () => undefined)
  }
  return (
    <li className={styles.item} data-qa={`pedagogical-document-${document.id}`} data-read={document.isRead}>
      <h3>
        {formatFinnishDate(document.date)}
        {document.isRead ? null : (
          <span className={styles.unread} data-qa="unread-marker">
            {t.unread}
          </span>
        )}
      </h3>
      <p id={descriptionId} data-qa="pedagogical-description">
        {folded && !expanded ? folded : document.description}
      </p>
      {folded ? (
        <button
          type="button"
          className={styles.textButton}
          aria-expanded={expanded}
          aria-controls={descriptionId}
          onClick={() => setExpanded(!expanded)}
          data-qa="pedagogical-expand"
        >
          {expanded ? t.pedagogical.showLess : t.pedagogical.showMore}
        </button>
      ) : null}
      {document.attachments.length > 0 ? (
        <ul className={styles.list} aria-label={t.pedagogical.files}>
          {document.attachments.map((file) => (
            <li key={file.id}>
              <a
                href={`${API_BASE}/citizen/attachments/${encodeURIComponent(file.id)}/download/${encodeURIComponent(file.name)}`}
                target="_blank"
                rel="noreferrer"
                className={styles.fileLink}
                onClick={opened}
                data-qa="pedagogical-file"
              >
                {file.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  )
}

const GROUPS: DocumentGroup[] = ['plans', 'hojks', 'others']

/** The child's published documents in plans, HOJKS and others, each with its summary and a link to the document (spec part 2 §3). */
export function ChildDocumentsSection({ childId }: { childId: string }) {
  const t = useChildrenTexts().children.documents
  const result = useChildDocuments(childId)
  return (
    <Loaded result={result}>
      {(documents) => {
        if (documents.length === 0) return <p>{t.none}</p>
        const groups = groupDocuments(documents)
        return GROUPS.filter((group) => groups[group].length > 0).map((group) => (
          <div key={group} data-qa={`document-group-${group}`}>
            <h3>{t.groups[group]}</h3>
            <ul className={styles.list}>
              {groups[group].map((document) => (
                <DocumentItem key={document.id} document={document} />
              ))}
            </ul>
          </div>
        ))
      }}
    </Loaded>
  )
}

function DocumentItem({ document }: { document: ChildDocumentSummary }) {
  const t = useChildrenTexts().children
  const d = t.documents
  const { decision } = document
  return (
    <li className={styles.item} data-qa={`child-document-${document.id}`}>
      <h4>
        <Link to={`/child-documents/${document.id}`} data-qa="child-document-link">
          {document.templateName}
        </Link>
        {document.unread ? (
          <span className={styles.unread} data-qa="unread-marker">
            {t.unread}
          </span>
        ) : null}
      </h4>
      <dl className={styles.facts}>
        <dt>{d.published}</dt>
        <dd>{dateOf(document.publishedAt)}</dd>
        <dt>{d.status}</dt>
        <dd data-qa="child-document-status">{labelOrCode(d.statuses, document.status)}</dd>
        {decision?.decisionNumber ? (
          <>
            <dt>{d.decisionNumber}</dt>
            <dd>{decision.decisionNumber}</dd>
          </>
        ) : null}
        {decision?.validity ? (
          <>
            <dt>{d.validity}</dt>
            <dd>
              {formatFinnishDate(decision.validity.start)}–{decision.validity.end ? formatFinnishDate(decision.validity.end) : ''}
            </dd>
          </>
        ) : null}
      </dl>
      {document.status === 'CITIZEN_DRAFT' || document.answeredAt ? (
        <p data-qa="child-document-answered">
          {document.answeredAt && document.answeredBy ? d.answered(dateOf(document.answeredAt), document.answeredBy.name) : d.unanswered}
        </p>
      ) : null}
      {document.confidential ? <p data-qa="child-document-confidential">{d.confidential}</p> : null}
    </li>
  )
}
