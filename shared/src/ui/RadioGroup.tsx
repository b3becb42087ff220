import { useId } from 'react'
import styles from './Choice.module.css'

export interface RadioOption<T extends string> {
  value: T
  label: string
  disabled?: boolean
}

export interface RadioGroupProps<T extends string> {
  legend: string
  options: RadioOption<T>[]
  value: T | undefined
  onChange: (value: T) => void
  /** Name of the radio set; generated when not given. */
  name?: string
  /** A ready text ("choose an option"): describes the group and marks it invalid, so the form's focus finds its first radio */
  error?: string
  /** Marks the legend with an asterisk */
  required?: boolean
  'data-qa'?: string
}

/** One choice among options, as a fieldset whose legend names the question. */
export function RadioGroup<T extends string>({ legend, options, value, onChange, name, error, required, ...rest }: RadioGroupProps<T>) {
  const generatedName = useId()
  const errorId = `${generatedName}-error`
  return (
    <fieldset className={styles.group} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} data-qa={rest['data-qa']}>
      <legend className={styles.legend}>
        {legend}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {options.map((option) => (
        <label key={option.value} className={styles.option}>
          <input
            type="radio"
            name={name ?? generatedName}
            value={option.value}
            checked={value === option.value}
            disabled={option.disabled}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
      {error ? (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      ) : null}
    </fieldset>
  )
}
