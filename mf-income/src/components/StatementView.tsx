import { Alert, Button, buttonClassName, Modal, useCommonTexts } from '@pesa/shared'
import type { IncomeStatement } from '@pesa/shared/api/types'
import { Loaded, SubmitForm, useSubmit } from '@pesa/shared/forms'
import { ConfirmDialog } from '@pesa/shared/kit/confirm-dialog'
import { FileUpload, type UploadedFile } from '@pesa/shared/kit/file-upload'
import { TextArea } from '@pesa/shared/kit/text-area'
import { TEXT_LIMITS } from '@pesa/shared/api/limits'
import { formatEuroAmount, formatFinnishDate, parseEuroAmount } from '@pesa/shared/validators'
import { useId, useState, type ReactNode } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { attachmentLabel } from '../attachment-labels'
import { useIncomeTexts } from '../i18n'
import type { IncomeErrorCode } from '../i18n/fi'
import { addDetails, removeStatement, useStatement } from '../queries'
import styles from './Income.module.css'

const UPLOAD_PATH = '/citizen/attachments/income-statements'
const date = (iso: string | null | undefined) => (iso ? formatFinnishDate(iso) : '–')
const euros = (text: string) => {
  const cents = parseEuroAmount(text)
  return cents === undefined ? text : `${formatEuroAmount(cents)} €`
}

