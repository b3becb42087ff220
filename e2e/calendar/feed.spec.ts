import type { getCalendarEvents } from '@pesa/shared/api/calendar'
import { callApi } from '../support/api'
import { addDays } from '@pesa/shared/dates'
import { CSRF_HEADER } from '@pesa/shared/protocol'
import { ShellPage } from '../shell/shell.page'
import { DEMO, expect, expectAccessible, test } from '../support/fixtures'
import { CalendarPage } from './calendar.page'
import { storyToday } from '../support/environment'

const compact = (date: string) => date.replace(/-/g, '')

interface CalendarEvent {
  id: string
  title: string
  period: { start: string; end: string }
  timesByChild: Record<string, { id: string; childId: string | null; date: string; startTime: string; endTime: string }[]>
}

test.describe('calendar feed', () => {
  test('locked for a weak login; made after strong identification, read anonymously in Helsinki time, revoked to 404', async ({
    page,
    devApi,
    playwright,
    baseURL
  }) => {
    const calendar = new CalendarPage(page)
    const shell = new ShellPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await calendar.open()
    await calendar.qa('open-feed').click()
    await expect(page).toHaveURL(/modal=feed/)
    await expect(calendar.qa('feed-none')).toBeVisible()
    await expect(calendar.qa('feed-create')).toHaveCount(0)
    // raw: the refusal (403 STRONG_AUTH_REQUIRED) is what is asserted; the route takes no body
    const weak = await page.request.post('/api/citizen/calendar-feed', { headers: { [CSRF_HEADER]: '1' } })
    expect(weak.status()).toBe(403)
    expect(((await weak.json()) as { errorCode: string }).errorCode).toBe('STRONG_AUTH_REQUIRED')

    await calendar.qa('feed-strong-login').click()
    await expect(page).toHaveURL(/\/api\/citizen\/auth\/sfi\/login\?RelayState=/)
    await shell.identifyAs(DEMO.anna.ssn)
    await expect(page).toHaveURL(/\/calendar\?modal=feed/)
    await calendar.qa('feed-create').click()
    await expect(calendar.qa('feed-created')).toBeVisible()
    await expect(calendar.qa('feed-in-use')).toBeVisible()
    const url = await calendar.qa('feed-url').inputValue()
    expect(url).toMatch(/\/api\/citizen\/public\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/)
    await expect(calendar.qa('feed-webcal')).toHaveAttribute('href', url.replace(/^https?:/, 'webcal:'))
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await calendar.qa('feed-copy').click()
    await expect(calendar.qa('feed-copy-status')).toHaveText('Osoite kopioitu.')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url)

    // What the calendar of the page's session shows, to compare the feed with.
    const today = storyToday()
    const events: CalendarEvent[] = await callApi<typeof getCalendarEvents>(
      page.request,
      'get',
      `/citizen/calendar-events?start=${today}&end=${addDays(today, 60)}`
    )
    const week = events.find((event) => event.title === 'Liikuntaviikko')!
    const booked = events.flatMap((event) => Object.values(event.timesByChild).flat()).find((time) => time.childId !== null)!

    // A phone's calendar: no cookies, the address alone.
    const anonymous = await playwright.request.newContext({ baseURL })
    const path = new URL(url).pathname
    const feed = await anonymous.get(path)
    expect(feed.status()).toBe(200)
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8')
    const body = await feed.text()
    expect(body).toContain(`UID:calendar-event-${week.id}@pesa`)
    expect(body).toContain(
      `DTSTART;VALUE=DATE:${compact(week.period.start)}\r\nDTEND;VALUE=DATE:${compact(addDays(week.period.end, 1))}\r\nSUMMARY:Liikuntaviikko`
    )
    expect(body).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Helsinki')
    expect(body).toContain(
      `DTSTART;TZID=Europe/Helsinki:${compact(booked.date)}T${booked.startTime.replace(':', '')}00\r\n` +
        `DTEND;TZID=Europe/Helsinki:${compact(booked.date)}T${booked.endTime.replace(':', '')}00`
    )
    // Ella's is the one booked time: Liisa's child's time of the same survey is not in Anna's feed.
    expect(body.match(/DTSTART;TZID=/g)).toHaveLength(1)

    // Shown once: after a reload only that a feed is in use.
    await page.reload()
    await expect(calendar.qa('feed-in-use')).toBeVisible()
    await expect(calendar.qa('feed-url')).toHaveCount(0)

    await calendar.qa('feed-revoke').click()
    await expect(calendar.qa('feed-revoke-confirm')).toBeVisible()
    await calendar.qa('confirm-dialog-confirm').click()
    await expect(calendar.qa('feed-none')).toBeVisible()
    expect((await anonymous.get(path)).status()).toBe(404)
    await anonymous.dispose()
  })

  for (const lang of ['fi', 'sv', 'en'] as const) {
    test(`the feed panel is accessible in ${lang}: locked, with the address shown, and asking to revoke`, async ({ page, devApi }) => {
      test.setTimeout(90_000)
      const calendar = new CalendarPage(page)
      await devApi.login(DEMO.anna.ssn, 'WEAK')
      await calendar.open(`?lang=${lang}&modal=feed`)
      await expect(calendar.qa('feed-strong-login')).toBeVisible()
      await expectAccessible(page)
      await devApi.login(DEMO.anna.ssn, 'STRONG')
      await calendar.open(`?lang=${lang}&modal=feed`)
      await calendar.qa('feed-create').click()
      await expect(calendar.qa('feed-created')).toBeVisible()
      await expectAccessible(page)
      await calendar.qa('feed-revoke').click()
      await expect(calendar.qa('feed-revoke-confirm')).toBeVisible()
      await expectAccessible(page)
    })
  }
})
