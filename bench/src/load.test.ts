import { valid } from './load'

describe('valid', () => {
  it('accepts a run whose answers all succeeded, or all but one in a thousand', () => {
    expect(valid({ requests: 5000, non2xx: 0, errors: 0 })).toBe(true)
    expect(valid({ requests: 5000, non2xx: 3, errors: 2 })).toBe(true)
  })

  it('refuses a run timed on refusals or errors', () => {
    expect(valid({ requests: 5000, non2xx: 4000, errors: 0 })).toBe(false)
    expect(valid({ requests: 5000, non2xx: 0, errors: 6 })).toBe(false)
    expect(valid({ requests: 0, non2xx: 0, errors: 1 })).toBe(false)
  })
})
