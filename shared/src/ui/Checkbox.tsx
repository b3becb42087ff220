import type { InputHTMLAttributes } from 'react'
import styles from './Choice.module.css'

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'type' | 'checked'> {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
}

export function Checkbox({ label, checked, onChange, ...rest }: CheckboxProps) {
  return (
    <label className={styles.option}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} {...rest} />
      <span>{label}</span>
    </label>
  )
}
