import { installPushHandlers, openPage, parseNotice } from './push'

type Listener = (event: unknown) => void

/** A service worker scope with what the handlers touch: listeners, the registration, the windows. */
function fakeWorker(windows: { url: string; navigable?: boolean }[] = []) {
  const listeners = new Map<string, Listener>()
  const shown: { title: string; options: NotificationOptions }[] = []
  const log: string[] = []
  const client = (url: string, navigable = true): WindowClient =>
    ({
      url,
      focus: async () => {
        log.push(`focus ${url}`)
        return client(url)
      },
      navigate: async (to: string) => {
        if (!navigable) throw new TypeError('not controlled')
        log.push(`navigate ${url} -> ${to}`)
        return client(to)
      }
    }) as unknown as WindowClient
  const clients = {
    matchAll: async () => windows.map((w) => client(w.url, w.navigable)),
    openWindow: async (url: string) => {
      log.push(`open ${url}`)
      return null
    }
  }
  const self = {
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: {
      showNotification: async (title: string, options: NotificationOptions) => {
        shown.push({ title, options })
      }
    },
    clients,
    location: { origin: 'https://pesa.example' }
  } as unknown as ServiceWorkerGlobalScope
  installPushHandlers(self)
  const dispatch = async (type: string, event: object) => {
    const waits: Promise<unknown>[] = []
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => waits.push(promise) })
    await Promise.all(waits)
  }
  return { shown, log, dispatch }
}

const pushOf = (data: unknown) => ({
  data: {
    json: () => {
      if (typeof data === 'string') throw new SyntaxError('not JSON')
      return data
    }
  }
})

describe('push handlers of the service worker', () => {
  test('a push shows the notice the server wrote, with its tag and the page to open', async () => {
    const worker = fakeWorker()
    await worker.dispatch('push', pushOf({ title: 'Uusi viesti', body: 'Sinulle on uusi viesti: Päiväkoti Kuusela.', url: '/messages', tag: 'thread:1' }))
    expect(worker.shown).toEqual([
      {
        title: 'Uusi viesti',
        options: expect.objectContaining({ body: 'Sinulle on uusi viesti: Päiväkoti Kuusela.', tag: 'thread:1', data: { url: '/messages' } })
      }
    ])
  })

  test('a push without a readable notice still shows one (userVisibleOnly), opening the front page', async () => {
    const worker = fakeWorker()
    await worker.dispatch('push', pushOf('garbled'))
    await worker.dispatch('push', { data: null })
    expect(worker.shown.map((n) => [n.title, n.options.data])).toEqual([
      ['Pesä', { url: '/' }],
      ['Pesä', { url: '/' }]
    ])
    expect(worker.shown[0]!.options.tag).toBeUndefined()
  })

  test('a notice never names a page outside Pesä', () => {
    for (const url of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 42]) {
      expect(parseNotice({ title: 'x', url }).url).toBe('/')
    }
    expect(parseNotice({ url: '/child-documents/abc' }).url).toBe('/child-documents/abc')
  })

  test('a click focuses a window already at the page, else moves a window of Pesä there, else opens one', async () => {
    const close = jest.fn()
    const click = (url: string) => ({ notification: { data: { url }, close } })

    const at = fakeWorker([{ url: 'https://pesa.example/calendar' }, { url: 'https://pesa.example/messages' }])
    await at.dispatch('notificationclick', click('/messages'))
    expect(at.log).toEqual(['focus https://pesa.example/messages'])
    expect(close).toHaveBeenCalled()

    const elsewhere = fakeWorker([
      { url: 'https://other.example/' },
      { url: 'https://pesa.example/calendar', navigable: false },
      { url: 'https://pesa.example/' }
    ])
    await elsewhere.dispatch('notificationclick', click('/decisions/by-application/a1'))
    expect(elsewhere.log).toEqual([
      'navigate https://pesa.example/ -> https://pesa.example/decisions/by-application/a1',
      'focus https://pesa.example/decisions/by-application/a1'
    ])

    const none = fakeWorker([])
    await none.dispatch('notificationclick', click('/calendar'))
    expect(none.log).toEqual(['open https://pesa.example/calendar'])
  })

  test('openPage opens a new window when no window of Pesä can be moved', async () => {
    const log: string[] = []
    await openPage(
      {
        matchAll: async () => [],
        openWindow: async (url: string | URL) => {
          log.push(String(url))
          return null
        }
      } as never,
      'https://pesa.example',
      '/child-documents/d1'
    )
    expect(log).toEqual(['https://pesa.example/child-documents/d1'])
  })
})
