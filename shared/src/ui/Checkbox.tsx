import { useId, type InputHTMLAttributes } from 'react'
import styles from './Choice.module.css'

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'type' | 'checked'> {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  /** Marks the box invalid and is read with it (a confirmation or answer missing) */
  error?: string
}

export function Checkbox({ label, checked, onChange, error, ...rest }: CheckboxProps) {
  const errorId = useId()
  return (
    <>
      <label className={styles.option}>
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...rest}
        />
        <span>{label}</span>
      </label>
      {error ? (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      ) : null}
    </>
  )
}
