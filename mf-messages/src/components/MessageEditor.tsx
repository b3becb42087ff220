import { Alert, ApiError, Button, Checkbox, Field, InputField, useCommonTexts, useUser } from '@pesa/shared'
import type { MessageRecipients } from '@pesa/shared/api/messages'
import type { Child } from '@pesa/shared/api/types'
import { FileUpload } from '@pesa/shared/kit/file-upload'
import { MultiSelect } from '@pesa/shared/kit/multi-select'
import { SubmitForm, useSubmit } from '@pesa/shared/forms'
import { labelOrCode } from '@pesa/shared/labels'
import { useEffect, useRef, useState } from 'react'
import { clearDraft, newDraftId, readDraft, writeDraft } from '../drafts'
import {
  breaksSingleUnit,
  emptyEditorForm,
  isSendFailure,
  keepOffered,
  recipientOptions,
  relevantChildren,
  toNewMessage,
  validateEditor,
  type EditorForm
} from '../editor-form'
import { useMessagesTexts } from '../i18n'
import { refreshRecipients, send } from '../queries'
import { accountName } from './format'
import styles from './Messages.module.css'
import { TEXT_LIMITS } from '@pesa/shared/api/limits'

const DRAFT_KEY = 'new'
const EDITOR_ERRORS = ['SINGLE_UNIT_REQUIRED', 'RECIPIENT_NOT_ALLOWED', 'ATTACHMENTS_NOT_ALLOWED', 'ATTACHMENT_UNKNOWN'] as const

interface Draft {
  form: EditorForm
  draftId: string
  /** Fields the user has left: their errors show from then on (spec part 1 §5: after blur) */
  touched: string[]
}

export interface MessageEditorProps {
  children: readonly Child[]
  recipients: MessageRecipients
  senderName: string
  attachmentsAllowed: boolean
  onClose: (sent: boolean) => void
  /** Opened by the guardian's button: focus moves to the editor's heading (not on a page load) */
  focusOnOpen?: boolean
}

