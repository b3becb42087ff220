/// <reference lib="webworker" />
/*
 * Web push in the service worker (issue 37 §3). The server sends `{ title, body, url, tag }`,
 * written in the guardian's language and carrying nothing but that something waits
 * (api/src/platform/push/DECISIONS.md). 'push' shows it; 'notificationclick' opens the page it
 * names in a window of Pesä's that is already open, or a new one.
 */

export interface PushNotice {
  title: string
  body: string
  /** A path of the service: the page a click opens */
  url: string
  tag: string
}

const ICON = '/icons/icon-192.png'

/**
 * The notice in a push's data, or a plain one: a push must always show a notification (the
 * subscription is userVisibleOnly), and whatever arrives never names a page outside Pesä.
 */
export function parseNotice(data: unknown): PushNotice {
  const given = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {}
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  const url = text(given.url)
  return {
    title: text(given.title) || 'Pesä',
    body: text(given.body),
    url: url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') ? url : '/',
    tag: text(given.tag)
  }
}

function readData(event: PushEvent): unknown {
  try {
    return event.data?.json()
  } catch {
    return undefined
  }
}

type Clients = Pick<ServiceWorkerGlobalScope['clients'], 'matchAll' | 'openWindow'>

/**
 * Focuses a window already at the page, else takes a window of Pesä's there, else opens one.
 * `navigate` works only on a window the worker controls; one it does not is left alone.
 */
export async function openPage(clients: Clients, origin: string, path: string): Promise<void> {
  const target = new URL(path, origin).href
  const windows = (await clients.matchAll({ type: 'window', includeUncontrolled: true })) as readonly WindowClient[]
  const ours = windows.filter((client) => new URL(client.url).origin === origin)
  const there = ours.find((client) => client.url === target)
  if (there) {
    await there.focus()
    return
  }
  for (const client of ours) {
    const moved = await client.navigate(target).catch(() => null)
    if (moved) {
      await moved.focus()
      return
    }
  }
  await clients.openWindow(target)
}

export function installPushHandlers(self: ServiceWorkerGlobalScope): void {
  self.addEventListener('push', (event: PushEvent) => {
    const notice = parseNotice(readData(event))
    event.waitUntil(
      self.registration.showNotification(notice.title, {
        body: notice.body,
        icon: ICON,
        badge: ICON,
        // Notices of one thread replace each other; a tagless one stands alone.
        ...(notice.tag ? { tag: notice.tag } : {}),
        data: { url: notice.url }
      })
    )
  })

  self.addEventListener('notificationclick', (event: NotificationEvent) => {
    event.notification.close()
    const { url } = parseNotice(event.notification.data)
    event.waitUntil(openPage(self.clients, self.location.origin, url))
  })
}
