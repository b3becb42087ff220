import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

export interface SecurityHeadersOptions {
  /** Served over HTTPS (production): browsers are told to use nothing else for a year */
  hsts: boolean
}

/** Headers every answer carries; the page's CSP is set where index.html is served, a download's where it is sent. */
async function securityHeaders(app: FastifyInstance, { hsts }: SecurityHeadersOptions): Promise<void> {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff')
    reply.header('referrer-policy', 'strict-origin-when-cross-origin')
    reply.header('x-frame-options', 'DENY')
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(self)')
    if (hsts) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains')
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
  })
}

export default fp(securityHeaders, { name: 'security-headers' })
