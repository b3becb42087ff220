import { safeReturnPath } from './return-path'

describe('safeReturnPath', () => {
  it('keeps a path with its query and fragment', () => {
    expect(safeReturnPath('/messages/123?editorVisible=true#reply')).toBe('/messages/123?editorVisible=true#reply')
  })

  it('answers / when there is no target', () => {
    expect(safeReturnPath(undefined)).toBe('/')
    expect(safeReturnPath(null)).toBe('/')
    expect(safeReturnPath('')).toBe('/')
  })

  it.each(['https://evil.example/', '//evil.example/path', '/\\evil.example', '\\\\evil.example', 'javascript:alert(1)', 'data:text/html,x'])(
    'refuses %s',
    (target) => {
      expect(safeReturnPath(target)).toBe('/')
    }
  )

  it.each([
    '/..//evil.example/x',
    '/a/../..//evil.example',
    '/.//evil.example',
    '/%2e%2e//evil.example',
    '/%2E%2E/%2F/evil.example',
    '/./\\evil.example',
    '/x?\\y'
  ])('refuses %s, which resolves to a path that does not start with exactly one /', (target) => {
    expect(safeReturnPath(target)).toBe('/')
  })

  it('refuses control characters that browsers strip before parsing', () => {
    expect(safeReturnPath('/\t/evil.example')).toBe('/')
  })

  it('accepts a full URL of the same origin and answers its path', () => {
    expect(safeReturnPath('https://pesa.example.fi/calendar?day=2026-11-23', 'https://pesa.example.fi')).toBe('/calendar?day=2026-11-23')
  })

  it('refuses a full URL of another origin even on the same host name', () => {
    expect(safeReturnPath('http://pesa.example.fi/calendar', 'https://pesa.example.fi')).toBe('/')
  })
})
