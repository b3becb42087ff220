import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { Link, Navigate, useNavigate, useParams } from 'react-router'
import { Alert, ApiError, Button, buttonClassName, Checkbox, useCommonTexts, useMunicipalityConfig, useUser } from '@pesa/shared'
import type { ApplicationDetails, ApplicationForm } from '@pesa/shared/api/types'
import { today } from '@pesa/shared/dates'
import { combineResults, focusFirstInvalid, Loaded, SubmitForm, useSubmit } from '@pesa/shared/forms'
import { LeavePageWarning } from '@pesa/shared/kit/leave-page-warning'
import { applicationSections, missingAttachments, validateApplicationUpdate, type FieldErrors } from '@pesa/shared/validators'
import { HANDLED_ERRORS } from '../expected-errors'
import { useApplicationsTexts } from '../i18n'
import { ApplicationSummaryView } from '../ApplicationView'
import type { ListNotice } from '../ApplicationsPage'
import { saveAndSend, saveDraft, useApplication, useApplicationUnits, useRuleFacts } from '../queries'
import styles from '../Applications.module.css'
import {
  clearInvalidOption,
  dropUnavailableUnits,
  editorRuleContext,
  errorCounts,
  fieldLabel,
  unitQueryType,
  unplacedErrors,
  type RuleFacts
} from './editor-rules'
import { clearStoredInput, readStoredInput, writeStoredInput } from './stored-input'
import { AdditionalSection, ContactSection, EditorSectionFrame, ServiceNeedSection, UnitsSection, type EditorFile, type SectionProps } from './EditorSections'

