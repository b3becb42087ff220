import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

export interface SecurityHeadersOptions {
  /** Served over HTTPS (production): browsers are told to use nothing else for a year */
  hsts: boolean
}

/**
 * What an API answer (JSON, PDF, ICS, an attachment) may do when a browser opens it as a page:
 * nothing. No script, no style, no frame around it, and a sandbox that gives it a unique origin.
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox"

/**
 * Headers every answer carries. The site's page sets its own CSP (static-site.ts) and the
 * API's few HTML pages (the login stand-ins) theirs, so the strict one goes only on the API's
 * other answers, and on a download whatever its type (attachments/routes.ts); every HTML
 * answer keeps other windows' openers out of its browsing context group.
 */
async function securityHeaders(app: FastifyInstance, { hsts }: SecurityHeadersOptions): Promise<void> {
  app.addHook('onSend', async (request, reply) => {
    const html = /^text\/html\b/i.test(String(reply.getHeader('content-type') ?? ''))
    if (html) reply.header('cross-origin-opener-policy', 'same-origin')
    else if (request.url.startsWith('/api/') && !reply.hasHeader('content-security-policy')) reply.header('content-security-policy', API_CSP)
    reply.header('x-content-type-options', 'nosniff')
    reply.header('referrer-policy', 'strict-origin-when-cross-origin')
    reply.header('x-frame-options', 'DENY')
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(self)')
    if (hsts) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains')
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
  })
}

export default fp(securityHeaders, { name: 'security-headers' })
