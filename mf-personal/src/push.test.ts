import { applicationServerKey, pushStatus, turnPushOn, type PushBrowser } from './push'

/** A browser whose permission and subscription the test sets. */
function fakeBrowser(options: {
  supported?: boolean
  worker?: boolean
  permission?: NotificationPermission
  answer?: NotificationPermission
  subscribed?: boolean
}) {
  let permission = options.permission ?? 'default'
  let subscription: PushSubscription | null = null
  const subscribeCalls: PushSubscriptionOptionsInit[] = []
  const make = (): PushSubscription =>
    ({
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'BKey', auth: 'secret' } }),
      unsubscribe: async () => {
        subscription = null
        return true
      }
    }) as unknown as PushSubscription
  if (options.subscribed) subscription = make()
  const pushManager = {
    getSubscription: async () => subscription,
    subscribe: async (init: PushSubscriptionOptionsInit) => {
      subscribeCalls.push(init)
      subscription = make()
      return subscription
    }
  } as unknown as PushManager
  const browser: PushBrowser = {
    supported: options.supported ?? true,
    permission: () => permission,
    requestPermission: async () => (permission = options.answer ?? 'granted'),
    registration: async () => (options.worker === false ? undefined : { pushManager }),
    whenReady: () => Promise.resolve()
  }
  return { browser, subscribeCalls }
}

describe('push on this device', () => {
  test('the state: unsupported, no worker yet, blocked, off, on', async () => {
    expect((await pushStatus(fakeBrowser({ supported: false }).browser)).state).toBe('unsupported')
    expect((await pushStatus(fakeBrowser({ worker: false }).browser)).state).toBe('noWorker')
    expect((await pushStatus(fakeBrowser({ permission: 'denied' }).browser)).state).toBe('blocked')
    expect((await pushStatus(fakeBrowser({}).browser)).state).toBe('off')
    // A subscription left from before the permission was withdrawn is not "on".
    expect((await pushStatus(fakeBrowser({ subscribed: true, permission: 'default' }).browser)).state).toBe('off')
    expect(await pushStatus(fakeBrowser({ subscribed: true, permission: 'granted' }).browser)).toEqual({
      state: 'on',
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc'
    })
  })

  test("turning on asks the permission, subscribes with the server's key and saves the endpoint and keys", async () => {
    const { browser, subscribeCalls } = fakeBrowser({})
    const saved: unknown[] = []
    expect(
      await turnPushOn(
        browser,
        async () => 'AQID_-8',
        async (body) => saved.push(body)
      )
    ).toBe('on')
    expect(subscribeCalls).toEqual([{ userVisibleOnly: true, applicationServerKey: new Uint8Array([1, 2, 3, 255, 239]) }])
    expect(saved).toEqual([{ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'BKey', auth: 'secret' } }])
  })

  test('a refused permission subscribes nothing and saves nothing', async () => {
    const { browser, subscribeCalls } = fakeBrowser({ answer: 'denied' })
    const save = jest.fn()
    expect(await turnPushOn(browser, async () => 'AQID', save)).toBe('blocked')
    expect(subscribeCalls).toEqual([])
    expect(save).not.toHaveBeenCalled()
  })

  test('a browser whose push service does not answer is told apart from a bug: nothing saved, no error thrown', async () => {
    const { browser } = fakeBrowser({})
    const registration = (await browser.registration())!
    // Chromium without its push service (and Firefox with push off) reject so.
    registration.pushManager.subscribe = async () => {
      throw new DOMException('Registration failed - push service not available', 'AbortError')
    }
    const save = jest.fn()
    expect(await turnPushOn({ ...browser, registration: async () => registration }, async () => 'AQID', save)).toBe('noPushService')
    expect(save).not.toHaveBeenCalled()
    registration.pushManager.subscribe = async () => {
      throw new TypeError('a bug')
    }
    await expect(turnPushOn({ ...browser, registration: async () => registration }, async () => 'AQID', save)).rejects.toThrow('a bug')
  })

  test('the VAPID key is base64url without padding', () => {
    expect([...applicationServerKey('-_8')]).toEqual([251, 255])
  })
})
