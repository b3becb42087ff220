import { addMonths } from '@pesa/shared/dates'
import type { Page } from '@playwright/test'
import { CalendarPage } from '../calendar/calendar.page'
import { ChildPage } from '../children/child-page.page'
import { MessagesPage } from '../messages/messages.page'
import { DEMO, expect, expectAccessible, test } from '../support/fixtures'
import { ShellPage } from './shell.page'
import { storyToday } from '../support/environment'

/*
 * Issue 37 §1: an installed Pesä opens and reads without a network (shell/DECISIONS.md, "Offline").
 * The suite blocks service workers elsewhere (playwright.config.ts); here it is the subject.
 */
test.use({ serviceWorkers: 'allow' })

/** Waits until the service worker controls the page. */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined)
}

const cacheNames = (page: Page) => page.evaluate(() => caches.keys())

/** Every URL kept in Cache Storage with its body, for the privacy checks. */
function cachedEntries(page: Page): Promise<{ cache: string; url: string; body: string }[]> {
  return page.evaluate(async () => {
    const entries: { cache: string; url: string; body: string }[] = []
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) {
        const response = await cache.match(request)
        const type = response?.headers.get('content-type') ?? ''
        entries.push({ cache: name, url: request.url, body: type.includes('json') ? ((await response?.text()) ?? '') : '' })
      }
    }
    return entries
  })
}

/** The number of records in each IndexedDB store of the origin. */
function indexedDbRecords(page: Page): Promise<Record<string, number>> {
  return page.evaluate(async () => {
    const counts: Record<string, number> = {}
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name!)
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      for (const store of Array.from(db.objectStoreNames)) {
        counts[`${info.name}/${store}`] = await new Promise<number>((resolve, reject) => {
          const count = db.transaction(store).objectStore(store).count()
          count.onsuccess = () => resolve(count.result)
          count.onerror = () => reject(count.error)
        })
      }
      db.close()
    }
    return counts
  })
}

/**
 * Whether the remote's folder is in its cache in full: the worker puts the manifest there last
 * (shell/src/service-worker/remotes.ts). The cache itself is there from the first file on, and a
 * test that went offline then, on a loaded machine, found a chunk of the Swedish page missing (the
 * remote's files delayed by 250 ms each makes it fail every time).
 */
const remoteCached = (page: Page, remote: string) =>
  page.evaluate(async (remote) => {
    for (const name of await caches.keys()) {
      if (!name.startsWith('pesa-remote ') || !name.includes(`/${remote}/`)) continue
      if ((await (await caches.open(name)).keys()).some((request) => request.url.endsWith('/mf-manifest.json'))) return true
    }
    return false
  }, remote)

/** A start with the worker in control: the remote's folder fetched, the answers kept in the session's cache. */
async function startInstalled(page: Page, open: () => Promise<void>, remote: string): Promise<void> {
  await open()
  await controlled(page)
  await expect.poll(() => remoteCached(page, remote), { timeout: 30_000 }).toBe(true)
  await open()
  await expect.poll(async () => (await cacheNames(page)).some((name) => name.startsWith('pesa-personal-'))).toBe(true)
}

