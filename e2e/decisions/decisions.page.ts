import { expect, type Page } from '@playwright/test'
import { CSRF_HEADER } from '@pesa/shared/protocol'

/** Finnish date of an ISO date, as the date input takes it. */
export const finnish = (iso: string) => iso.split('-').reverse().join('.')

/** The decisions pages (/decisions, …/by-application/{id}, the assistance views) and the staff side of the dev API. */
export class DecisionsPage {
  constructor(readonly page: Page) {}

  qa(name: string) {
    return this.page.locator(`[data-qa="${name}"]`)
  }

  async openList() {
    await this.page.goto('/decisions')
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(this.qa('area-root-decisions')).toBeVisible()
  }

  /** A decision card on the answer page, by its type. */
  decision(type: string) {
    return this.page.locator(`[data-qa="decision-${type}"]`)
  }

  private async dev(path: string, data: unknown) {
    const response = await this.page.request.post(`/api/dev-api${path}`, { data, headers: { [CSRF_HEADER]: '1' } })
    expect(response.status(), await response.text()).toBeLessThan(300)
    return response.status() === 204 ? undefined : response.json()
  }

  /** A six-year-old of the guardian with a pending preschool and connected daycare pair. */
  preschoolOffer(guardianSsn: string): Promise<{ childId: string; applicationId: string; decisionIds: string[] }> {
    return this.dev('/decisions/preschool-offer', { guardianSsn })
  }

  runJobs() {
    return this.dev('/decisions/run-jobs', {})
  }
}