function Answers({ statement }: { statement: IncomeStatement }) {
  const t = useIncomeTexts()
  const f = t.form
  const yesNo = (value: boolean | undefined) => (value === undefined ? '–' : value ? f.yes : f.no)
  const rows: [string, ReactNode][] = [[t.view.period, `${date(statement.startDate)} – ${statement.endDate ? date(statement.endDate) : ''}`]]
  if (statement.type !== 'CHILD_INCOME') rows.push([f.incomeType, t.types[statement.type]])
  const { gross, entrepreneur } = statement
  if (gross) {
    rows.push([f.incomeSource, gross.incomeSource ? f.sources[gross.incomeSource] : '–'])
    if (gross.incomeSource === 'NO_INCOME') rows.push([f.noIncomeDescription, gross.noIncomeDescription])
    else rows.push([f.estimatedMonthlyIncome, euros(gross.estimatedMonthlyIncome)])
    if (gross.otherIncome.length > 0) rows.push([f.otherIncome, gross.otherIncome.map((type) => t.otherIncomeTypes[type]).join(', ')])
    if (gross.otherIncomeInfo) rows.push([f.otherIncomeInfo, gross.otherIncomeInfo])
  }
  if (statement.type === 'INCOME') rows.push([f.isEntrepreneur, yesNo(statement.isEntrepreneur)])
  if (entrepreneur) {
    const forms = [
      entrepreneur.selfEmployed ? f.selfEmployed : undefined,
      entrepreneur.limitedCompany ? f.limitedCompany : undefined,
      entrepreneur.partnership ? f.partnership : undefined,
      entrepreneur.lightEntrepreneur ? f.lightEntrepreneur : undefined
    ].filter(Boolean)
    rows.push(
      [f.startOfEntrepreneurship, date(entrepreneur.startOfEntrepreneurship)],
      [f.companyName, entrepreneur.companyName || '–'],
      [f.businessId, entrepreneur.businessId || '–'],
      [f.spouseWorksInCompany, yesNo(entrepreneur.spouseWorksInCompany)],
      [f.startupGrant, yesNo(entrepreneur.startupGrant)],
      [f.checkupConsent, yesNo(entrepreneur.checkupConsent)],
      [f.companyForms, forms.join(', ')]
    )
    const estimate = entrepreneur.selfEmployed?.estimatedIncome
    if (estimate)
      rows.push([f.selfEmployedEstimate, `${euros(estimate.estimatedMonthlyIncome)}, ${date(estimate.incomeStartDate)} – ${date(estimate.incomeEndDate)}`])
    if (entrepreneur.limitedCompany?.incomeSource) rows.push([f.limitedCompanySource, f.sources[entrepreneur.limitedCompany.incomeSource]])
    const a = entrepreneur.accountant
    if (a) rows.push([f.accountant, [a.name, a.address, a.phone, a.email].filter(Boolean).join(', ')])
  }
  if (statement.type !== 'CHILD_INCOME') rows.push([f.student, yesNo(statement.student)], [f.alimonyPayer, yesNo(statement.alimonyPayer)])
  rows.push([f.otherInfo, statement.otherInfo || '–'])
  return (
    <dl className={styles.details} data-qa="statement-answers">
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function Attachments({ statement }: { statement: IncomeStatement }) {
  const t = useIncomeTexts()
  const byType = new Map<string, UploadedFile[]>()
  for (const file of statement.attachments) {
    const name = file.byStaff ? `${file.name} (${t.view.byStaff})` : file.name
    byType.set(file.attachmentType ?? 'OTHER', [...(byType.get(file.attachmentType ?? 'OTHER') ?? []), { ...file, name }])
  }
  if (byType.size === 0) return null
  return (
    <section aria-label={t.form.attachments} data-qa="statement-attachments">
      <h2>{t.form.attachments}</h2>
      {[...byType].map(([type, files]) => (
        <FileUpload key={type} label={attachmentLabel(t, type)} uploadPath={UPLOAD_PATH} files={files} onUploaded={() => {}} onDeleted={() => {}} readOnly />
      ))}
    </section>
  )
}

/** SENT: other info and more files, the rules checked again by the server (update-sent). */
function AddDetails({ statement, onDone }: { statement: IncomeStatement; onDone: () => void }) {
  const t = useIncomeTexts()
  const id = useId()
  const [otherInfo, setOtherInfo] = useState(statement.otherInfo)
  const [files, setFiles] = useState<UploadedFile[]>([])
  const [uploading, setUploading] = useState(0)
  const type = statement.type === 'CHILD_INCOME' ? 'CHILD_INCOME' : 'OTHER'
  const submission = useSubmit<void, IncomeErrorCode>({
    action: () => addDetails(statement.id, { otherInfo, attachmentIds: files.map((file) => file.id), updatedAt: statement.updatedAt }),
    onSuccess: onDone,
    expectedErrors: ['INCOME_STATEMENT_CHANGED', 'INCOME_STATEMENT_NOT_EDITABLE']
  })
  return (
    <SubmitForm submission={submission} aria-labelledby={`${id}-title`} data-qa="add-details-form">
      <h2 id={`${id}-title`}>{t.view.addDetailsTitle}</h2>
      {submission.error ? (
        <Alert kind="error" data-qa="statement-conflict">
          <p>{t.errors[submission.error]}</p>
          <Button onClick={() => window.location.reload()}>{t.reload}</Button>
        </Alert>
      ) : null}
      <TextArea
        label={t.form.otherInfo}
        value={otherInfo}
        maxLength={TEXT_LIMITS.IncomeStatementUpdateSent.otherInfo}
        onChange={setOtherInfo}
        data-qa="details-other-info"
      />
      <FileUpload
        label={attachmentLabel(t, type)}
        uploadPath={UPLOAD_PATH}
        uploadQuery={{ attachmentType: type }}
        files={files}
        onUploaded={(file) => setFiles((current) => [...current, file])}
        onDeleted={(fileId) => setFiles((current) => current.filter((file) => file.id !== fileId))}
        onUploadingChange={setUploading}
        data-qa="details-upload"
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" busy={submission.busy} disabled={uploading > 0} data-qa="save-details">
          {t.view.saveDetails}
        </Button>
        <Button onClick={onDone} data-qa="cancel-details">
          {t.form.cancel}
        </Button>
      </div>
    </SubmitForm>
  )
}

function DeleteButton({ statement, listPath }: { statement: IncomeStatement; listPath: string }) {
  const t = useIncomeTexts().view
  const common = useCommonTexts()
  const navigate = useNavigate()
  const [state, setState] = useState<'closed' | 'confirm' | 'failed'>('closed')
  return (
    <>
      <Button onClick={() => setState('confirm')} data-qa="delete-statement">
        {t.delete}
      </Button>
      {state === 'confirm' ? (
        <ConfirmDialog
          title={t.deleteTitle}
          confirmLabel={t.delete}
          onCancel={() => setState('closed')}
          onConfirm={async () => {
            try {
              await removeStatement(statement.id)
              void navigate(listPath)
            } catch {
              setState('failed')
            }
          }}
          data-qa="delete-confirm"
        >
          <p>{t.deleteText}</p>
          {statement.attachments.length > 0 ? (
            <>
              <p>{t.deleteFiles}</p>
              <ul data-qa="delete-files">
                {statement.attachments.map((file) => (
                  <li key={file.id}>{file.name}</li>
                ))}
              </ul>
            </>
          ) : null}
        </ConfirmDialog>
      ) : null}
      {state === 'failed' ? (
        <Modal
          title={t.deleteFailed}
          role="alertdialog"
          onClose={() => setState('closed')}
          data-qa="delete-failed"
          actions={
            <Button variant="primary" onClick={() => setState('closed')} data-qa="delete-failed-ok">
              {common.ok}
            </Button>
          }
        >
          <p>{t.deleteFailed}</p>
        </Modal>
      ) : null}
    </>
  )
}

/** /income/{id} and /child-income/{childId}/{id}: every answer, files by type, status, and what may still be done. */
export function StatementView() {
  const { incomeStatementId = '', childId } = useParams()
  const t = useIncomeTexts()
  const result = useStatement(incomeStatementId)
  const [adding, setAdding] = useState(false)
  const base = childId ? `/child-income/${childId}` : '/income'
  return (
    <div className={styles.page} data-qa="income-statement-view">
      <Link to="/income" data-qa="back-to-income">
        {t.view.back}
      </Link>
      <Loaded result={result} page>
        {(statement) => (
          <>
            <h1>
              {t.view.title}: {t.types[statement.type]}
            </h1>
            <p>
              {t.view.status}: <strong data-qa="statement-status">{t.statuses[statement.status]}</strong>
              {statement.sentAt ? ` · ${t.view.sentAt} ${new Date(statement.sentAt).toLocaleDateString('fi-FI', { timeZone: 'Europe/Helsinki' })}` : null}
            </p>
            {statement.status === 'HANDLED' ? (
              <Alert kind="info">
                <p>{t.view.handled}</p>
              </Alert>
            ) : null}
            <Answers statement={statement} />
            <Attachments statement={statement} />
            {adding ? <AddDetails statement={statement} onDone={() => setAdding(false)} /> : null}
            <div className={styles.actions}>
              {statement.permittedActions.includes('UPDATE') ? (
                <Link to={`${base}/${statement.id}/edit`} className={buttonClassName('secondary')} data-qa="edit-statement">
                  {t.view.edit}
                </Link>
              ) : null}
              {statement.permittedActions.includes('UPDATE_SENT') && !adding ? (
                <Button onClick={() => setAdding(true)} data-qa="add-details">
                  {t.view.addDetails}
                </Button>
              ) : null}
              {statement.permittedActions.includes('DELETE') ? <DeleteButton statement={statement} listPath="/income" /> : null}
            </div>
            {statement.status !== 'HANDLED' && !statement.permittedActions.includes('DELETE') && statement.attachments.some((file) => file.byStaff) ? (
              <p data-qa="not-deletable">{t.view.notDeletable}</p>
            ) : null}
          </>
        )}
      </Loaded>
    </div>
  )
}
