import { Alert, Button, Checkbox } from '@pesa/shared'
import type { IncomeChild, IncomeStatement } from '@pesa/shared/api/types'
import { combineResults, Loaded, SubmitForm } from '@pesa/shared/forms'
import { ConfirmDialog } from '@pesa/shared/kit/confirm-dialog'
import { useState } from 'react'
import { Navigate, useParams } from 'react-router'
import { useIncomeTexts } from '../i18n'
import { useChildren, useStartDates, useStatement } from '../queries'
import { chooseHighestFee } from '../statement-form'
import styles from './Income.module.css'
import { AttachmentsSection, ChildAttachmentsSection } from './statement-editor/AttachmentsSection'
import { EditorActions } from './statement-editor/EditorActions'
import { EntrepreneurSection } from './statement-editor/EntrepreneurSection'
import { IncomeTypeSection } from './statement-editor/IncomeTypeSection'
import { OtherSection } from './statement-editor/OtherSection'
import { PeriodSection } from './statement-editor/PeriodSection'
import { useChoiceError, type SectionProps } from './statement-editor/section-props'
import { useStatementEditor } from './statement-editor/use-statement-editor'

interface EditorProps {
  statement?: IncomeStatement
  childId?: string
  childName?: string
  startDates: string[]
}

/** The statement form: the state and saving live in useStatementEditor, each section in a file of its own. */
function Editor({ statement, childId, childName, startDates }: EditorProps) {
  const t = useIncomeTexts()
  const f = t.form
  const choiceError = useChoiceError()
  const editor = useStatementEditor({ statement, childId, startDates })
  const { form, setForm, submission, kind, error } = editor
  const [confirmHighestFee, setConfirmHighestFee] = useState(false)
  const section: SectionProps = { form, setForm, error, reportProblem: editor.reportProblem }

  return (
    <SubmitForm
      submission={submission}
      aria-labelledby="income-editor-title"
      data-qa="income-statement-form"
      heading={<h1 id="income-editor-title">{childName ? f.childTitle(childName) : statement ? f.editTitle : f.newTitle}</h1>}
    >
      <p>{f.requiredNote}</p>
      {editor.restored ? (
        <Alert kind="info" data-qa="form-restored">
          <p>{f.restored}</p>
        </Alert>
      ) : null}
      {submission.error ? (
        <Alert kind="error" data-qa="statement-conflict">
          <p>{t.errors[submission.error]}</p>
          <Button onClick={() => window.location.reload()}>{t.reload}</Button>
        </Alert>
      ) : null}

      <PeriodSection {...section} kind={kind} now={editor.now} taken={editor.taken} />
      {kind === 'ADULT' ? (
        <>
          <IncomeTypeSection {...section} onConfirmHighestFee={() => setConfirmHighestFee(true)} />
          {form.isEntrepreneur && !form.highestFee ? <EntrepreneurSection {...section} /> : null}
          <OtherSection {...section} />
          <AttachmentsSection {...section} onUploadingChange={editor.onUploadingChange} />
        </>
      ) : (
        <ChildAttachmentsSection {...section} onUploadingChange={editor.onUploadingChange} />
      )}

      <div className={styles.fieldset}>
        {/* The wrapper keeps the box and its error together. */}
        <div>
          <Checkbox
            label={`${f.assure} *`}
            checked={form.assure}
            onChange={(assure) => setForm((current) => ({ ...current, assure }))}
            error={choiceError(error('assure'))}
            data-qa="assure"
          />
        </div>
      </div>

      <EditorActions busy={submission.busy} uploading={editor.uploading} draft={editor.draft} onCancel={editor.cancel} />

      {confirmHighestFee ? (
        <ConfirmDialog
          title={f.clearTitle}
          confirmLabel={f.clearConfirm}
          cancelLabel={f.cancel}
          onCancel={() => setConfirmHighestFee(false)}
          onConfirm={() => {
            setForm((current) => chooseHighestFee(current, true))
            setConfirmHighestFee(false)
          }}
          data-qa="confirm-highest-fee"
        >
          <p>{f.clearText}</p>
        </ConfirmDialog>
      ) : null}
      {editor.blocked ? (
        <ConfirmDialog
          title={f.leaveTitle}
          confirmLabel={f.leaveConfirm}
          cancelLabel={f.cancel}
          onCancel={() => editor.blocked?.reset()}
          onConfirm={() => {
            editor.leave()
            editor.blocked?.proceed()
          }}
          data-qa="confirm-leave"
        >
          <p>{f.leaveText}</p>
        </ConfirmDialog>
      ) : null}
    </SubmitForm>
  )
}

/** /income/{id}/edit (`new` creates) and /child-income/{childId}/{id}/edit: only a DRAFT is edited; otherwise back to /income. */
export function StatementEditor() {
  const { incomeStatementId = 'new', childId } = useParams()
  const isNew = incomeStatementId === 'new'
  const startDates = useStartDates(childId)
  const statement = useStatement(isNew ? undefined : incomeStatementId)
  const children = useChildren()
  const nameOf = (list: IncomeChild[], id: string | undefined) => list.find((child) => child.id === id)?.firstName
  if (isNew) {
    return (
      <Loaded result={combineResults(startDates, children)}>
        {([dates, list]) =>
          childId && !nameOf(list, childId) ? (
            <Navigate to="/income" replace />
          ) : (
            <Editor childId={childId} childName={nameOf(list, childId)} startDates={dates} />
          )
        }
      </Loaded>
    )
  }
  return (
    <Loaded result={combineResults(statement, startDates, children)} page>
      {([loaded, dates, list]) => {
        if (loaded.status !== 'DRAFT') return <Navigate to="/income" replace />
        const child = loaded.type === 'CHILD_INCOME' ? loaded.personId : undefined
        return <Editor statement={loaded} childId={child} childName={nameOf(list, child)} startDates={dates} />
      }}
    </Loaded>
  )
}
