import type { getPushSubscriptions } from '@pesa/shared/api/personal'
import type { devGetStaffMessageAccounts, devSendStaffMessage } from '@pesa/shared/api/dev-api'
import { callApi, type BodyOf } from '../support/api'
import { CSRF_HEADER } from '@pesa/shared/protocol'
import { startPushService, type StandInDevice } from '../../api/test/support/push-service'
import { BASE_URL, FULL_BROWSER } from '../support/environment'
import { DEMO, expect, expectAccessible, test } from '../support/fixtures'
import { ShellPage } from '../shell/shell.page'

/*
 * Issue 37 §3 end to end: push turned on in personal details reaches the server; a message staff
 * send is pushed by the server's job to a stand-in push service, which decrypts it; that payload
 * is delivered to the service worker through the DevTools protocol, which shows the notification,
 * and a click on it takes the open window to the messages.
 *
 * The one stand-in: the browser's own push service (FCM) is out of reach of the suite, so
 * `PushManager.subscribe` answers the stand-in's address and keys (kept over reloads in
 * localStorage). The permission, the service worker, the server, its job, the encryption and
 * the worker's handlers are the real ones.
 */
// The full browser: the headless shell of the rest of the suite has no notifications (support/environment.ts).
test.use({ serviceWorkers: 'allow', permissions: ['notifications'], launchOptions: FULL_BROWSER })

