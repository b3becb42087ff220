import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createTestApp, type TestApp } from '../test-support/app'

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

  it('does not serve files outside its folder', async () => {
    const response = await get('/..%2F..%2Fetc%2Fpasswd')
    expect(response.body).not.toContain('root:')
  })
})
