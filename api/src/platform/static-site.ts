import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { areaOfPath, parseDeployment, DeploymentFileError, type Deployment } from '@pesa/shared/deployment'
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

/** What the page's first view of an area needs from its remote, read from the remote's manifest. */
interface FirstRoute {
  entry: string
  scripts: string[]
  styles: string[]
  /** The area's own texts by language (its `i18n-<namespace>-<lang>` chunks) */
  texts: Record<string, AreaText[]>
  /** The remote's copy of each shared module (e.g. swr): preloaded only where the shell provides none */
  shared: { name: string; scripts: string[] }[]
}

interface ManifestJson {
  metaData?: { remoteEntry?: { name?: string; path?: string } }
  shared?: { name?: string; assets?: { js?: { sync?: string[] } } }[]
  exposes?: { name?: string; assets?: { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[] } } }[]
}

/**
 * The remote entry and the `./Area` chunks a manifest names, as URLs beside it. Only for a
 * manifest served from this site: a remote folder is immutable, so what was read once is kept.
 * A manifest elsewhere (a CDN) or one that cannot be read gives nothing: the page then finds
 * it all at run time, as it always can.
 */
async function firstRouteOf(root: string, manifestUrl: string, cache: Map<string, FirstRoute | null>): Promise<FirstRoute | null> {
  if (!manifestUrl.startsWith('/remotes/') || manifestUrl.includes('..')) return null
  const cached = cache.get(manifestUrl)
  if (cached !== undefined) return cached
  const manifest = await readFile(path.join(root, manifestUrl), 'utf8')
    .then((text) => JSON.parse(text) as ManifestJson)
    .catch(() => undefined)
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1)
  const area = manifest?.exposes?.find((expose) => expose.name === 'Area')
  const entryName = manifest?.metaData?.remoteEntry?.name
  const relative = (file: string) => /^[\w./-]+$/.test(file) && !file.includes('..')
  const found: FirstRoute | null =
    area && entryName && relative(entryName) && !manifest.metaData?.remoteEntry?.path
      ? {
          entry: `${base}${entryName}`,
          scripts: (area.assets?.js?.sync ?? []).filter(relative).map((file) => `${base}${file}`),
          styles: (area.assets?.css?.sync ?? []).filter(relative).map((file) => `${base}${file}`),
          texts: textsByLanguage((area.assets?.js?.async ?? []).filter(relative), base),
          shared: (manifest.shared ?? []).flatMap(({ name, assets }) =>
            typeof name === 'string' ? [{ name, scripts: (assets?.js?.sync ?? []).filter(relative).map((file) => `${base}${file}`) }] : []
          )
        }
      : null
  if (manifest) cache.set(manifestUrl, found)
  return found
}

interface AreaText {
  namespace: string
  file: string
}

/**
 * An area's own text chunks by language, each with its namespace. The common texts come from the
 * shell's copy of @pesa/shared and the UI kit's only with the kit component, so neither is counted here.
 */
function textsByLanguage(files: string[], base: string): Record<string, AreaText[]> {
  const texts: Record<string, AreaText[]> = {}
  for (const file of files) {
    const match = /^i18n-(?!common-|kit-)([a-z-]+)-([a-z]{2})\.[0-9a-f]{8}\.js$/.exec(file)
    if (match) texts[match[2]!] = [...(texts[match[2]!] ?? []), { namespace: match[1]!, file: `${base}${file}` }]
  }
  return texts
}

/**
 * The area's texts a direct visit under `prefix` needs. A sub-area's folder, route prefix and
 * texts namespace share one name, and sub-areas never import one another (the conventions'
 * subAreasApart), so the page under a prefix reads that prefix's namespace and the area's own
 * common ones, named after none of its prefixes (mf-applications' process-metadata), never a
 * sibling's: /calendar preloaded the children's and the child documents' texts too, 3.7 KB gzip
 * before its content. A prefix without a namespace of its name (/child-income, /personal-details)
 * gets them all, as before.
 */
export function textsOfPrefix(texts: readonly AreaText[], prefix: string, prefixes: readonly string[]): string[] {
  const own = ({ namespace }: AreaText) => `/${namespace}` === prefix
  const needed = texts.some(own) ? texts.filter((text) => own(text) || !prefixes.includes(`/${text.namespace}`)) : texts
  return needed.map(({ file }) => file)
}

/**
 * The language the page will choose (spec part 1 §1, `detectLanguage` of @pesa/shared): the
 * `lang` query parameter, else the browser's language when Finnish or Swedish, else Finnish. A
 * choice stored on the device is not seen here; then the preloaded texts are the wrong ones
 * and the page loads its own, as without this help.
 */
