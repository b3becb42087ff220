/// <reference lib="webworker" />
/*
 * Pesä's service worker (issue 37 §1), built from this entry by workbox-webpack-plugin's
 * InjectManifest in the shell's build (`shell/webpack.config.cjs`) and served as `/sw.js`.
 * What it caches, and why each way, is in `shell/DECISIONS.md`, "Offline".
 */
import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { NetworkFirst } from 'workbox-strategies'
import { handleApiAnswer, isLogout, isPersonalAnswer, isPublicAnswer, clearPersonalCaches, keepStatus } from './personal'
import { installPushHandlers } from './push'
import { handleRemoteFile, isRemoteFile, warmRemotes } from './remotes'
import { DEPLOYMENT_CACHE, PUBLIC_CACHE, SHELL_PAGE_CACHE, SHELL_PAGE_KEY, type WorkerMessage } from './protocol'

declare const self: ServiceWorkerGlobalScope

const MUNICIPALITY_CONFIG = '/api/citizen/public/municipality-config'

// A new worker takes over at once: it only ever serves immutable files and network-first answers,
// so a page of the previous build loses nothing when the new one answers it.
void self.skipWaiting()
clientsClaim()

// The shell's own hashed files (index.html is not among them: the server writes each page's head).
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

/*
 * Pages: network first, so an online start always gets the deployment the server writes into the
 * page; offline (or after 4 s without an answer) the last page read, whatever its path: the shell
 * routes in the browser, and the page holds no one's data.
 */
const pages = new NetworkFirst({
  cacheName: SHELL_PAGE_CACHE,
  networkTimeoutSeconds: 4,
  plugins: [{ cacheKeyWillBeUsed: async () => SHELL_PAGE_KEY }]
})
registerRoute(({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && !url.pathname.startsWith('/api/'), pages)

// The logout link is a navigation: nothing personal is left once it has been asked for.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isLogout(url),
  async ({ request }) => {
    await clearPersonalCaches()
    return fetch(request)
  }
)

// The deployment file: network first, so a release or a rollback takes effect on the next online start.
registerRoute(({ url }) => url.origin === self.location.origin && url.pathname === '/remotes.json', new NetworkFirst({ cacheName: DEPLOYMENT_CACHE }))

// Each remote's entry and chunks, from its versioned folder (remotes.ts).
registerRoute(({ url, request }) => request.method === 'GET' && isRemoteFile(url), handleRemoteFile)

// Public answers the shell starts with (the municipality's configuration).
registerRoute(({ url, request }) => request.method === 'GET' && isPublicAnswer(url), new NetworkFirst({ cacheName: PUBLIC_CACHE }))

// A guardian's own answers, in the cache of their session (personal.ts).
registerRoute(({ url, request }) => request.method === 'GET' && isPersonalAnswer(url), handleApiAnswer)

/**
 * A page and the municipality's configuration to start with offline from the first visit: that
 * visit read both before this worker controlled it.
 */
async function keepShellPage(): Promise<void> {
  const cache = await caches.open(SHELL_PAGE_CACHE)
  if (!(await cache.match(SHELL_PAGE_KEY))) {
    const response = await fetch('/', { credentials: 'same-origin' })
    if (response.ok && (response.headers.get('content-type') ?? '').includes('text/html')) await cache.put(SHELL_PAGE_KEY, response)
  }
  const config = await caches.open(PUBLIC_CACHE)
  if (!(await config.match(MUNICIPALITY_CONFIG))) await config.add(MUNICIPALITY_CONFIG)
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as WorkerMessage | undefined
  if (message?.type === 'deployment')
    event.waitUntil(Promise.all([keepShellPage().catch(() => undefined), keepStatus().catch(() => undefined), warmRemotes(message.deployment)]))
  if (message?.type === 'session-ended') event.waitUntil(clearPersonalCaches())
})

installPushHandlers(self)
