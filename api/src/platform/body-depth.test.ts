import { Writable } from 'node:stream'
import { createTestApp, type TestApp } from '../../test/support/app'
import { jsonDepthExceeds, MAX_JSON_DEPTH } from './body-depth'
import { loggerOptions } from './logging'

/*
 * A JSON body nested far deeper than any schema allows is refused while it is still text: no
 * recursive check (the NUL scan, the validator, the log's redaction) ever meets it.
 */
describe('deeply nested JSON bodies', () => {
  let t: TestApp
  const logLines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as Record<string, unknown>)
      done()
    }
  })
  beforeAll(async () => {
    t = await createTestApp({ logger: loggerOptions('info', stream) })
  })
  afterAll(() => t.close())

  const post = (url: string, payload: string) => t.request({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } })

  it.each([
    ['arrays', '['.repeat(100_000) + ']'.repeat(100_000)],
    ['objects', '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000)],
    ['objects in a field', '{"username":"x","password":' + '{"p":['.repeat(50_000) + ']}'.repeat(50_000) + '}']
  ])('100 000 levels of %s answer 400 and log no failure', async (_kind, body) => {
    expect(body.length).toBeLessThan(1024 * 1024)
    logLines.length = 0
    for (const url of ['/api/citizen/auth/weak-login', '/api/citizen/public/map-api/query', '/api/citizen/no-such-route']) {
      const response = await post(url, body)
      // Parsed before routing: an unknown route meets the same check.
      expect([url, response.statusCode, response.json().errorCode]).toEqual([url, 400, 'BAD_REQUEST'])
    }
    expect(logLines.filter((line) => (line.level as number) >= 50)).toEqual([])
  })

  it('keeps bodies as deep as real ones, and brackets inside strings do not count', async () => {
    const response = await post('/api/citizen/auth/weak-login', JSON.stringify({ username: 'x[[[[{{{{@example.fi', password: '\\"[[[[' }))
    expect(response.statusCode).toBe(403)
  })
})

describe('jsonDepthExceeds', () => {
  it('counts nesting outside strings, escapes included', () => {
    const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)
    expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false)
    expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true)
    expect(jsonDepthExceeds(JSON.stringify({ a: '\\"'.repeat(5) + '[[[[[' }), 2)).toBe(false)
    expect(jsonDepthExceeds('{"a":[{"b":[1]}]}', 4)).toBe(false)
    expect(jsonDepthExceeds('{"a":[{"b":[1]}]}', 3)).toBe(true)
  })
})