function Editor({ details, facts }: { details: ApplicationDetails; facts: RuleFacts }) {
  const t = useApplicationsTexts()
  const e = t.editor
  const common = useCommonTexts()
  const navigate = useNavigate()
  const { featureFlags, maxPreferredUnits } = useMunicipalityConfig()
  const created = details.status === 'CREATED'
  // Input typed before the session expired (or a reload) comes back onto the version it was typed on
  const user = useUser()
  const [personId] = useState(() => user?.id ?? '')
  const [restored] = useState(() => readStoredInput(personId, details.id, details.modifiedAt))
  const [form, setForm] = useState<ApplicationForm>(restored?.form ?? details.form)
  const [allowAccess, setAllowAccess] = useState(restored?.allowOtherGuardianAccess ?? details.allowOtherGuardianAccess)
  const [confirmed, setConfirmed] = useState(false)
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [verified, setVerified] = useState(false)
  const [serverErrors, setServerErrors] = useState<FieldErrors>({})
  const [mode, setMode] = useState<'edit' | 'summary'>('edit')
  const [focusPending, setFocusPending] = useState(false)
  const [dirty, setDirty] = useState(restored !== undefined)
  const [files, setFiles] = useState<EditorFile[]>(details.attachments.map((file) => ({ ...file })))
  const [uploading, setUploading] = useState(0)
  const [optionCleared, setOptionCleared] = useState(false)
  const [dropped, setDropped] = useState<string[]>([])
  const containerRef = useRef<HTMLDivElement>(null)
  const day = today()

  // The units on offer for the type, start date and shift care; their names stay known for warnings
  const startDate = form.preferences.preferredStartDate
  const baseContext = editorRuleContext({
    details,
    facts,
    flags: featureFlags,
    maxPreferredUnits,
    availableUnitIds: undefined,
    attachmentTypes: files.map((file) => file.type),
    today: day
  })
  const startDateValid =
    startDate !== null && !validateApplicationUpdate({ form, allowOtherGuardianAccess: true }, baseContext)['preferences.preferredStartDate']
  const unitsRead = useApplicationUnits(
    startDateValid ? { type: unitQueryType(form, details.type), date: startDate, shiftCare: form.preferences.serviceNeed.shiftCare } : null
  )
  const units = unitsRead.data
  const unitNames = useMemo(() => new Map<string, string>(details.preferredUnits.map((unit) => [unit.id, unit.name])), [details.preferredUnits])
  for (const unit of units ?? []) unitNames.set(unit.id, unit.name)
  const context = { ...baseContext, availableUnitIds: units?.map((unit) => unit.id) }
  const sections = applicationSections(form, context)

  useEffect(() => {
    if (!units) return
    const result = dropUnavailableUnits(
      form,
      units.map((unit) => unit.id)
    )
    if (result.dropped.length > 0) {
      setForm(result.form)
      setDropped(result.dropped)
    }
    // Only a new unit list drops units; the form's own changes are checked by the rules
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [units])

  const clientErrors = validateApplicationUpdate({ form, allowOtherGuardianAccess: allowAccess || mode === 'edit' }, context)
  // What the date fields could not read, by path: malformed is not missing (the form kit). Only
  // the fields on screen count (`placed`), so the text of a field a choice hid stops nothing.
  const [problems, setProblems] = useState<FieldErrors>({})
  const [placed, setPlaced] = useState<ReadonlySet<string>>(new Set())
  const problem: SectionProps['problem'] = (path, code) => setProblems((current) => (current[path] === code ? current : { ...current, [path]: code }))
  const shownProblems: FieldErrors = Object.fromEntries(Object.entries(problems).filter(([path, code]) => code !== undefined && placed.has(path)))
  const allErrors: FieldErrors = { ...clientErrors, ...serverErrors, ...shownProblems }
  const shownErrors: FieldErrors = Object.fromEntries(Object.entries(allErrors).filter(([path]) => verified || touched.has(path)))
  // The paths the shown fields ask their errors for, collected as they render: the sections count
  // only those, and an error of a field the form does not show is listed with its label.
  const asked = new Set<string>()
  // After every render: the fields asked during it are known only once the sections rendered; the
  // comparison stops the update chain when they are the same
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    if (mode !== 'edit') return
    const key = (paths: ReadonlySet<string>) => [...paths].sort().join(',')
    if (key(asked) !== key(placed)) setPlaced(new Set(asked))
  })
  const fieldError = (path: string) => {
    asked.add(path)
    return shownErrors[path]
  }
  const counts = errorCounts(shownErrors, placed)
  const unplaced = unplacedErrors(shownErrors, placed, serverErrors)

  const change: SectionProps['change'] = (mutate, ...paths) => {
    // From the latest form: a blur and a click can both change it before the next render
    setForm((current) => {
      const next = structuredClone(current)
      mutate(next)
      const cleared = clearInvalidOption(next, context)
      if (cleared.cleared) setOptionCleared(true)
      return cleared.form
    })
    setDirty(true)
    if (paths.length > 0) {
      setTouched((current) => new Set([...current, ...paths]))
      setServerErrors((current) => Object.fromEntries(Object.entries(current).filter(([path]) => !paths.includes(path))))
    }
  }

  useEffect(() => {
    if (mode === 'edit' && focusPending) {
      setFocusPending(false)
      focusFirstInvalid(containerRef.current)
    }
  }, [mode, focusPending])

  useEffect(() => {
    if (dirty) writeStoredInput(personId, details.id, { form, allowOtherGuardianAccess: allowAccess, modifiedAt: details.modifiedAt })
  }, [dirty, form, allowAccess, personId, details.id, details.modifiedAt])

  const body = () => ({ form, allowOtherGuardianAccess: allowAccess })
  const discard = () => clearStoredInput(personId, details.id)
  const finish = (notice: ListNotice) => {
    setDirty(false)
    discard()
    navigate('/applications', { state: { notice } })
  }

  const verify = useSubmit({
    validate: () => {
      setVerified(true)
      return Object.fromEntries(
        Object.entries(validateApplicationUpdate({ form, allowOtherGuardianAccess: true }, context)).concat(Object.entries(serverErrors))
      )
    },
    problems: shownProblems,
    action: async () => undefined,
    onSuccess: () => {
      setMode('summary')
      window.scrollTo?.({ top: 0 })
    }
  })
  const send = useSubmit({
    action: async () => {
      try {
        await saveAndSend(details.id, body(), created)
        return true
      } catch (caught) {
        // The server's rules found what the browser did not know (today moved on, a unit closed): back to the fields
        if (caught instanceof ApiError && caught.errorCode === 'VALIDATION_FAILED' && caught.fieldErrors) {
          setServerErrors(caught.fieldErrors)
          setVerified(true)
          setMode('edit')
          setFocusPending(true)
          return false
        }
        throw caught
      }
    },
    onSuccess: (done) => done && finish(created ? 'sent' : 'updated'),
    expectedErrors: HANDLED_ERRORS.updateApplication,
    countsChanged: true
  })
  const draft = useSubmit({
    action: () => saveDraft(details.id, body()),
    onSuccess: () => finish('draftSaved'),
    expectedErrors: HANDLED_ERRORS.saveApplicationDraft
  })
  const notEditable = send.error ?? draft.error
  const missing = missingAttachments(form, context)

  return (
    <div ref={containerRef}>
      {/* Without a session the input is kept for the next login: the way to it is not held up */}
      <LeavePageWarning when={dirty && user !== undefined} />
      <h1>{e.title[details.type]}</h1>
      <p data-qa="editor-child">
        {e.child}: {details.child.firstName} {details.child.lastName}
      </p>
      {restored ? (
        <Alert kind="info" data-qa="input-restored">
          <p>{e.inputRestored}</p>
        </Alert>
      ) : null}
      {notEditable ? (
        <Alert kind="error" data-qa="not-editable">
          <p>{e.notEditable}</p>
        </Alert>
      ) : null}
      {mode === 'summary' ? (
        <div data-qa="editor-summary">
          <h2>{e.summaryTitle}</h2>
          <ApplicationSummaryView
            details={{
              ...details,
              attachments: files.map((file) => ({
                ...file,
                contentType: file.contentType ?? '',
                size: file.size ?? 0,
                receivedAt: '',
                uploadedByEmployee: false
              }))
            }}
            form={form}
            unitNames={(id) => unitNames.get(id) ?? id}
          />
          {missing.length > 0 ? (
            <Alert kind="warning" data-qa="missing-attachments">
              <p>{e.missingAttachments}</p>
            </Alert>
          ) : null}
          <Checkbox label={e.confirm} checked={confirmed} onChange={setConfirmed} data-qa="confirm-correct" />
          {details.hasOtherGuardian ? (
            <Checkbox label={e.otherGuardianAccess} checked={allowAccess} onChange={setAllowAccess} data-qa="confirm-other-guardian" />
          ) : null}
          <div className={styles.actions}>
            <Button
              variant="primary"
              disabled={!confirmed || (details.hasOtherGuardian && !allowAccess) || uploading > 0}
              busy={send.busy}
              onClick={() => void send.submit()}
              data-qa="send-application"
            >
              {created ? e.send : e.update}
            </Button>
            <Button onClick={() => setMode('edit')} data-qa="back-to-edit">
              {e.backToEdit}
            </Button>
          </div>
          {send.dialog}
        </div>
      ) : (
        <SubmitForm submission={verify} data-qa="application-editor">
          {verified && Object.keys(allErrors).length > 0 ? (
            <Alert kind="error" data-qa="error-summary">
              <p>{e.errorSummary}</p>
              {unplaced.length > 0 ? (
                <ul>
                  {unplaced.map(([path, code]) => (
                    <li key={path} data-qa="unplaced-error">
                      {fieldLabel(path, e)}: {common.validation[code]}
                    </li>
                  ))}
                </ul>
              ) : null}
            </Alert>
          ) : null}
          <SectionsOfEditor
            props={{ details, form, change, error: fieldError, problem, sections, context }}
            counts={counts}
            startDateValid={startDateValid}
            files={files}
            setFiles={setFiles}
            setUploading={setUploading}
            optionCleared={optionCleared}
            units={units}
            unitsFailed={unitsRead.error !== undefined}
            unitsLoading={unitsRead.isLoading}
            unitNames={unitNames}
            dropped={dropped}
            today={day}
          />
          <div className={styles.actions}>
            {created ? (
              <Button onClick={() => void draft.submit()} busy={draft.busy} disabled={uploading > 0} data-qa="save-draft">
                {e.saveDraft}
              </Button>
            ) : null}
            <Button type="submit" variant="primary" disabled={uploading > 0} data-qa="verify">
              {created ? e.verify : e.verifyUpdate}
            </Button>
            <Link className={buttonClassName()} to="/applications" onClick={discard} data-qa="cancel-editor">
              {e.cancel}
            </Link>
          </div>
          {draft.dialog}
        </SubmitForm>
      )}
    </div>
  )
}

