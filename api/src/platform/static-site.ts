import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { ApiError } from './errors'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'

/** Files a build names by content hash may be cached forever; everything else revalidates. */
function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith('remotes/')) {
    // A remote's folder is named after the hash of its build, so all but the manifest
    // (which the runtime reads first) can be cached forever.
    return relativePath.endsWith('mf-manifest.json') ? REVALIDATE : IMMUTABLE
  }
  return /\.[0-9a-f]{8}\.(js|css)$/.test(relativePath) || relativePath.startsWith('assets/') ? IMMUTABLE : REVALIDATE
}

async function isFile(file: string): Promise<boolean> {
  return stat(file)
    .then((info) => info.isFile())
    .catch(() => false)
}

/** Origins of remotes deployed elsewhere: the page's CSP must allow their scripts and styles. */
async function remoteOrigins(remotesFile: string): Promise<string[]> {
  const remotes = JSON.parse(await readFile(remotesFile, 'utf8').catch(() => '{}')) as Record<string, string>
  const origins = Object.values(remotes).flatMap((entry) => {
    try {
      return /^https?:\/\//.test(entry) ? [new URL(entry).origin] : []
    } catch {
      return []
    }
  })
  return [...new Set(origins)]
}

function contentSecurityPolicy(extraOrigins: string[], imageOrigins: string[]): string {
  const others = extraOrigins.join(' ')
  return [
    "default-src 'self'",
    `script-src 'self' ${others}`,
    `style-src 'self' 'unsafe-inline' ${others}`,
    `connect-src 'self' ${others}`,
    `img-src 'self' data: blob: ${imageOrigins.join(' ')}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'"
  ]
    .map((directive) => directive.trim())
    .join('; ')
}

export interface StaticSiteOptions {
  staticDir: string
  remotesFile: string
  /** Origins the page may load images from (map tiles) */
  imageOrigins?: string[]
}

/**
 * Serves the built site on the API's port: the shell at the root, each remote from its
 * versioned folder under /remotes/, and remotes.json — read on every request, never cached —
 * which decides where each remote comes from. Paths of the app that are not files get the
 * shell's index.html, whose router shows the page or the not-found page.
 */
async function staticSite(app: FastifyInstance, options: StaticSiteOptions): Promise<void> {
  const root = options.staticDir
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true, cacheControl: false })

  const sendIndex = async (reply: FastifyReply) => {
    const csp = contentSecurityPolicy(await remoteOrigins(options.remotesFile), options.imageOrigins ?? [])
    return reply.header('cache-control', REVALIDATE).header('content-security-policy', csp).sendFile('index.html', root)
  }

  app.get('/remotes.json', { config: { auth: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    const body = await readFile(options.remotesFile, 'utf8').catch(() => '{}')
    return reply.header('cache-control', 'no-store').type('application/json').send(body)
  })

  app.get('/*', { config: { auth: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/')
    if (urlPath.startsWith('/api/')) throw new ApiError('NOT_FOUND', 'No such API route')
    const relative = path.posix.normalize(urlPath).replace(/^\/+/, '')
    const file = path.join(root, relative)
    if (relative && !relative.startsWith('..') && file.startsWith(root) && (await isFile(file))) {
      if (relative === 'index.html') return sendIndex(reply)
      if (relative.startsWith('remotes/')) reply.header('access-control-allow-origin', '*')
      return reply.header('cache-control', cacheControlFor(relative)).sendFile(relative, root)
    }
    // A missing asset is a 404; anything else is a route of the app.
    if (path.extname(relative)) return reply.code(404).type('text/plain').send('Not found')
    return sendIndex(reply)
  })
}

export default fp(staticSite, { name: 'static-site' })
