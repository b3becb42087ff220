import { Alert, Button, Checkbox, InputField, RadioGroup, useCommonTexts, useUser } from '@pesa/shared'
import type { Entrepreneur, GrossIncome, IncomeChild, IncomeStatement } from '@pesa/shared/api/types'
import { clearTabDraft, combineResults, Loaded, readTabDraft, SubmitForm, tabDraftKey, useSubmit, writeTabDraft } from '@pesa/shared/forms'
import { ConfirmDialog } from '@pesa/shared/kit/confirm-dialog'
import { DateInput } from '@pesa/shared/kit/date-input'
import { FileUpload } from '@pesa/shared/kit/file-upload'
import { addMonths, today } from '@pesa/shared/dates'
import { OTHER_INCOME_TYPES, requiredAttachmentTypes, type FieldErrors, type ValidationCode } from '@pesa/shared/validators'
import { useEffect, useId, useRef, useState, type ReactNode, type SetStateAction } from 'react'
import { Navigate, useBlocker, useNavigate, useParams } from 'react-router'
import { attachmentLabel } from '../attachment-labels'
import { useIncomeTexts } from '../i18n'
import type { IncomeErrorCode } from '../i18n/fi'
import { saveStatement, useChildren, useStartDates, useStatement } from '../queries'
import {
  chooseGross,
  chooseHighestFee,
  chooseIncomeSource,
  chooseLimitedCompany,
  emptyForm,
  formOf,
  hasIncomeAnswers,
  restorableForm,
  shownDateProblems,
  storedFormName,
  toBody,
  validateForm,
  type IncomeForm,
  type StoredForm
} from '../statement-form'
import styles from './Income.module.css'

const UPLOAD_PATH = '/citizen/attachments/income-statements'

/** A choice's REQUIRED reads "choose an option" (issue 16); other codes as the common texts say. */
function useChoiceError() {
  const common = useCommonTexts()
  return (code: ValidationCode | undefined) => (code === 'REQUIRED' ? common.validation.SELECT_ONE : code ? common.validation[code] : undefined)
}

function Fieldset({ legend, required, children, 'data-qa': dataQa }: { legend: string; required?: boolean; children: ReactNode; 'data-qa'?: string }) {
  return (
    <fieldset className={styles.fieldset} data-qa={dataQa}>
      <legend>
        {legend}
        {/* The star as the form's note explains it; the choice's own error says what is missing. */}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {children}
    </fieldset>
  )
}

function TextArea({ label, value, onChange, 'data-qa': dataQa }: { label: string; value: string; onChange: (value: string) => void; 'data-qa': string }) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea id={id} className={styles.textarea} value={value} maxLength={2000} onChange={(event) => onChange(event.target.value)} data-qa={dataQa} />
    </div>
  )
}

/** A checkbox whose error (a missing choice) marks it invalid and is read with it. */
function CheckboxField({
  label,
  checked,
  onChange,
  error,
  'data-qa': dataQa
}: {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  error?: string
  'data-qa': string
}) {
  return (
    <div>
      <Checkbox label={label} checked={checked} onChange={onChange} error={error} data-qa={dataQa} />
    </div>
  )
}

interface EditorProps {
  statement?: IncomeStatement
  childId?: string
  childName?: string
  startDates: string[]
}

