// jest: slow — among the longest files on PGlite, so it starts first (shared/build/jest-slow-first-sequencer.cjs).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { LightMyRequestResponse } from 'fastify'
import { DEMO_SSN } from '../seed/demo-people'
import { createTestApp, type Caller, type TestApp } from '../../test/support/app'
import { multipartBody, pngFile } from './attachments/test-files'
import { registerTestOwner } from './attachments/test-owner'

/*
 * Every kind of answer the server gives — the page, a built file, the deployment file, API
 * reads, each kind of error, an upload and a download — carries the hardening headers, and
 * the page's CSP allows no inline or evaluated script.
 */
const API_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox"

describe('security headers on every kind of answer', () => {
  let dir: string
  const apps: TestApp[] = []

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'pesa-headers-'))
    await mkdir(path.join(dir, 'remotes/mf-map/0.1.0-abcdef12'), { recursive: true })
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Pesä</title>')
    await writeFile(path.join(dir, 'main.0123abcd.js'), 'console.log(1)')
    await writeFile(
      path.join(dir, 'remotes.json'),
      JSON.stringify({ map: { manifest: '/remotes/mf-map/0.1.0-abcdef12/mf-manifest.json', prefixes: ['/map'] } })
    )
  })
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()))
    await rm(dir, { recursive: true, force: true })
  })

  async function answersOf(secureCookies: boolean): Promise<[string, LightMyRequestResponse][]> {
    const t = await createTestApp({ config: { staticDir: dir, remotesFile: path.join(dir, 'remotes.json'), secureCookies } })
    apps.push(t)
    registerTestOwner(t.app)
    const anna: Caller = await t.login(DEMO_SSN.anna, 'WEAK')
    const ella = (await t.platform.db.query<{ id: string }>('select id from person where ssn = $1', [DEMO_SSN.preschoolChild]))[0]!.id
    const { body, contentType } = multipartBody('file', 'kuva.png', pngFile())
    const upload = await t.request({
      method: 'POST',
      url: `/api/citizen/attachments/test-children/${ella}?type=PROOF`,
      as: anna,
      payload: body,
      headers: { 'content-type': contentType }
    })
    return [
      ['page', await t.request({ method: 'GET', url: '/map' })],
      ['built file', await t.request({ method: 'GET', url: '/main.0123abcd.js' })],
      ['deployment file', await t.request({ method: 'GET', url: '/remotes.json' })],
      ['API read', await t.request({ method: 'GET', url: '/api/citizen/auth/status', as: anna })],
      ['API not found', await t.request({ method: 'GET', url: '/api/citizen/no-such-thing', as: anna })],
      ['401', await t.request({ method: 'GET', url: '/api/citizen/children' })],
      ['403 without the CSRF header', await t.request({ method: 'POST', url: '/api/citizen/auth/weak-login', csrf: false, payload: {} })],
      ['400 validation', await t.request({ method: 'POST', url: '/api/citizen/auth/weak-login', payload: { username: 1 } })],
      ['upload', upload],
      ['download', await t.request({ method: 'GET', url: `/api/citizen/attachments/${upload.json<{ id: string }>().id}/download/kuva.png`, as: anna })]
    ]
  }

  it('sends nosniff, a referrer policy, no framing and HSTS behind HTTPS on each', async () => {
    for (const [kind, response] of await answersOf(true)) {
      expect([kind, response.statusCode < 500]).toEqual([kind, true])
      expect([kind, response.headers['x-content-type-options']]).toEqual([kind, 'nosniff'])
      expect([kind, response.headers['referrer-policy']]).toEqual([kind, 'strict-origin-when-cross-origin'])
      expect([kind, response.headers['x-frame-options']]).toEqual([kind, 'DENY'])
      expect([kind, response.headers['strict-transport-security']]).toEqual([kind, 'max-age=31536000; includeSubDomains'])
    }
  })

  it('sends no HSTS over plain HTTP (development), where it would pin localhost to HTTPS', async () => {
    for (const [kind, response] of await answersOf(false)) {
      expect([kind, response.headers['strict-transport-security']]).toEqual([kind, undefined])
    }
  })

  it('gives the page a CSP without inline or evaluated script and no framing, and a download a sandbox', async () => {
    const answers = new Map(await answersOf(false))
    const pageCsp = String(answers.get('page')!.headers['content-security-policy'])
    const scripts = /script-src ([^;]*)/.exec(pageCsp)?.[1] ?? ''
    expect(scripts).toContain("'self'")
    expect(scripts).not.toMatch(/unsafe-inline|unsafe-eval/)
    expect(pageCsp).toContain("frame-ancestors 'none'")
    expect(answers.get('download')!.statusCode).toBe(200)
    expect(answers.get('download')!.headers['content-security-policy']).toBe(API_CSP)
  })

  it("gives every API answer the strict CSP and HTML its opener isolation, leaving the page's own CSP", async () => {
    const answers = await answersOf(false)
    for (const [kind, response] of answers.filter(([kind]) => kind.startsWith('API') || /^\d|upload|download/.test(kind))) {
      expect([kind, response.headers['content-security-policy']]).toEqual([kind, API_CSP])
    }
    const page = new Map(answers).get('page')!
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin')
    expect(page.headers['content-security-policy']).toContain("script-src 'self'")
    expect(page.headers['content-security-policy']).not.toContain('sandbox')
  })
})
