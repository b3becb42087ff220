import type { AuthStatus } from '../auth/store'
import { accessDecision, type Access } from './access'

const anonymous: AuthStatus = { loggedIn: false, apiVersion: 'x' }
const weak: AuthStatus = { loggedIn: true, apiVersion: 'x', authLevel: 'WEAK' }
const strong: AuthStatus = { loggedIn: true, apiVersion: 'x', authLevel: 'STRONG' }

describe('accessDecision', () => {
  it.each<[Access, AuthStatus | undefined, string]>([
    ['public', undefined, 'show'],
    ['public', anonymous, 'show'],
    ['WEAK', undefined, 'wait'],
    ['WEAK', anonymous, 'login'],
    ['WEAK', weak, 'show'],
    ['WEAK', strong, 'show'],
    ['STRONG', undefined, 'wait'],
    ['STRONG', anonymous, 'login'],
    ['STRONG', weak, 'step-up'],
    ['STRONG', strong, 'show']
  ])('a %s page for %j: %s', (access, status, decision) => {
    expect(accessDecision(access, status)).toBe(decision)
  })
})