function Editor({ statement, childId, childName, startDates }: EditorProps) {
  const t = useIncomeTexts()
  const f = t.form
  const common = useCommonTexts()
  const choiceError = useChoiceError()
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
  const leaving = useRef(false)
  const requestRunning = useRef(false)
  const leave = () => {
    leaving.current = true
    clearTabDraft(storageKey)
  }
  useEffect(() => {
    if (dirty && !leaving.current) writeTabDraft(storageKey, { form, updatedAt: statement?.updatedAt ?? null } satisfies StoredForm)
  }, [dirty, form, storageKey, statement?.updatedAt])
  const [confirmHighestFee, setConfirmHighestFee] = useState(false)
  // Running uploads per slot: sending waits for all of them.
  const [uploads, setUploads] = useState<Record<string, number>>({})
  const uploading = Object.values(uploads).reduce((sum, count) => sum + count, 0)
  // What the date fields could not read, by field: malformed is not missing (the form kit).
  const [dateProblems, setDateProblems] = useState<FieldErrors>({})
  const reportProblem = (field: string, problem: ValidationCode | undefined) => setDateProblems((current) => ({ ...current, [field]: problem }))
  const draft = useRef(false)
  const update = (change: Partial<IncomeForm>) => setForm((current) => ({ ...current, ...change }))
  const updateGross = (change: Partial<GrossIncome>) => setForm((current) => ({ ...current, gross: { ...current.gross, ...change } }))
  const updateEntrepreneur = (change: Partial<Entrepreneur>) => setForm((current) => ({ ...current, entrepreneur: { ...current.entrepreneur, ...change } }))
  const taken = new Set(startDates.filter((date) => date !== statement?.startDate))
  const now = today()
  const listPath = '/income'

  const submission = useSubmit<string, IncomeErrorCode>({
    validate: () => validateForm(form, kind, { today: now, draft: draft.current, takenStartDates: [...taken] }),
    problems: shownDateProblems(form, dateProblems),
    action: () => {
      requestRunning.current = true
      return saveStatement({ id: statement?.id, childId }, toBody(form, kind, statement?.updatedAt), draft.current)
    },
    onSuccess: (id) => {
      leave()
      void navigate(childId ? `/child-income/${childId}/${id}` : `/income/${id}`)
    },
    expectedErrors: ['INCOME_STATEMENT_CHANGED', 'INCOME_STATEMENT_NOT_EDITABLE']
  })
  const errors: FieldErrors = submission.fieldErrors

  // Leaving with unsaved changes asks first: within the service by the router, away by the
  // browser. Not while a save or an upload runs: its answer navigates (a lost session goes to
  // log in, and the tab keeps the form for after).
  requestRunning.current = submission.busy || uploading > 0
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && !leaving.current && !requestRunning.current && currentLocation.pathname !== nextLocation.pathname
  )
  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => {
      if (leaving.current || requestRunning.current) return
      event.preventDefault()
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])
  const e = (key: string) => errors[key]

  const files = (type: string, label = attachmentLabel(t, type)) => (
    <FileUpload
      key={type}
      label={label}
      uploadPath={UPLOAD_PATH}
      uploadQuery={{ attachmentType: type }}
      files={form.files[type] ?? []}
      onUploaded={(file) => setForm((current) => ({ ...current, files: { ...current.files, [type]: [...(current.files[type] ?? []), file] } }))}
      onDeleted={(id) =>
        setForm((current) => ({ ...current, files: { ...current.files, [type]: (current.files[type] ?? []).filter((file) => file.id !== id) } }))
      }
      onUploadingChange={(count) => setUploads((current) => ({ ...current, [type]: count }))}
      data-qa={`upload-${type}`}
    />
  )
  const missing = (type: string) =>
    e(`attachments.${type}`) ? (
      <span className={styles.error} data-qa={`missing-${type}`}>
        {attachmentLabel(t, type)}: {common.validation.ATTACHMENT_MISSING}
      </span>
    ) : null

  const body = toBody(form, kind)
  const neededTypes = requiredAttachmentTypes(body)
  const { entrepreneur, gross } = form
  const selfEmployed = entrepreneur.selfEmployed

  return (
    <SubmitForm
      submission={submission}
      aria-labelledby="income-editor-title"
      data-qa="income-statement-form"
      heading={<h1 id="income-editor-title">{childName ? f.childTitle(childName) : statement ? f.editTitle : f.newTitle}</h1>}
    >
      <p>{f.requiredNote}</p>
      {restored ? (
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

      <Fieldset legend={f.period} data-qa="period">
        <DateInput
          label={f.startDate}
          required
          value={form.startDate}
          min={addMonths(now, -12)}
          max={addMonths(now, 12)}
          isDateUnavailable={(iso) => taken.has(iso)}
          onChange={(startDate, problem) => {
            update({ startDate })
            reportProblem('startDate', problem)
          }}
          error={e('startDate')}
          data-qa="start-date"
        />
        <DateInput
          label={f.endDate}
          required={kind === 'ADULT' && !form.highestFee}
          value={form.endDate}
          min={form.startDate}
          onChange={(endDate, problem) => {
            update({ endDate })
            reportProblem('endDate', problem)
          }}
          error={e('endDate')}
          data-qa="end-date"
        />
      </Fieldset>

      {kind === 'ADULT' ? (
        <>
          <Fieldset legend={f.incomeType} required data-qa="income-type">
            <CheckboxField
              label={f.highestFee}
              checked={form.highestFee}
              onChange={(checked) =>
                checked && hasIncomeAnswers(form) ? setConfirmHighestFee(true) : setForm((current) => chooseHighestFee(current, checked))
              }
              error={choiceError(e('type'))}
              data-qa="highest-fee"
            />
            <p>{f.highestFeeHint}</p>
            <Checkbox
              label={f.gross}
              checked={form.grossSelected}
              onChange={(checked) => setForm((current) => chooseGross(current, checked))}
              data-qa="gross"
            />
            {form.grossSelected ? (
              <div className={styles.nested}>
                <RadioGroup
                  legend={f.incomeSource}
                  required
                  options={(['INCOMES_REGISTER', 'ATTACHMENTS', 'NO_INCOME'] as const).map((value) => ({ value, label: f.sources[value] }))}
                  value={gross.incomeSource ?? undefined}
                  onChange={(incomeSource) => setForm((current) => ({ ...current, gross: chooseIncomeSource(current.gross, incomeSource) }))}
                  error={choiceError(e('gross.incomeSource'))}
                  data-qa="gross-income-source"
                />
                {gross.incomeSource === 'NO_INCOME' ? (
                  <InputField
                    label={f.noIncomeDescription}
                    required
                    value={gross.noIncomeDescription}
                    onChange={(noIncomeDescription) => updateGross({ noIncomeDescription })}
                    error={e('gross.noIncomeDescription')}
                    maxLength={1000}
                    data-qa="no-income-description"
                  />
                ) : gross.incomeSource ? (
                  <InputField
                    label={f.estimatedMonthlyIncome}
                    hint={f.euroHint}
                    required
                    inputMode="decimal"
                    value={gross.estimatedMonthlyIncome}
                    onChange={(estimatedMonthlyIncome) => updateGross({ estimatedMonthlyIncome })}
                    error={e('gross.estimatedMonthlyIncome')}
                    data-qa="estimated-monthly-income"
                  />
                ) : null}
                {gross.incomeSource && gross.incomeSource !== 'NO_INCOME' ? (
                  <fieldset className={styles.fieldset}>
                    <legend className={styles.label}>{f.otherIncome}</legend>
                    {OTHER_INCOME_TYPES.map((type) => (
                      <Checkbox
                        key={type}
                        label={t.otherIncomeTypes[type]}
                        checked={gross.otherIncome.includes(type)}
                        onChange={(checked) =>
                          updateGross({ otherIncome: checked ? [...gross.otherIncome, type] : gross.otherIncome.filter((other) => other !== type) })
                        }
                        data-qa={`other-income-${type}`}
                      />
                    ))}
                    <TextArea
                      label={f.otherIncomeInfo}
                      value={gross.otherIncomeInfo}
                      onChange={(otherIncomeInfo) => updateGross({ otherIncomeInfo })}
                      data-qa="other-income-info"
                    />
                  </fieldset>
                ) : null}
              </div>
            ) : null}
            {form.highestFee ? null : (
              <RadioGroup
                legend={f.isEntrepreneur}
                required
                options={[
                  { value: 'yes', label: f.yes },
                  { value: 'no', label: f.no }
                ]}
                value={form.isEntrepreneur === undefined ? undefined : form.isEntrepreneur ? 'yes' : 'no'}
                onChange={(answer) => update({ isEntrepreneur: answer === 'yes' })}
                error={choiceError(e('isEntrepreneur'))}
                data-qa="is-entrepreneur"
              />
            )}
          </Fieldset>

          {form.isEntrepreneur && !form.highestFee ? (
            <Fieldset legend={f.entrepreneur} data-qa="entrepreneur">
              <DateInput
                label={f.startOfEntrepreneurship}
                required
                value={entrepreneur.startOfEntrepreneurship || undefined}
                onChange={(value, problem) => {
                  updateEntrepreneur({ startOfEntrepreneurship: value ?? '' })
                  reportProblem('entrepreneur.startOfEntrepreneurship', problem)
                }}
                error={e('entrepreneur.startOfEntrepreneurship')}
                data-qa="start-of-entrepreneurship"
              />
              <InputField
                label={f.companyName}
                value={entrepreneur.companyName}
                maxLength={200}
                onChange={(companyName) => updateEntrepreneur({ companyName })}
                data-qa="company-name"
              />
              <InputField
                label={f.businessId}
                value={entrepreneur.businessId}
                maxLength={20}
                onChange={(businessId) => updateEntrepreneur({ businessId })}
                data-qa="business-id"
              />
              <RadioGroup
                legend={f.spouseWorksInCompany}
                required
                options={[
                  { value: 'yes', label: f.yes },
                  { value: 'no', label: f.no }
                ]}
                value={entrepreneur.spouseWorksInCompany === undefined ? undefined : entrepreneur.spouseWorksInCompany ? 'yes' : 'no'}
                onChange={(answer) => updateEntrepreneur({ spouseWorksInCompany: answer === 'yes' })}
                error={choiceError(e('entrepreneur.spouseWorksInCompany'))}
                data-qa="spouse-works-in-company"
              />
              <Checkbox
                label={f.startupGrant}
                checked={entrepreneur.startupGrant}
                onChange={(startupGrant) => updateEntrepreneur({ startupGrant })}
                data-qa="startup-grant"
              />
              <Checkbox
                label={f.checkupConsent}
                checked={entrepreneur.checkupConsent}
                onChange={(checkupConsent) => updateEntrepreneur({ checkupConsent })}
                data-qa="checkup-consent"
              />
              <fieldset className={styles.fieldset}>
                <legend className={styles.label}>
                  {f.companyForms}
                  <span aria-hidden="true"> *</span>
                </legend>
                <CheckboxField
                  label={f.selfEmployed}
                  checked={selfEmployed !== null}
                  onChange={(checked) => updateEntrepreneur({ selfEmployed: checked ? { attachments: false, estimatedIncome: null } : null })}
                  error={e('entrepreneur.companyForms') ? common.validation.AT_LEAST_ONE : undefined}
                  data-qa="self-employed"
                />
                {selfEmployed ? (
                  <div className={styles.nested}>
                    <RadioGroup
                      legend={f.selfEmployedHow}
                      required
                      options={[
                        { value: 'attachments', label: f.selfEmployedAttachments },
                        { value: 'estimate', label: f.selfEmployedEstimate }
                      ]}
                      value={selfEmployed.attachments ? 'attachments' : selfEmployed.estimatedIncome ? 'estimate' : undefined}
                      onChange={(how) =>
                        updateEntrepreneur({
                          selfEmployed:
                            how === 'attachments'
                              ? { attachments: true, estimatedIncome: null }
                              : { attachments: false, estimatedIncome: { estimatedMonthlyIncome: '', incomeStartDate: '', incomeEndDate: '' } }
                        })
                      }
                      error={choiceError(e('entrepreneur.selfEmployed') ?? e('entrepreneur.selfEmployed.attachments'))}
                      data-qa="self-employed-how"
                    />
                    {selfEmployed.estimatedIncome ? (
                      <>
                        <InputField
                          label={f.estimatedMonthlyIncome}
                          hint={f.euroHint}
                          required
                          inputMode="decimal"
                          value={selfEmployed.estimatedIncome.estimatedMonthlyIncome}
                          onChange={(estimatedMonthlyIncome) =>
                            updateEntrepreneur({
                              selfEmployed: { ...selfEmployed, estimatedIncome: { ...selfEmployed.estimatedIncome!, estimatedMonthlyIncome } }
                            })
                          }
                          error={e('entrepreneur.selfEmployed.estimatedIncome.estimatedMonthlyIncome')}
                          data-qa="self-employed-income"
                        />
                        <DateInput
                          label={f.incomeStartDate}
                          required
                          value={selfEmployed.estimatedIncome.incomeStartDate || undefined}
                          onChange={(value, problem) => {
                            updateEntrepreneur({
                              selfEmployed: { ...selfEmployed, estimatedIncome: { ...selfEmployed.estimatedIncome!, incomeStartDate: value ?? '' } }
                            })
                            reportProblem('entrepreneur.selfEmployed.estimatedIncome.incomeStartDate', problem)
                          }}
                          error={e('entrepreneur.selfEmployed.estimatedIncome.incomeStartDate')}
                          data-qa="self-employed-start"
                        />
                        <DateInput
                          label={f.incomeEndDate}
                          value={selfEmployed.estimatedIncome.incomeEndDate || undefined}
                          onChange={(value, problem) => {
                            updateEntrepreneur({
                              selfEmployed: { ...selfEmployed, estimatedIncome: { ...selfEmployed.estimatedIncome!, incomeEndDate: value ?? '' } }
                            })
                            reportProblem('entrepreneur.selfEmployed.estimatedIncome.incomeEndDate', problem)
                          }}
                          error={e('entrepreneur.selfEmployed.estimatedIncome.incomeEndDate')}
                          data-qa="self-employed-end"
                        />
                      </>
                    ) : null}
                  </div>
                ) : null}
                <Checkbox
                  label={f.limitedCompany}
                  checked={entrepreneur.limitedCompany !== null}
                  onChange={(checked) => setForm((current) => ({ ...current, entrepreneur: chooseLimitedCompany(current.entrepreneur, checked) }))}
                  data-qa="limited-company"
                />
                {entrepreneur.limitedCompany ? (
                  <div className={styles.nested}>
                    <RadioGroup
                      legend={f.limitedCompanySource}
                      required
                      options={(['INCOMES_REGISTER', 'ATTACHMENTS'] as const).map((value) => ({ value, label: f.sources[value] }))}
                      value={entrepreneur.limitedCompany.incomeSource ?? undefined}
                      onChange={(incomeSource) => updateEntrepreneur({ limitedCompany: { incomeSource } })}
                      error={choiceError(e('entrepreneur.limitedCompany.incomeSource'))}
                      data-qa="limited-company-source"
                    />
                  </div>
                ) : null}
                <Checkbox
                  label={f.partnership}
                  checked={entrepreneur.partnership}
                  onChange={(partnership) => updateEntrepreneur({ partnership })}
                  data-qa="partnership"
                />
                <Checkbox
                  label={f.lightEntrepreneur}
                  checked={entrepreneur.lightEntrepreneur}
                  onChange={(lightEntrepreneur) => updateEntrepreneur({ lightEntrepreneur })}
                  data-qa="light-entrepreneur"
                />
              </fieldset>
              {entrepreneur.limitedCompany || entrepreneur.partnership ? (
                <fieldset className={styles.fieldset} data-qa="accountant">
                  <legend className={styles.label}>{f.accountant}</legend>
                  {(['name', 'address', 'phone', 'email'] as const).map((key) => (
                    <InputField
                      key={key}
                      label={f[`accountant${key[0]!.toUpperCase()}${key.slice(1)}` as 'accountantName']}
                      required={key !== 'address'}
                      type={key === 'email' ? 'email' : key === 'phone' ? 'tel' : 'text'}
                      value={entrepreneur.accountant?.[key] ?? ''}
                      onChange={(value) =>
                        updateEntrepreneur({ accountant: { ...(entrepreneur.accountant ?? { name: '', address: '', phone: '', email: '' }), [key]: value } })
                      }
                      error={e(`entrepreneur.accountant.${key}`)}
                      data-qa={`accountant-${key}`}
                    />
                  ))}
                </fieldset>
              ) : null}
            </Fieldset>
          ) : null}

          <Fieldset legend={f.other} data-qa="other">
            {form.highestFee ? null : (
              <>
                <Checkbox label={f.student} checked={form.student} onChange={(student) => update({ student })} data-qa="student" />
                <Checkbox label={f.alimonyPayer} checked={form.alimonyPayer} onChange={(alimonyPayer) => update({ alimonyPayer })} data-qa="alimony-payer" />
              </>
            )}
            <TextArea label={f.otherInfo} value={form.otherInfo} onChange={(otherInfo) => update({ otherInfo })} data-qa="other-info" />
          </Fieldset>

          <Fieldset legend={f.attachments} data-qa="attachments">
            <p>{f.attachmentsHint}</p>
            {[...new Set([...neededTypes, 'OTHER'])].map((type) => (
              <div key={type}>
                {files(type)}
                {missing(type)}
              </div>
            ))}
          </Fieldset>
        </>
      ) : (
        <>
          <Fieldset legend={f.childAttachments} data-qa="attachments">
            <p>{f.attachmentsHint}</p>
            {files('CHILD_INCOME', f.childAttachments)}
            {e('attachments') ? (
              <span className={styles.error} data-qa="missing-attachments">
                {common.validation.ATTACHMENT_MISSING}
              </span>
            ) : null}
          </Fieldset>
          <TextArea label={f.otherInfo} value={form.otherInfo} onChange={(otherInfo) => update({ otherInfo })} data-qa="other-info" />
        </>
      )}

      <div className={styles.fieldset}>
        <CheckboxField
          label={`${f.assure} *`}
          checked={form.assure}
          onChange={(assure) => update({ assure })}
          error={choiceError(e('assure'))}
          data-qa="assure"
        />
      </div>

      {uploading > 0 ? <p role="status">{f.uploading}</p> : null}
      <div className={styles.actions}>
        <Button
          type="submit"
          variant="primary"
          busy={submission.busy && !draft.current}
          disabled={uploading > 0}
          onClick={() => (draft.current = false)}
          data-qa="send-statement"
        >
          {f.send}
        </Button>
        <Button type="submit" busy={submission.busy && draft.current} disabled={uploading > 0} onClick={() => (draft.current = true)} data-qa="save-draft">
          {f.saveDraft}
        </Button>
        <Button
          onClick={() => {
            leave()
            void navigate(statement ? (childId ? `/child-income/${childId}/${statement.id}` : `/income/${statement.id}`) : listPath)
          }}
          data-qa="cancel-statement"
        >
          {f.cancel}
        </Button>
      </div>

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
      {blocker.state === 'blocked' ? (
        <ConfirmDialog
          title={f.leaveTitle}
          confirmLabel={f.leaveConfirm}
          cancelLabel={f.cancel}
          onCancel={() => blocker.reset()}
          onConfirm={() => {
            leave()
            blocker.proceed()
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
