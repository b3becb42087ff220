import type { AuthStatus } from '@pesa/shared'
import { nextTarget, rootRedirectTarget } from './redirects'

const features = { reservations: false, messages: false, composeNewMessage: false, childDocumentation: false }
const status = (overrides: Partial<AuthStatus>): AuthStatus => ({ loggedIn: true, apiVersion: 'x', ...overrides })

describe('rootRedirectTarget', () => {
  it('sends a visitor who is not logged in to /login', () => {
    expect(rootRedirectTarget({ loggedIn: false, apiVersion: 'x' })).toBe('/login')
  })

  it('sends anyone with the reservations feature to /calendar, whatever the level', () => {
    expect(rootRedirectTarget(status({ authLevel: 'WEAK', accessibleFeatures: { ...features, reservations: true } }))).toBe('/calendar')
    expect(rootRedirectTarget(status({ authLevel: 'STRONG', accessibleFeatures: { ...features, reservations: true } }))).toBe('/calendar')
  })

  it('sends a strongly identified guardian without reservations to /applications', () => {
    expect(rootRedirectTarget(status({ authLevel: 'STRONG', accessibleFeatures: features }))).toBe('/applications')
  })

  it('sends a weakly logged-in guardian without reservations to /map', () => {
    expect(rootRedirectTarget(status({ authLevel: 'WEAK', accessibleFeatures: features }))).toBe('/map')
  })
})

describe('nextTarget', () => {
  const origin = 'https://pesa.example.fi'

  it('honours a same-origin path with its query', () => {
    expect(nextTarget('?next=%2Fmessages%2F1%3FeditorVisible%3Dtrue', origin)).toBe('/messages/1?editorVisible=true')
  })

  it('honours a full URL of this origin', () => {
    expect(nextTarget(`?next=${encodeURIComponent(`${origin}/calendar`)}`, origin)).toBe('/calendar')
  })

  it.each(['https://evil.example/', '//evil.example', 'javascript:alert(1)'])('sends %s to /', (next) => {
    expect(nextTarget(`?next=${encodeURIComponent(next)}`, origin)).toBe('/')
  })

  it('sends a missing next to /', () => {
    expect(nextTarget('', origin)).toBe('/')
  })
})
