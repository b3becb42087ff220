import fc from 'fast-check'
import { safeReturnPath } from '@pesa/shared/validators'
import { createTestApp, type TestApp } from '../../test/support/app'

/*
 * Spec part 1 §2: a return path (`next`, RelayState) is honoured only when it stays on the
 * service's own origin. Generated from the pieces open redirects are made of: slashes both ways,
 * dots and their encodings, scheme and authority punctuation, the characters browsers strip, and
 * host-like words.
 */
const OWN = 'https://pesa.example'
const PIECES = [
  '/',
  '\\',
  '.',
  '%',
  '2',
  'e',
  'f',
  '9',
  ':',
  '@',
  '?',
  '#',
  '\t',
  '\n',
  '\r',
  '..',
  '%2e',
  '%2E',
  '%2f',
  '%2F',
  '%5c',
  '%5C',
  '%09',
  'evil.example',
  'pesa.example',
  'localhost',
  '127.0.0.1',
  'http:',
  'https:',
  'javascript:',
  'www'
]
const target = fc.array(fc.constantFrom(...PIECES), { maxLength: 16 }).map((pieces) => pieces.join(''))
const anyTarget = fc.oneof(
  target,
  target.map((rest) => `/${rest}`)
)

/** Where a browser goes when it follows `location` from a page at `base`. */
const followed = (location: string, base: string) => new URL(location, base)

function expectOwnPath(result: string) {
  expect(result.startsWith('/')).toBe(true)
  expect(result[1]).not.toBe('/')
  expect(result).not.toContain('\\')
  for (const base of [`${OWN}/`, `${OWN}/api/citizen/auth/logout?RelayState=x`, `${OWN}/a/b/c/`]) expect(followed(result, base).origin).toBe(OWN)
}

describe('return paths', () => {
  it('always answer a path on the own origin, however the target is made', () => {
    fc.assert(
      fc.property(anyTarget, (raw) => {
        const result = safeReturnPath(raw, OWN)
        expectOwnPath(result)
        // What is honoured is honoured unchanged when checked again (the stored RelayState is checked at use as well).
        expect(safeReturnPath(result, OWN)).toBe(result)
      }),
      { numRuns: 2000 }
    )
  })

  describe('through the routes that redirect to them', () => {
    let t: TestApp
    beforeAll(async () => {
      t = await createTestApp()
    })
    afterAll(() => t.close())

    it('logout answers a Location on the own origin', async () => {
      await fc.assert(
        fc.asyncProperty(anyTarget, async (raw) => {
          const response = await t.request({ method: 'GET', url: `/api/citizen/auth/logout?RelayState=${encodeURIComponent(raw)}` })
          expect(response.statusCode).toBe(302)
          expectOwnPath(String(response.headers.location))
        }),
        { numRuns: 150 }
      )
    })

    it.each(['/..//evil.example/x', '/%2e%2e//evil.example/x', '/./\\evil.example'])('logout and strong identification return %s to /', async (raw) => {
      const logout = await t.request({ method: 'GET', url: `/api/citizen/auth/logout?RelayState=${encodeURIComponent(raw)}` })
      expect(logout.headers.location).toBe('/')
      const page = await t.request({ method: 'GET', url: `/api/citizen/auth/sfi/login?RelayState=${encodeURIComponent(raw)}` })
      const state = /name="state" value="([^"]+)"/.exec(page.body)?.[1]
      const [row] = await t.platform.db.query<{ relay_state: string }>('select relay_state from auth_request where id = $1', [state])
      expect(row?.relay_state).toBe('/')
    })
  })
})