function SectionsOfEditor(options: {
  props: SectionProps
  counts: ReturnType<typeof errorCounts>
  startDateValid: boolean
  files: EditorFile[]
  setFiles: (update: (files: EditorFile[]) => EditorFile[]) => void
  setUploading: (count: number) => void
  optionCleared: boolean
  units: Parameters<typeof UnitsSection>[0]['units']
  unitsFailed: boolean
  unitsLoading: boolean
  unitNames: Map<string, string>
  dropped: string[]
  today: string
}) {
  const e = useApplicationsTexts().editor
  const { props, counts } = options
  return (
    <>
      <EditorSectionFrame id="serviceNeed" title={e.sections.serviceNeed} count={counts.serviceNeed}>
        <ServiceNeedSection
          {...props}
          startDateValid={options.startDateValid}
          today={options.today}
          files={options.files}
          onFilesChange={options.setFiles}
          onUploadingChange={options.setUploading}
          optionCleared={options.optionCleared}
        />
      </EditorSectionFrame>
      <EditorSectionFrame id="units" title={e.sections.units} count={counts.units}>
        {options.unitsFailed ? (
          <Alert kind="error">
            <p>{e.unitsFailed}</p>
          </Alert>
        ) : null}
        <UnitsSection
          {...props}
          units={options.units}
          unitsLoading={options.unitsLoading}
          unitNames={options.unitNames}
          dropped={options.dropped}
          startDateValid={options.startDateValid}
        />
      </EditorSectionFrame>
      <EditorSectionFrame id="contact" title={e.sections.contact} count={counts.contact}>
        <ContactSection {...props} />
      </EditorSectionFrame>
      <EditorSectionFrame id="additional" title={e.sections.additional} count={counts.additional}>
        <AdditionalSection {...props} />
      </EditorSectionFrame>
    </>
  )
}

/** /applications/{id}/edit: the editor while UPDATE holds, else the read view. */
export function EditorPage() {
  const { applicationId } = useParams()
  return (
    <div className={styles.page} data-qa="application-editor-page">
      <Loaded result={combineResults(useApplication(applicationId!), useRuleFacts())} page>
        {([details, facts]) =>
          details.permittedActions.includes('UPDATE') ? (
            <Editor key={details.id} details={details} facts={facts} />
          ) : (
            <Navigate to={`/applications/${details.id}`} replace />
          )
        }
      </Loaded>
    </div>
  )
}
