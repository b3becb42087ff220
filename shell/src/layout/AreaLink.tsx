import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import { preloadAreaOf } from '../federation/areas'
import styles from './Layout.module.css'

/** A navigation link that starts loading its area's remote when pointed at or focused. */
export function AreaLink({ to, children, dataQa, className = styles.navLink }: { to: string; children: ReactNode; dataQa: string; className?: string }) {
  const preload = () => preloadAreaOf(to)
  return (
    <NavLink to={to} className={className} onMouseEnter={preload} onFocus={preload} data-qa={dataQa}>
      {children}
    </NavLink>
  )
}
