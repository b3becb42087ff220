import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
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
    await writeFile(remotesFile(), JSON.stringify({ map: '/remotes/mf-map/0.1.0-abcdef12/mf-manifest.json' }))
    t = await createTestApp({ config: { staticDir: dir, remotesFile: remotesFile() } })
  })
  afterAll(async () => {
    await t.close()
    await rm(dir, { recursive: true, force: true })
  })

  const get = (url: string) => t.request({ method: 'GET', url })

  it('serves remotes.json as it is now, never cached', async () => {
    expect((await get('/remotes.json')).json()).toEqual({ map: '/remotes/mf-map/0.1.0-abcdef12/mf-manifest.json' })
    await writeFile(remotesFile(), JSON.stringify({ map: 'https://cdn.example.fi/mf-map/0.2.0/mf-manifest.json' }))
    const response = await get('/remotes.json')
    expect(response.json()).toEqual({ map: 'https://cdn.example.fi/mf-map/0.2.0/mf-manifest.json' })
    expect(response.headers['cache-control']).toBe('no-store')
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
