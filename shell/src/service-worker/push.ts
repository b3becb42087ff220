/**
 * Web push in the service worker: the 'push' and 'notificationclick' handlers go here
 * (issue 37 §3). Nothing is installed yet; the worker's entry calls this once at start.
 */
export function installPushHandlers(_self: ServiceWorkerGlobalScope): void {
  // No push handlers yet.
}
