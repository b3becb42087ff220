import { useEffect, useId, useRef, useState } from 'react'
import { buttonClassName, InputField, trapTab, useLanguage } from '@pesa/shared'
import type { ValidationCode } from '../../validators/codes'
import { today } from '../../dates'
import { useParsedInput } from '../parsed-input'
import { Calendar } from './Calendar'
import { formatDate, readDateText, type DateProblem } from './date-text'
import { texts } from './texts'
import styles from './DateInput.module.css'

export interface DateInputProps {
  label: string
  /** ISO yyyy-mm-dd, or undefined while the text is empty or not a date. */
  value: string | undefined
  /** The ISO date the text stands for (also when outside [min, max]) and what is wrong with it. */
  onChange: (value: string | undefined, problem: DateProblem | undefined) => void
  /** Earliest choosable date (ISO), inclusive. */
  min?: string
  /** Latest choosable date (ISO), inclusive. */
  max?: string
  /** Days inside [min, max] that cannot be chosen: unavailable in the calendar, DATE_UNSELECTABLE when typed. */
  isDateUnavailable?: (iso: string) => boolean
  /** Shown under the label; the date format by default. */
  hint?: string
  /** An error the form shows; without it the input shows its own problem once the user has left it. */
  error?: ValidationCode | string
  required?: boolean
  disabled?: boolean
  id?: string
  /** The input's data-qa; the calendar button gets `<data-qa>-calendar`. */
  'data-qa'?: string
}

/** Today in Helsinki, or the test suite's mocked time. */

/**
 * A date typed as dd.mm.yyyy (d.m.yyyy too), with a calendar picker in a small dialog beside
 * it (APG "Date Picker Dialog"): the picker opens on the chosen day, or today, Escape or a
 * click outside closes it, and choosing a day writes the text and returns focus to the input.
 */
export function DateInput({ label, value, onChange, min, max, isDateUnavailable, hint, error, required, disabled, id, 'data-qa': dataQa }: DateInputProps) {
  const t = texts[useLanguage()]
  const generatedId = useId()
  const inputId = id ?? generatedId
  const wrapperRef = useRef<HTMLDivElement>(null)
  const dialogRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const input = useParsedInput({ value, onChange, parse: (text) => readDateText(text, min, max, isDateUnavailable), format: formatDate, error })

  useEffect(() => {
    const dialog = dialogRef.current
    if (!open || !dialog) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return trapTab(event, dialog)
      // Kept from a surrounding modal dialog, which would close on the same key.
      event.stopPropagation()
      setOpen(false)
      buttonRef.current?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false)
    }
    dialog.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      dialog.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [open])

  const choose = (iso: string) => {
    input.changeText(formatDate(iso))
    setOpen(false)
    document.getElementById(inputId)?.focus()
  }

  return (
    <div ref={wrapperRef} className={styles.dateInput}>
      <InputField
        id={inputId}
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
        adornment={
          <button
            ref={buttonRef}
            type="button"
            className={buttonClassName('secondary')}
            aria-label={t.chooseDate(label)}
            aria-haspopup="dialog"
            aria-expanded={open}
            disabled={disabled}
            onClick={() => setOpen((wasOpen) => !wasOpen)}
            data-qa={dataQa ? `${dataQa}-calendar` : undefined}
          >
            <CalendarIcon />
          </button>
        }
      />
      {open ? (
        <div ref={dialogRef} role="dialog" aria-modal="true" aria-label={t.chooseDate(label)} className={styles.popover}>
          <Calendar value={readDateText(input.text).value} min={min} max={max} today={today()} isDateUnavailable={isDateUnavailable} onSelect={choose} />
        </div>
      ) : null}
    </div>
  )
}

function CalendarIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="2" y="4" width="16" height="14" rx="1" />
      <path d="M2 8h16M6 2v4M14 2v4" />
    </svg>
  )
}
