import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/** Headers every answer carries; the page's CSP is set where index.html is served. */
async function securityHeaders(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff')
    reply.header('referrer-policy', 'strict-origin-when-cross-origin')
    reply.header('x-frame-options', 'DENY')
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(self)')
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
  })
}

export default fp(securityHeaders, { name: 'security-headers' })
