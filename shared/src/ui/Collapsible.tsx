import { useId, type ReactNode } from 'react'
import styles from './Collapsible.module.css'

export interface CollapsibleProps {
  title: string
  open: boolean
  onToggle: (open: boolean) => void
  children: ReactNode
  'data-qa'?: string
}

/** A disclosure: the button tells its state with aria-expanded and controls the region. */
export function Collapsible({ title, open, onToggle, children, ...rest }: CollapsibleProps) {
  const regionId = useId()
  return (
    <div className={open ? styles.open : undefined} data-qa={rest['data-qa']}>
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={regionId} onClick={() => onToggle(!open)}>
        <span>{title}</span>
        <span className={styles.chevron} aria-hidden="true">
          ▾
        </span>
      </button>
      <div id={regionId} hidden={!open}>
        {children}
      </div>
    </div>
  )
}
