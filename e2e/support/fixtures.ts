import AxeBuilder from '@axe-core/playwright'
import { expect, test as base, type APIRequestContext, type Frame, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import type { AuthLevel } from '@pesa/shared/api/types'
import type { devAgeSessions, devExpireSessions, devLogin, devReset, devSetSystemNotification, DevSystemNotification } from '@pesa/shared/api/dev-api'
import { CSRF_HEADER } from '@pesa/shared/protocol'
import { callApi, type BodyOf } from './api'
import { BASE_URL, CLOCK_SHIFT_MS } from './environment'
import { recordSecret } from './server-logs'
import { startWorkerServers, WORKER_SERVERS_TIMEOUT_MS } from './worker-servers'

/** The documented demo people (README), by the identity codes of DESIGN §6. */
export const DEMO = {
  anna: { ssn: '120385-1243', name: 'Anna Maria Virtanen', username: 'anna.virtanen@example.fi', password: 'kumisaapas-metsaretki-2026' },
  mikko: { ssn: '241187-236D' },
  liisa: { ssn: '300190-570S' },
  pekka: { ssn: '070779-682J' }
} as const

/** A session or remembered-device token in a set-cookie header or a cookie: the value after `pesa-session=` or `pesa-device=` (`__Host-` prefixed in production). */
const SESSION_COOKIE = /(?:^|\n)(?:__Host-)?pesa-(?:session|device)=([^;\n]+)/g
const recordSessionTokens = (setCookie: string | null) => {
  for (const [, token] of (setCookie ?? '').matchAll(SESSION_COOKIE)) recordSecret('a session token', token!)
}

/** Calls of the dev API; they share the browser context's cookies, so a login here logs the page in. */
export class DevApi {
  private loggedIn: string | undefined

  /** `page`: the test's page, left before another person logs in (login below). */
  constructor(
    private readonly request: APIRequestContext,
    private readonly page?: Page
  ) {}

  reset() {
    return callApi<typeof devReset>(this.request, 'post', '/dev-api/reset')
  }

  async login(ssn: string, authLevel: AuthLevel) {
    // Another person's login under a page still open makes that page react (its reads' 401s, the
    // new person's auth status) while the test navigates it: page.goto was aborted that way
    // (messages.spec.ts, CI of 2026-12-03, on a slow machine). So the page is left first, as a guardian
    // closes the tab before someone else logs in on the same browser; the same person's login again
    // (a strong one after a weak one) keeps the page, whose reaction some specs assert.
    if (this.page && this.loggedIn !== undefined && this.loggedIn !== ssn && this.page.url() !== 'about:blank') await this.page.goto('about:blank')
    this.loggedIn = ssn
    // raw: the response's cookies are recorded below; the body is typed all the same
    const response = await this.request.post('/api/dev-api/login', {
      data: { ssn, authLevel } satisfies BodyOf<typeof devLogin>,
      headers: { [CSRF_HEADER]: '1' }
    })
    expect(response.status(), `POST /dev-api/login: ${await response.text()}`).toBeLessThan(300)
    // The browser context's responses are recorded as they come (sessionTokens below), its API requests' not.
    recordSessionTokens(response.headers()['set-cookie'] ?? null)
    return response
  }

  expireSessions(ssn: string) {
    return callApi<typeof devExpireSessions>(this.request, 'post', `/dev-api/persons/${encodeURIComponent(ssn)}/expire-sessions`)
  }

  /** The server's clock run on by `minutes` for the person's sessions: their idle and absolute expiry come nearer. */
  ageSessions(ssn: string, minutes: number) {
    return callApi<typeof devAgeSessions>(this.request, 'post', `/dev-api/persons/${encodeURIComponent(ssn)}/age-sessions`, { minutes })
  }

  setSystemNotification(notice: DevSystemNotification) {
    return callApi<typeof devSetSystemNotification>(this.request, 'put', '/dev-api/system-notification', notice)
  }
}

export const test = base.extend<{ devApi: DevApi; freshDatabase: void; sessionTokens: void; storyClock: void }, { workerServers: void }>({
  // This worker's own servers and database (support/worker-servers.ts), up before its first test.
  workerServers: [
    // Playwright reads the fixtures a fixture needs from this pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const servers = await startWorkerServers()
      await use()
      await servers.stop()
    },
    { scope: 'worker', auto: true, timeout: WORKER_SERVERS_TIMEOUT_MS }
  ],
  // The worker's server, not the config's: the config is read before a worker has its slot.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(BASE_URL)
  },
  // Every test starts from the seeded demo municipality, whether it asks for the dev API or not.
  freshDatabase: [
    async ({ request }, use) => {
      await new DevApi(request).reset()
      await use()
    },
    { auto: true }
  ],
  // The run's clock in the pages, as the servers have it (environment.ts): `today()` reads it.
  storyClock: [
    async ({ context }, use) => {
      if (CLOCK_SHIFT_MS !== 0) {
        await context.addInitScript((shift) => {
          const w = window as unknown as { __pesaTest?: object }
          w.__pesaTest = { ...w.__pesaTest, clockShiftMs: shift }
        }, CLOCK_SHIFT_MS)
      }
      await use()
    },
    { auto: true }
  ],
  // Every session the test's browser context is given, for the log scan (support/server-logs.ts).
  sessionTokens: [
    async ({ context }, use) => {
      const read: Promise<void>[] = []
      context.on('response', (response) => {
        if (new URL(response.url()).pathname.startsWith('/api/')) read.push(response.headerValue('set-cookie').then(recordSessionTokens, () => undefined))
      })
      await use()
      await Promise.all(read)
      for (const cookie of await context.cookies()) recordSessionTokens(`${cookie.name}=${cookie.value}`)
    },
    { auto: true }
  ],
  devApi: async ({ page }, use) => {
    await use(new DevApi(page.request, page))
  }
})

