import { useState } from 'react'
import type { ValidationCode } from '../../validators/codes'
import { dateWithin } from '../../validators/dates'
import { DateInput, type DateProblem } from '../date-input'
import styles from './DateRangeInput.module.css'

export interface DateRange {
  start?: string
  end?: string
}

export interface DateRangeProblems {
  start?: DateProblem
  end?: DateProblem
}

export interface DateRangeInputProps {
  /** The question the two dates answer, e.g. "Absence period". */
  legend: string
  startLabel: string
  endLabel: string
  value: DateRange
  onChange: (value: DateRange, problems: DateRangeProblems) => void
  min?: string
  max?: string
  /** Errors the form shows per date; without them each date shows its own problem once left. */
  errors?: { start?: ValidationCode | string; end?: ValidationCode | string }
  required?: boolean
  'data-qa'?: string
}

/** The end may not be before the start: the start is the end's earliest date. */
const endMin = (start: string | undefined, min: string | undefined) => (start !== undefined && (min === undefined || start > min) ? start : min)

/**
 * Two date inputs for one period. The end's earliest date follows the start, so an end before
 * the start is DATE_TOO_EARLY; both problems are answered again on every change, because
 * moving the start changes what the end may be.
 */
export function DateRangeInput({ legend, startLabel, endLabel, value, onChange, min, max, errors, required, 'data-qa': dataQa }: DateRangeInputProps) {
  // A date that cannot be read has no value to check again, so its problem is remembered.
  const [unreadable, setUnreadable] = useState<DateRangeProblems>({})

  const change = (part: keyof DateRange, date: string | undefined, problem: DateProblem | undefined) => {
    const range = { ...value, [part]: date }
    const nextUnreadable = { ...unreadable, [part]: problem === 'INVALID_DATE' ? problem : undefined }
    setUnreadable(nextUnreadable)
    const problemOf = (at: keyof DateRange, earliest: string | undefined) => {
      const iso = range[at]
      return iso === undefined ? nextUnreadable[at] : (dateWithin(earliest, max)(iso) as DateProblem | undefined)
    }
    onChange(range, { start: problemOf('start', min), end: problemOf('end', endMin(range.start, min)) })
  }

  return (
    <fieldset className={styles.range} data-qa={dataQa}>
      <legend className={styles.legend}>
        {legend}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      <div className={styles.dates}>
        <DateInput
          label={startLabel}
          value={value.start}
          onChange={(date, problem) => change('start', date, problem)}
          min={min}
          max={max}
          error={errors?.start}
          required={required}
          data-qa={dataQa ? `${dataQa}-start` : undefined}
        />
        <DateInput
          label={endLabel}
          value={value.end}
          onChange={(date, problem) => change('end', date, problem)}
          min={endMin(value.start, min)}
          max={max}
          error={errors?.end}
          required={required}
          data-qa={dataQa ? `${dataQa}-end` : undefined}
        />
      </div>
    </fieldset>
  )
}
