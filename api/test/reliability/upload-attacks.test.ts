import { deflateSync } from 'node:zlib'
import { multipartBody, pngFile } from '../../src/platform/attachments/test-files'
import { registerTestOwner } from '../../src/platform/attachments/test-owner'
import { DEMO_SSN } from '../../src/seed/demo-people'
import { createTestApp, type Caller, type TestApp } from '../support/app'

/*
 * Hostile uploads beyond those of the attachments platform's own tests (size, type, extension,
 * relation, cap: `platform/attachments/attachments.test.ts`). Every area's upload route is made
 * by the platform's `registerUploadRoute`, so the checks here hold for each of them.
 */
describe('upload attacks', () => {
  let t: TestApp
  let anna: Caller
  let ella: string

  beforeAll(async () => {
    t = await createTestApp()
    registerTestOwner(t.app)
    anna = await t.login(DEMO_SSN.anna, 'WEAK')
    ella = (await t.platform.db.query<{ id: string }>('select id from person where ssn = $1', [DEMO_SSN.preschoolChild]))[0]!.id
  })
  afterAll(() => t.close())

  const stored = async () => (await t.platform.db.query<{ n: number }>('select count(*)::int as n from attachment'))[0]!.n
  const upload = (name: string, content: Buffer, declaredType?: string) => {
    const { body, contentType } = multipartBody('file', name, content, declaredType)
    return t.request({
      method: 'POST',
      url: `/api/citizen/attachments/test-children/${ella}?type=PROOF`,
      as: anna,
      payload: body,
      headers: { 'content-type': contentType }
    })
  }
  const download = (id: string) => t.request({ method: 'GET', url: `/api/citizen/attachments/${id}/download/x`, as: anna })

  it('refuses an empty file and stores nothing', async () => {
    const before = await stored()
    const response = await upload('tyhja.pdf', Buffer.alloc(0), 'application/pdf')
    expect({ status: response.statusCode, code: response.json().errorCode }).toEqual({ status: 415, code: 'CONTENT_TYPE_INVALID' })
    expect(await stored()).toBe(before)
  })

  it('serves a polyglot (a real image carrying a script) only as a sandboxed download of its sniffed type', async () => {
    const polyglot = Buffer.concat([pngFile(), Buffer.from('<script>alert(document.cookie)</script><html><body onload=alert(1)>', 'latin1')])
    const uploaded = await upload('kuva.png', polyglot, 'text/html')
    expect(uploaded.statusCode).toBe(200)
    const response = await download(uploaded.json().id)
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'; sandbox"
    })
    expect(String(response.headers['content-disposition'])).toMatch(/^attachment;/)
  })

  it('stores a compression bomb-like PDF as the bytes it is, without unpacking it', async () => {
    // 64 MB of zeros packed into a stream of about 64 KB: whoever opens it unpacks it, not the server.
    const packed = deflateSync(Buffer.alloc(64 * 1024 * 1024))
    const bomb = Buffer.concat([
      Buffer.from(`%PDF-1.7\n1 0 obj\n<< /Length ${packed.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
      packed,
      Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1')
    ])
    const uploaded = await upload('pommi.pdf', bomb)
    expect(uploaded.statusCode).toBe(200)
    expect(uploaded.json().size).toBe(bomb.length)
    expect((await download(uploaded.json().id)).rawPayload.equals(bomb)).toBe(true)
  })

  it.each([
    ['a path', '../../../etc/passwd.png', 'passwd.png'],
    ['a Windows path', 'C:\\Users\\anna\\kuva.png', 'kuva.png'],
    ['a NUL', 'kuva\u0000.exe.png', 'kuva.exe.png'],
    ['a right-to-left override', 'kuva\u202egnp.exe.png', 'kuvagnp.exe.png'],
    ['300 characters', `${'a'.repeat(296)}.png`, `${'a'.repeat(196)}.png`]
  ])('keeps a harmless name for a file named with %s', async (_, name, kept) => {
    const uploaded = await upload(name, pngFile())
    expect(uploaded.statusCode).toBe(200)
    expect(uploaded.json().name).toBe(kept)
    const disposition = String((await download(uploaded.json().id)).headers['content-disposition'])
    for (const unsafe of ['..', '/', '\\', '\u0000', '\u202e']) expect(disposition).not.toContain(unsafe)
  })

  it('refuses a spoofed name whose content is another type, whatever type the browser declared', async () => {
    const before = await stored()
    const response = await upload('lasku.pdf', pngFile(), 'application/pdf')
    expect({ status: response.statusCode, code: response.json().errorCode }).toEqual({ status: 415, code: 'CONTENT_TYPE_INVALID' })
    expect(await stored()).toBe(before)
  })
})
