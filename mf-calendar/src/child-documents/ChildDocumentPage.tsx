import { useEffect, useMemo, useState, type RefObject } from 'react'
import { Link, useParams, useSearchParams } from 'react-router'
import { Alert, Button, buttonClassName } from '@pesa/shared'
import type { ChildDocumentDetails } from '@pesa/shared/api/types'
import { helsinkiDate } from '@pesa/shared/dates'
import { FormErrorNotice, Loaded, useSubmit } from '@pesa/shared/forms'
import { ConfirmDialog } from '@pesa/shared/kit/confirm-dialog'
import type { DateProblem } from '@pesa/shared/kit/date-input'
import { LeavePageWarning } from '@pesa/shared/kit/leave-page-warning'
import { TimedNotification } from '@pesa/shared/kit/timed-notification'
import { labelOrCode } from '@pesa/shared/labels'
import { formatFinnishDate, hasErrors } from '@pesa/shared/validators'
import { useChildDocumentsTexts } from './i18n'
import type { ChildDocumentErrorCode } from './i18n/fi'
import { hasUnsentAnswers, initialAnswers, toContent, validateAnswers, type Answers } from './answers'
import { DocumentAnswers } from './DocumentAnswers'
import { markRead, pdfUrl, refreshDocument, sendAnswers, useChildDocument } from './queries'
import { QuestionField } from './QuestionField'
import styles from './ChildDocument.module.css'

type Mode = 'read' | 'edit' | 'preview'

/** The header of the document: every field spec part 2 §2 lists. */
function Facts({ document }: { document: ChildDocumentDetails }) {
  const t = useChildDocumentsTexts().childDocument
  const { child, decision, template } = document
  return (
    <dl className={styles.facts} data-qa="document-facts">
      <dt>{t.child}</dt>
      <dd data-qa="document-child">
        {child.firstName} {child.lastName}
      </dd>
      <dt>{t.dateOfBirth}</dt>
      <dd>{formatFinnishDate(child.dateOfBirth)}</dd>
      {decision?.decisionNumber ? (
        <>
          <dt>{t.decisionNumber}</dt>
          <dd data-qa="document-decision-number">{decision.decisionNumber}</dd>
        </>
      ) : null}
      {decision?.validity ? (
        <>
          <dt>{t.validity}</dt>
          <dd>
            {formatFinnishDate(decision.validity.start)}–{decision.validity.end ? formatFinnishDate(decision.validity.end) : ''}
          </dd>
        </>
      ) : null}
      <dt>{t.status}</dt>
      <dd data-qa="document-status">{labelOrCode(t.statuses, document.shownStatus)}</dd>
      <dt>{t.published}</dt>
      <dd>{formatFinnishDate(helsinkiDate(new Date(document.publishedAt)))}</dd>
      {template.legalBasis ? (
        <>
          <dt>{t.legalBasis}</dt>
          <dd data-qa="document-legal-basis">{template.legalBasis}</dd>
        </>
      ) : null}
    </dl>
  )
}

/**
 * One child document (spec part 2 §2, §4): read, or — while it waits for a guardian's answer and
 * the link asks for it (readOnly=false) — answered, previewed and sent with a confirmation.
 * What was typed stays in this component's state through a failure and a language switch.
 */
