import { InputField, useLanguage } from '@pesa/shared'
import type { ValidationCode } from '../../validators/codes'
import { useParsedInput } from '../parsed-input'
import { readTimeText, type TimeProblem } from './time-text'
import { texts } from './texts'

export interface TimeInputProps {
  label: string
  /** "HH:MM" (24-hour), or undefined while the text is empty or not a time. */
  value: string | undefined
  onChange: (value: string | undefined, problem: TimeProblem | undefined) => void
  /** Shown under the label; the time format by default. */
  hint?: string
  /** An error the form shows; without it the input shows its own problem once the user has left it. */
  error?: ValidationCode | string
  required?: boolean
  disabled?: boolean
  id?: string
  'data-qa'?: string
}

const sameText = (value: string) => value

/** A time of day typed as hh:mm (h:mm and h.mm too); leaving the field writes it as HH:MM. */
export function TimeInput({ label, value, onChange, hint, error, required, disabled, id, 'data-qa': dataQa }: TimeInputProps) {
  const t = texts[useLanguage()]
  const input = useParsedInput({ value, onChange, parse: readTimeText, format: sameText, error })
  return (
    <InputField
      id={id}
      label={label}
      hint={hint ?? t.formatHint}
      error={input.shownError}
      required={required}
      disabled={disabled}
      value={input.text}
      onChange={input.changeText}
      onBlur={input.blur}
      autoComplete="off"
      data-qa={dataQa}
    />
  )
}
