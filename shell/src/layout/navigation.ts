import { accessDecision, type Access, type AuthStatus } from '@pesa/shared'
import type { BadgeCounts } from '../badges/counts'

export type EntryKey = 'calendar' | 'messages' | 'children' | 'applications' | 'decisions' | 'income' | 'personalDetails' | 'map'

export interface NavEntry {
  key: EntryKey
  to: string
  /** Needs strong identification the user does not have: shown with a lock, leads to it */
  locked: boolean
  /** A count, or '!' for something the user should fix; absent when there is nothing to tell */
  badge?: number | '!'
}

/**
 * Where each entry leads and the access level of that page, as the spec gives them (part 1 §2,
 * part 2 §2). The shell's own copy, so the lock shows before any remote is loaded; the remote
 * enforces its pages itself and the server is the authority.
 */
const ENTRIES: Record<EntryKey, { path: string; access: Access }> = {
  calendar: { path: '/calendar', access: 'WEAK' },
  messages: { path: '/messages', access: 'WEAK' },
  children: { path: '/children', access: 'WEAK' },
  applications: { path: '/applications', access: 'STRONG' },
  decisions: { path: '/decisions', access: 'STRONG' },
  income: { path: '/income', access: 'STRONG' },
  personalDetails: { path: '/personal-details', access: 'WEAK' },
  map: { path: '/map', access: 'public' }
}

function entry(key: EntryKey, status: AuthStatus, badge?: number | '!', to = ENTRIES[key].path): NavEntry {
  const locked = accessDecision(ENTRIES[key].access, status) === 'step-up'
  return badge ? { key, to, locked, badge } : { key, to, locked }
}

/**
 * The top bar (desktop) and bottom bar (mobile): calendar with the reservations feature,
 * messages with the messages feature, children when the user has any — straight to the
 * child's page when there is only one.
 */
export function primaryEntries(status: AuthStatus, counts: BadgeCounts, childIds: string[]): NavEntry[] {
  const features = status.accessibleFeatures
  const entries: NavEntry[] = []
  if (features?.reservations) entries.push(entry('calendar', status))
  if (features?.messages) entries.push(entry('messages', status, counts.messages))
  if (childIds.length > 0) {
    entries.push(entry('children', status, counts.children, childIds.length === 1 ? `/children/${childIds[0]}` : ENTRIES.children.path))
  }
  return entries
}

/** The sub-menu: applications, decisions, income, personal details and the map, then logout. */
export function subMenuEntries(status: AuthStatus, counts: BadgeCounts): NavEntry[] {
  return [
    entry('applications', status),
    entry('decisions', status, counts.decisions),
    entry('income', status),
    entry('personalDetails', status, status.user && !status.user.email ? '!' : undefined),
    entry('map', status)
  ]
}

/** data-qa of an entry: `nav-personal-details`, `mobile-nav-children`… */
export function entryQa(prefix: string, key: EntryKey): string {
  return `${prefix}-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`
}