function DocumentView({ document }: { document: ChildDocumentDetails }) {
  const t = useChildDocumentsTexts().childDocument
  const [search] = useSearchParams()
  const editable = document.status === 'CITIZEN_DRAFT'
  const template = document.template.content
  const initial = useMemo(() => initialAnswers(template, document.content), [template, document.content])
  const [mode, setMode] = useState<Mode>(editable && search.get('readOnly') === 'false' ? 'edit' : 'read')
  const [answers, setAnswers] = useState<Answers>(initial)
  const [dateProblems, setDateProblems] = useState<Record<string, DateProblem | undefined>>({})
  const [confirming, setConfirming] = useState(false)
  const [answeredElsewhere, setAnsweredElsewhere] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)

  const submission = useSubmit<void, ChildDocumentErrorCode>({
    validate: () => validateAnswers(template, answers, dateProblems),
    // The preview has no fields to focus: the guardian goes back to them.
    onInvalid: () => setMode('edit'),
    action: () => sendAnswers(document.id, toContent(template, answers)),
    onSuccess: () => {
      setConfirming(false)
      setMode('read')
      setNotice(t.sent)
    },
    expectedErrors: ['CHILD_DOCUMENT_NOT_EDITABLE'],
    onExpectedError: () => {
      setConfirming(false)
      setAnsweredElsewhere(true)
    },
    countsChanged: true
  })

  const send = () => {
    if (hasErrors(validateAnswers(template, answers, dateProblems))) void submission.submit()
    else setConfirming(true)
  }

  const answering = editable && mode !== 'read'
  // After a failed send the kit checks again at every change (the forms' one behaviour).
  const errors = submission.fieldErrors
  return (
    <>
      <LeavePageWarning when={answering && !answeredElsewhere && hasUnsentAnswers(initial, answers)} />
      <article className={styles.document} data-qa="child-document">
        <h1 data-qa="document-title">{document.template.name}</h1>
        {document.template.confidential ? (
          <p className={styles.confidential} data-qa="document-confidential">
            {t.confidential}
          </p>
        ) : null}
        <Facts document={document} />
        {document.answeredBy && document.answeredAt ? (
          <p data-qa="document-answered-by">{t.answeredBy(document.answeredBy.name, formatFinnishDate(helsinkiDate(new Date(document.answeredAt))))}</p>
        ) : null}
        {document.status === 'COMPLETED' && document.answeredBy?.type === 'CITIZEN' ? (
          <Alert kind="success" data-qa="document-sent-info">
            <p>{t.sentInfo}</p>
          </Alert>
        ) : null}
        <div className={`${styles.actions} ${styles.noPrint}`}>
          {editable && mode === 'read' ? (
            <Button variant="primary" onClick={() => setMode('edit')} data-qa="answer-document">
              {t.answer}
            </Button>
          ) : null}
          <Button onClick={() => window.print()} data-qa="print-document">
            {t.print}
          </Button>
          <a className={buttonClassName('secondary')} href={pdfUrl(document.id)} target="_blank" rel="noopener noreferrer" data-qa="document-pdf">
            {t.pdf}
          </a>
        </div>
        {answeredElsewhere ? (
          <Alert kind="warning" data-qa="answered-elsewhere">
            <p>{t.answeredElsewhere}</p>
            <Button
              onClick={() => {
                setAnsweredElsewhere(false)
                setMode('read')
                void refreshDocument(document.id)
              }}
              data-qa="show-sent-answers"
            >
              {t.showSent}
            </Button>
          </Alert>
        ) : null}
        {answering ? (
          <p className={styles.noPrint} data-qa="answer-mode">
            {mode === 'edit' ? t.editing : t.previewing}
          </p>
        ) : null}
        {answering ? <FormErrorNotice invalid={submission.invalid} /> : null}
        <div ref={submission.containerRef as RefObject<HTMLDivElement | null>}>
          {mode === 'edit' && editable ? (
            template.sections.map((section) => (
              <section key={section.id} className={styles.section} aria-labelledby={`section-${section.id}`}>
                <h2 id={`section-${section.id}`}>{section.label}</h2>
                {section.questions.map((question) =>
                  question.type === 'STATIC_TEXT_PARAGRAPH' ? (
                    <div key={question.id}>
                      <h3>{question.label}</h3>
                      {question.info ? <p>{question.info}</p> : null}
                    </div>
                  ) : (
                    <QuestionField
                      key={question.id}
                      question={question}
                      value={answers[question.id] ?? null}
                      error={errors[`answers.${question.id}`]}
                      onChange={(value) => setAnswers((current) => ({ ...current, [question.id]: value }))}
                      onDateProblem={(problem) => setDateProblems((current) => ({ ...current, [question.id]: problem }))}
                    />
                  )
                )}
              </section>
            ))
          ) : (
            <DocumentAnswers
              template={template}
              answers={mode === 'preview' ? answers : initial}
              // Sent, or about to be: an unticked box reads "no", not "no answer".
              final={mode === 'preview' || document.answeredAt !== null}
            />
          )}
          {submission.dialog}
        </div>
        {answering && !answeredElsewhere ? (
          <div className={`${styles.actions} ${styles.noPrint}`}>
            {mode === 'edit' ? (
              <Button onClick={() => setMode('preview')} data-qa="preview-document">
                {t.preview}
              </Button>
            ) : (
              <Button onClick={() => setMode('edit')} data-qa="edit-document">
                {t.edit}
              </Button>
            )}
            <Button variant="primary" onClick={send} busy={submission.busy} data-qa="send-document">
              {t.send}
            </Button>
          </div>
        ) : null}
      </article>
      {confirming ? (
        <ConfirmDialog
          title={t.confirmTitle}
          confirmLabel={t.confirmSend}
          cancelLabel={t.cancel}
          onConfirm={submission.submit}
          onCancel={() => setConfirming(false)}
          data-qa="send-document-dialog"
        >
          <p>{t.confirmText}</p>
        </ConfirmDialog>
      ) : null}
      <TimedNotification message={notice} onClose={() => setNotice(null)} data-qa="document-sent" />
    </>
  )
}

/** `/child-documents/:id`: returns to the child's page, or with returnTo=calendar to the calendar. */
export function ChildDocumentPage() {
  const t = useChildDocumentsTexts().childDocument
  const { id = '' } = useParams()
  const [search] = useSearchParams()
  const result = useChildDocument(id)
  const childId = result.data?.child.id
  const toCalendar = search.get('returnTo') === 'calendar'

  useEffect(() => {
    // Marked once the document is shown; a failed mark only leaves it unread.
    if (childId) markRead(id).catch(() => undefined)
  }, [id, childId])

  return (
    <div className={styles.page} data-qa="child-document-page">
      {toCalendar || childId ? (
        <Link className={styles.noPrint} to={toCalendar ? '/calendar' : `/children/${childId}`} data-qa="document-return">
          {toCalendar ? t.backToCalendar : t.back}
        </Link>
      ) : null}
      <Loaded result={result} page>
        {(document) => <DocumentView key={document.id} document={document} />}
      </Loaded>
    </div>
  )
}
