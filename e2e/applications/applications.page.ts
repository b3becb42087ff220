import { addDays } from '@pesa/shared/dates'
import { expect, type Page } from '@playwright/test'
import type { ApplicationStatus, devMoveApplication } from '@pesa/shared/api/dev-api'
import { callApi } from '../support/api'
import { storyToday } from '../support/environment'

/** Finnish date of an ISO date, as the date inputs take it. */
export const finnish = (iso: string) => iso.split('-').reverse().join('.')

/** An ISO date `days` from today in Helsinki (the browser's and the server's clock are the same in the suite). */
export const daysFromToday = (days: number): string => addDays(storyToday(), days)

/** The applications pages (/applications, …/new, …/edit, …/{id}) and the staff side of the dev API. */
export class ApplicationsPage {
  constructor(readonly page: Page) {}

  qa(name: string) {
    return this.page.locator(`[data-qa="${name}"]`)
  }

  async openList(search = '') {
    await this.page.goto(`/applications${search}`)
    await expect(this.qa('applications-page')).toBeVisible()
  }

  /** The card of a child, found by the child's name. */
  childCard(name: string) {
    return this.page.locator('section[data-qa^="child-"]').filter({ has: this.page.getByRole('heading', { name }) })
  }

  /** From the list: a new application of the type for the child, up to the editor. */
  async newApplication(childName: string, type: 'DAYCARE' | 'PRESCHOOL' | 'CLUB') {
    await this.childCard(childName).locator('[data-qa="new-application"]').click()
    await expect(this.qa('new-application-page')).toBeVisible()
    await this.page.locator(`[data-qa="application-type"] input[value="${type}"]`).check()
    await this.qa('create-application').click()
    await expect(this.qa('application-editor')).toBeVisible()
  }

  async addUnits(count: number) {
    for (let index = 0; index < count; index += 1) {
      const select = this.qa('add-unit')
      await select.selectOption({ index: 1 })
      await expect(this.qa('preferred-unit')).toHaveCount(index + 1)
    }
  }

  /** Staff move the application in the dev API. */
  async staffMoves(applicationId: string, status: ApplicationStatus) {
    await callApi<typeof devMoveApplication>(this.page.request, 'post', `/dev-api/applications/${applicationId}/status`, { status })
  }

  applicationIdOf(url: string) {
    return /applications\/([0-9a-f-]{36})/.exec(url)![1]!
  }
}