export { expect }

/**
 * axe's minified build, the same version and rules as the `source` its package exports (axe.js,
 * 1.48 MB unminified), at 0.65 MB. Handing a source to the page costs by its length: Playwright
 * sent the 1.48 MB in about 0.2 s and the page evaluated it in about 0.2 s more, a scan of a small
 * page about 0.3 s. Ten fresh pages each given axe and scanned once took 14.7 and 13.9 CPU s of the
 * whole machine with axe.js, 12.1 and 13.0 with axe.min.js.
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

/**
 * axe's source, put into a document once. AxeBuilder evaluates it twice a scan (once to see which
 * mode to run, once per frame), and every evaluation costs the browser about as much again whatever
 * it holds: on /login, Chromium's and Playwright's CPU for a 550 KB evaluation was 0.48 s the first
 * time in a renderer and 0.27 s after, against 0.24 s for the scan itself (0.10 s for a second scan
 * of the same document). So it is evaluated only where `window.axe` is missing, and the builder's
 * own injection is given a source that does nothing.
 */
async function injectAxeOnce(frame: Frame): Promise<void> {
  // A function, not only a name: an element with id="axe" would be window.axe too.
  if (await frame.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function')) return
  await frame.evaluate(AXE_SOURCE)
}
const AXE_ALREADY_IN_THE_PAGE = 'void 0'

/**
 * No serious or critical WCAG 2.2 A/AA violations on what the page shows now, in the page and its
 * same-origin frames (the app has no frames of its own; shell/accessibility.spec.ts holds the check
 * failing on a violation in either).
 *
 * Legacy mode runs axe.run in the page. The default runs axe in each frame and then finishes in a
 * blank page it opens for each scan, a new renderer every time: 43 scans of children/child-page and
 * messages/ took 89 s of their 265 s (one worker), and 47 s this way, with 29 % less CPU for the two
 * files as time(1) counts it. It leaves out only cross-origin frames, which the app does not have.
 * Only violations are read, so axe is asked to collect the nodes of nothing else.
 */
export async function expectAccessible(page: Page): Promise<void> {
  for (const frame of page.frames()) await injectAxeOnce(frame)
  const results = await new AxeBuilder({ page, axeSource: AXE_ALREADY_IN_THE_PAGE })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze()
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)
  expect(blocking).toEqual([])
}