/** The new-message editor (spec part 1 §2): a chunk of its own, loaded when it opens. */
export default function MessageEditor({ children, recipients, senderName, attachmentsAllowed, onClose, focusOnOpen = false }: MessageEditorProps) {
  const t = useMessagesTexts()
  const validation = useCommonTexts().validation
  const personId = useUser()?.id ?? ''
  const relevant = relevantChildren(children, recipients)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusOnOpen) heading.current?.focus({ preventScroll: false })
    // Once, as the editor opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const [draft, setDraft] = useState<Draft>(
    () => readDraft<Draft>(personId, DRAFT_KEY) ?? { form: emptyEditorForm(relevant.map((child) => child.id)), draftId: newDraftId(), touched: [] }
  )
  const [uploading, setUploading] = useState(0)
  const save = (next: Draft) => {
    writeDraft(personId, DRAFT_KEY, next)
    return next
  }
  const update = (change: Partial<EditorForm>) => setDraft((current) => save({ ...current, form: { ...current.form, ...change } }))
  const touch = (field: string) =>
    setDraft((current) => (current.touched.includes(field) ? current : save({ ...current, touched: [...current.touched, field] })))
  const { form } = draft

  const singleUnitBroken = breaksSingleUnit(form.children, relevant)
  const { primary, secondary } = recipientOptions(form.children, recipients)
  // 'offline': no connection at all, which the guardian can act on (issue 37 §1)
  const [sendFailed, setSendFailed] = useState<false | 'offline' | 'failed'>(false)
  const submission = useSubmit({
    validate: () => validateEditor(form, recipients),
    action: async () => {
      setSendFailed(false)
      try {
        return await send(toNewMessage(form, draft.draftId))
      } catch (caught) {
        // §8: a failed send is a text in the editor; the draft id makes the retry safe
        if (!isSendFailure(caught, EDITOR_ERRORS)) throw caught
        setSendFailed(caught instanceof ApiError && caught.errorCode === 'NETWORK_ERROR' ? 'offline' : 'failed')
        return undefined
      }
    },
    expectedErrors: EDITOR_ERRORS,
    onExpectedError: (code) => {
      if (code === 'RECIPIENT_NOT_ALLOWED') void refreshRecipients()
    },
    onSuccess: (sent) => {
      if (!sent) return
      clearDraft(personId, DRAFT_KEY)
      onClose(true)
    }
  })
  // Errors of fields left or of a tried send; the send shows them all
  const shownErrors = validateEditor(form, recipients)
  const errorOf = (field: keyof typeof shownErrors) => submission.fieldErrors[field] ?? (draft.touched.includes(field) ? shownErrors[field] : undefined)
  // Missing fields do not disable the button: pressed, it marks them all and shows the notice (the form kit)
  const canSend = !singleUnitBroken && uploading === 0

  return (
    <section className={styles.editor} aria-labelledby="editor-title" data-qa="message-editor">
      <h2 id="editor-title" ref={heading} tabIndex={-1}>
        {t.editor.title}
      </h2>
      <SubmitForm submission={submission} data-qa="message-editor-form">
        <p>
          <strong>{t.editor.sender}:</strong> {senderName}
        </p>
        {relevant.length > 1 ? (
          <fieldset className={styles.fieldset} onBlur={() => touch('children')}>
            <legend>{t.editor.children} *</legend>
            <div className={styles.chips}>
              {relevant.map((child) => (
                <Checkbox
                  key={child.id}
                  label={child.firstName.split(' ')[0]!}
                  checked={form.children.includes(child.id)}
                  onChange={(checked) => {
                    const next = checked ? [...form.children, child.id] : form.children.filter((id) => id !== child.id)
                    update({ children: next, recipients: keepOffered({ ...form, children: next }, recipients) })
                  }}
                  data-qa={`editor-child-${child.firstName.split(' ')[0]}`}
                />
              ))}
            </div>
            {errorOf('children') ? <span className={styles.fieldError}>{labelOrCode(validation, errorOf('children')!)}</span> : null}
          </fieldset>
        ) : null}
        {singleUnitBroken ? (
          <Alert kind="warning" data-qa="single-unit-notice">
            <p>{t.editor.singleUnit}</p>
          </Alert>
        ) : null}
        <div onBlur={() => touch('recipients')}>
          <MultiSelect
            label={t.editor.recipients}
            hint={t.editor.recipientsHint}
            required
            options={primary.map((account) => ({ value: account.id, label: accountName(account, t.inbox.staff) }))}
            value={form.recipients.filter((id) => primary.some((account) => account.id === id))}
            onChange={(chosen) => update({ recipients: [...chosen, ...form.recipients.filter((id) => secondary.some((a) => a.id === id))] })}
            error={errorOf('recipients')}
            disabled={singleUnitBroken || form.children.length === 0}
            data-qa="editor-recipients"
          />
        </div>
        {secondary.length > 0 && !singleUnitBroken ? (
          <fieldset className={styles.fieldset}>
            <legend>{t.editor.secondary}</legend>
            {secondary.map((account) => (
              <Checkbox
                key={account.id}
                label={account.name}
                checked={form.recipients.includes(account.id)}
                onChange={(checked) => update({ recipients: checked ? [...form.recipients, account.id] : form.recipients.filter((id) => id !== account.id) })}
                data-qa={`editor-secondary-${account.id}`}
              />
            ))}
          </fieldset>
        ) : null}
        <InputField
          label={t.editor.subject}
          required
          value={form.title}
          maxLength={TEXT_LIMITS.NewMessage.title}
          onChange={(title) => update({ title })}
          onBlur={() => touch('title')}
          error={errorOf('title')}
          data-qa="editor-title"
        />
        <Field label={t.editor.content} required error={errorOf('content')} hint={t.editor.sensitiveNote}>
          {(id, description) => (
            <textarea
              id={id}
              className={styles.textarea}
              value={form.content}
              maxLength={TEXT_LIMITS.NewMessage.content}
              onChange={(event) => update({ content: event.target.value })}
              onBlur={() => touch('content')}
              aria-invalid={description.invalid}
              aria-describedby={description.describedBy}
              data-qa="editor-content"
            />
          )}
        </Field>
        {attachmentsAllowed ? (
          <FileUpload
            label={t.editor.attachments}
            uploadPath="/citizen/attachments/messages"
            files={form.attachments}
            onUploaded={(file) => setDraft((current) => save({ ...current, form: { ...current.form, attachments: [...current.form.attachments, file] } }))}
            onDeleted={(id) =>
              setDraft((current) => save({ ...current, form: { ...current.form, attachments: current.form.attachments.filter((file) => file.id !== id) } }))
            }
            onUploadingChange={setUploading}
            data-qa="editor-attachments"
          />
        ) : null}
        {submission.error || sendFailed ? (
          <Alert kind="error" data-qa="send-error">
            <p>{submission.error ? t.errors[submission.error] : sendFailed === 'offline' ? t.editor.sendOffline : t.editor.sendFailed}</p>
          </Alert>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" variant="primary" busy={submission.busy} disabled={!canSend} data-qa="send-message">
            {t.editor.send}
          </Button>
          <Button
            onClick={() => {
              clearDraft(personId, DRAFT_KEY)
              onClose(false)
            }}
            data-qa="discard-message"
          >
            {t.editor.discard}
          </Button>
        </div>
      </SubmitForm>
    </section>
  )
}
