import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { Alert, Button, Modal, RadioGroup } from '@pesa/shared'
import type { CitizenDecision } from '@pesa/shared/api/types'
import { Loaded, SubmitForm, useSubmit } from '@pesa/shared/forms'
import { ConfirmDialog } from '@pesa/shared/kit/confirm-dialog'
import { DateInput } from '@pesa/shared/kit/date-input'
import { LeavePageWarning } from '@pesa/shared/kit/leave-page-warning'
import { formatFinnishDate, hasFixedStartDate, isConnectedDecision, validateAcceptDecisionBody, type ValidationCode } from '@pesa/shared/validators'
import { dateRange, period, statusText } from './format'
import { HANDLED_ERRORS } from './expected-errors'
import { useDecisionsTexts } from './i18n'
import type { DecisionsErrorCode } from './i18n/fi'
import { accept, pdfUrl, refreshDecisions, reject, useDecisionsOfApplication } from './queries'
import styles from './Decisions.module.css'

type Answer = 'ACCEPT' | 'REJECT'
/** Told when the server refused an answer (answered elsewhere, blocked); the page shows it, as the form may vanish on reload. */
type OnFailure = (code: DecisionsErrorCode) => void

/** The answer form of one pending decision: accept with a start date in the period, or reject (spec part 1 §4, §5). */
function AnswerForm({
  decision,
  decisions,
  onFailure,
  onAnswered
}: {
  decision: CitizenDecision
  decisions: CitizenDecision[]
  onFailure: OnFailure
  onAnswered: (answer: Answer) => void
}) {
  const t = useDecisionsTexts()
  const fixed = hasFixedStartDate(decision.type)
  const period = decision.validRequestedStartDatePeriod
  const [answer, setAnswer] = useState<Answer>('ACCEPT')
  const [date, setDate] = useState<string | undefined>(fixed ? decision.startDate : undefined)
  const [dateProblem, setDateProblem] = useState<ValidationCode>()
  const [confirming, setConfirming] = useState(false)
  const blocked = isConnectedDecision(decision.type) && decisions.some((other) => hasFixedStartDate(other.type) && other.status !== 'ACCEPTED')
  const connectedPending = hasFixedStartDate(decision.type) && decisions.some((other) => isConnectedDecision(other.type) && other.status === 'PENDING')

  const submission = useSubmit<void, DecisionsErrorCode, 'requestedStartDate'>({
    validate: () => (answer === 'ACCEPT' ? validateAcceptDecisionBody({ requestedStartDate: date }, period) : {}),
    // A date that does not parse, or lies outside the period, says so; not "required".
    problems: answer === 'ACCEPT' ? { requestedStartDate: dateProblem } : {},
    action: () => (answer === 'ACCEPT' ? accept(decision.applicationId, decision.id, date) : reject(decision.applicationId, decision.id)),
    onSuccess: () => {
      setConfirming(false)
      onAnswered(answer)
    },
    expectedErrors: HANDLED_ERRORS.acceptDecision,
    onExpectedError: (code) => {
      setConfirming(false)
      onFailure(code)
      void refreshDecisions(decision.applicationId)
    },
    countsChanged: true
  })
  const dateError = answer === 'ACCEPT' ? submission.fieldErrors.requestedStartDate : undefined

  if (blocked) {
    return (
      <Alert kind="info" data-qa="decision-blocked">
        <p>{t.answerPage.blocked}</p>
      </Alert>
    )
  }
  return (
    <>
      <SubmitForm submission={submission} data-qa="answer-form">
        <RadioGroup<Answer>
          legend={t.answer}
          name={`answer-${decision.id}`}
          options={[
            { value: 'ACCEPT', label: t.answerPage.accept },
            { value: 'REJECT', label: t.answerPage.reject }
          ]}
          value={answer}
          onChange={setAnswer}
          data-qa="answer-choice"
        />
        {answer === 'ACCEPT' ? (
          <DateInput
            label={t.answerPage.startDate}
            value={date}
            min={period.start}
            max={period.end}
            disabled={fixed}
            hint={fixed ? t.answerPage.fixedStart : t.answerPage.allowedDates(dateRange(period.start, period.end))}
            error={dateError}
            onChange={(value, problem) => {
              setDate(value)
              setDateProblem(problem)
            }}
            required
            data-qa="start-date"
          />
        ) : null}
        <div className={styles.actions}>
          <Button
            variant="primary"
            type={answer === 'REJECT' && connectedPending ? 'button' : 'submit'}
            onClick={answer === 'REJECT' && connectedPending ? () => setConfirming(true) : undefined}
            // Never disabled for a field's error: pressing it shows what is wrong (the forms' one behaviour).
            disabled={submission.busy}
            data-qa="submit-answer"
          >
            {t.answerPage.submit}
          </Button>
        </div>
      </SubmitForm>
      {confirming ? (
        <ConfirmDialog
          title={t.answerPage.rejectBoth.title}
          confirmLabel={t.answerPage.rejectBoth.confirm}
          cancelLabel={t.answerPage.rejectBoth.cancel}
          onConfirm={submission.submit}
          onCancel={() => setConfirming(false)}
          data-qa="reject-both-dialog"
        >
          <p>{t.answerPage.rejectBoth.text}</p>
        </ConfirmDialog>
      ) : null}
    </>
  )
}

