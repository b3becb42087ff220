import { useCommonTexts } from '@pesa/shared'
import { FileUpload } from '@pesa/shared/kit/file-upload'
import { requiredAttachmentTypes } from '@pesa/shared/validators'
import { attachmentLabel } from '../../attachment-labels'
import { useIncomeTexts } from '../../i18n'
import { toBody } from '../../statement-form'
import styles from '../Income.module.css'
import { Fieldset } from './Fieldset'
import type { SectionProps } from './section-props'
import { TEXT_LIMITS } from '@pesa/shared/api/limits'
import { TextArea } from '@pesa/shared/kit/text-area'

const UPLOAD_PATH = '/citizen/attachments/income-statements'

interface Props extends SectionProps {
  /** Running uploads of a slot, by attachment type: sending waits for all of them. */
  onUploadingChange: (type: string, count: number) => void
}

/** One upload slot: the files of one attachment type in the form. */
function Slot({ type, label, form, setForm, onUploadingChange }: Props & { type: string; label?: string }) {
  const t = useIncomeTexts()
  return (
    <FileUpload
      label={label ?? attachmentLabel(t, type)}
      uploadPath={UPLOAD_PATH}
      uploadQuery={{ attachmentType: type }}
      files={form.files[type] ?? []}
      onUploaded={(file) => setForm((current) => ({ ...current, files: { ...current.files, [type]: [...(current.files[type] ?? []), file] } }))}
      onDeleted={(id) =>
        setForm((current) => ({ ...current, files: { ...current.files, [type]: (current.files[type] ?? []).filter((file) => file.id !== id) } }))
      }
      onUploadingChange={(count) => onUploadingChange(type, count)}
      data-qa={`upload-${type}`}
    />
  )
}

/** An adult's attachments: a slot for each type the answers call for, and one for other papers. */
export function AttachmentsSection(props: Props) {
  const t = useIncomeTexts()
  const common = useCommonTexts()
  const neededTypes = requiredAttachmentTypes(toBody(props.form, 'ADULT'))
  return (
    <Fieldset legend={t.form.attachments} data-qa="attachments">
      <p>{t.form.attachmentsHint}</p>
      {[...new Set([...neededTypes, 'OTHER'])].map((type) => (
        <div key={type}>
          <Slot {...props} type={type} />
          {props.error(`attachments.${type}`) ? (
            <span className={styles.error} data-qa={`missing-${type}`}>
              {attachmentLabel(t, type)}: {common.validation.ATTACHMENT_MISSING}
            </span>
          ) : null}
        </div>
      ))}
    </Fieldset>
  )
}

/** A child's statement: its income papers (at least one) and free text. */
export function ChildAttachmentsSection(props: Props) {
  const f = useIncomeTexts().form
  const common = useCommonTexts()
  const { form, setForm, error } = props
  return (
    <>
      <Fieldset legend={f.childAttachments} data-qa="attachments">
        <p>{f.attachmentsHint}</p>
        <Slot {...props} type="CHILD_INCOME" label={f.childAttachments} />
        {error('attachments') ? (
          <span className={styles.error} data-qa="missing-attachments">
            {common.validation.ATTACHMENT_MISSING}
          </span>
        ) : null}
      </Fieldset>
      <TextArea
        label={f.otherInfo}
        maxLength={TEXT_LIMITS.IncomeStatementBody.otherInfo}
        value={form.otherInfo}
        onChange={(otherInfo) => setForm((current) => ({ ...current, otherInfo }))}
        data-qa="other-info"
      />
    </>
  )
}
