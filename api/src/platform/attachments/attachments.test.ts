// jest: slow — among the longest files on PGlite, so it starts first (shared/build/jest-slow-first-sequencer.cjs).
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { CSRF_HEADER } from '@pesa/shared/protocol'
import { MAX_ATTACHMENT_BYTES } from '@pesa/shared/validators'
import { buildApp } from '../../app'
import { DEMO_SSN } from '../../seed/demo-people'
import { createTestApp, type Caller, type TestApp } from '../../../test/support/app'
import { loadConfig, type AttachmentsConfig } from '../config'
import { ORPHAN_AGE_MS } from './attachments'
import { databaseStorage } from './database-storage'
import { csvFile, exeFile, multipartBody, pdfFile, pngFile } from './test-files'
import { registerTestOwner } from './test-owner'
import { testClock } from '../../../test/support/clock'

const FILES = '/api/citizen/attachments'

function attachmentsConfig(tempDir: string, overrides: Partial<AttachmentsConfig> = {}): AttachmentsConfig {
  return { ...loadConfig({}).attachments, storage: 'database', s3: undefined, tempDir, ...overrides }
}

function upload(t: TestApp, as: Caller | undefined, url: string, name: string, content: Buffer) {
  const { body, contentType } = multipartBody('file', name, content)
  return t.request({ method: 'POST', url: `${FILES}${url}`, as, payload: body, headers: { 'content-type': contentType } })
}

const download = (t: TestApp, as: Caller | undefined, id: string, requestedFilename = 'file') =>
  t.request({ method: 'GET', url: `${FILES}/${id}/download/${requestedFilename}`, as })

const personId = async (t: TestApp, ssn: string) => (await t.platform.db.query<{ id: string }>('select id from person where ssn = $1', [ssn]))[0]!.id

// The tests' own files only: the areas' demo data has files of its own.
const TEST_FILES = "owner_type like 'TEST%'"
const rowCount = async (t: TestApp) => (await t.platform.db.query<{ n: number }>(`select count(*)::int as n from attachment where ${TEST_FILES}`))[0]!.n
const chunkCount = async (t: TestApp) =>
  (await t.platform.db.query<{ n: number }>(`select count(*)::int as n from attachment_chunk join attachment on id = attachment_id where ${TEST_FILES}`))[0]!.n

async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (await condition()) return
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`Timed out waiting until ${what}`)
}

