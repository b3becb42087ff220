import { addDays, firstWeekWorkingOn } from '@pesa/shared/dates'
import { expect, type Page } from '@playwright/test'
import type { getReservations } from '@pesa/shared/api/calendar'
import { callApi } from '../support/api'
import { storyToday } from '../support/environment'

/** The calendar (/calendar), its modals, and the reservations the server holds. */
export class CalendarPage {
  constructor(readonly page: Page) {}

  qa(name: string) {
    return this.page.locator(`[data-qa="${name}"]`)
  }

  async open(search = '') {
    await this.page.goto(`/calendar${search}`)
    await expect(this.qa('calendar-page')).toBeVisible()
    await expect(this.qa('reservable-range')).toBeVisible()
  }

  /**
   * The day's button: the phone list has the months ahead at once, the desktop grid one month,
   * moved to with its previous and next buttons.
   */
  async day(date: string) {
    const grid = this.qa('calendar-grid')
    // The page's heading shows before its days: which of the two it is, is known once one of them is there.
    await expect(grid.or(this.qa('calendar-list'))).toBeVisible()
    if ((await grid.count()) > 0) {
      for (let step = 0; step < 24; step++) {
        const shown = ((await grid.locator('table').getAttribute('data-qa')) ?? '').replace('month-', '')
        if (shown === date.slice(0, 7)) break
        const direction = shown < date.slice(0, 7) ? 'month-next' : 'month-previous'
        await this.qa(direction).click()
        await expect(grid.locator('table')).not.toHaveAttribute('data-qa', `month-${shown}`)
      }
    }
    return this.qa(`day-${date}`)
  }

  /** What GET /citizen/reservations answers the page's session for the dates. */
  reservations(from: string, to: string) {
    return callApi<typeof getReservations>(this.page.request, 'get', `/citizen/reservations?from=${from}&to=${to}`)
  }

  /**
   * The first Monday from `notBefore` (a Monday) whose Monday to Friday each show every child of
   * `childIds`, with no public holiday and no holiday period on them: the tests run on any date, and
   * a fixed offset from today lands on Christmas or Epiphany in some weeks of the year.
   */
  async plainWeek(notBefore: string, childIds: string[]): Promise<string> {
    const { reservableRange } = await this.reservations(notBefore, notBefore)
    const data = await this.reservations(notBefore, reservableRange.end)
    const plain = (date: string) => {
      const day = data.days.find((d) => d.date === date)
      return (
        day !== undefined &&
        !day.holiday &&
        childIds.every((childId) => {
          const child = day.children.find((c) => c.childId === childId)
          return child !== undefined && child.holidayPeriodEffect === null
        })
      )
    }
    for (let monday = notBefore; monday < reservableRange.end; monday = addDays(monday, 7)) {
      if ([0, 1, 2, 3, 4].every((offset) => plain(addDays(monday, offset)))) return monday
    }
    throw new Error(`No week from ${notBefore} without a holiday for every child`)
  }

  /**
   * Ella's and Aino's ids, the reservable range, and the seeded week: the Monday of the seed's
   * first-week reservations and staff-marked absence, the first from the range's start whose Monday
   * to Thursday are working days (api/src/seed/calendar.ts `seededWeek`, the same rule).
   */
  async childIds(): Promise<{ ella: string; aino: string; range: { start: string; end: string }; week: string }> {
    const today = storyToday()
    const data = await this.reservations(today, today)
    const idOf = (name: string) => data.children.find((c) => c.firstName.startsWith(name))!.id
    return { ella: idOf('Ella'), aino: idOf('Aino'), range: data.reservableRange, week: firstWeekWorkingOn(data.reservableRange.start, 4) }
  }

  /** Types a time into a field and leaves it, as a guardian does. */
  async time(name: string, value: string) {
    const input = this.qa(name)
    await input.fill(value)
    await input.press('Tab')
  }

  async dateRange(prefix: string, start: string, end: string) {
    const fi = (iso: string) => iso.split('-').reverse().join('.')
    await this.qa(`${prefix}-start`).fill(fi(start))
    await this.qa(`${prefix}-start`).press('Tab')
    await this.qa(`${prefix}-end`).fill(fi(end))
    await this.qa(`${prefix}-end`).press('Tab')
  }
}
