import type { AuthStatus } from '@pesa/shared'
import { testUser } from '@pesa/shared/testing'
import { entryQa, primaryEntries, subMenuEntries } from './navigation'

const features = { reservations: true, messages: true, composeNewMessage: true, childDocumentation: true }
const status = (overrides: Partial<AuthStatus> = {}): AuthStatus => ({
  loggedIn: true,
  apiVersion: 'x',
  authLevel: 'WEAK',
  user: testUser,
  accessibleFeatures: features,
  ...overrides
})

describe('primaryEntries', () => {
  it('follows the accessible features and the children', () => {
    expect(primaryEntries(status(), {}, ['a', 'b']).map((entry) => entry.key)).toEqual(['calendar', 'messages', 'children'])
    const without = status({ accessibleFeatures: { ...features, reservations: false, messages: false } })
    expect(primaryEntries(without, {}, []).map((entry) => entry.key)).toEqual([])
  })

  it('leads straight to the only child, and to the children menu with several', () => {
    expect(primaryEntries(status(), {}, ['only']).find((entry) => entry.key === 'children')?.to).toBe('/children/only')
    expect(primaryEntries(status(), {}, ['a', 'b']).find((entry) => entry.key === 'children')?.to).toBe('/children')
  })

  it('shows a count as a badge and no badge for zero or unknown', () => {
    const entries = primaryEntries(status(), { messages: 4, children: 0 }, ['a'])
    expect(entries.find((entry) => entry.key === 'messages')?.badge).toBe(4)
    expect(entries.find((entry) => entry.key === 'children')).not.toHaveProperty('badge')
    expect(entries.find((entry) => entry.key === 'calendar')).not.toHaveProperty('badge')
  })
})

describe('subMenuEntries', () => {
  it('locks the strong-only entries for a weakly logged-in user only', () => {
    const locked = (authLevel: 'WEAK' | 'STRONG') =>
      subMenuEntries(status({ authLevel }), {})
        .filter((entry) => entry.locked)
        .map((entry) => entry.key)
    expect(locked('WEAK')).toEqual(['applications', 'decisions', 'income'])
    expect(locked('STRONG')).toEqual([])
  })

  it("marks personal details with '!' when the user has no email", () => {
    const badge = (email: string | null) => subMenuEntries(status({ user: { ...testUser, email } }), {}).find((entry) => entry.key === 'personalDetails')?.badge
    expect(badge(null)).toBe('!')
    expect(badge('')).toBe('!')
    expect(badge('anna@example.fi')).toBeUndefined()
  })

  it('shows the decisions awaiting an answer', () => {
    expect(subMenuEntries(status({ authLevel: 'STRONG' }), { decisions: 2 }).find((entry) => entry.key === 'decisions')?.badge).toBe(2)
  })
})

describe('entryQa', () => {
  it('names entries in kebab case under a prefix', () => {
    expect(entryQa('nav', 'personalDetails')).toBe('nav-personal-details')
    expect(entryQa('mobile-nav', 'children')).toBe('mobile-nav-children')
  })
})
