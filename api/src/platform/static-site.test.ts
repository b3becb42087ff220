import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createTestApp, type TestApp } from '../../test/support/app'
import { requestLanguage, textsOfPrefix } from './static-site'

describe('static site', () => {
  let t: TestApp
  let dir: string
  const remotesFile = () => path.join(dir, 'remotes.json')

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'pesa-site-'))
    await mkdir(path.join(dir, 'remotes/mf-map/0.1.0-abcdef12'), { recursive: true })
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Pesä</title>')
    await writeFile(path.join(dir, 'main.0123abcd.js'), 'console.log(1)')
    await writeFile(path.join(dir, 'remotes/mf-map/0.1.0-abcdef12/mf-manifest.json'), '{}')
    await writeFile(path.join(dir, 'remotes/mf-map/0.1.0-abcdef12/remoteEntry.js'), '//')
    await writeFile(remotesFile(), JSON.stringify(deployed))
    t = await createTestApp({ config: { staticDir: dir, remotesFile: remotesFile() } })
  })
  afterAll(async () => {
    await t.close()
    await rm(dir, { recursive: true, force: true })
  })

  const get = (url: string) => t.request({ method: 'GET', url })
  const deployed = { map: { manifest: '/remotes/mf-map/0.1.0-abcdef12/mf-manifest.json', prefixes: ['/map'] } }
  const released = {
    map: { manifest: 'https://cdn.example.fi/mf-map/0.2.0/mf-manifest.json', prefixes: ['/map'] },
    messages: { manifest: 'https://cdn.example.fi/mf-messages/1.0.0/mf-manifest.json', prefixes: ['/messages'], integrity: 'a future field' }
  }

  it('serves remotes.json as it is now, never cached, with fields it does not know', async () => {
    expect((await get('/remotes.json')).json()).toEqual(deployed)
    await writeFile(remotesFile(), JSON.stringify(released))
    const response = await get('/remotes.json')
    expect(response.json()).toEqual(released)
    expect(response.headers['cache-control']).toBe('no-store')
  })

  it('refuses a malformed deployment file with the reason, and keeps serving the shell without remote origins', async () => {
    const before = await readFile(remotesFile(), 'utf8')
    try {
      await writeFile(remotesFile(), JSON.stringify({ map: '/remotes/mf-map/0.1.0-abcdef12/mf-manifest.json' }))
      const response = await get('/remotes.json')
      expect(response.statusCode).toBe(503)
      expect(response.json()).toMatchObject({
        errorCode: 'SERVICE_UNAVAILABLE',
        message: expect.stringMatching(/area "map": a bare manifest URL is the old format/)
      })
      expect(response.headers['cache-control']).toBe('no-store')
      await writeFile(remotesFile(), '{ "map": ')
      expect((await get('/remotes.json')).json().message).toMatch(/^remotes\.json is not JSON/)

      const page = await get('/map')
      expect(page.statusCode).toBe(200)
      expect(page.headers['content-security-policy']).toContain("script-src 'self';")
    } finally {
      await writeFile(remotesFile(), before)
    }
  })

  it("serves the shell's index.html for the app's routes, with a CSP naming the remote origins", async () => {
    for (const url of ['/', '/messages/123', '/no/such/page']) {
      const response = await get(url)
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain('<title>Pesä</title>')
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.headers['content-security-policy']).toContain("script-src 'self' https://cdn.example.fi")
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    }
  })

  it("puts the deployment file and the files of the path's area in the shell's HTML, so a direct visit fetches them at once", async () => {
    const before = { html: await readFile(path.join(dir, 'index.html'), 'utf8'), remotes: await readFile(remotesFile(), 'utf8') }
    const folder = '/remotes/mf-map/0.1.0-fedcba98/'
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: [
        { name: 'react', assets: { js: { sync: ['923.ee.js'] } } },
        { name: 'swr', assets: { js: { sync: ['400.ff.js'] } } }
      ],
      exposes: [
        {
          name: 'Area',
          assets: {
            js: {
              sync: ['137.aa.js', '__federation_expose_Area.bb.js'],
              async: [
                'unit-map.cc.js',
                'i18n-map-fi.0123abcd.js',
                'i18n-map-sv.0123abcd.js',
                'i18n-unit-pages-fi.0123abcd.js',
                'i18n-common-fi.0123abcd.js',
                'i18n-kit-file-upload-fi.0123abcd.js'
              ]
            },
            css: { sync: ['area.dd.css'] }
          }
        }
      ]
    }
    const deployment = {
      map: { manifest: `${folder}mf-manifest.json`, prefixes: ['/map', '/unit-pages'] },
      messages: { manifest: 'https://cdn.example.fi/mf-messages/1.0.0/mf-manifest.json', prefixes: ['/messages'], note: '</script><script>alert(1)</script>' }
    }
    try {
      await mkdir(path.join(dir, folder), { recursive: true })
      await writeFile(path.join(dir, folder, 'mf-manifest.json'), JSON.stringify(manifest))
      const texts = { fi: ['/i18n-common-fi.1.js', '/i18n-shell-fi.2.js'], sv: ['/i18n-common-sv.3.js', '/i18n-shell-sv.4.js'] }
      const textBlock = `<script type="application/json" id="pesa-text-chunks">${JSON.stringify(texts)}</script>`
      // The shell provides react; swr comes from the remote.
      const sharedBlock = `<script type="application/json" id="pesa-shell-shared">["react","react-dom"]</script>`
      await writeFile(path.join(dir, 'index.html'), `<!doctype html><html><head><title>Pesä</title>${textBlock}${sharedBlock}</head><body></body></html>`)
      await writeFile(remotesFile(), JSON.stringify(deployment))
      const inlined = (body: string) => JSON.parse(/<script type="application\/json" id="pesa-deployment">(.*?)<\/script>/.exec(body)![1]!)
      const preloads = (body: string) => [...body.matchAll(/<link rel="preload" ([^>]*)>/g)].map((match) => match[1])

      const map = await get('/map?x=1')
      expect(map.statusCode).toBe(200)
      expect(map.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(map.headers['cache-control']).toBe('no-cache')
      expect(map.headers['content-security-policy']).toContain("script-src 'self' https://cdn.example.fi")
      expect(inlined(map.body)).toEqual(deployment)
      expect(map.body).not.toContain('</script><script>')
      expect(preloads(map.body)).toEqual([
        'as="script" href="/i18n-common-fi.1.js"',
        'as="script" href="/i18n-shell-fi.2.js"',
        `as="fetch" crossorigin="anonymous" href="${folder}mf-manifest.json"`,
        `as="script" href="${folder}remoteEntry.js"`,
        `as="script" href="${folder}137.aa.js"`,
        `as="script" href="${folder}__federation_expose_Area.bb.js"`,
        `as="style" href="${folder}area.dd.css"`,
        `as="script" href="${folder}i18n-map-fi.0123abcd.js"`,
        `as="script" href="${folder}400.ff.js"`
      ])
      // The texts of the language the page will choose: here from the query.
      const swedish = preloads((await get('/map?lang=sv')).body)
      expect(swedish.filter((tag) => tag!.includes('i18n-'))).toEqual([
        'as="script" href="/i18n-common-sv.3.js"',
        'as="script" href="/i18n-shell-sv.4.js"',
        `as="script" href="${folder}i18n-map-sv.0123abcd.js"`
      ])
      // Under another prefix of the area: that prefix's texts, not the map's.
      expect(preloads((await get('/unit-pages/1')).body).filter((tag) => tag!.includes('i18n-'))).toEqual([
        'as="script" href="/i18n-common-fi.1.js"',
        'as="script" href="/i18n-shell-fi.2.js"',
        `as="script" href="${folder}i18n-unit-pages-fi.0123abcd.js"`
      ])
      // A remote elsewhere: its manifest only, the runtime finds the rest. The shell's own pages: its texts only.
      expect(preloads((await get('/messages/123')).body)).toEqual([
        'as="script" href="/i18n-common-fi.1.js"',
        'as="script" href="/i18n-shell-fi.2.js"',
        'as="fetch" crossorigin="anonymous" href="https://cdn.example.fi/mf-messages/1.0.0/mf-manifest.json"'
      ])
      const login = await get('/login')
      expect(inlined(login.body)).toEqual(deployment)
      expect(preloads(login.body)).toEqual(['as="script" href="/i18n-shell-fi.2.js"'])
      // A prefix no area is deployed at (the calendar is not in this deployment file): no area's preloads.
      expect(preloads((await get('/calendar')).body)).toEqual(['as="script" href="/i18n-shell-fi.2.js"'])

      // Without the shell's list (a shell built before it) the server cannot tell: no shared module is preloaded.
      await writeFile(path.join(dir, 'index.html'), `<!doctype html><html><head><title>Pesä</title>${textBlock}</head><body></body></html>`)
      const withoutList = preloads((await get('/map')).body)
      expect(withoutList).toContain(`as="script" href="${folder}remoteEntry.js"`)
      expect(withoutList).not.toContain(`as="script" href="${folder}400.ff.js"`)

      const zipped = await t.request({ method: 'GET', url: '/map', headers: { 'accept-encoding': 'gzip, br' } })
      expect(zipped.headers['content-encoding']).toBe('gzip')
      expect(zipped.headers.vary).toBe('accept-encoding')
    } finally {
      await writeFile(path.join(dir, 'index.html'), before.html)
      await writeFile(remotesFile(), before.remotes)
    }
  })

  it("preloads under a prefix its own texts and the area's common ones, not a sibling prefix's; all where no namespace has its name", () => {
    const text = (namespace: string) => ({ namespace, file: `/remotes/mf-x/1/i18n-${namespace}-fi.0123abcd.js` })
    const calendar = [text('calendar'), text('children'), text('child-documents')]
    const prefixes = ['/calendar', '/children', '/child-documents']
    expect(textsOfPrefix(calendar, '/calendar', prefixes)).toEqual([text('calendar').file])
    expect(textsOfPrefix(calendar, '/child-documents', prefixes)).toEqual([text('child-documents').file])
    const applications = [text('applications'), text('decisions'), text('process-metadata')]
    expect(textsOfPrefix(applications, '/decisions', ['/applications', '/decisions'])).toEqual([text('decisions').file, text('process-metadata').file])
    expect(textsOfPrefix([text('income')], '/child-income', ['/income', '/child-income'])).toEqual([text('income').file])
    expect(textsOfPrefix([text('personal')], '/personal-details', ['/personal-details'])).toEqual([text('personal').file])
  })

  it("guesses the page's language as the page does: the query, else a Finnish or Swedish browser, else Finnish", () => {
    expect(requestLanguage('/map?lang=en', 'sv-FI')).toBe('en')
    expect(requestLanguage('/map?lang=de', 'en-GB,sv;q=0.8,fi;q=0.5')).toBe('sv')
    expect(requestLanguage('/map', 'en-US,en;q=0.9')).toBe('fi')
    expect(requestLanguage('/map', undefined)).toBe('fi')
  })

  it('caches content-hashed files forever and revalidates manifests', async () => {
    expect((await get('/main.0123abcd.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const manifest = await get('/remotes/mf-map/0.1.0-abcdef12/mf-manifest.json')
    expect(manifest.headers['cache-control']).toBe('no-cache')
    expect(manifest.headers['access-control-allow-origin']).toBe('*')
    expect((await get('/remotes/mf-map/0.1.0-abcdef12/remoteEntry.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('answers 404 for a missing file and for an unknown API path', async () => {
    expect((await get('/missing.0123abcd.js')).statusCode).toBe(404)
    const api = await get('/api/citizen/no-such-thing')
    expect(api.statusCode).toBe(404)
    expect(api.json().errorCode).toBe('NOT_FOUND')
  })

  it('answers unknown routes and methods with the same NOT_FOUND body as an unknown GET', async () => {
    const expected = { statusCode: 404, errorCode: 'NOT_FOUND', message: expect.any(String) }
    expect((await get('/api/citizen/no-such-thing')).json()).toEqual(expected)
    for (const [method, url] of [
      ['POST', '/api/citizen/no-such-thing'],
      ['DELETE', '/api/citizen/auth/status'],
      ['PUT', '/api/citizen/children'],
      ['PATCH', '/map'],
      ['POST', '/remotes.json']
    ] as const) {
      const response = await t.request({ method, url, payload: {} })
      expect([method, url, response.statusCode, response.json()]).toEqual([method, url, 404, expected])
    }
    // A path that is not even a URL is a bad request, in the catalogue's shape too.
    const malformed = await get('/api/%E0%A4%A')
    expect([malformed.statusCode, malformed.json()]).toEqual([400, { statusCode: 400, errorCode: 'BAD_REQUEST', message: expect.any(String) }])
  })

  it('does not serve files outside its folder', async () => {
    const response = await get('/..%2F..%2Fetc%2Fpasswd')
    expect(response.body).not.toContain('root:')
  })
})
