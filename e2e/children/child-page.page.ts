import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { CSRF_HEADER } from '@pesa/shared/protocol'

/** Finnish date of an ISO date, as the date input takes it. */
export const finnish = (iso: string) => iso.split('-').reverse().join('.')

/** Today in Helsinki, as the server counts it. */
export const helsinkiToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Helsinki' }).format(new Date())

export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

export interface Reservations {
  days: { date: string; children: { childId: string; reservations: unknown[] }[] }[]
}

interface ChildRef {
  id: string
  firstName: string
}

/** The children list (/children), a child's page (/children/{id}) and the calls behind them. */
export class ChildPage {
  constructor(readonly page: Page) {}

  qa(name: string): Locator {
    return this.page.locator(`[data-qa="${name}"]`)
  }

  section(id: string): Locator {
    return this.qa(`section-${id}`)
  }

  /** Opens a collapsible section (once) and gives its element. */
  async openSection(id: string): Promise<Locator> {
    const section = this.section(id)
    const toggle = section.getByRole('button', { expanded: false }).first()
    if ((await section.getByRole('button', { expanded: true }).count()) === 0) await toggle.click()
    await expect(section.getByRole('button').first()).toHaveAttribute('aria-expanded', 'true')
    return section
  }

  async open(childId: string) {
    await this.page.goto(`/children/${childId}`)
    await expect(this.qa('child-name')).toBeVisible()
  }

  private get request(): APIRequestContext {
    return this.page.request
  }

  async get<T>(path: string): Promise<T> {
    const response = await this.request.get(`/api${path}`, { headers: { [CSRF_HEADER]: '1' } })
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200)
    return (await response.json()) as T
  }

  /** The caller's children by first name (Ella, Aino, Onni…). */
  async children(): Promise<Record<string, string>> {
    const list = await this.get<ChildRef[]>('/citizen/children')
    return Object.fromEntries(list.map((child) => [child.firstName.split(' ')[0]!, child.id]))
  }

  async dev(path: string, data: unknown): Promise<unknown> {
    const response = await this.request.post(`/api/dev-api${path}`, { data, headers: { [CSRF_HEADER]: '1' } })
    expect(response.status(), await response.text()).toBeLessThan(300)
    return response.status() === 204 ? undefined : response.json()
  }

  /** Types a date into a date input and leaves it, as a guardian does. */
  async date(input: Locator, iso: string) {
    await input.fill(finnish(iso))
    await input.press('Tab')
  }
}