test.describe('push on this device', () => {
  test("a browser whose push service does not answer says so in fi, sv and en, not with the unexpected error's dialog", async ({ page, context, devApi }) => {
    // As Debian's chromium here answers (no push service of its own): the same DOMException, made certain.
    await context.addInitScript(() => {
      PushManager.prototype.subscribe = async function () {
        throw new DOMException('Registration failed - push service not available', 'AbortError')
      }
    })
    const shell = new ShellPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await page.goto('/personal-details')
    const section = shell.qa('push-settings')
    await expect(section.locator('[data-qa="push-state"]')).toHaveAttribute('data-state', 'off')
    await section.locator('[data-qa="push-turn-on"]').click()
    const state = section.locator('[data-qa="push-state"]')
    await expect(state).toHaveAttribute('data-state', 'noPushService')
    await expect(page.locator('[role="dialog"], [role="alertdialog"]')).toHaveCount(0)
    await expect(section.locator('[data-qa="push-turn-on"]')).toBeVisible()
    await expect(section.locator('[data-qa="no-push-devices"]')).toBeVisible()
    for (const [lang, text] of [
      ['sv', 'aviseringstjänst svarade inte'],
      ['en', 'notification service did not answer'],
      ['fi', 'ilmoituspalvelu ei vastannut']
    ] as const) {
      await shell.chooseLanguage(lang)
      await expect(state).toContainText(text)
      await expectAccessible(page)
    }
  })

  test('turned on in personal details, sent by the server, shown by the service worker; a click opens the messages', async ({ page, context, devApi }) => {
    // Axe in three languages, a job's round and the worker's events: more than the default half minute.
    test.setTimeout(90_000)
    const service = await startPushService()
    try {
      const device = service.device('browser')
      await context.addInitScript((stand: StandInDevice) => {
        const subscription = {
          endpoint: stand.endpoint,
          expirationTime: null,
          options: { userVisibleOnly: true },
          toJSON: () => ({ endpoint: stand.endpoint, expirationTime: null, keys: stand.keys }),
          getKey: () => null,
          unsubscribe: async () => {
            localStorage.removeItem('push-stand-in')
            return true
          }
        }
        PushManager.prototype.subscribe = async function () {
          localStorage.setItem('push-stand-in', '1')
          return subscription as unknown as PushSubscription
        }
        PushManager.prototype.getSubscription = async function () {
          return (localStorage.getItem('push-stand-in') ? subscription : null) as unknown as PushSubscription | null
        }
      }, device)

      const shell = new ShellPage(page)
      await devApi.login(DEMO.anna.ssn, 'WEAK')
      await page.goto('/personal-details')
      const section = shell.qa('push-settings')
      await expect(section.locator('[data-qa="no-push-devices"]')).toBeVisible()
      await expect(section.locator('[data-qa="push-state"]')).toHaveAttribute('data-state', 'off')
      for (const lang of ['sv', 'en', 'fi'] as const) {
        await shell.chooseLanguage(lang)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expect(section.locator('[data-qa="push-turn-on"]')).toBeVisible()
        await expectAccessible(page)
      }

      await section.locator('[data-qa="push-turn-on"]').click()
      await expect(section.locator('[data-qa="push-state"]')).toHaveAttribute('data-state', 'on')
      await expect(section.locator('[data-qa="push-done"]')).toBeVisible()
      await expect(section.locator('[data-qa="push-device"]')).toHaveCount(1)
      await expect(section.locator('[data-qa="push-this-device"]')).toBeVisible()
      await expect(section.locator('[data-qa="push-device-name"]')).toHaveText(/Chrome/)
      await expectAccessible(page)
      const listed = await callApi<typeof getPushSubscriptions>(page.request, 'get', '/citizen/personal-data/push/subscriptions')
      expect(listed.map((d) => d.endpoint)).toEqual([device.endpoint])

      // Staff send a message to Ella's guardians: the server's job pushes it.
      const accounts = await callApi<typeof devGetStaffMessageAccounts>(page.request, 'get', '/dev-api/messages/accounts')
      // raw: the exact status (200) is asserted
      const sent = await page.request.post('/api/dev-api/messages', {
        headers: { [CSRF_HEADER]: '1' },
        data: {
          messageType: 'MESSAGE',
          senderId: accounts.find((account) => account.name === 'Kettukolo')!.id,
          title: 'Retkipäivä',
          content: 'Huomenna metsäretki.',
          children: ['030620A342Y']
        } satisfies BodyOf<typeof devSendStaffMessage>
      })
      expect(sent.status()).toBe(200)
      await expect.poll(() => service.received.length, { timeout: 15_000 }).toBe(1)
      expect(service.errors).toEqual([])
      const [push] = service.received
      expect(push!.payload).toMatchObject({ title: 'Uusi viesti', body: expect.stringMatching(/^Sinulle on uusi viesti: .+\.$/), url: '/messages' })
      expect(push!.text).not.toContain('metsäretki')

      // The decrypted payload, delivered to the service worker as its push service would.
      const cdp = await context.newCDPSession(page)
      const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = []
      cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations))
      await cdp.send('ServiceWorker.enable')
      await expect.poll(() => registrations.filter((r) => !r.isDeleted && r.scopeURL === `${BASE_URL}/`).length).toBeGreaterThan(0)
      const registrationId = registrations.find((r) => !r.isDeleted && r.scopeURL === `${BASE_URL}/`)!.registrationId
      await cdp.send('ServiceWorker.deliverPushMessage', { origin: BASE_URL, registrationId, data: push!.text })

      const shown = () =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown }))
        )
      await expect
        .poll(shown)
        .toEqual([
          { title: 'Uusi viesti', body: (push!.payload as { body: string }).body, tag: (push!.payload as { tag: string }).tag, data: { url: '/messages' } }
        ])

      // A click on it (dispatched in the worker: a headless browser has no notification to click) takes the page to the messages.
      const worker = context.serviceWorkers().find((w) => w.url().startsWith(BASE_URL))!
      await worker.evaluate(async () => {
        // The worker's own types are not in the suite's (DOM) library.
        const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean }
        const Click = (globalThis as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event }).NotificationEvent
        const [notification] = await scope.registration.getNotifications()
        scope.dispatchEvent(new Click('notificationclick', { notification: notification! }))
      })
      await expect(page).toHaveURL(`${BASE_URL}/messages`)
      await expect.poll(shown).toEqual([])

      // Removing the device turns push off here and on the server.
      await page.goto('/personal-details')
      await section.locator('[data-qa="push-remove-device"]').click()
      await expect(section.locator('[data-qa="no-push-devices"]')).toBeVisible()
      await expect(section.locator('[data-qa="push-state"]')).toHaveAttribute('data-state', 'off')
    } finally {
      await service.close()
    }
  })
})
