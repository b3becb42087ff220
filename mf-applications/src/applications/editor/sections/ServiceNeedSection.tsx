import { Alert, Checkbox, useLanguage } from '@pesa/shared'
import { DateInput } from '@pesa/shared/kit/date-input'
import { FileUpload } from '@pesa/shared/kit/file-upload'
import { Select } from '@pesa/shared/kit/select'
import { TimeInput } from '@pesa/shared/kit/time-input'
import { oneYearLater, selectableServiceNeedOptions, serviceNeedPlacementType } from '@pesa/shared/validators'
import { useApplicationsTexts } from '../../i18n'
import styles from '../../Applications.module.css'
import { startsBeforeProcessingTime } from '../editor-rules'
import type { SectionProps } from './EditorSectionFrame'
import type { EditorFile } from './EditorSectionFrame'

/** Start date, urgency, daily times, part time, shift care, the service-need option and preschool's choices. */
export function ServiceNeedSection({
  details,
  form,
  change,
  error,
  problem,
  sections,
  context,
  today,
  files,
  onFilesChange,
  onUploadingChange,
  optionCleared,
  startDateValid
}: SectionProps & {
  startDateValid: boolean
  today: string
  files: EditorFile[]
  onFilesChange: (update: (files: EditorFile[]) => EditorFile[]) => void
  onUploadingChange: (count: number) => void
  optionCleared: boolean
}) {
  const t = useApplicationsTexts().editor
  const lang = useLanguage()
  const { preferences } = form
  const { serviceNeed } = preferences
  const placementType = serviceNeedPlacementType(context.type, sections.partTime && serviceNeed.partTime)
  const optionDate = sections.connectedDaycareStartDate ? preferences.connectedDaycarePreferredStartDate : preferences.preferredStartDate
  const options = selectableServiceNeedOptions(context.serviceNeedOptions, placementType, optionDate)
  const optionName = (option: (typeof options)[number]) => (lang === 'sv' ? option.nameSv : lang === 'en' ? option.nameEn : option.nameFi)
  const fileList = (type: EditorFile['type'], label: string) =>
    context.flags.urgencyAttachments ? (
      <FileUpload
        label={label}
        uploadPath={`/citizen/attachments/applications/${details.id}`}
        uploadQuery={{ type }}
        files={files.filter((file) => file.type === type)}
        onUploaded={(file) => onFilesChange((all) => [...all, { ...file, type }])}
        onDeleted={(id) => onFilesChange((all) => all.filter((file) => file.id !== id))}
        onUploadingChange={onUploadingChange}
        fileGroups={['IMAGE', 'DOCUMENT']}
        data-qa={`files-${type}`}
      />
    ) : null

  return (
    <>
      <DateInput
        label={t.startDate}
        hint={context.sentStartDate ? t.sentStartDateHint : t.startDateHint}
        value={preferences.preferredStartDate ?? undefined}
        min={context.sentStartDate ?? today}
        max={oneYearLater(today)}
        onChange={(date, code) => {
          problem('preferences.preferredStartDate', code)
          change((f) => {
            f.preferences.preferredStartDate = date ?? null
          }, 'preferences.preferredStartDate')
        }}
        error={error('preferences.preferredStartDate')}
        required
        data-qa="preferred-start-date"
      />
      {startsBeforeProcessingTime(details.type, preferences.preferredStartDate, today) ? (
        <Alert kind="info" data-qa="processing-time-warning">
          <p>{t.processingWarning}</p>
        </Alert>
      ) : null}
      {optionCleared ? (
        <Alert kind="warning" data-qa="option-cleared">
          <p>{t.optionCleared}</p>
        </Alert>
      ) : null}
      {!startDateValid ? (
        <p data-qa="start-date-first">{t.startDateFirst}</p>
      ) : (
        <>
          {sections.urgent ? (
            <>
              <Checkbox
                label={t.urgent}
                checked={preferences.urgent}
                onChange={(urgent) => change((f) => void (f.preferences.urgent = urgent), 'preferences.urgent')}
                aria-invalid={error('preferences.urgent') ? true : undefined}
                data-qa="urgent"
              />
              {preferences.urgent ? (
                <div className={styles.nested}>
                  <p>{t.urgentInfo}</p>
                  {fileList('URGENCY', t.urgencyFiles)}
                  {error('preferences.urgent') ? <span className={styles.fieldError}>{t.missingAttachments}</span> : null}
                </div>
              ) : null}
            </>
          ) : null}
          {sections.preparatory ? (
            <Checkbox
              label={t.preparatory}
              checked={preferences.preparatory}
              onChange={(preparatory) => change((f) => void (f.preferences.preparatory = preparatory))}
              data-qa="preparatory"
            />
          ) : null}
          {sections.connectedDaycare ? (
            <Checkbox
              label={t.connectedDaycare}
              checked={preferences.connectedDaycare}
              onChange={(connected) => change((f) => void (f.preferences.connectedDaycare = connected))}
              data-qa="connected-daycare"
            />
          ) : null}
          {sections.connectedDaycareStartDate ? (
            <DateInput
              label={t.connectedStartDate}
              value={preferences.connectedDaycarePreferredStartDate ?? undefined}
              min={preferences.preferredStartDate ?? today}
              onChange={(date, code) => {
                problem('preferences.connectedDaycarePreferredStartDate', code)
                change((f) => void (f.preferences.connectedDaycarePreferredStartDate = date ?? null), 'preferences.connectedDaycarePreferredStartDate')
              }}
              error={error('preferences.connectedDaycarePreferredStartDate')}
              required
              data-qa="connected-start-date"
            />
          ) : null}
          {sections.partTime ? (
            <Select
              label={t.partTime}
              options={[
                { value: 'FULL', label: t.fullDay },
                { value: 'PART', label: t.partDay }
              ]}
              value={serviceNeed.partTime ? 'PART' : 'FULL'}
              placeholder={false}
              onChange={(value) => change((f) => void (f.preferences.serviceNeed.partTime = value === 'PART'), 'preferences.serviceNeed.endTime')}
              data-qa="part-time"
            />
          ) : null}
          {sections.serviceNeedOption ? (
            <Select
              label={t.serviceNeedOption}
              options={options.map((option) => ({ value: option.id, label: optionName(option) }))}
              value={serviceNeed.serviceNeedOptionId ?? undefined}
              placeholder={t.chooseOption}
              onChange={(id) => change((f) => void (f.preferences.serviceNeed.serviceNeedOptionId = id ?? null), 'preferences.serviceNeed.serviceNeedOptionId')}
              error={error('preferences.serviceNeed.serviceNeedOptionId')}
              required
              data-qa="service-need-option"
            />
          ) : null}
          {sections.dailyTimes ? (
            <>
              <TimeInput
                label={t.startTime}
                value={serviceNeed.startTime || undefined}
                onChange={(time) => change((f) => void (f.preferences.serviceNeed.startTime = time ?? ''), 'preferences.serviceNeed.startTime')}
                error={error('preferences.serviceNeed.startTime')}
                required
                data-qa="start-time"
              />
              <TimeInput
                label={t.endTime}
                value={serviceNeed.endTime || undefined}
                onChange={(time) => change((f) => void (f.preferences.serviceNeed.endTime = time ?? ''), 'preferences.serviceNeed.endTime')}
                error={error('preferences.serviceNeed.endTime')}
                required
                data-qa="end-time"
              />
            </>
          ) : null}
          {sections.shiftCare ? (
            <>
              <Checkbox
                label={t.shiftCare}
                checked={serviceNeed.shiftCare}
                onChange={(shiftCare) => change((f) => void (f.preferences.serviceNeed.shiftCare = shiftCare), 'preferences.serviceNeed.shiftCare')}
                aria-invalid={error('preferences.serviceNeed.shiftCare') ? true : undefined}
                data-qa="shift-care"
              />
              {serviceNeed.shiftCare ? (
                <div className={styles.nested}>
                  <p>{t.shiftCareInfo}</p>
                  {fileList('EXTENDED_CARE', t.extendedCareFiles)}
                  {error('preferences.serviceNeed.shiftCare') ? <span className={styles.fieldError}>{t.missingAttachments}</span> : null}
                </div>
              ) : null}
            </>
          ) : null}
        </>
      )}
    </>
  )
}
