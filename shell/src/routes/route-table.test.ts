import { AREA_PREFIXES, findAreaRoute } from './route-table'

describe('findAreaRoute', () => {
  it.each([
    ['/map', 'map', 'public'],
    ['/applications/new/abc', 'applications', 'STRONG'],
    ['/decisions/by-application/123', 'applications', 'STRONG'],
    ['/messages/thread-1', 'messages', 'WEAK'],
    ['/children/child-1', 'calendar', 'WEAK'],
    ['/child-documents/doc-1', 'calendar', 'STRONG'],
    ['/child-income/child-1/new/edit', 'income', 'STRONG'],
    ['/personal-details', 'personal', 'WEAK']
  ])('gives %s to %s with access %s', (pathname, area, access) => {
    expect(findAreaRoute(pathname)).toMatchObject({ area, access })
  })

  it('knows no route for an unknown path under an area prefix', () => {
    expect(findAreaRoute('/messages/1/extra')).toBeUndefined()
    expect(findAreaRoute('/income/1/edit/more')).toBeUndefined()
  })
})

describe('AREA_PREFIXES', () => {
  it('mounts the applications remote for both of its prefixes', () => {
    expect(AREA_PREFIXES.filter((entry) => entry.area === 'applications').map((entry) => entry.prefix)).toEqual(['/applications', '/decisions'])
  })

  it('has one prefix per first path segment', () => {
    const prefixes = AREA_PREFIXES.map((entry) => entry.prefix)
    expect(new Set(prefixes).size).toBe(prefixes.length)
  })
})
