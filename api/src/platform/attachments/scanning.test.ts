import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { DEMO_SSN } from '../../seed/demo-people'
import { createTestApp, type Caller, type TestApp } from '../../../test/support/app'
import { EICAR, startClamd, type RunningClamd } from '../../../test/support/clamd'
import { loadConfig } from '../config'
import { deflatedZipFile, docxFile, multipartBody, pdfFile, pngFile } from './test-files'
import { registerTestOwner } from './test-owner'

/*
 * Every upload is scanned by clamd before it is stored (database storage here; S3 in
 * s3-storage.test.ts): Debian's clamd in a temporary folder with the EICAR signature only,
 * started once for the file.
 */
const FILES = '/api/citizen/attachments'

describe('malware scanning of uploads', () => {
  let clamd: RunningClamd
  let t: TestApp
  let tempDir: string
  let anna: Caller
  let annaStrong: Caller
  let mikko: Caller
  let ella: string

  const upload = (as: Caller, url: string, name: string, content: Buffer) => {
    const { body, contentType } = multipartBody('file', name, content)
    return t.request({ method: 'POST', url: `${FILES}${url}`, as, payload: body, headers: { 'content-type': contentType } })
  }
  const counts = async () =>
    (
      await t.platform.db.query<{ rows: number; chunks: number }>(
        'select (select count(*)::int from attachment) as rows, (select count(*)::int from attachment_chunk) as chunks'
      )
    )[0]!

  beforeAll(async () => {
    clamd = await startClamd()
    tempDir = await mkdtemp(path.join(os.tmpdir(), 'pesa-scanning-'))
    const scan = { kind: 'clamd', address: { socket: clamd.socket }, timeoutMs: 10_000 } as const
    t = await createTestApp({ config: { attachments: { ...loadConfig({}).attachments, storage: 'database', s3: undefined, tempDir, scan } } })
    registerTestOwner(t.app)
    anna = await t.login(DEMO_SSN.anna, 'WEAK')
    annaStrong = await t.login(DEMO_SSN.anna, 'STRONG')
    mikko = await t.login(DEMO_SSN.mikko, 'WEAK')
    ella = (await t.platform.db.query<{ id: string }>('select id from person where ssn = $1', [DEMO_SSN.preschoolChild]))[0]!.id
  })
  afterAll(async () => {
    await t?.close()
    await clamd?.close()
    await rm(tempDir, { recursive: true, force: true })
  })

  it('stores a clean file, which the other guardian downloads', async () => {
    const content = pdfFile(500_000)
    const uploaded = await upload(anna, `/test-children/${ella}?type=PROOF`, 'todistus.pdf', content)
    expect(uploaded.statusCode).toBe(200)
    const downloaded = await t.request({ method: 'GET', url: `${FILES}/${uploaded.json().id}/download/x`, as: mikko })
    expect(downloaded.rawPayload.equals(content)).toBe(true)
  })

  it.each([
    ['EICAR as text', 'eicar.csv', EICAR],
    ['EICAR named .pdf', 'palkkatodistus.pdf', EICAR],
    ['EICAR after a real PNG header, named .png', 'kuva.png', Buffer.concat([pngFile(), EICAR])],
    ['EICAR deflated inside a ZIP', 'liitteet.zip', deflatedZipFile([['eicar.com', EICAR]])],
    ['EICAR deflated inside a DOCX', 'hakemus.docx', Buffer.concat([deflatedZipFile([['word/media/eicar.bin', EICAR]]), docxFile()])]
  ])('refuses %s as ATTACHMENT_INFECTED (422) naming the file, and keeps nothing of it', async (_, name, content) => {
    const before = await counts()
    const response = await upload(anna, `/test-children/${ella}?type=PROOF`, name, content)
    expect({ status: response.statusCode, code: response.json().errorCode }).toEqual({ status: 422, code: 'ATTACHMENT_INFECTED' })
    expect(response.json().message).toContain(name)
    expect(await counts()).toEqual(before)
    expect(await readdir(tempDir)).toEqual([])
  })

  it.each([
    ['messages', () => anna, '/messages'],
    ['income statements', () => annaStrong, '/income-statements?attachmentType=PAYSLIP_GROSS']
  ])("refuses EICAR on the %s area's own upload route", async (_, as, url) => {
    const before = await counts()
    const response = await upload(as(), url, 'liite.pdf', EICAR)
    expect({ status: response.statusCode, code: response.json().errorCode }).toEqual({ status: 422, code: 'ATTACHMENT_INFECTED' })
    expect(await counts()).toEqual(before)
  })

  it('refuses uploads as ATTACHMENT_SCAN_UNAVAILABLE (503) while clamd is down, clean ones too, and takes them when it is back', async () => {
    const before = await counts()
    await clamd.stop()
    try {
      for (const [name, content] of [
        ['todistus.pdf', pdfFile()],
        ['eicar.pdf', EICAR]
      ] as const) {
        const refused = await upload(anna, `/test-children/${ella}?type=PROOF`, name, content)
        expect({ status: refused.statusCode, code: refused.json().errorCode }).toEqual({ status: 503, code: 'ATTACHMENT_SCAN_UNAVAILABLE' })
      }
      expect(await counts()).toEqual(before)
      expect(await readdir(tempDir)).toEqual([])
    } finally {
      await clamd.start()
    }
    expect((await upload(anna, `/test-children/${ella}?type=PROOF`, 'todistus.pdf', pdfFile())).statusCode).toBe(200)
    expect((await upload(anna, `/test-children/${ella}?type=PROOF`, 'eicar.pdf', EICAR)).statusCode).toBe(422)
  })
})
