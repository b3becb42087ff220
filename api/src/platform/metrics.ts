import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's Prometheus registry, when METRICS_PORT is set */
    metrics: Registry | undefined
  }
}

/**
 * Prometheus metrics of one instance: request durations per route and status, the database
 * pool, the outbox's backlog and its oldest unsent email, jobs given up, and Node's own.
 * Served on their own port (startMetricsServer), never through the public one.
 */
async function metricsPlugin(app: FastifyInstance): Promise<void> {
  const { config, db } = app.platform
  if (config.metricsPort === undefined) {
    app.decorate('metrics', undefined)
    return
  }
  const registry = new Registry()
  app.decorate('metrics', registry)
  collectDefaultMetrics({ register: registry, prefix: 'pesa_' })

  const durations = new Histogram({
    name: 'pesa_http_request_duration_seconds',
    help: 'Time to answer, per route (the declared pattern) and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry]
  })
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched'
    durations.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000)
  })

  const jobFailures = new Counter({
    name: 'pesa_job_failures_total',
    help: 'Jobs given up after their last try, per type',
    labelNames: ['type'],
    registers: [registry]
  })
  app.jobs.onFinalFailure((type) => jobFailures.inc({ type }))

  new Gauge({
    name: 'pesa_db_pool_connections',
    help: 'Connections of the PostgreSQL pool by state (waiting: requests queued for one)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = db.poolStats?.()
      if (!stats) return
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value)
    }
  })
  // Rows not yet sent, given up or skipped; scraped every so often, so two small queries are fine.
  const waiting = 'from email_outbox where sent_at is null and failed_at is null and skipped_at is null'
  new Gauge({
    name: 'pesa_email_outbox_unsent',
    help: 'Emails in the outbox waiting to be sent',
    registers: [registry],
    async collect() {
      const [row] = await db.query<{ unsent: number }>(`select count(*) as unsent ${waiting}`)
      this.set(row?.unsent ?? 0)
    }
  })
  new Gauge({
    name: 'pesa_email_outbox_oldest_unsent_seconds',
    help: 'Age of the oldest email waiting in the outbox (0 when none waits)',
    registers: [registry],
    async collect() {
      const [row] = await db.query<{ oldest: number | null }>(`select extract(epoch from now() - min(created_at))::float8 as oldest ${waiting}`)
      this.set(Math.max(0, row?.oldest ?? 0))
    }
  })
}

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['platform', 'jobs'] })

/** GET /metrics of the app's registry on a port of its own (METRICS_PORT), for the monitoring system only. */
export async function startMetricsServer(app: FastifyInstance, port: number, host: string): Promise<Server & { port: number }> {
  const registry = app.metrics
  if (!registry) throw new Error('Metrics are not enabled (METRICS_PORT)')
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end()
      return
    }
    registry
      .metrics()
      .then((text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'metrics could not be collected')
        response.writeHead(500).end()
      })
  })
  await new Promise<void>((resolve) => server.listen(port, host, resolve))
  return Object.assign(server, { port: (server.address() as AddressInfo).port })
}