describe('attachments on the database storage', () => {
  let t: TestApp
  let tempDir: string
  let anna: Caller
  let mikko: Caller
  let liisa: Caller
  let ella: string
  let onni: string

  beforeAll(async () => {
    tempDir = await mkdtemp(path.join(os.tmpdir(), 'pesa-attachments-'))
    t = await createTestApp({ config: { attachments: attachmentsConfig(tempDir) } })
    registerTestOwner(t.app)
    anna = await t.login(DEMO_SSN.anna, 'WEAK')
    mikko = await t.login(DEMO_SSN.mikko, 'WEAK')
    liisa = await t.login(DEMO_SSN.liisa, 'WEAK')
    ella = await personId(t, DEMO_SSN.preschoolChild)
    onni = await personId(t, DEMO_SSN.liisasChild)
  })
  afterAll(async () => {
    await t.close()
    await rm(tempDir, { recursive: true, force: true })
  })

  const tempFiles = () => readdir(tempDir)

  it.each([
    [
      'a PNG over several chunks',
      'Kuva ääkkösin.png',
      pngFile(3 * 1024 * 1024 + 17),
      'image/png',
      `attachment; filename="Kuva aakkosin.png"; filename*=UTF-8''Kuva%20%C3%A4%C3%A4kk%C3%B6sin.png`
    ],
    [
      'a PDF',
      "palkka 5%; 'touko'.pdf",
      pdfFile(200_000),
      'application/pdf',
      `attachment; filename="palkka 5__ 'touko'.pdf"; filename*=UTF-8''palkka%205%25%3B%20%27touko%27.pdf`
    ]
  ])('stores %s that downloads byte for byte, with its sniffed type, as an attachment, not sniffed', async (_, name, content, type, disposition) => {
    const uploaded = await upload(t, anna, `/test-children/${ella}?type=PROOF`, name, content)
    expect(uploaded.statusCode).toBe(200)
    expect(uploaded.json()).toEqual({ id: expect.any(String), name, contentType: type, size: content.length })

    // The other guardian reads it through the owner type; the name in the path picks nothing.
    const response = await download(t, mikko, uploaded.json().id, 'ohjelma.exe')
    expect(response.statusCode).toBe(200)
    expect(response.rawPayload.equals(content)).toBe(true)
    expect(response.headers).toMatchObject({
      'content-type': type,
      'content-length': String(content.length),
      'content-disposition': disposition,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store'
    })
    expect(await tempFiles()).toEqual([])
  })

  it.each([
    ['EXTENSION_MISSING', 400, 'palkkatodistus', pdfFile()],
    ['EXTENSION_INVALID', 415, 'ohjelma.exe', exeFile()],
    ['CONTENT_TYPE_INVALID', 415, 'lasku.pdf', exeFile()],
    ['CONTENT_TYPE_INVALID', 415, 'kuva.png', pdfFile()],
    ['CONTENT_TYPE_INVALID', 415, 'taulukko.csv', pngFile()]
  ])('answers %s (%i) for %s and stores nothing', async (code, status, name, content) => {
    const before = await rowCount(t)
    const response = await upload(t, anna, `/test-children/${ella}?type=PROOF`, name, content)
    expect({ status: response.statusCode, code: response.json().errorCode }).toEqual({ status, code })
    expect(await rowCount(t)).toBe(before)
    expect(await tempFiles()).toEqual([])
  })

  it('stores CSV, which is checked as text', async () => {
    const response = await upload(t, anna, `/test-children/${ella}?type=OTHER`, 'tulot.csv', csvFile())
    expect(response.json()).toMatchObject({ contentType: 'text/csv', size: csvFile().length })
  })

  it('takes a file of exactly 25 MB and cuts one of 25 MB and a byte, storing nothing', async () => {
    const exact = pdfFile(MAX_ATTACHMENT_BYTES)
    const accepted = await upload(t, anna, `/test-children/${ella}?type=PROOF`, 'iso.pdf', exact)
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json().size).toBe(MAX_ATTACHMENT_BYTES)
    expect((await download(t, anna, accepted.json().id)).rawPayload.equals(exact)).toBe(true)

    const rows = await rowCount(t)
    const chunks = await chunkCount(t)
    const refused = await upload(t, anna, `/test-children/${ella}?type=PROOF`, 'liian-iso.pdf', pdfFile(MAX_ATTACHMENT_BYTES + 1))
    expect({ status: refused.statusCode, code: refused.json().errorCode }).toEqual({ status: 413, code: 'FILE_TOO_LARGE' })
    expect(await rowCount(t)).toBe(rows)
    expect(await chunkCount(t)).toBe(chunks)
    expect(await tempFiles()).toEqual([])
  })

  it('answers VALIDATION_FAILED to a request without the multipart field file', async () => {
    const { body, contentType } = multipartBody('liite', 'a.pdf', pdfFile())
    const wrongField = await t.request({
      method: 'POST',
      url: `${FILES}/test-children/${ella}?type=PROOF`,
      as: anna,
      payload: body,
      headers: { 'content-type': contentType }
    })
    expect(wrongField.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', fieldErrors: { file: 'REQUIRED' } })
    const json = await t.request({ method: 'POST', url: `${FILES}/test-children/${ella}?type=PROOF`, as: anna, payload: { file: 'a.pdf' } })
    expect(json.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', fieldErrors: { file: 'REQUIRED' } })
  })

  it('refuses an invalid attachment type before reading the file', async () => {
    const response = await upload(t, anna, `/test-children/${ella}?type=PAYSLIP`, 'a.pdf', pdfFile())
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED' })
  })

  describe('over a real connection', () => {
    let port: number
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' })
      port = (t.app.server.address() as AddressInfo).port
    })

    /** Starts an upload request announcing `length` bytes; the caller writes the body. */
    const startUpload = (length: number, contentType: string) => {
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `${FILES}/test-children/${ella}?type=PROOF`,
        headers: { cookie: anna.cookie, [CSRF_HEADER]: '1', 'content-type': contentType, 'content-length': length }
      })
      request.on('error', () => undefined) // the server may close the connection on us
      const answer = new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve) => {
        request.on('response', (response) => {
          let body = ''
          response.on('data', (chunk: Buffer) => (body += chunk.toString()))
          response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }))
        })
      })
      return { request, answer }
    }

    it('refuses a request announcing more than a file may be before reading its body', async () => {
      const { body, contentType } = multipartBody('file', 'valtava.pdf', pdfFile(64 * 1024))
      const { request, answer } = startUpload(MAX_ATTACHMENT_BYTES + 1024 * 1024, contentType)
      request.write(body.subarray(0, 1024))
      const response = await answer
      request.destroy()
      expect(response.status).toBe(413)
      expect(JSON.parse(response.body).errorCode).toBe('FILE_TOO_LARGE')
      expect(response.headers.connection).toBe('close')
    })

    it('keeps nothing of an upload the client aborts halfway', async () => {
      const rows = await rowCount(t)
      const { body, contentType } = multipartBody('file', 'kesken.pdf', pdfFile(2 * 1024 * 1024))
      const { request } = startUpload(body.length, contentType)
      request.write(body.subarray(0, body.length / 2))
      await until(async () => (await tempFiles()).length === 1, 'the server writes the upload to a temporary file')
      request.destroy()
      await until(async () => (await tempFiles()).length === 0, 'the temporary file is removed')
      expect(await rowCount(t)).toBe(rows)
    })
  })

  it('keeps no part of a file whose storing fails halfway', async () => {
    const failing = await createTestApp({
      config: { attachments: attachmentsConfig(tempDir) },
      attachmentStorage: {
        ...databaseStorage(t.platform.db),
        async put(id, content, options) {
          // The first chunk is written in the transaction, then the storage fails.
          await databaseStorage(t.platform.db).put(
            id,
            (async function* () {
              let first = true
              for await (const chunk of content) {
                if (!first) throw new Error('disk full')
                first = false
                yield chunk as Buffer
              }
            })() as never,
            options
          )
        }
      }
    })
    try {
      registerTestOwner(failing.app)
      const person = await failing.login(DEMO_SSN.anna, 'WEAK')
      const response = await upload(failing, person, `/test-children/${ella}?type=PROOF`, 'kesken.png', pngFile(3 * 1024 * 1024))
      expect(response.statusCode).toBe(500)
      expect(await rowCount(failing)).toBe(0)
      expect(await chunkCount(failing)).toBe(0)
    } finally {
      await failing.close()
    }
  })

  it('lets a second instance on the same database read a file the first stored', async () => {
    const second: FastifyInstance = await buildApp(t.platform)
    try {
      registerTestOwner(second)
      const content = pdfFile(1_500_000)
      const uploaded = await upload(t, anna, `/test-children/${ella}?type=PROOF`, 'kaksi.pdf', content)
      const response = await second.inject({ method: 'GET', url: `${FILES}/${uploaded.json().id}/download/kaksi.pdf`, headers: { cookie: mikko.cookie } })
      expect(response.statusCode).toBe(200)
      expect(response.rawPayload.equals(content)).toBe(true)
    } finally {
      await second.close()
    }
  })

  it('answers 404 to a caller without the relation, 401 to no session, and reads nothing of a refused upload', async () => {
    const { id } = (await upload(t, anna, `/test-children/${ella}?type=PROOF`, 'oma.png', pngFile())).json()
    expect((await download(t, liisa, id)).statusCode).toBe(404)
    expect((await t.request({ method: 'DELETE', url: `${FILES}/${id}`, as: liisa })).statusCode).toBe(404)
    expect((await download(t, anna, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
    expect((await upload(t, liisa, `/test-children/${ella}?type=PROOF`, 'vieras.png', pngFile())).statusCode).toBe(404)
    expect((await upload(t, anna, `/test-children/${onni}?type=PROOF`, 'vieras.png', pngFile())).statusCode).toBe(404)

    const anonymous = [await download(t, undefined, id), await upload(t, undefined, `/test-children/${ella}?type=PROOF`, 'a.png', pngFile())]
    expect(anonymous.map((response) => [response.statusCode, response.json().errorCode])).toEqual([
      [401, 'UNAUTHORIZED'],
      [401, 'UNAUTHORIZED']
    ])
    const withoutCsrf = await t.request({ method: 'DELETE', url: `${FILES}/${id}`, as: anna, csrf: false })
    expect(withoutCsrf.statusCode).toBe(403)
  })

  it('deletes as the owner type allows, and the file is gone', async () => {
    const { id } = (await upload(t, anna, `/test-children/${ella}?type=PROOF`, 'poistettava.png', pngFile(2 * 1024 * 1024))).json()
    // Mikko may read Anna's file about Ella but only its uploader may delete it.
    expect((await t.request({ method: 'DELETE', url: `${FILES}/${id}`, as: mikko })).statusCode).toBe(404)
    expect((await t.request({ method: 'DELETE', url: `${FILES}/${id}`, as: anna })).statusCode).toBe(204)
    expect((await download(t, anna, id)).statusCode).toBe(404)
    expect(await t.platform.db.query('select 1 from attachment_chunk where attachment_id = $1', [id])).toEqual([])
    expect(await t.platform.db.query('select 1 from attachment where id = $1', [id])).toEqual([])
  })

  it('writes an audit row for each upload, download and delete', async () => {
    const { id } = (await upload(t, anna, `/test-children/${ella}?type=PROOF`, 'kirjattu.png', pngFile())).json()
    await download(t, mikko, id)
    await t.request({ method: 'DELETE', url: `${FILES}/${id}`, as: anna })
    const rows = await t.platform.db.query<{ event: string; actor_id: string }>(
      'select event, actor_id from audit_log where $1 = any(target_ids) order by id',
      [id]
    )
    expect(rows).toEqual([
      { event: 'AttachmentUploaded', actor_id: await personId(t, DEMO_SSN.anna) },
      { event: 'AttachmentDownloaded', actor_id: await personId(t, DEMO_SSN.mikko) },
      { event: 'AttachmentDeleted', actor_id: await personId(t, DEMO_SSN.anna) }
    ])
  })

  it("keeps an unattached upload its uploader's until the area attaches it, and only its uploader can attach it", async () => {
    const { id } = (await upload(t, anna, '/test-notes', 'liite.pdf', pdfFile())).json()
    expect((await download(t, anna, id)).statusCode).toBe(200)
    expect((await download(t, mikko, id)).statusCode).toBe(404)

    const save = (as: Caller, childId: string, attachmentIds: string[]) =>
      t.request({ method: 'POST', url: `/api/citizen/test-notes/${childId}`, as, payload: { attachmentIds } })
    expect((await save(liisa, onni, [id])).json().errorCode).toBe('ATTACHMENT_UNKNOWN')
    expect((await save(anna, ella, [id])).statusCode).toBe(204)
    expect((await save(anna, ella, [id])).statusCode).toBe(204) // saving again keeps its own files
    expect((await download(t, mikko, id)).statusCode).toBe(200)

    const other = await personId(t, DEMO_SSN.daycareChild)
    expect((await save(anna, other, [id])).json().errorCode).toBe('ATTACHMENT_UNKNOWN')
  })

  it('housekeeping removes uploads never attached after a day, and nothing else', async () => {
    const orphan = (await upload(t, anna, '/test-notes', 'unohtunut.pdf', pdfFile(1_200_000))).json().id
    const attached = (await upload(t, anna, `/test-children/${ella}?type=PROOF`, 'tallessa.pdf', pdfFile())).json().id
    const now = testClock.now().getTime()

    expect(await t.app.attachments.sweep(new Date(now + ORPHAN_AGE_MS - 60_000))).toEqual({ orphaned: 0, stalePending: 0, removed: 0 })
    expect((await download(t, anna, orphan)).statusCode).toBe(200)

    expect(await t.app.attachments.sweep(new Date(now + ORPHAN_AGE_MS + 60_000))).toMatchObject({ orphaned: 1, removed: 1 })
    expect((await download(t, anna, orphan)).statusCode).toBe(404)
    expect(await t.platform.db.query('select 1 from attachment_chunk where attachment_id = $1', [orphan])).toEqual([])
    expect((await download(t, anna, attached)).statusCode).toBe(200)
    // A second instance running it at the same time finds nothing left to do.
    expect(await t.app.attachments.sweep(new Date(now + ORPHAN_AGE_MS + 60_000))).toEqual({ orphaned: 0, stalePending: 0, removed: 0 })
  })
})

describe('an owner type that narrows the files and demands strong identification, under a small cap', () => {
  let t: TestApp
  let tempDir: string
  let ella: string

  beforeAll(async () => {
    tempDir = await mkdtemp(path.join(os.tmpdir(), 'pesa-attachments-cap-'))
    t = await createTestApp({ config: { attachments: attachmentsConfig(tempDir, { maxBytesPerPerson: 5000 }) } })
    registerTestOwner(t.app, { fileGroups: ['DOCUMENT'], authLevel: 'STRONG' })
    ella = await personId(t, DEMO_SSN.preschoolChild)
  })
  afterAll(async () => {
    await t.close()
    await rm(tempDir, { recursive: true, force: true })
  })

  it('refuses files outside its groups', async () => {
    const anna = await t.login(DEMO_SSN.anna, 'STRONG')
    const response = await upload(t, anna, `/test-children/${ella}?type=PROOF`, 'kuva.png', pngFile())
    expect({ status: response.statusCode, code: response.json().errorCode }).toEqual({ status: 415, code: 'EXTENSION_INVALID' })
  })

  it("answers 409 ATTACHMENT_LIMIT past the person's cap, storing nothing, until files are deleted", async () => {
    const anna = await t.login(DEMO_SSN.anna, 'STRONG')
    const first = await upload(t, anna, `/test-children/${ella}?type=PROOF`, 'yksi.pdf', pdfFile(3000))
    expect(first.statusCode).toBe(200)
    const rows = await rowCount(t)
    const second = await upload(t, anna, `/test-children/${ella}?type=PROOF`, 'kaksi.pdf', pdfFile(3000))
    expect({ status: second.statusCode, code: second.json().errorCode }).toEqual({ status: 409, code: 'ATTACHMENT_LIMIT' })
    expect(await rowCount(t)).toBe(rows)

    // Mikko has his own cap.
    const mikko = await t.login(DEMO_SSN.mikko, 'STRONG')
    expect((await upload(t, mikko, `/test-children/${ella}?type=PROOF`, 'oma.pdf', pdfFile(3000))).statusCode).toBe(200)

    expect((await t.request({ method: 'DELETE', url: `${FILES}/${first.json().id}`, as: anna })).statusCode).toBe(204)
    expect((await upload(t, anna, `/test-children/${ella}?type=PROOF`, 'kaksi.pdf', pdfFile(3000))).statusCode).toBe(200)
  })

  it('answers 403 STRONG_AUTH_REQUIRED to a weakly logged-in guardian, 404 to an unrelated one', async () => {
    const strong = await t.login(DEMO_SSN.mikko, 'STRONG')
    const { id } = (await upload(t, strong, `/test-children/${ella}?type=OTHER`, 'a.pdf', pdfFile(500))).json()
    const weak = await t.login(DEMO_SSN.anna, 'WEAK')
    expect((await download(t, weak, id)).json().errorCode).toBe('STRONG_AUTH_REQUIRED')
    expect((await download(t, await t.login(DEMO_SSN.liisa, 'WEAK'), id)).statusCode).toBe(404)
    expect((await download(t, await t.login(DEMO_SSN.anna, 'STRONG'), id)).statusCode).toBe(200)
  })
})
