import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { addDays, helsinkiDate } from '@pesa/shared/dates'
import { DEMO_SSN } from '../seed/demo-people'
import { createTestApp, type Caller, type TestApp } from '../../test/support/app'
import { atLeastUtf8Bytes, chooseEncoding, COMPRESS_MIN_BYTES } from './compression'
import { testClock } from '../../test/support/clock'

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['gzip;q=0', undefined],
    ['identity', undefined],
    ['', undefined],
    [undefined, undefined]
  ])('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected)
  })
})

describe('atLeastUtf8Bytes', () => {
  it('counts UTF-8 bytes, not characters', () => {
    expect(atLeastUtf8Bytes('a'.repeat(1023), 1024)).toBe(false)
    expect(atLeastUtf8Bytes('a'.repeat(1024), 1024)).toBe(true)
    // 'ä' is two bytes, '😀' four (two UTF-16 units): short strings, long enough in bytes.
    expect(atLeastUtf8Bytes('ä'.repeat(512), 1024)).toBe(true)
    expect(atLeastUtf8Bytes('ä'.repeat(511), 1024)).toBe(false)
    expect(atLeastUtf8Bytes('😀'.repeat(256), 1024)).toBe(true)
    expect(atLeastUtf8Bytes('', 1)).toBe(false)
  })
})

describe('compressed API answers', () => {
  let t: TestApp
  let anna: Caller
  const today = helsinkiDate(testClock.now())
  const calendarRead = `/api/citizen/reservations?from=${addDays(today, -35)}&to=${addDays(today, 365)}`

  beforeAll(async () => {
    t = await createTestApp()
    anna = await t.login(DEMO_SSN.anna, 'WEAK')
  })
  afterAll(() => t.close())

  const read = (url: string, acceptEncoding?: string) =>
    t.request({ method: 'GET', url, as: anna, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } })

  it('sends the same JSON in brotli or gzip, to whoever names one, and says it varies', async () => {
    const plain = await read(calendarRead)
    expect(plain.statusCode).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toContain('Accept-Encoding')
    expect(plain.rawPayload.length).toBeGreaterThan(50_000)

    const br = await read(calendarRead, 'gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toContain('Accept-Encoding')
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length)
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5)
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json())

    const gzip = await read(calendarRead, 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json())
  })

  it('leaves small answers and errors under the threshold as they are', async () => {
    const status = await read('/api/citizen/auth/status', 'br')
    expect(status.statusCode).toBe(200)
    expect(status.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES)
    expect(status.headers['content-encoding']).toBeUndefined()

    const refused = await read(`/api/citizen/reservations?from=${today}&to=${addDays(today, -1)}`, 'br')
    expect(refused.statusCode).toBe(400)
    expect(refused.headers['content-encoding']).toBeUndefined()
    expect(refused.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED' })
  })
})
