import { CLIENT_ERROR_LIMITS, clientErrorReport, routeWithoutIds, withoutPersonalData } from './client-errors'

describe('routeWithoutIds', () => {
  it('keeps the page and drops the query, the fragment and every id', () => {
    expect(routeWithoutIds('/children/3f2504e0-4f89-41d3-9a0c-0305e82c3301/documents?tab=vasu#top')).toBe('/children/:id/documents')
    expect(routeWithoutIds('/messages/12345')).toBe('/messages/:id')
    expect(routeWithoutIds('/people/120385-1243')).toBe('/people/:id')
    expect(routeWithoutIds('/map')).toBe('/map')
  })
})

describe('withoutPersonalData', () => {
  it('removes emails, identity codes, uuids, long numbers and query strings', () => {
    expect(
      withoutPersonalData(
        'Failed for anna.virtanen@example.fi (120385-1243, 030620A342Y) child 3f2504e0-4f89-41d3-9a0c-0305e82c3301 tel +358 40 123 4567 at /api/citizen/x?childId=7&name=Aino',
        1000
      )
    ).toBe('Failed for [email] ([ssn], [ssn]) child :id tel [number] at /api/citizen/x')
  })

  it("keeps a stack's line and column numbers", () => {
    expect(withoutPersonalData('at render (https://pesa.example.fi/remotes/mf-map/0.1.0-7abc/123.js:2:1234567)', 1000)).toBe(
      'at render (https://pesa.example.fi/remotes/mf-map/0.1.0-7abc/123.js:2:1234567)'
    )
  })

  it('cuts to the limit', () => {
    expect(withoutPersonalData('x'.repeat(50), 10)).toBe('x'.repeat(10))
  })
})

describe('clientErrorReport', () => {
  it('describes an error by its name, message and stack, within the limits and without personal data', () => {
    const error = new TypeError(`Cannot read properties of undefined (user liisa@example.fi) ${'y'.repeat(2000)}`)
    const report = clientErrorReport('area-render', error, { path: '/children/12/x?a=b', appVersion: 'build-7', area: 'calendar' })
    expect(report).toMatchObject({ kind: 'area-render', route: '/children/:id/x', appVersion: 'build-7', area: 'calendar' })
    expect(report.message.startsWith('TypeError: Cannot read properties of undefined (user [email])')).toBe(true)
    expect(report.message).toHaveLength(CLIENT_ERROR_LIMITS.message)
    expect(report.stack?.length).toBeLessThanOrEqual(CLIENT_ERROR_LIMITS.stack)
    expect(report.stack).not.toContain('liisa@example.fi')
  })

  it('takes a thrown string or anything else as its text, with no stack and no area', () => {
    expect(clientErrorReport('unhandled-rejection', 'plain', { path: '/', appVersion: 'dev' })).toEqual({
      kind: 'unhandled-rejection',
      message: 'plain',
      stack: null,
      route: '/',
      appVersion: 'dev',
      area: null
    })
    expect(clientErrorReport('window-error', { status: 500 }, { path: '/', appVersion: 'dev' }).message).toBe('[object Object]')
  })

  it('leaves out an area that is not an area name (the federation runtime may name a manifest URL)', () => {
    expect(clientErrorReport('remote-load', new Error('x'), { path: '/income', appVersion: 'dev', area: 'http:' }).area).toBeNull()
    expect(clientErrorReport('remote-load', new Error('x'), { path: '/income', appVersion: 'dev', area: 'income' }).area).toBe('income')
  })
})
