import { areaOfPath, DeploymentFileError, parseDeployment, parsePrefixes } from '.'

const valid = {
  applications: { manifest: '/remotes/mf-applications/1.0.0-ab12cd34/mf-manifest.json', prefixes: ['/applications', '/decisions'] },
  messages: { manifest: 'https://cdn.example.fi/mf-messages/1.2.0/mf-manifest.json', prefixes: ['/messages'] }
}

describe('parseDeployment', () => {
  it('accepts a v2 file and returns its areas', () => {
    expect(parseDeployment(valid)).toEqual(valid)
  })

  it('ignores fields it does not know, so a file that gains one stays readable', () => {
    expect(parseDeployment({ map: { manifest: '/m.json', prefixes: ['/map'], integrity: 'sha384-x' } })).toEqual({
      map: { manifest: '/m.json', prefixes: ['/map'] }
    })
  })

  it.each([
    ['not an object', [], /must be an object of areas/],
    ['a v1 entry', { map: '/remotes/mf-map/mf-manifest.json' }, /area "map": a bare manifest URL is the old format/],
    ['an area name that is no federation name', { 'mf-map': { manifest: '/m.json', prefixes: ['/map'] } }, /area "mf-map": an area name/],
    ['no manifest', { map: { prefixes: ['/map'] } }, /area "map": "manifest" must be/],
    ['a manifest that is no URL', { map: { manifest: 'remotes/m.json', prefixes: ['/map'] } }, /neither a path starting with \/ nor an absolute URL/],
    ['a protocol-relative manifest', { map: { manifest: '//cdn.example.fi/m.json', prefixes: ['/map'] } }, /neither a path/],
    ['a manifest of another scheme', { map: { manifest: 'javascript:alert(1)', prefixes: ['/map'] } }, /must be an http\(s\) URL/],
    ['no prefixes', { map: { manifest: '/m.json' } }, /"prefixes" must be a non-empty list/],
    ['an empty prefix list', { map: { manifest: '/m.json', prefixes: [] } }, /"prefixes" must be a non-empty list/],
    ['a prefix of two segments', { map: { manifest: '/m.json', prefixes: ['/map/units'] } }, /prefix "\/map\/units" must be one lower-case path segment/],
    ['a prefix without its slash', { map: { manifest: '/m.json', prefixes: ['map'] } }, /must be one lower-case path segment/],
    ['a reserved prefix', { map: { manifest: '/m.json', prefixes: ['/login'] } }, /prefix \/login belongs to the shell or the server/],
    ['a prefix twice in one area', { map: { manifest: '/m.json', prefixes: ['/map', '/map'] } }, /prefix \/map is listed twice/],
    [
      'a prefix of two areas',
      { map: { manifest: '/a.json', prefixes: ['/map'] }, units: { manifest: '/b.json', prefixes: ['/map'] } },
      /area "units": prefix \/map is already served by area "map"/
    ]
  ])('refuses %s with a clear error', (_case, file, message) => {
    expect(() => parseDeployment(file)).toThrow(DeploymentFileError)
    expect(() => parseDeployment(file)).toThrow(message)
  })

  it('names the file it read in the error', () => {
    expect(() => parseDeployment(null, '/srv/pesa/remotes.json')).toThrow(/^\/srv\/pesa\/remotes\.json must be an object/)
  })
})

describe('parsePrefixes', () => {
  it('returns the prefixes of a package declaration', () => {
    expect(parsePrefixes(['/income', '/child-income'], 'mf-income/package.json')).toEqual(['/income', '/child-income'])
  })

  it('says where the bad declaration is', () => {
    expect(() => parsePrefixes('/income', 'mf-income/package.json')).toThrow(/^mf-income\/package\.json: "prefixes" must be/)
  })
})

describe('areaOfPath', () => {
  const deployment = parseDeployment(valid)

  it.each([
    ['/decisions', { area: 'applications', prefix: '/decisions' }],
    ['/applications/123/edit', { area: 'applications', prefix: '/applications' }],
    ['/messages?editorVisible=true', { area: 'messages', prefix: '/messages' }],
    ['/messages#thread', { area: 'messages', prefix: '/messages' }]
  ])('finds the area of %s', (path, expected) => {
    expect(areaOfPath(deployment, path)).toEqual(expected)
  })

  it('finds no area for a path under no prefix, or a prefix as a part of a segment', () => {
    expect(areaOfPath(deployment, '/')).toBeUndefined()
    expect(areaOfPath(deployment, '/login')).toBeUndefined()
    expect(areaOfPath(deployment, '/messages-old')).toBeUndefined()
  })
})
