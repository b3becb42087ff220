import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { parseDeployment, DeploymentFileError, type Deployment } from '@pesa/shared/deployment'
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

/**
 * The deployment file as it is now, read on every request, and the text to serve. A missing file
 * deploys no area; a malformed one is refused with the parser's reason (a DeploymentFileError).
 */
async function readDeployment(remotesFile: string): Promise<{ text: string; deployment: Deployment }> {
  const text = await readFile(remotesFile, 'utf8').catch(() => '{}')
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new DeploymentFileError(`remotes.json is not JSON: ${(error as Error).message}`)
  }
  return { text, deployment: parseDeployment(json) }
}

/** Origins of remotes deployed elsewhere: the page's CSP must allow their scripts and styles. */
function remoteOrigins(deployment: Deployment): string[] {
  const origins = Object.values(deployment).flatMap(({ manifest }) => (/^https?:\/\//.test(manifest) ? [new URL(manifest).origin] : []))
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

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    // A broken deployment file must not take the shell down: its pages work, the areas show
    // the unavailable panel (their registration fails on /remotes.json below).
    const origins = await readDeployment(options.remotesFile).then(
      ({ deployment }) => remoteOrigins(deployment),
      (error: unknown) => {
        request.log.error({ err: error, file: options.remotesFile }, 'The deployment file is malformed')
        return []
      }
    )
    const csp = contentSecurityPolicy(origins, options.imageOrigins ?? [])
    return reply.header('cache-control', REVALIDATE).header('content-security-policy', csp).sendFile('index.html', root)
  }

  app.get('/remotes.json', { config: { auth: 'public' }, schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    const { text } = await readDeployment(options.remotesFile).catch((error: unknown) => {
      request.log.error({ err: error, file: options.remotesFile }, 'The deployment file is malformed')
      throw new ApiError('SERVICE_UNAVAILABLE', error instanceof DeploymentFileError ? error.message : 'The deployment file cannot be read')
    })
    // As written, not as parsed: fields a newer shell reads pass through this server untouched.
    return reply.type('application/json').send(text)
  })

  app.get('/*', { config: { auth: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/')
    if (urlPath.startsWith('/api/')) throw new ApiError('NOT_FOUND', 'No such API route')
    const relative = path.posix.normalize(urlPath).replace(/^\/+/, '')
    const file = path.join(root, relative)
    if (relative && !relative.startsWith('..') && file.startsWith(root) && (await isFile(file))) {
      if (relative === 'index.html') return sendIndex(request, reply)
      if (relative.startsWith('remotes/')) reply.header('access-control-allow-origin', '*')
      return reply.header('cache-control', cacheControlFor(relative)).sendFile(relative, root)
    }
    // A missing asset is a 404; anything else is a route of the app.
    if (path.extname(relative)) return reply.code(404).type('text/plain').send('Not found')
    return sendIndex(request, reply)
  })
}

export default fp(staticSite, { name: 'static-site' })
