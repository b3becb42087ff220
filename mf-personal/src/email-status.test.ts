import { canUpdateUsername, emailState, usernameDiffersFromEmail } from './email-status'

const verification = { id: '00000000-0000-4000-8000-000000000001', email: 'new@example.fi', expiresAt: '2026-11-23T12:00:00.000Z' }

describe('emailState', () => {
  it('tells no email, verified, pending and unverified apart', () => {
    expect(emailState({ email: null, verifiedEmail: null, latestVerification: null })).toBe('none')
    expect(emailState({ email: 'a@example.fi', verifiedEmail: 'a@example.fi', latestVerification: null })).toBe('verified')
    expect(emailState({ email: 'new@example.fi', verifiedEmail: 'a@example.fi', latestVerification: verification })).toBe('pending')
    expect(emailState({ email: 'new@example.fi', verifiedEmail: 'a@example.fi', latestVerification: null })).toBe('unverified')
  })
})

describe('usernameDiffersFromEmail', () => {
  it('ignores case and needs a username', () => {
    expect(usernameDiffersFromEmail('Anna@Example.fi', 'anna@example.fi')).toBe(false)
    expect(usernameDiffersFromEmail('anna@example.fi', 'anna.maria@example.fi')).toBe(true)
    expect(usernameDiffersFromEmail('anna@example.fi', null)).toBe(true)
    expect(usernameDiffersFromEmail(null, 'anna@example.fi')).toBe(false)
  })
})

describe('canUpdateUsername', () => {
  it('offers the update only when the new email is verified', () => {
    expect(canUpdateUsername('old@example.fi', { email: 'new@example.fi', verifiedEmail: 'new@example.fi', latestVerification: null })).toBe(true)
    expect(canUpdateUsername('old@example.fi', { email: 'new@example.fi', verifiedEmail: 'old@example.fi', latestVerification: verification })).toBe(false)
  })
})