export function requestLanguage(url: string, acceptLanguage: string | undefined): string {
  const query = new URLSearchParams(url.split('?')[1] ?? '').get('lang')
  if (query === 'fi' || query === 'sv' || query === 'en') return query
  for (const range of (acceptLanguage ?? '').split(',')) {
    const primary = range.split(';')[0]!.trim().toLowerCase().split('-')[0]
    if (primary === 'fi' || primary === 'sv') return primary
  }
  return 'fi'
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/**
 * What the server adds to the shell's HTML for a direct visit: the deployment file itself, so
 * the shell need not ask for it, and for the area of the path the remote's manifest, entry and
 * first-route chunks as preloads, so the browser fetches them beside the shell's boot chunks
 * instead of after the shell has booted. The shell compiles in no remote's URL: without this
 * help (a CDN serving the HTML) it reads /remotes.json and the runtime fetches the rest.
 */
async function headOf(
  root: string,
  page: { text: string; deployment: Deployment; urlPath: string; lang: string; shellTexts: string[]; shellShared: Set<string> | undefined },
  cache: Map<string, FirstRoute | null>
) {
  const { text, deployment, urlPath, lang } = page
  const script = (href: string) => `<link rel="preload" as="script" href="${escapeAttribute(href)}">`
  // A JSON data block is not run (the CSP's script-src does not apply); `<` is escaped so that no text can close it.
  const found = areaOfPath(deployment, urlPath)
  // The common texts are the areas' (from the shell's copy of @pesa/shared): the shell's own pages do without them.
  const shellTexts = page.shellTexts.filter((file) => found || !file.includes('/i18n-common-'))
  const tags = [
    ...shellTexts.map(script),
    `<script type="application/json" id="pesa-deployment">${JSON.stringify(JSON.parse(text)).replace(/</g, '\\u003c')}</script>`
  ]
  const area = found ? deployment[found.area] : undefined
  const manifest = area?.manifest
  if (found && area && manifest) {
    // The runtime reads the manifest with fetch(), in cors mode: the preload must be the same request.
    tags.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(manifest)}">`)
    const route = await firstRouteOf(root, manifest, cache)
    if (route) {
      // Same-origin scripts and styles the runtime adds without a crossorigin attribute.
      for (const file of [route.entry, ...route.scripts]) tags.push(script(file))
      for (const style of route.styles) tags.push(`<link rel="preload" as="style" href="${escapeAttribute(style)}">`)
      for (const file of textsOfPrefix(route.texts[lang] ?? [], found.prefix, area.prefixes)) tags.push(script(file))
      // A shared module the shell does not provide comes from the remote, asked for only once its
      // entry has run (swr: one round trip on a slow line). Without the shell's list, none.
      const fromRemote = page.shellShared ? route.shared.filter(({ name }) => !page.shellShared!.has(name)) : []
      for (const file of fromRemote.flatMap(({ scripts }) => scripts)) tags.push(script(file))
    }
  }
  return tags.join('')
}

/** The shared modules the shell provides, as its build lists them in the page (`pesa-shell-shared`); undefined without the list. */
function shellSharedModules(html: string): Set<string> | undefined {
  const block = /<script type="?application\/json"? id="?pesa-shell-shared"?>(.*?)<\/script>/s.exec(html)?.[1]
  try {
    const parsed = JSON.parse(block ?? 'null') as unknown
    return Array.isArray(parsed) ? new Set(parsed.filter((name): name is string => typeof name === 'string')) : undefined
  } catch {
    return undefined
  }
}

/** The shell's text chunks by language, as its build lists them in the page (`pesa-text-chunks`). */
function shellTextChunks(html: string): Record<string, string[]> {
  const block = /<script type="?application\/json"? id="?pesa-text-chunks"?>(.*?)<\/script>/s.exec(html)?.[1]
  try {
    const parsed = JSON.parse(block ?? '{}') as Record<string, unknown>
    const files = (value: unknown) =>
      Array.isArray(value) ? value.filter((file): file is string => typeof file === 'string' && /^\/[\w./-]+$/.test(file)) : []
    return Object.fromEntries(Object.entries(parsed).map(([lang, value]) => [lang, files(value)]))
  } catch {
    return {}
  }
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

  const firstRoutes = new Map<string, FirstRoute | null>()
  let template: { mtimeMs: number; html: string; shellTexts: Record<string, string[]>; shellShared: Set<string> | undefined } | undefined
  const readTemplate = async () => {
    const file = path.join(root, 'index.html')
    const { mtimeMs } = await stat(file)
    if (template?.mtimeMs !== mtimeMs) {
      const html = await readFile(file, 'utf8')
      template = { mtimeMs, html, shellTexts: shellTextChunks(html), shellShared: shellSharedModules(html) }
    }
    return template
  }

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    // A broken deployment file must not take the shell down: its pages work, the areas show
    // the unavailable panel (their registration fails on /remotes.json below).
    const read = await readDeployment(options.remotesFile).catch((error: unknown) => {
      request.log.error({ err: error, file: options.remotesFile }, 'The deployment file is malformed')
      return undefined
    })
    const csp = contentSecurityPolicy(read ? remoteOrigins(read.deployment) : [], options.imageOrigins ?? [])
    reply.header('cache-control', REVALIDATE).header('content-security-policy', csp)
    const { html, shellTexts, shellShared } = await readTemplate()
    if (!read || !html.includes('</head>')) return reply.sendFile('index.html', root)
    const lang = requestLanguage(request.url, request.headers['accept-language'])
    const head = await headOf(
      root,
      { text: read.text, deployment: read.deployment, urlPath: request.url.split('?')[0] ?? '/', lang, shellTexts: shellTexts[lang] ?? [], shellShared },
      firstRoutes
    )
    const page = html.replace('</head>', `${head}</head>`)
    reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding')
    if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.send(page)
    return reply.header('content-encoding', 'gzip').send(gzipSync(page))
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
    let urlPath: string
    try {
      urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/')
    } catch {
      throw new ApiError('NOT_FOUND', 'No such path') // a malformed escape names no file and no route
    }
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
