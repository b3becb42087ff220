import { onSessionEnd } from '@pesa/shared'
import type { Deployment } from '@pesa/shared/deployment'
import { PERSONAL_CACHE_PREFIX, type WorkerMessage } from '../service-worker/protocol'

/**
 * Registers the service worker (`src/service-worker/`) once the page has loaded, so neither it
 * nor workbox-window (a chunk of its own) is on the way of the first view; then tells it the
 * deployment the page runs with, whose remotes it fetches into their caches.
 */
export function registerServiceWorker(deployment: Promise<Deployment>): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return
  const register = async () => {
    const { Workbox } = await import(/* webpackChunkName: "service-worker-registration" */ 'workbox-window')
    const workbox = new Workbox('/sw.js')
    await workbox.register()
    const worker = await workbox.getSW()
    const message: WorkerMessage = { type: 'deployment', deployment: await deployment }
    worker.postMessage(message)
  }
  const start = () => void register().catch((error: unknown) => console.error('The service worker could not be registered', error))
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}

/** Removes the guardian's cached answers in the page too, not only in the worker: either may be the one running. */
async function clearPersonalCaches(): Promise<void> {
  if (typeof caches === 'undefined') return
  const names = (await caches.keys()).filter((name) => name.startsWith(PERSONAL_CACHE_PREFIX))
  await Promise.all(names.map((name) => caches.delete(name)))
  const message: WorkerMessage = { type: 'session-ended' }
  navigator.serviceWorker?.controller?.postMessage(message)
}

/** Every end of a session (logout, expiry, a start without one) removes what the device kept of the person. */
export function clearOfflineDataAtSessionEnd(): void {
  onSessionEnd(() => clearPersonalCaches())
}
