import { loginPageUrl, strongLoginUrl } from './redirects'

describe('login URLs', () => {
  it('carries the return path to strong identification as RelayState', () => {
    expect(strongLoginUrl('/applications/new?x=1')).toBe('/api/citizen/auth/sfi/login?RelayState=%2Fapplications%2Fnew%3Fx%3D1')
  })

  it('sends strong identification back to the front page when the return path is not this site', () => {
    expect(strongLoginUrl('//evil.example/x')).toBe('/api/citizen/auth/sfi/login?RelayState=%2F')
  })

  it('carries the return path to the login page as next, except for the front page', () => {
    expect(loginPageUrl('/income')).toBe('/login?next=%2Fincome')
    expect(loginPageUrl('/')).toBe('/login')
  })
})
