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
  'data-qa'?: string
}

/** One choice among options, as a fieldset whose legend names the question. */
export function RadioGroup<T extends string>({ legend, options, value, onChange, name, ...rest }: RadioGroupProps<T>) {
  const generatedName = useId()
  return (
    <fieldset className={styles.group} data-qa={rest['data-qa']}>
      <legend className={styles.legend}>{legend}</legend>
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
    </fieldset>
  )
}
