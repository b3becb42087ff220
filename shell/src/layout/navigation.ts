import type { AuthStatus } from '@pesa/shared'
import type { BadgeCounts } from '../badges/counts'
import { findAreaRoute } from '../routes/route-table'

export type EntryKey = 'calendar' | 'messages' | 'children' | 'applications' | 'decisions' | 'income' | 'personalDetails' | 'map'

export interface NavEntry {
  key: EntryKey
  to: string
  /** Needs strong identification the user does not have: shown with a lock, leads to it */
  locked: boolean
  /** A count, or '!' for something the user should fix; absent when there is nothing to tell */
  badge?: number | '!'
}

const PATHS: Record<EntryKey, string> = {
  calendar: '/calendar',
  messages: '/messages',
  children: '/children',
  applications: '/applications',
  decisions: '/decisions',
  income: '/income',
  personalDetails: '/personal-details',
  map: '/map'
}

function entry(key: EntryKey, status: AuthStatus, badge?: number | '!', to = PATHS[key]): NavEntry {
  const locked = findAreaRoute(PATHS[key])?.access === 'STRONG' && status.authLevel !== 'STRONG'
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
    entries.push(entry('children', status, counts.children, childIds.length === 1 ? `/children/${childIds[0]}` : PATHS.children))
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
