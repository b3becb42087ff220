import { addDays } from '@pesa/shared/dates'
import type { Page } from '@playwright/test'
import type {
  getAbsenceApplicationRanges,
  getAbsenceApplications,
  getChildPlacements,
  getChildren,
  getChildServiceNeeds,
  getServiceApplications
} from '@pesa/shared/api/children'
import type { devDecideAbsenceApplication, devDecideServiceApplication } from '@pesa/shared/api/dev-api'
import { callApi, type BodyOf } from '../support/api'
import { storyToday } from '../support/environment'

export const CHILD_SSN = { ella: '030620A342Y', aino: '150223A4580' } as const

/** Finnish date of an ISO date, as the date inputs take it. */
export const finnish = (iso: string) => iso.split('-').reverse().join('.')

export { addDays }

/** Today in Helsinki, as the server counts it. */
export const helsinkiToday = () => storyToday()

/** The application forms under /children/{childId}, what the server holds, and the staff's decisions. */
export class ChildFormsPage {
  constructor(readonly page: Page) {
    // A form with input asks before the page unloads; a test's own navigation leaves.
    page.on('dialog', (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()))
  }

  qa(name: string) {
    return this.page.locator(`[data-qa="${name}"]`)
  }

  async childId(firstName: string): Promise<string> {
    const children = await callApi<typeof getChildren>(this.page.request, 'get', '/citizen/children')
    return children.find((child) => child.firstName.startsWith(firstName))!.id
  }

  absenceRanges(childId: string) {
    return callApi<typeof getAbsenceApplicationRanges>(this.page.request, 'get', `/citizen/absence-application/application-possible?childId=${childId}`)
  }

  absenceApplications(childId: string) {
    return callApi<typeof getAbsenceApplications>(this.page.request, 'get', `/citizen/absence-application?childId=${childId}`)
  }

  serviceApplications(childId: string) {
    return callApi<typeof getServiceApplications>(this.page.request, 'get', `/citizen/service-applications?childId=${childId}`)
  }

  serviceNeeds(childId: string) {
    return callApi<typeof getChildServiceNeeds>(this.page.request, 'get', `/citizen/children/${childId}/service-needs`)
  }

  placements(childId: string) {
    return callApi<typeof getChildPlacements>(this.page.request, 'get', `/citizen/children/${childId}/placements`)
  }

  async decide(kind: 'absence-applications' | 'service-applications', id: string, accept: boolean, reason?: string) {
    // Both routes take the same body; the absence one's type stands for both.
    const decision: BodyOf<typeof devDecideAbsenceApplication> & BodyOf<typeof devDecideServiceApplication> = { accept, reason }
    await callApi<typeof devDecideAbsenceApplication>(this.page.request, 'post', `/dev-api/children/${kind}/${id}/decision`, decision)
  }

  /** Types a date into a kit date input and leaves it, as a guardian does. */
  async date(name: string, iso: string) {
    await this.qa(name).fill(finnish(iso))
    await this.qa(name).press('Tab')
  }
}
