import { Alert, Button, Modal, RadioGroup, StrongLoginLink, useAuthStatus, useCommonTexts, useLanguage } from '@pesa/shared'
import type { ActiveQuestionnaire, ReservationsResponse } from '@pesa/shared/api/types'
import { useSubmit } from '@pesa/shared/forms'
import { DateRangeInput } from '@pesa/shared/kit/date-range-input'
import { formatFinnishDate, hasErrors, type ValidationCode } from '@pesa/shared/validators'
import { useState, type RefObject } from 'react'
import { useCalendarTexts } from '../i18n'
import type { CalendarErrorCode } from '../i18n/fi'
import { childName } from '../children'
import {
  initialFixedPeriodForm,
  initialOpenRangesForm,
  optionKey,
  toFixedPeriodsBody,
  toOpenRangesBody,
  validateFixedPeriodForm,
  validateOpenRangesForm,
  type FixedPeriodForm,
  type OpenRangesForm
} from '../holiday-form'
import { answerFixedPeriod, answerOpenRanges, refreshHolidayQuestionnaires, refreshReservations, useHolidayQuestionnaires } from '../queries'
import { savedUnlessRefused, type Refusal } from '../refusal'
import { RefusalAlert } from './RefusalAlert'

interface HolidayModalProps {
  data: ReservationsResponse
  questionnaireId?: string
  onSelect: (questionnaireId: string) => void
  onClose: () => void
}

const EXPECTED: CalendarErrorCode[] = ['QUESTIONNAIRE_CLOSED', 'CHILD_NOT_ELIGIBLE', 'STRONG_AUTH_REQUIRED']
const range = (r: { start: string; end: string }) => `${formatFinnishDate(r.start)}–${formatFinnishDate(r.end)}`

/**
 * Holiday questionnaires (spec part 2 §2, §3, §5): a list when there are several, then the
 * questionnaire's form — one period per child, or ranges of absence. A questionnaire that needs a
 * strong login shows a lock and sends a weak session to identify, back to this modal.
 */
export default function HolidayModal({ data, questionnaireId, onSelect, onClose }: HolidayModalProps) {
  const t = useCalendarTexts().holidays
  const lang = useLanguage()
  const strong = useAuthStatus()?.authLevel === 'STRONG'
  const result = useHolidayQuestionnaires()
  const list = (result.data ?? []).filter((active) => active.children.length > 0)
  const active = list.find((q) => q.questionnaire.id === questionnaireId) ?? (list.length === 1 ? list[0] : undefined)
  const locked = (q: ActiveQuestionnaire) => q.questionnaire.requiresStrongAuth && !strong
  const loginLink = (q: ActiveQuestionnaire) => (
    <StrongLoginLink returnPath={`/calendar?modal=holidays&questionnaire=${q.questionnaire.id}`} dataQa={`holiday-strong-login-${q.questionnaire.id}`}>
      {t.strongLogin}
    </StrongLoginLink>
  )

  if (!active || locked(active)) {
    return (
      <Modal
        title={t.title}
        onClose={onClose}
        data-qa="holiday-modal"
        actions={
          <Button onClick={onClose} data-qa="holiday-close">
            {t.close}
          </Button>
        }
      >
        {result.data === undefined ? <p>…</p> : null}
        <ul data-qa="holiday-questionnaires">
          {(active ? [active] : list).map((q) => (
            <li key={q.questionnaire.id} data-qa={`holiday-questionnaire-${q.questionnaire.id}`}>
              <p>
                <strong>{q.questionnaire.title[lang]}</strong>
              </p>
              <p>{t.openPeriod(formatFinnishDate(q.questionnaire.active.start), formatFinnishDate(q.questionnaire.active.end))}</p>
              {locked(q) ? (
                <p>{loginLink(q)}</p>
              ) : (
                <Button onClick={() => onSelect(q.questionnaire.id)} data-qa={`holiday-choose-${q.questionnaire.id}`}>
                  {t.choose}
                </Button>
              )}
            </li>
          ))}
        </ul>
      </Modal>
    )
  }
  return <QuestionnaireForm key={active.questionnaire.id} data={data} active={active} onClose={onClose} />
}

