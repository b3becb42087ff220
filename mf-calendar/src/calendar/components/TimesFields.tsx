import { Button, Checkbox } from '@pesa/shared'
import { TimeInput } from '@pesa/shared/kit/time-input'
import type { FieldErrors } from '@pesa/shared/validators'
import { useCalendarTexts } from '../i18n'
import type { DayTimes } from '../reservation-form'
import styles from './Calendar.module.css'

interface TimesFieldsProps {
  /** The form's key of these times ('daily', a weekday, a date): field errors are `<key>.<range>.<start|end>` */
  timesKey: string
  legend: string
  value: DayTimes
  onChange: (value: DayTimes) => void
  errors: FieldErrors
  /** A fixed-schedule day (preschool or club alone): present at the set hours or absent, so the absence alone is asked */
  fixedSchedule?: boolean
}

/**
 * One day's answer: absent, not set (clears the day), or one or two time ranges (spec part 2 §4
 * "toggling absent creates one empty range"); on a fixed-schedule day only absent or not.
 */
export function TimesFields({ timesKey, legend, value, onChange, errors, fixedSchedule = false }: TimesFieldsProps) {
  const t = useCalendarTexts().reservation
  const setRange = (index: number, field: 'start' | 'end', time: string | undefined) =>
    onChange({ ...value, ranges: value.ranges.map((range, i) => (i === index ? { ...range, [field]: time ?? '' } : range)) })
  const shown = (code: string | undefined) => (code === 'REQUIRED' ? undefined : code)
  return (
    <fieldset data-qa={`times-${timesKey}`}>
      <legend>{legend}</legend>
      <Checkbox
        label={t.absent}
        checked={value.absent}
        onChange={(absent) => onChange({ absent, notSet: false, ranges: [{ start: '', end: '' }] })}
        data-qa={`absent-${timesKey}`}
      />
      {fixedSchedule ? null : (
        <Checkbox
          label={t.notSet}
          checked={value.notSet ?? false}
          onChange={(notSet) => onChange({ absent: false, notSet, ranges: [{ start: '', end: '' }] })}
          data-qa={`not-set-${timesKey}`}
        />
      )}
      {value.absent || value.notSet || fixedSchedule
        ? null
        : value.ranges.map((range, index) => (
            <div key={index} className={styles.times}>
              <TimeInput
                label={t.startTime}
                value={range.start || undefined}
                onChange={(time) => setRange(index, 'start', time)}
                error={shown(errors[`${timesKey}.${index}.start`])}
                data-qa={`start-${timesKey}-${index}`}
              />
              <TimeInput
                label={t.endTime}
                value={range.end || undefined}
                onChange={(time) => setRange(index, 'end', time)}
                error={shown(errors[`${timesKey}.${index}.end`])}
                data-qa={`end-${timesKey}-${index}`}
              />
            </div>
          ))}
      {value.absent || value.notSet || fixedSchedule ? null : value.ranges.length === 1 ? (
        <Button onClick={() => onChange({ ...value, ranges: [...value.ranges, { start: '', end: '' }] })} data-qa={`add-range-${timesKey}`}>
          {t.secondRange}
        </Button>
      ) : (
        <Button onClick={() => onChange({ ...value, ranges: value.ranges.slice(0, 1) })} data-qa={`remove-range-${timesKey}`}>
          {t.removeSecondRange}
        </Button>
      )}
    </fieldset>
  )
}
