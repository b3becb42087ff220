import { RadioGroup } from '@pesa/shared'
import { useCalendarTexts } from '../i18n'
import { noTimesChoiceOf, withNoTimesChoice, type DayTimes, type NoTimesChoice as Choice } from '../reservation-form'

interface NoTimesChoiceProps {
  /** The form's key of the day's answer ('daily', a weekday, a date) */
  timesKey: string
  legend: string
  value: DayTimes | undefined
  onChange: (value: DayTimes) => void
}

const CHOICES: Choice[] = ['PRESENT', 'ABSENT', 'NOTHING']

/**
 * A day asked without times (fixed-schedule children only, `keysWithoutTimes`): present, absent or
 * not set (spec part 2 §4 "reservation without times"), as radios a keyboard reaches with Tab and
 * moves through with the arrows. Nothing is chosen until the guardian chooses.
 */
export function NoTimesChoice({ timesKey, legend, value, onChange }: NoTimesChoiceProps) {
  const t = useCalendarTexts().reservation
  const labels: Record<Choice, string> = { PRESENT: t.present, ABSENT: t.absent, NOTHING: t.notSet }
  return (
    <RadioGroup
      legend={legend}
      options={CHOICES.map((choice) => ({ value: choice, label: labels[choice] }))}
      value={noTimesChoiceOf(value)}
      onChange={(choice) => onChange(withNoTimesChoice(choice))}
      name={`choice-${timesKey}`}
      data-qa={`choice-${timesKey}`}
    />
  )
}
