import { useUser } from '@pesa/shared'
import type { IncomeStatement } from '@pesa/shared/api/types'
import { clearTabDraft, readTabDraft, tabDraftKey, useSubmit, writeTabDraft } from '@pesa/shared/forms'
import { useLeavePageWarning } from '@pesa/shared/kit/leave-page-warning'
import { today } from '@pesa/shared/dates'
import type { FieldErrors, ValidationCode } from '@pesa/shared/validators'
import { useEffect, useRef, useState, type SetStateAction } from 'react'
import { useNavigate } from 'react-router'
import type { IncomeErrorCode } from '../../i18n/fi'
import { saveStatement } from '../../queries'
import {
  emptyForm,
  formOf,
  restorableForm,
  shownDateProblems,
  storedFormName,
  toBody,
  validateForm,
  type IncomeForm,
  type StoredForm
} from '../../statement-form'

export interface StatementEditorInput {
  statement?: IncomeStatement
  childId?: string
  startDates: string[]
}

/**
 * The statement editor's state and its saving: the form as typed (kept in the tab until saved or
 * left), what the date fields could not read, running uploads, the save as a draft or sent, and
 * the question before unsaved changes are left.
 */
export function useStatementEditor({ statement, childId, startDates }: StatementEditorInput) {
  const navigate = useNavigate()
  const kind = childId ? 'CHILD' : 'ADULT'
  // The form as typed is kept in the tab until it is saved or left: a session timeout, a
  // reload or a step-up brings it back (spec part 2 "Bad input and failure").
  const personId = useUser()?.id ?? ''
  const storageKey = tabDraftKey('income', personId, storedFormName(statement?.id, childId))
  const [restored] = useState(() => restorableForm(readTabDraft<StoredForm>(storageKey), statement))
  const [form, setFormState] = useState<IncomeForm>(() => restored ?? (statement ? formOf(statement) : emptyForm()))
  const [dirty, setDirty] = useState(restored !== undefined)
  const setForm = (change: SetStateAction<IncomeForm>) => {
    setFormState(change)
    setDirty(true)
  }
  // Set when the form is left on purpose (saved, cancelled, left without saving): no warning, nothing kept.
  const [left, setLeft] = useState(false)
  const leave = () => {
    setLeft(true)
    clearTabDraft(storageKey)
  }
  useEffect(() => {
    if (dirty && !left) writeTabDraft(storageKey, { form, updatedAt: statement?.updatedAt ?? null } satisfies StoredForm)
  }, [dirty, left, form, storageKey, statement?.updatedAt])
  // Running uploads per slot: sending waits for all of them.
  const [uploads, setUploads] = useState<Record<string, number>>({})
  const uploading = Object.values(uploads).reduce((sum, count) => sum + count, 0)
  const onUploadingChange = (type: string, count: number) => setUploads((current) => ({ ...current, [type]: count }))
  // What the date fields could not read, by field: malformed is not missing (the form kit).
  const [dateProblems, setDateProblems] = useState<FieldErrors>({})
  const reportProblem = (field: string, problem: ValidationCode | undefined) => setDateProblems((current) => ({ ...current, [field]: problem }))
  // Which of the two submit buttons was pressed: saved as a draft or sent.
  const draft = useRef(false)
  const taken = new Set(startDates.filter((date) => date !== statement?.startDate))
  const now = today()

  const submission = useSubmit<string, IncomeErrorCode>({
    validate: () => validateForm(form, kind, { today: now, draft: draft.current, takenStartDates: [...taken] }),
    problems: shownDateProblems(form, dateProblems),
    action: () => saveStatement({ id: statement?.id, childId }, toBody(form, kind, statement?.updatedAt), draft.current),
    onSuccess: (id) => {
      leave()
      void navigate(childId ? `/child-income/${childId}/${id}` : `/income/${id}`)
    },
    expectedErrors: ['INCOME_STATEMENT_CHANGED', 'INCOME_STATEMENT_NOT_EDITABLE']
  })

  // Leaving with unsaved changes asks first: within the service by the router, away by the
  // browser (the shared warning). Not while a save or an upload runs: its answer navigates (a
  // lost session goes to log in, and the tab keeps the form for after).
  const blocked = useLeavePageWarning(dirty && !left && !submission.busy && uploading === 0)

  const cancel = () => {
    leave()
    void navigate(statement ? (childId ? `/child-income/${childId}/${statement.id}` : `/income/${statement.id}`) : '/income')
  }

  const errors: FieldErrors = submission.fieldErrors
  return {
    kind,
    form,
    setForm,
    restored,
    submission,
    error: (key: string) => errors[key],
    reportProblem,
    uploading,
    onUploadingChange,
    draft,
    taken,
    now,
    cancel,
    leave,
    blocked
  } as const
}
