import { addDays, helsinkiDate } from '@pesa/shared/dates'
import { expect, type Page } from '@playwright/test'
import { CSRF_HEADER } from '@pesa/shared/protocol'

export const CHILD_SSN = { ella: '030620A342Y', aino: '150223A4580' } as const

/** Finnish date of an ISO date, as the date inputs take it. */
export const finnish = (iso: string) => iso.split('-').reverse().join('.')

export { addDays }

/** Today in Helsinki, as the server counts it. */
export const helsinkiToday = () => helsinkiDate(new Date())

/** The application forms under /children/{childId}, what the server holds, and the staff's decisions. */
export class ChildFormsPage {
  constructor(readonly page: Page) {
    // A form with input asks before the page unloads; a test's own navigation leaves.
    page.on('dialog', (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()))
  }

  qa(name: string) {
    return this.page.locator(`[data-qa="${name}"]`)
  }

  private async get<T>(path: string): Promise<T> {
    const response = await this.page.request.get(`/api${path}`, { headers: { [CSRF_HEADER]: '1' } })
    expect(response.status(), await response.text()).toBe(200)
    return (await response.json()) as T
  }

  async childId(firstName: string): Promise<string> {
    const children = await this.get<{ id: string; firstName: string }[]>('/citizen/children')
    return children.find((child) => child.firstName.startsWith(firstName))!.id
  }

  absenceRanges(childId: string) {
    return this.get<{ start: string; end: string }[]>(`/citizen/absence-application/application-possible?childId=${childId}`)
  }

  absenceApplications(childId: string) {
    return this.get<{ id: string; startDate: string; description: string; status: string; rejectedReason: string | null }[]>(
      `/citizen/absence-application?childId=${childId}`
    )
  }

  serviceApplications(childId: string) {
    return this.get<{ id: string; startDate: string; additionalInfo: string; decision: { status: string } | null }[]>(
      `/citizen/service-applications?childId=${childId}`
    )
  }

  serviceNeeds(childId: string) {
    return this.get<{ startDate: string; option: { nameFi: string } }[]>(`/citizen/children/${childId}/service-needs`)
  }

  placements(childId: string) {
    return this.get<{ placements: { endDate: string }[] }>(`/citizen/children/${childId}/placements`)
  }

  async decide(kind: 'absence-applications' | 'service-applications', id: string, accept: boolean, reason?: string) {
    const response = await this.page.request.post(`/api/dev-api/children/${kind}/${id}/decision`, {
      data: { accept, reason },
      headers: { [CSRF_HEADER]: '1' }
    })
    expect(response.status(), await response.text()).toBe(204)
  }

  /** Types a date into a kit date input and leaves it, as a guardian does. */
  async date(name: string, iso: string) {
    await this.qa(name).fill(finnish(iso))
    await this.qa(name).press('Tab')
  }
}
