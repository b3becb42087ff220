import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useLanguage, type Lang } from '@pesa/shared'
import { addDays } from '../../dates'
import { addMonths, clampDate, endOfWeek, monthOf, monthWeeks, startOfWeek } from './calendar-month'
import { LOCALES, texts } from './texts'
import styles from './Calendar.module.css'

export interface CalendarProps {
  /** The chosen date (ISO), if any. */
  value: string | undefined
  min?: string
  max?: string
  today: string
  /** Days inside the range that cannot be chosen (taken start dates, holidays): focusable, marked unavailable, not chosen. */
  isDateUnavailable?: (iso: string) => boolean
  onSelect: (iso: string) => void
}

/** APG date picker keys: days and weeks by arrows, week ends by Home/End, months (years with Shift) by Page Up/Down. */
const KEY_MOVES: Record<string, (iso: string, shift: boolean) => string> = {
  ArrowLeft: (iso) => addDays(iso, -1),
  ArrowRight: (iso) => addDays(iso, 1),
  ArrowUp: (iso) => addDays(iso, -7),
  ArrowDown: (iso) => addDays(iso, 7),
  Home: startOfWeek,
  End: endOfWeek,
  PageUp: (iso, shift) => addMonths(iso, shift ? -12 : -1),
  PageDown: (iso, shift) => addMonths(iso, shift ? 12 : 1)
}

const noon = (iso: string) => new Date(`${iso}T12:00:00Z`)
/** A Monday, for the weekday names. */
const MONDAY = '2024-01-01'

function namesFor(lang: Lang) {
  const locale = LOCALES[lang]
  const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options }).format
  const short = format({ weekday: 'short' })
  const long = format({ weekday: 'long' })
  return {
    month: format({ month: 'long', year: 'numeric' }),
    day: format({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
    weekdays: [0, 1, 2, 3, 4, 5, 6].map((offset) => noon(addDays(MONDAY, offset))).map((date) => ({ short: short(date), long: long(date) }))
  }
}

const names = new Map<Lang, ReturnType<typeof namesFor>>()
const namesOf = (lang: Lang) => names.get(lang) ?? names.set(lang, namesFor(lang)).get(lang)!

/**
 * A month grid for choosing a day: one tab stop (the focused day, roving tabindex), days
 * outside [min, max] disabled and never focused, localized month and weekday names.
 */
export function Calendar({ value, min, max, today, isDateUnavailable, onSelect }: CalendarProps) {
  const lang = useLanguage()
  const t = texts[lang]
  const { month, day, weekdays } = namesOf(lang)
  const titleId = useId()
  const gridRef = useRef<HTMLTableElement>(null)
  const [focused, setFocused] = useState(() => clampDate(value ?? today, min, max))
  // The focused day takes focus when the calendar opens and after a key moves it.
  const focusDay = useRef(true)

  useEffect(() => {
    if (!focusDay.current) return
    focusDay.current = false
    gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus()
  }, [focused])

  const moveTo = (iso: string, takeFocus: boolean) => {
    const next = clampDate(iso, min, max)
    if (next === focused) return
    focusDay.current = takeFocus
    setFocused(next)
  }

  const onDayKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const move = KEY_MOVES[event.key]
    if (!move) return
    event.preventDefault()
    moveTo(move(focused, event.shiftKey), true)
  }

  const previous = addMonths(focused, -1)
  const next = addMonths(focused, 1)
  const outside = (iso: string) => (min !== undefined && iso < min) || (max !== undefined && iso > max)

  return (
    <div className={styles.calendar}>
      <div className={styles.header}>
        <button
          type="button"
          className={styles.monthButton}
          aria-label={t.previousMonth}
          disabled={min !== undefined && monthOf(previous) < monthOf(min)}
          onClick={() => moveTo(previous, false)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <span id={titleId} className={styles.title} aria-live="polite">
          {month(noon(focused))}
        </span>
        <button
          type="button"
          className={styles.monthButton}
          aria-label={t.nextMonth}
          disabled={max !== undefined && monthOf(next) > monthOf(max)}
          onClick={() => moveTo(next, false)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table ref={gridRef} role="grid" aria-labelledby={titleId} className={styles.grid}>
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th key={weekday.long} scope="col" abbr={weekday.long}>
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(focused).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, index) =>
                date === null ? (
                  <td key={index} role="gridcell" />
                ) : (
                  <td key={date} role="gridcell" aria-selected={date === value || undefined}>
                    <button
                      type="button"
                      className={styles.day}
                      tabIndex={date === focused ? 0 : -1}
                      disabled={outside(date)}
                      aria-disabled={isDateUnavailable?.(date) || undefined}
                      aria-label={day(noon(date))}
                      aria-current={date === today ? 'date' : undefined}
                      onKeyDown={onDayKeyDown}
                      onFocus={() => setFocused(date)}
                      onClick={() => {
                        if (!isDateUnavailable?.(date)) onSelect(date)
                      }}
                    >
                      {Number(date.slice(8))}
                    </button>
                  </td>
                )
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
