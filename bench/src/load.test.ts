import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { measureLoad, valid } from './load'

describe('valid', () => {
  it('accepts a run whose answers all succeeded, or all but one in a thousand', () => {
    expect(valid({ requests: 5000, non2xx: 0, errors: 0 })).toBe(true)
    expect(valid({ requests: 5000, non2xx: 3, errors: 2 })).toBe(true)
  })

  it('refuses a run timed on refusals or errors', () => {
    expect(valid({ requests: 5000, non2xx: 4000, errors: 0 })).toBe(false)
    expect(valid({ requests: 5000, non2xx: 0, errors: 6 })).toBe(false)
    expect(valid({ requests: 0, non2xx: 0, errors: 1 })).toBe(false)
  })
})

describe('measureLoad', () => {
  let server: Server
  let url: string
  beforeAll(async () => {
    server = createServer((_request, response) => response.end('ok'))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  // A run that lasts a whole second whatever it is asked for made every short-mode read cost two
  // seconds or more; the bound leaves room for a busy machine and still fails that.
  it('runs the warm-up and the load for the seconds asked, not to the next whole second', async () => {
    const started = performance.now()
    const result = await measureLoad(url, { connections: 2, seconds: 0.3, warmupSeconds: 0.1 })
    expect(performance.now() - started).toBeLessThan(1500)
    expect(result.seconds).toBeGreaterThanOrEqual(0.3)
    expect(result.seconds).toBeLessThan(1)
    expect(result.requests).toBeGreaterThan(0)
    expect(result.requestsPerSecond).toBeCloseTo(result.requests / result.seconds, 6)
  })
})