function QuestionnaireForm({ data, active, onClose }: { data: ReservationsResponse; active: ActiveQuestionnaire; onClose: () => void }) {
  const texts = useCalendarTexts()
  const t = texts.holidays
  const lang = useLanguage()
  const validation = useCommonTexts().validation
  const { questionnaire } = active
  const [fixed, setFixed] = useState<FixedPeriodForm>(() => initialFixedPeriodForm(active))
  const [open, setOpen] = useState<OpenRangesForm>(() => initialOpenRangesForm(active))
  const errors = questionnaire.type === 'FIXED_PERIOD' ? validateFixedPeriodForm(fixed, active) : validateOpenRangesForm(open, active)
  const [touched, setTouched] = useState(false)
  // A refusal naming days (§5: a day the child already attended) keeps the form open with the days: nothing was saved.
  const [refusal, setRefusal] = useState<Refusal>()
  const submission = useSubmit<boolean, CalendarErrorCode>({
    action: () => {
      setRefusal(undefined)
      return savedUnlessRefused(
        () =>
          questionnaire.type === 'FIXED_PERIOD'
            ? answerFixedPeriod(questionnaire.id, toFixedPeriodsBody(fixed, active))
            : answerOpenRanges(questionnaire.id, toOpenRangesBody(open, active)),
        (refused) => {
          setRefusal(refused)
          void refreshReservations()
        }
      )
    },
    onSuccess: (saved) => (saved ? onClose() : undefined),
    expectedErrors: EXPECTED,
    onExpectedError: () => void refreshHolidayQuestionnaires()
  })
  const shown = { ...errors, ...submission.fieldErrors }
  const codeText = (code: ValidationCode | undefined) => (code ? validation[code] : undefined)
  const supported = questionnaire.type === 'FIXED_PERIOD' || questionnaire.type === 'OPEN_RANGES'

  return (
    <Modal
      title={questionnaire.title[lang]}
      onClose={onClose}
      data-qa="holiday-modal"
      actions={
        <>
          {supported ? (
            <Button
              variant="primary"
              busy={submission.busy}
              disabled={questionnaire.type === 'OPEN_RANGES' && hasErrors(errors)}
              onClick={() => {
                setTouched(true)
                if (!hasErrors(errors)) void submission.submit()
              }}
              data-qa="holiday-save"
            >
              {t.save}
            </Button>
          ) : null}
          <Button onClick={onClose} data-qa="holiday-cancel">
            {t.cancel}
          </Button>
        </>
      }
    >
      <div ref={submission.containerRef as RefObject<HTMLDivElement | null>}>
        <p>{questionnaire.description[lang]}</p>
        {questionnaire.descriptionLink[lang] ? (
          <p>
            <a href={questionnaire.descriptionLink[lang]}>{questionnaire.descriptionLink[lang]}</a>
          </p>
        ) : null}
        <p data-qa="holiday-period">{t.period(formatFinnishDate(questionnaire.period.start), formatFinnishDate(questionnaire.period.end))}</p>
        {!supported ? <Alert kind="info">{t.notImplemented}</Alert> : null}
        {active.children
          .filter((c) => !c.eligible)
          .map((c) => (
            <Alert key={c.childId} kind="info" data-qa={`holiday-ineligible-${c.childId}`}>
              <p>
                {childName(data, c.childId)}: {c.reason ? t.ineligible[c.reason] : ''}
              </p>
            </Alert>
          ))}
        {questionnaire.type === 'FIXED_PERIOD'
          ? active.eligibleChildren.map((childId) => (
              <RadioGroup
                key={childId}
                name={`holiday-${childId}`}
                legend={`${childName(data, childId)}: ${questionnaire.periodOptionLabel?.[lang] ?? ''}`}
                options={[
                  ...questionnaire.periodOptions.map((option) => ({ value: optionKey(option), label: range(option) })),
                  { value: 'none', label: t.noAbsence }
                ]}
                value={fixed.choices[childId]}
                onChange={(value) => setFixed((current) => ({ choices: { ...current.choices, [childId]: value } }))}
                error={touched || submission.fieldErrors[`fixedPeriods.${childId}`] ? codeText(shown[`fixedPeriods.${childId}`]) : undefined}
                required
                data-qa={`holiday-child-${childId}`}
              />
            ))
          : null}
        {questionnaire.type === 'OPEN_RANGES'
          ? active.eligibleChildren.map((childId) => {
              const ranges = open.ranges[childId] ?? []
              const setRanges = (next: { start: string; end: string }[]) => setOpen((current) => ({ ranges: { ...current.ranges, [childId]: next } }))
              return (
                <fieldset key={childId} data-qa={`holiday-child-${childId}`}>
                  <legend>{childName(data, childId)}</legend>
                  {ranges.length === 0 ? <p>{t.noRanges}</p> : null}
                  {ranges.map((r, index) => (
                    <div key={index}>
                      <DateRangeInput
                        legend={t.rangeLegend(index + 1)}
                        startLabel={t.start}
                        endLabel={t.end}
                        value={{ start: r.start || undefined, end: r.end || undefined }}
                        onChange={(value) => setRanges(ranges.map((old, i) => (i === index ? { start: value.start ?? '', end: value.end ?? '' } : old)))}
                        errors={{ start: shown[`openRanges.${childId}.${index}.start`], end: shown[`openRanges.${childId}.${index}.end`] }}
                        required
                        data-qa={`holiday-range-${childId}-${index}`}
                      />
                      <Button onClick={() => setRanges(ranges.filter((_, i) => i !== index))} data-qa={`holiday-remove-${childId}-${index}`}>
                        {t.removeRange}
                      </Button>
                    </div>
                  ))}
                  <Button onClick={() => setRanges([...ranges, { start: '', end: '' }])} data-qa={`holiday-add-${childId}`}>
                    {t.addRange}
                  </Button>
                </fieldset>
              )
            })
          : null}
      </div>
      {refusal ? <RefusalAlert refusal={refusal} data={data} qa="holiday" /> : null}
      {submission.error ? (
        <Alert kind="error" data-qa={`holiday-error-${submission.error}`}>
          <p>{texts.errors[submission.error]}</p>
        </Alert>
      ) : null}
      {submission.dialog}
    </Modal>
  )
}
