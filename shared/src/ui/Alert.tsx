import type { ReactNode } from 'react'
import styles from './Alert.module.css'

export type AlertKind = 'info' | 'success' | 'warning' | 'error'

export interface AlertProps {
  kind: AlertKind
  title?: string
  children?: ReactNode
  'data-qa'?: string
}

/**
 * A notice in the page flow. Errors are announced at once (role alert); the other kinds are
 * polite status messages, so they do not interrupt a screen reader mid-sentence.
 */
export function Alert({ kind, title, children, ...rest }: AlertProps) {
  return (
    <div role={kind === 'error' ? 'alert' : 'status'} className={`${styles.alert} ${styles[kind]}`} data-qa={rest['data-qa']}>
      {title ? <p className={styles.title}>{title}</p> : null}
      {children}
    </div>
  )
}
