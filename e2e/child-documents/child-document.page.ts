import { expect, type Page } from '@playwright/test'
import type { devCreateChildDocument } from '@pesa/shared/api/dev-api'
import { callApi } from '../support/api'

export const ELLA_SSN = '030620A342Y'

/** One child document (/child-documents/{id}) and the staff's side of it in the dev API. */
export class ChildDocumentPage {
  constructor(readonly page: Page) {
    // Unsent answers ask before the page unloads; a test's own navigation leaves.
    page.on('dialog', (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()))
  }

  qa(name: string) {
    return this.page.locator(`[data-qa="${name}"]`)
  }

  question(id: string) {
    return this.qa(`question-${id}`)
  }

  async open(id: string, search = '') {
    await this.page.goto(`/child-documents/${id}${search}`)
    await expect(this.qa('child-document')).toBeVisible()
  }

  /** A published CITIZEN_DRAFT of the every-question template for Ella, made by the staff now. */
  async newDraft(): Promise<string> {
    const document = { childSsn: ELLA_SSN, type: 'CITIZEN_BASIC', status: 'CITIZEN_DRAFT', name: 'Aloituskeskustelu' } as const
    return (await callApi<typeof devCreateChildDocument>(this.page.request, 'post', '/dev-api/children/documents', document)).id
  }
}
