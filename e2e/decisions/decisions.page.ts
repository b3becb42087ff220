import { expect, type Page } from '@playwright/test'
import type { devPreschoolOffer, devRunDecisionJobs } from '@pesa/shared/api/dev-api'
import { callApi } from '../support/api'

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

  /** A six-year-old of the guardian with a pending preschool and connected daycare pair. */
  preschoolOffer(guardianSsn: string) {
    return callApi<typeof devPreschoolOffer>(this.page.request, 'post', '/dev-api/decisions/preschool-offer', { guardianSsn })
  }

  runJobs() {
    return callApi<typeof devRunDecisionJobs>(this.page.request, 'post', '/dev-api/decisions/run-jobs')
  }
}
