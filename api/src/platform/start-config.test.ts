// jest: slow — among the longest files on PGlite, so it starts first (shared/build/jest-slow-first-sequencer.cjs).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { createTestApp } from '../../test/support/app'
import { loadConfig, productionConfigProblem } from './config'

describe('what the server needs to start', () => {
  it('stops production without PESA_PUBLIC_URL: cookies, SAML addresses and email links are built on it', () => {
    const withoutSaml = { PESA_ENV: 'production', SAML_DISABLED: 'true', ATTACHMENT_SCAN: 'off' }
    expect(productionConfigProblem(loadConfig(withoutSaml))).toMatch(/PESA_PUBLIC_URL/)
    expect(productionConfigProblem(loadConfig({ ...withoutSaml, PESA_PUBLIC_URL: '' }))).toMatch(/PESA_PUBLIC_URL/)
    expect(productionConfigProblem(loadConfig({ ...withoutSaml, PESA_PUBLIC_URL: 'https://pesa.example.fi' }))).toBeUndefined()
    expect(productionConfigProblem(loadConfig({ PESA_ENV: 'dev' }))).toBeUndefined()
  })

  it('stops production without a malware scanner unless ATTACHMENT_SCAN=off says so', () => {
    const ready = { PESA_ENV: 'production', SAML_DISABLED: 'true', PESA_PUBLIC_URL: 'https://pesa.example.fi' }
    expect(productionConfigProblem(loadConfig(ready))).toMatch(/CLAMAV_SOCKET.*ATTACHMENT_SCAN=off/)
    expect(productionConfigProblem(loadConfig({ ...ready, ATTACHMENT_SCAN: 'off' }))).toBeUndefined()
    expect(productionConfigProblem(loadConfig({ ...ready, CLAMAV_SOCKET: '/run/clamav/clamd.ctl' }))).toBeUndefined()
    expect(productionConfigProblem(loadConfig({ ...ready, CLAMAV_HOST: 'clamav' }))).toBeUndefined()
  })

  it('reads the scanner from CLAMAV_SOCKET, or CLAMAV_HOST and CLAMAV_PORT', () => {
    expect(loadConfig({ CLAMAV_SOCKET: '/run/clamav/clamd.ctl' }).attachments.scan).toEqual({
      kind: 'clamd',
      address: { socket: '/run/clamav/clamd.ctl' },
      timeoutMs: 30_000
    })
    expect(loadConfig({ CLAMAV_HOST: 'clamav', ATTACHMENT_SCAN_TIMEOUT_S: '5' }).attachments.scan).toEqual({
      kind: 'clamd',
      address: { host: 'clamav', port: 3310 },
      timeoutMs: 5000
    })
    expect(loadConfig({ CLAMAV_HOST: 'clamav', CLAMAV_PORT: '3311' }).attachments.scan).toMatchObject({ address: { host: 'clamav', port: 3311 } })
    expect(loadConfig({ ATTACHMENT_SCAN: 'off' }).attachments.scan).toEqual({ kind: 'off', explicit: true })
    expect(loadConfig({}).attachments.scan).toEqual({ kind: 'off', explicit: false })
    expect(() => loadConfig({ ATTACHMENT_SCAN: 'on' })).toThrow(/CLAMAV_SOCKET or CLAMAV_HOST/)
    expect(() => loadConfig({ ATTACHMENT_SCAN: 'off', CLAMAV_HOST: 'clamav' })).toThrow(/ATTACHMENT_SCAN=off/)
    expect(() => loadConfig({ ATTACHMENT_SCAN: 'maybe' })).toThrow(/ATTACHMENT_SCAN/)
  })

  it.each([
    [{ kind: 'off', explicit: true } as const, 40, /ATTACHMENT_SCAN=off/],
    [{ kind: 'off', explicit: false } as const, 40, /not scanned/],
    [{ kind: 'clamd', address: { socket: '/tmp/none.sock' }, timeoutMs: 1000 } as const, 30, /clamd at \/tmp\/none.sock/]
  ])('logs how uploads are scanned at every start (%o)', async (scan, level, message) => {
    const lines: { level: number; msg: string }[] = []
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as { level: number; msg: string })
        done()
      }
    })
    const t = await createTestApp({ config: { attachments: { ...loadConfig({}).attachments, scan } }, logger: { level: 'info', stream } })
    try {
      await t.app.ready()
      expect(lines.filter((line) => line.level === level && message.test(line.msg))).toHaveLength(1)
    } finally {
      await t.close()
    }
  })

  it('logs a warning at every start with SAML_DISABLED=true', async () => {
    const lines: { level: number; msg: string }[] = []
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as { level: number; msg: string })
        done()
      }
    })
    const t = await createTestApp({ config: { samlDisabled: true }, logger: { level: 'info', stream } })
    try {
      await t.app.ready()
      expect(lines.filter((line) => line.level === 40 && /SAML_DISABLED/.test(line.msg))).toHaveLength(1)
    } finally {
      await t.close()
    }
  })

  describe('the version the API reports', () => {
    let site: string
    beforeAll(() => {
      site = mkdtempSync(path.join(tmpdir(), 'pesa-site-'))
      writeFileSync(path.join(site, 'build-info.json'), JSON.stringify({ appVersion: '0.1.0-abc123' }))
    })
    afterAll(() => rmSync(site, { recursive: true, force: true }))

    it("falls back to the built site's build-info.json without PESA_APP_VERSION, so the shell's version matches", () => {
      expect(loadConfig({ PESA_STATIC_DIR: site }).appVersion).toBe('0.1.0-abc123')
      expect(loadConfig({ PESA_STATIC_DIR: site, PESA_APP_VERSION: '' }).appVersion).toBe('0.1.0-abc123')
    })

    it('takes PESA_APP_VERSION when it is set, and "dev" without either', () => {
      expect(loadConfig({ PESA_STATIC_DIR: site, PESA_APP_VERSION: '2026.11.1' }).appVersion).toBe('2026.11.1')
      expect(loadConfig({ PESA_STATIC_DIR: path.join(site, 'missing') }).appVersion).toBe('dev')
    })
  })
})