function DecisionCard({ decision, decisions, onFailure }: { decision: CitizenDecision; decisions: CitizenDecision[]; onFailure: OnFailure }) {
  const t = useDecisionsTexts()
  const pending = decision.status === 'PENDING'
  const [answered, setAnswered] = useState<Answer>()
  return (
    <li className={styles.card} data-qa={`decision-${decision.type}`}>
      <h2>{t.type[decision.type]}</h2>
      <dl className={styles.facts}>
        <dt>{t.facts.unit}</dt>
        <dd>
          {decision.childName}, {decision.unit.name}
        </dd>
        <dt>{t.facts.period}</dt>
        <dd>{period(decision.startDate, decision.endDate)}</dd>
        <dt>{t.facts.sentDate}</dt>
        <dd>{formatFinnishDate(decision.sentDate)}</dd>
        {pending ? (
          <>
            <dt>{t.facts.answerBy}</dt>
            <dd data-qa="answer-by">{formatFinnishDate(decision.answerBy)}</dd>
          </>
        ) : decision.requestedStartDate ? (
          <>
            <dt>{t.facts.startDate}</dt>
            <dd>{formatFinnishDate(decision.requestedStartDate)}</dd>
          </>
        ) : null}
        <dt>{t.facts.number}</dt>
        <dd>{decision.decisionNumber}</dd>
      </dl>
      <p data-qa="decision-status">{statusText(decision, t)}</p>
      {answered && !pending ? (
        <Alert kind="success" data-qa="answer-confirmation">
          <p>{t.answerPage.answered[answered]}</p>
        </Alert>
      ) : null}
      {decision.permittedActions.includes('DOWNLOAD_PDF') ? (
        <a href={pdfUrl.decision(decision.id)} download data-qa="pdf-link">
          {t.pdf}
        </a>
      ) : null}
      {pending && decision.canDecide ? <AnswerForm decision={decision} decisions={decisions} onFailure={onFailure} onAnswered={setAnswered} /> : null}
      {pending && !decision.canDecide ? (
        <Alert kind="info" data-qa="cannot-decide">
          <p>{t.answerPage.cannotDecide}</p>
        </Alert>
      ) : null}
    </li>
  )
}

/** `/decisions/by-application/:applicationId`: the application's decisions and the answers. */
export function DecisionAnswerPage() {
  const t = useDecisionsTexts()
  const { applicationId = '' } = useParams()
  const result = useDecisionsOfApplication(applicationId)
  const [failure, setFailure] = useState<DecisionsErrorCode>()
  const decisions = result.data ?? []
  const leaveWarning = decisions.length > 1 && decisions.some((decision) => decision.status === 'PENDING' && decision.canDecide)
  return (
    <div className={styles.page} data-qa="area-root-decisions">
      <LeavePageWarning when={leaveWarning} />
      {/* Inside Loaded: another family's application shows the not-found page with its own heading only. */}
      <Loaded result={result} page>
        {(list) => (
          <>
            <Link to="/decisions" data-qa="back-to-decisions">
              {t.answerPage.back}
            </Link>
            <h1>{t.answerPage.title}</h1>
            <ul className={styles.list}>
              {list.map((decision) => (
                <DecisionCard key={decision.id} decision={decision} decisions={list} onFailure={setFailure} />
              ))}
            </ul>
          </>
        )}
      </Loaded>
      {failure ? (
        <Modal
          title={t.answerPage.failed.title}
          role="alertdialog"
          onClose={() => setFailure(undefined)}
          actions={
            <Button variant="primary" onClick={() => setFailure(undefined)} data-qa="failure-ok">
              {t.answerPage.failed.ok}
            </Button>
          }
          data-qa="answer-failed-dialog"
        >
          <p>{t.answerPage.failed[failure]}</p>
        </Modal>
      ) : null}
    </div>
  )
}
