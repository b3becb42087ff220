import type { ReactNode } from 'react'
import { strongLoginUrl } from '../auth/redirects'

/** A drawn lock: an emoji lock renders as an empty box on phones without an emoji font. */
export function LockIcon({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      style={{ flex: 'none', verticalAlign: '-0.125em' }}
      viewBox="0 0 16 16"
      width="14"
      height="14"
      aria-hidden="true"
      focusable="false"
    >
      <path fill="currentColor" d="M4 7V5a4 4 0 1 1 8 0v2h1v8H3V7h1Zm2 0h4V5a2 2 0 1 0-4 0v2Z" />
    </svg>
  )
}

export interface StrongLoginLinkProps {
  /** Where strong identification brings the guardian back to. */
  returnPath: string
  dataQa: string
  className?: string
  ariaLabel?: string
  children: ReactNode
}

/** A link to something that needs strong identification, marked with the lock the navigation also uses. */
export function StrongLoginLink({ returnPath, dataQa, className, ariaLabel, children }: StrongLoginLinkProps) {
  return (
    <a href={strongLoginUrl(returnPath)} className={className} data-qa={dataQa} aria-label={ariaLabel}>
      <LockIcon /> {children}
    </a>
  )
}
