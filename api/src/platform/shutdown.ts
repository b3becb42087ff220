import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    /** Graceful shutdown of this instance (server.ts calls it on SIGTERM; docs/deploy.md) */
    shutdown: Shutdown
  }
}

export interface Shutdown {
  /** True from the first signal: readiness answers 503 and every answer closes its connection */
  readonly draining: boolean
  /** Starts draining, waits `drainMs`, then closes the app (stops accepting, finishes in-flight requests and jobs) */
  drainAndClose(drainMs: number): Promise<void>
}

/**
 * A load balancer keeps idle connections to each instance and may send a request on one at the
 * very moment the instance closes it, which it sees as a reset. So an instance that is told to
 * stop first drains: it keeps answering, but each answer closes its connection, so none is left
 * idle for a balancer to reuse; only then does it stop accepting and close.
 */
async function shutdownPlugin(app: FastifyInstance): Promise<void> {
  let draining = false
  app.decorate('shutdown', {
    get draining() {
      return draining
    },
    async drainAndClose(drainMs: number) {
      draining = true
      if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs))
      await app.close()
    }
  })
  app.addHook('onRequest', async (_request, reply) => {
    if (draining) reply.header('connection', 'close')
  })
}

export default fp(shutdownPlugin, { name: 'shutdown' })
