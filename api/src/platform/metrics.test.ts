import { DEMO_SSN } from '../seed/demo-people'
import { createTestApp, settleSeedJobsExcept, type TestApp } from '../../test/support/app'
import { composeEmail } from './email/compose'
import { queueEmail } from './email/outbox'
import { enqueueJob } from './jobs/jobs'
import { startMetricsServer } from './metrics'
import { testClock } from '../../test/support/clock'

describe('metrics', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ config: { metricsPort: 0 } })
    // The drain below runs this test's jobs only, not the seed's decision PDFs (past 30 s on a loaded machine).
    await settleSeedJobsExcept(t)
  }, 120_000)
  afterAll(() => t.close())

  test('GET /metrics on its own port: request durations per route and status, outbox backlog and age, job failures, pool', async () => {
    const anna = await t.login(DEMO_SSN.anna)
    expect((await t.request({ method: 'GET', url: '/api/citizen/children', as: anna })).statusCode).toBe(200)
    expect((await t.request({ method: 'GET', url: '/api/citizen/children' })).statusCode).toBe(401)
    const content = composeEmail({ subject: 'Hei', paragraphs: ['Hei'] }, 'fi', 'https://pesa.example', t.platform.municipality)
    await queueEmail(t.platform.db, {
      to: 'a@example.fi',
      personId: null,
      type: 'TRANSACTIONAL',
      language: 'fi',
      content,
      now: new Date(testClock.now().getTime() - 60_000)
    })
    t.app.jobs.define('ALWAYS_FAILS', { maxAttempts: 1, run: async () => Promise.reject(new Error('no')) })
    await enqueueJob(t.platform.db, { type: 'ALWAYS_FAILS', now: testClock.now() })
    await t.app.jobs.drain()

    const server = await startMetricsServer(t.app, 0, '127.0.0.1')
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}/metrics`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('text/plain')
      const text = await response.text()
      expect(text).toMatch(/pesa_http_request_duration_seconds_count\{method="GET",route="\/api\/citizen\/children",status_code="200"\} 1/)
      expect(text).toMatch(/pesa_http_request_duration_seconds_count\{method="GET",route="\/api\/citizen\/children",status_code="401"\} 1/)
      expect(text).toMatch(/pesa_email_outbox_unsent 1/)
      const age = Number(/^pesa_email_outbox_oldest_unsent_seconds (\S+)$/m.exec(text)?.[1])
      expect(age).toBeGreaterThanOrEqual(59)
      expect(text).toMatch(/pesa_job_failures_total\{type="ALWAYS_FAILS"\} 1/)
      expect(text).toContain('pesa_process_cpu_seconds_total')
      if (t.platform.db.kind === 'postgresql') expect(text).toMatch(/pesa_db_pool_connections\{state="total"\} \d+/)
      expect((await fetch(`http://127.0.0.1:${server.port}/other`)).status).toBe(404)
    } finally {
      server.close()
    }
  })

  test('not on the public port', async () => {
    expect((await t.request({ method: 'GET', url: '/metrics' })).statusCode).toBe(404)
  })
})

test('without METRICS_PORT there is no registry', async () => {
  const t = await createTestApp()
  try {
    expect(t.app.metrics).toBeUndefined()
  } finally {
    await t.close()
  }
})
