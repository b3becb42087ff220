/*
 * Push on this device (issue 37 §3), the browser's side: whether it can, the permission, the
 * service worker's subscription. The browser's objects come in as `PushBrowser`, so the rules
 * are tested without a browser.
 */

/** What the "this device" part shows. */
export type PushState = 'unsupported' | 'noWorker' | 'blocked' | 'off' | 'on'

export interface PushBrowser {
  /** Service workers, the Push API and notifications all exist */
  supported: boolean
  permission(): NotificationPermission
  requestPermission(): Promise<NotificationPermission>
  /** The service worker's registration controlling the page, if any */
  registration(): Promise<Pick<ServiceWorkerRegistration, 'pushManager'> | undefined>
  /** Resolves once a service worker is active (the shell registers it after the page has loaded) */
  whenReady(): Promise<unknown>
}

export function browserPush(): PushBrowser {
  const supported = typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  return {
    supported,
    permission: () => Notification.permission,
    requestPermission: () => Notification.requestPermission(),
    registration: async () => (supported ? ((await navigator.serviceWorker.getRegistration()) ?? undefined) : undefined),
    whenReady: () => (supported ? navigator.serviceWorker.ready : new Promise(() => undefined))
  }
}

/** The browser's current subscription (null: none), and what to show. */
export async function pushStatus(browser: PushBrowser): Promise<{ state: PushState; endpoint: string | null }> {
  if (!browser.supported) return { state: 'unsupported', endpoint: null }
  const registration = await browser.registration()
  if (!registration) return { state: 'noWorker', endpoint: null }
  if (browser.permission() === 'denied') return { state: 'blocked', endpoint: null }
  const subscription = await registration.pushManager.getSubscription()
  return subscription && browser.permission() === 'granted' ? { state: 'on', endpoint: subscription.endpoint } : { state: 'off', endpoint: null }
}

/** The VAPID key as `applicationServerKey` takes it (base64url to bytes). */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=')
  const binary = atob(base64)
  const bytes = new Uint8Array(new ArrayBuffer(binary.length))
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

export interface SubscriptionJson {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

/**
 * Asks for the permission (from the button's click, as browsers require), subscribes with the
 * server's key and hands the subscription to `save`. Answers 'blocked' when the permission is
 * not given, 'noPushService' when the browser's push service refuses; a subscription made with
 * another key (the server's changed) is replaced.
 */
export async function turnPushOn(
  browser: PushBrowser,
  publicKey: () => Promise<string>,
  save: (subscription: SubscriptionJson) => Promise<unknown>
): Promise<'on' | 'blocked' | 'noWorker' | 'noPushService'> {
  const registration = await browser.registration()
  if (!registration) return 'noWorker'
  if ((await browser.requestPermission()) !== 'granted') return 'blocked'
  const key = applicationServerKey(await publicKey())
  const options = { userVisibleOnly: true, applicationServerKey: key }
  let subscription: PushSubscription
  try {
    try {
      subscription = await registration.pushManager.subscribe(options)
    } catch (error) {
      // InvalidStateError: subscribed before with another key.
      const old = await registration.pushManager.getSubscription()
      if (!old) throw error
      await old.unsubscribe()
      subscription = await registration.pushManager.subscribe(options)
    }
  } catch (error) {
    // The browser's push service did not answer (Chromium without one, Firefox with push off):
    // the guardian is told so, not shown the dialog of an unexpected error that a retry cannot mend.
    if (error instanceof DOMException && error.name === 'AbortError') return 'noPushService'
    throw error
  }
  const json = subscription.toJSON() as Partial<SubscriptionJson>
  await save({ endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } })
  return 'on'
}

/** Turns this browser's subscription off too when its device is removed from the list. */
export async function unsubscribeIfThisDevice(browser: PushBrowser, endpoint: string): Promise<void> {
  const registration = await browser.registration()
  const subscription = await registration?.pushManager.getSubscription()
  if (subscription && subscription.endpoint === endpoint) await subscription.unsubscribe()
}