test.describe('shell: offline', () => {
  test('offline, a reload opens the calendar of this month and the next from the cache, with the notice', async ({ page, context, devApi }) => {
    test.slow()
    const calendar = new CalendarPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await startInstalled(page, () => calendar.open(), 'mf-calendar')

    await context.setOffline(true)
    await page.reload()
    await expect(calendar.qa('calendar-page')).toBeVisible()
    await expect(page.locator('[data-qa="offline-shown-as-of"]')).toContainText('Ei verkkoyhteyttä')
    const today = storyToday()
    await expect(await calendar.day(today)).toBeVisible()
    await expect(await calendar.day(`${addMonths(`${today.slice(0, 7)}-01`, 1).slice(0, 7)}-15`)).toBeVisible()

    // The notice in each language, with axe.
    for (const [lang, text] of [
      ['fi', 'Ei verkkoyhteyttä'],
      ['sv', 'Ingen nätverksanslutning'],
      ['en', 'Offline — shown as of']
    ] as const) {
      await page.goto(`/calendar?lang=${lang}`)
      await expect(calendar.qa('calendar-page')).toBeVisible()
      await expect(page.locator('[data-qa="offline-shown-as-of"]')).toContainText(text)
      await expectAccessible(page)
    }
  })

  test('offline, the inbox and a thread opened before read from the cache; a reply says it needs the network', async ({ page, context, devApi }) => {
    test.slow()
    const messages = new MessagesPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await startInstalled(page, () => messages.open(), 'mf-messages')
    await messages.openThread('Retki Metsäpirtille torstaina')
    const threadUrl = page.url()

    await context.setOffline(true)
    await page.goto('/messages')
    await expect(messages.threadItem('Retki Metsäpirtille torstaina')).toBeVisible()
    await expect(page.locator('[data-qa="offline-shown-as-of"]')).toBeVisible()
    await page.goto(threadUrl)
    await expect(messages.qa('message-content').first()).toContainText('Metsäpirtille')
    await messages.qa('reply').click()
    await messages.qa('reply-content').fill('Lähetetään, kun verkko palaa')
    await messages.qa('send-reply').click()
    await expect(messages.qa('reply-error')).toContainText('Ei verkkoyhteyttä')
    await expect(messages.qa('reply-content')).toHaveValue('Lähetetään, kun verkko palaa')
  })

  test('offline, the children and a child page opened before read from the cache', async ({ page, context, devApi }) => {
    test.slow()
    const children = new ChildPage(page)
    const cards = page.locator('[data-qa^="child-card-"]')
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await startInstalled(
      page,
      async () => {
        await page.goto('/children')
        await expect(cards).toHaveCount(3)
      },
      'mf-calendar'
    )
    const childId = (await cards.first().getAttribute('data-qa'))!.replace('child-card-', '')
    await children.open(childId)
    const name = await children.qa('child-name').textContent()

    await context.setOffline(true)
    await page.goto('/children')
    await expect(cards).toHaveCount(3)
    await expect(page.locator('[data-qa="offline-shown-as-of"]')).toBeVisible()
    await children.open(childId)
    await expect(children.qa('child-name')).toHaveText(name!)
  })

  test('a sensitive thread read with strong identification is never kept', async ({ page, context, devApi }) => {
    test.slow()
    const messages = new MessagesPage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    await startInstalled(page, () => messages.open(), 'mf-messages')
    await messages.openThread('Ainon tuen tarpeen arviointi')
    await expect(messages.qa('message-content').first()).toContainText('tuen tarpeesta')
    const threadUrl = page.url()

    const entries = await cachedEntries(page)
    expect(entries.filter((entry) => entry.url.includes('/api/citizen/messages/threads/')).length).toBe(0)
    expect(entries.filter((entry) => entry.body.includes('tuen tarpee'))).toEqual([])

    await context.setOffline(true)
    await page.goto(threadUrl)
    await expect(page.getByText('tuen tarpeesta')).toHaveCount(0)
  })

  test('after a logout nothing personal is left in Cache Storage or IndexedDB', async ({ page, devApi }) => {
    test.slow()
    const shell = new ShellPage(page)
    const messages = new MessagesPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await startInstalled(page, () => messages.open(), 'mf-messages')
    await messages.openThread('Retki Metsäpirtille torstaina')
    await new CalendarPage(page).open()
    expect((await cachedEntries(page)).some((entry) => entry.url.includes('/api/citizen/reservations'))).toBe(true)

    await shell.openSubMenu()
    await shell.qa('nav-logout').click()
    await expect(page).toHaveURL(/\/login/)
    const personal = (await cachedEntries(page)).filter(
      (entry) => (entry.url.includes('/api/') && !entry.url.includes('/api/citizen/public/')) || /Virtanen|Metsäpirt/.test(entry.body)
    )
    expect(personal).toEqual([])
    expect((await cacheNames(page)).filter((name) => name.startsWith('pesa-personal-'))).toEqual([])
    expect(Object.values(await indexedDbRecords(page)).reduce((sum, count) => sum + count, 0)).toBe(0)
  })
})
