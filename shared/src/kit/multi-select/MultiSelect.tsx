import { useEffect, useId, useState, type KeyboardEvent } from 'react'
import { Field, useLanguage } from '@pesa/shared'
import type { ValidationCode } from '../../validators/codes'
import { filterOptions, type MultiSelectOption } from './filter-options'
import { texts } from './texts'
import styles from './MultiSelect.module.css'

export interface MultiSelectProps {
  label: string
  options: MultiSelectOption[]
  /** The chosen options' values, in the order they were chosen. */
  value: string[]
  onChange: (value: string[]) => void
  hint?: string
  error?: ValidationCode | string
  required?: boolean
  disabled?: boolean
  id?: string
  /** The input's data-qa; each chosen option's remove button gets `<data-qa>-remove-<value>`. */
  'data-qa'?: string
}

/**
 * Several choices from a long list (message recipients): type to filter, choose with Enter or
 * a click while the list stays open, chosen ones shown as removable chips. The ARIA combobox
 * pattern with a multi-selectable listbox: focus stays in the input, the active option is
 * aria-activedescendant, and the number of matches is announced.
 */
export function MultiSelect({ label, options, value, onChange, hint, error, required, disabled, id, 'data-qa': dataQa }: MultiSelectProps) {
  const t = texts[useLanguage()]
  const listId = useId()
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState<string | undefined>(undefined)
  const shown = filterOptions(options, query)
  const activeIndex = shown.findIndex((option) => option.value === active)
  const optionId = (option: MultiSelectOption) => `${listId}-${options.indexOf(option)}`
  const chosen = value.map((chosenValue) => options.find((option) => option.value === chosenValue)).filter((option) => option !== undefined)
  const nameOf = (option: MultiSelectOption) => (option.tag ? `${option.label} (${option.tag})` : option.label)

  useEffect(() => {
    const activeOption = shown[activeIndex]
    if (open && activeOption) document.getElementById(optionId(activeOption))?.scrollIntoView?.({ block: 'nearest' })
  })

  const toggle = (optionValue: string) => onChange(value.includes(optionValue) ? value.filter((other) => other !== optionValue) : [...value, optionValue])

  const moveActive = (step: 1 | -1) => {
    const from = activeIndex < 0 ? (step === 1 ? -1 : shown.length) : activeIndex
    setActive(shown[Math.min(shown.length - 1, Math.max(0, from + step))]?.value)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!open) {
        setOpen(true)
        setActive((event.key === 'ArrowDown' ? shown[0] : shown.at(-1))?.value)
      } else moveActive(event.key === 'ArrowDown' ? 1 : -1)
    } else if (event.key === 'Enter' && open && activeIndex >= 0) {
      // Enter chooses, and must not submit the form around the field.
      event.preventDefault()
      toggle(shown[activeIndex]!.value)
    } else if (event.key === 'Escape' && (open || query)) {
      // Kept from a surrounding modal dialog, which would close on the same key.
      event.stopPropagation()
      if (open) setOpen(false)
      else setQuery('')
    }
  }

  return (
    <Field label={label} hint={hint} error={error} required={required} id={id}>
      {(inputId, { describedBy, invalid }) => (
        <div className={styles.multiSelect}>
          {chosen.length ? (
            <ul className={styles.chips} aria-label={t.chosen(label)}>
              {chosen.map((option) => (
                <li key={option.value}>
                  <button
                    type="button"
                    className={styles.chip}
                    aria-label={t.remove(nameOf(option))}
                    disabled={disabled}
                    onClick={() => toggle(option.value)}
                    data-qa={dataQa ? `${dataQa}-remove-${option.value}` : undefined}
                  >
                    {option.label}
                    {option.tag ? <span className={styles.tag}>{option.tag}</span> : null}
                    <span aria-hidden="true"> ×</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <div className={styles.combo}>
            <input
              id={inputId}
              className={styles.input}
              role="combobox"
              aria-expanded={open}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={open && activeIndex >= 0 ? optionId(shown[activeIndex]!) : undefined}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              aria-required={required || undefined}
              autoComplete="off"
              disabled={disabled}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value)
                setOpen(true)
                setActive(filterOptions(options, event.target.value)[0]?.value)
              }}
              onClick={() => setOpen(true)}
              onKeyDown={onKeyDown}
              onBlur={() => setOpen(false)}
              data-qa={dataQa}
            />
            <ul id={listId} role="listbox" aria-label={label} aria-multiselectable="true" className={styles.listbox} hidden={!open || shown.length === 0}>
              {shown.map((option) => (
                // The input keeps focus (and the list stays open) when an option is clicked; keys reach
                // the options through the input, as the combobox pattern prescribes.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <li
                  key={option.value}
                  id={optionId(option)}
                  role="option"
                  aria-selected={value.includes(option.value)}
                  className={option.value === active ? `${styles.option} ${styles.active}` : styles.option}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => toggle(option.value)}
                >
                  <span className={styles.check} aria-hidden="true">
                    {value.includes(option.value) ? '✓' : ''}
                  </span>
                  {option.label}
                  {option.tag ? <span className={styles.tag}>{option.tag}</span> : null}
                </li>
              ))}
            </ul>
          </div>
          <div role="status" className="pesa-visually-hidden">
            {open ? t.results(shown.length) : ''}
          </div>
        </div>
      )}
    </Field>
  )
}
