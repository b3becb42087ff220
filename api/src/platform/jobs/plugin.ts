import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { JobRunner } from './jobs'

declare module 'fastify' {
  interface FastifyInstance {
    /** Job types and this instance's runner (platform/jobs); server.ts starts it, tests drain it */
    jobs: JobRunner
  }
}

/** `app.jobs`: plugins define their job types at registration; closing the app waits for running jobs. */
async function jobsPlugin(app: FastifyInstance): Promise<void> {
  const { db, clock, config } = app.platform
  const { concurrency, pollMs, leaseMs } = config.jobs
  const jobs = new JobRunner(db, clock, app.log, { concurrency, pollMs, leaseMs })
  app.decorate('jobs', jobs)
  app.addHook('onClose', async () => jobs.stop())
}

export default fp(jobsPlugin, { name: 'jobs', dependencies: ['platform'] })
