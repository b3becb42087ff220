import { DateInput } from '@pesa/shared/kit/date-input'
import { addMonths } from '@pesa/shared/dates'
import { useIncomeTexts } from '../../i18n'
import { Fieldset } from './Fieldset'
import type { SectionProps } from './section-props'

interface Props extends SectionProps {
  kind: 'ADULT' | 'CHILD'
  now: string
  /** Start dates of the person's other statements: a period starts on a day of its own. */
  taken: Set<string>
}

/** The statement's period: start within a year either way, end required of an adult unless highest fee. */
export function PeriodSection({ form, setForm, error, reportProblem, kind, now, taken }: Props) {
  const f = useIncomeTexts().form
  return (
    <Fieldset legend={f.period} data-qa="period">
      <DateInput
        label={f.startDate}
        required
        value={form.startDate}
        min={addMonths(now, -12)}
        max={addMonths(now, 12)}
        isDateUnavailable={(iso) => taken.has(iso)}
        onChange={(startDate, problem) => {
          setForm((current) => ({ ...current, startDate }))
          reportProblem('startDate', problem)
        }}
        error={error('startDate')}
        data-qa="start-date"
      />
      <DateInput
        label={f.endDate}
        required={kind === 'ADULT' && !form.highestFee}
        value={form.endDate}
        min={form.startDate}
        onChange={(endDate, problem) => {
          setForm((current) => ({ ...current, endDate }))
          reportProblem('endDate', problem)
        }}
        error={error('endDate')}
        data-qa="end-date"
      />
    </Fieldset>
  )
}
