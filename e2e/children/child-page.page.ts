import { addDays, addMonths, firstOfMonth } from '@pesa/shared/dates'
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import type { getChildren } from '@pesa/shared/api/children'
import { callApi, type AnswerOf, type ArgsOf, type ClientFunction } from '../support/api'
import { storyToday } from '../support/environment'

/** Finnish date of an ISO date, as the date input takes it. */
export const finnish = (iso: string) => iso.split('-').reverse().join('.')

/** Today in Helsinki, as the server counts it. */
export const helsinkiToday = () => storyToday()

export { addDays }

/** The first day of next month in Helsinki: a service need change's usual start. */
export function nextMonth(): string {
  return addMonths(firstOfMonth(helsinkiToday()), 1)
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
    const toggle = this.qa(`section-${id}-toggle`).getByRole('button').first()
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    return this.section(id)
  }

  async open(childId: string) {
    await this.page.goto(`/children/${childId}`)
    await expect(this.qa('child-name')).toBeVisible()
  }

  private get request(): APIRequestContext {
    return this.page.request
  }

  /** GET of `/api<path>` typed by the client function `F` of the route. */
  get<F extends ClientFunction>(path: string): Promise<AnswerOf<F>> {
    return callApi<F>(this.request, 'get', path, ...([] as unknown as ArgsOf<F>))
  }

  /** The caller's children by first name (Ella, Aino, Onni…). */
  async children(): Promise<Record<string, string>> {
    const list: ChildRef[] = await this.get<typeof getChildren>('/citizen/children')
    return Object.fromEntries(list.map((child) => [child.firstName.split(' ')[0]!, child.id]))
  }

  /** POST of `/api<path>` typed by the client function `F` of the route. */
  post<F extends ClientFunction>(path: string, ...body: ArgsOf<F>): Promise<AnswerOf<F>> {
    return callApi<F>(this.request, 'post', path, ...body)
  }

  /** Types a date into a date input and leaves it, as a guardian does. */
  async date(input: Locator, iso: string) {
    await input.fill(finnish(iso))
    await input.press('Tab')
  }
}
