import type { AuthStatus } from '@pesa/shared'
import { isNewVersion, sessionEnded } from './session-rules'

const loggedIn: AuthStatus = { loggedIn: true, apiVersion: '1', authLevel: 'WEAK' }
const anonymous: AuthStatus = { loggedIn: false, apiVersion: '1' }

describe('sessionEnded', () => {
  it('is true only when a session the page had is gone', () => {
    expect(sessionEnded(loggedIn, anonymous)).toBe(true)
    expect(sessionEnded(undefined, anonymous)).toBe(false)
    expect(sessionEnded(anonymous, anonymous)).toBe(false)
    expect(sessionEnded(loggedIn, loggedIn)).toBe(false)
    expect(sessionEnded(anonymous, loggedIn)).toBe(false)
  })
})

describe('isNewVersion', () => {
  it('compares the API version with the build of the page', () => {
    expect(isNewVersion(loggedIn, '1')).toBe(false)
    expect(isNewVersion(loggedIn, '2')).toBe(true)
    expect(isNewVersion(undefined, '2')).toBe(false)
  })
})
