/// <reference lib="webworker" />
import type { Deployment } from '@pesa/shared/deployment'
import type { RouteHandlerCallbackOptions } from 'workbox-core'
import { CacheFirst } from 'workbox-strategies'
import { DEPLOYMENT_CACHE, KNOWN_REMOTES_KEY, REMOTE_CACHE_PREFIX } from './protocol'

declare const self: ServiceWorkerGlobalScope

/*
 * A remote's files live in a folder named after the hash of its build, so a folder never changes:
 * each folder has its own cache, read cache-first, and a folder no longer deployed is dropped.
 * The folders are those of the deployment the page posts, kept across restarts of the worker;
 * on this origin the build's layout (`/remotes/<remote>/<version>/`) is also enough by itself, so
 * a worker that has just started serves them before it has read what it kept.
 */
const SAME_ORIGIN_FOLDER = /^\/remotes\/[^/]+\/[^/]+\//
const knownFolders = new Set<string>()

const folderOfManifest = (manifest: string) => {
  const url = new URL(manifest, self.location.origin)
  return `${url.origin}${url.pathname.slice(0, url.pathname.lastIndexOf('/') + 1)}`
}

function folderOf(url: URL): string | undefined {
  if (url.origin === self.location.origin) {
    const match = SAME_ORIGIN_FOLDER.exec(url.pathname)
    if (match) return `${url.origin}${match[0]}`
  }
  for (const folder of knownFolders) if (url.href.startsWith(folder)) return folder
  return undefined
}

const cacheNameOf = (folder: string) => `${REMOTE_CACHE_PREFIX}${folder}`

export const isRemoteFile = (url: URL): boolean => folderOf(url) !== undefined

const strategies = new Map<string, CacheFirst>()
function strategyFor(folder: string): CacheFirst {
  let strategy = strategies.get(folder)
  if (!strategy) strategies.set(folder, (strategy = new CacheFirst({ cacheName: cacheNameOf(folder) })))
  return strategy
}

export function handleRemoteFile(options: RouteHandlerCallbackOptions): Promise<Response> {
  return strategyFor(folderOf(options.url)!).handle(options)
}

// What the worker kept of the last deployment, read again when it starts.
void caches
  .open(DEPLOYMENT_CACHE)
  .then((cache) => cache.match(KNOWN_REMOTES_KEY))
  .then((response) => response?.json() as Promise<string[]> | undefined)
  .then((folders) => folders?.forEach((folder) => knownFolders.add(folder)))
  .catch(() => undefined)

interface ManifestAssets {
  js?: { sync?: string[]; async?: string[] }
  css?: { sync?: string[]; async?: string[] }
}
interface ManifestJson {
  metaData?: { remoteEntry?: { name?: string; path?: string } }
  exposes?: { assets?: ManifestAssets }[]
}

/** The files a remote's manifest names: its entry and every chunk of what it exposes. */
function filesOf(manifest: ManifestJson): string[] {
  const entry = manifest.metaData?.remoteEntry
  const files = entry?.name ? [`${entry.path ? `${entry.path.replace(/\/?$/, '/')}` : ''}${entry.name}`] : []
  for (const { assets } of manifest.exposes ?? []) {
    files.push(...(assets?.js?.sync ?? []), ...(assets?.js?.async ?? []), ...(assets?.css?.sync ?? []), ...(assets?.css?.async ?? []))
  }
  return [...new Set(files)].filter((file) => /^[\w./-]+$/.test(file) && !file.includes('..'))
}

/** Fetches one remote's folder into its cache, unless it is there already (a folder never changes). */
async function warmRemote(manifestUrl: string): Promise<void> {
  const folder = folderOfManifest(manifestUrl)
  const cache = await caches.open(cacheNameOf(folder))
  const manifestRequest = new Request(new URL(manifestUrl, self.location.origin).href, { mode: 'cors', credentials: 'omit' })
  if (await cache.match(manifestRequest)) return
  const response = await fetch(manifestRequest)
  if (!response.ok) return
  const files = filesOf((await response.clone().json()) as ManifestJson)
  // One file at a time: the guardian's own requests keep the line.
  for (const file of files) {
    const request = new Request(new URL(file, folder).href, { mode: 'cors', credentials: 'omit' })
    if (await cache.match(request)) continue
    const answer = await fetch(request).catch(() => undefined)
    if (answer?.ok) await cache.put(request, answer)
  }
  // The manifest last: its presence says the folder is complete.
  await cache.put(manifestRequest, response)
}

/**
 * The deployment the page runs with: remember its folders, drop the caches of folders it no
 * longer names (an older release, a rolled-back one), and fetch each remote it names.
 */
export async function warmRemotes(deployment: Deployment): Promise<void> {
  const folders = Object.values(deployment).map(({ manifest }) => folderOfManifest(manifest))
  knownFolders.clear()
  folders.forEach((folder) => knownFolders.add(folder))
  const kept = await caches.open(DEPLOYMENT_CACHE)
  await kept.put(KNOWN_REMOTES_KEY, new Response(JSON.stringify(folders), { headers: { 'content-type': 'application/json' } }))
  const wanted = new Set(folders.map(cacheNameOf))
  for (const name of await caches.keys()) if (name.startsWith(REMOTE_CACHE_PREFIX) && !wanted.has(name)) await caches.delete(name)
  for (const { manifest } of Object.values(deployment)) await warmRemote(manifest).catch(() => undefined)
}
