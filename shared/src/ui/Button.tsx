import type { ButtonHTMLAttributes } from 'react'
import styles from './Button.module.css'

export type ButtonVariant = 'primary' | 'secondary' | 'plain'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  /** Shown while an action runs; the button is disabled meanwhile. */
  busy?: boolean
}

export function buttonClassName(variant: ButtonVariant = 'secondary'): string {
  return `${styles.button} ${styles[variant]}`
}

export function Button({ variant = 'secondary', busy = false, type = 'button', disabled, className, ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={className ? `${buttonClassName(variant)} ${className}` : buttonClassName(variant)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    />
  )
}
